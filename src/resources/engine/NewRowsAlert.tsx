import { Alert, Button } from "antd";

/**
 * The banner's look: an info Alert whose text (「有 N 条新数据，点击刷新」 or 「列表可能已变化，点击刷新」) is the refresh
 * link (LiveBanner.tsx loads it when news first comes).
 */
export default function NewRowsAlert({ text, onRefresh }: { text: string; onRefresh: () => void }) {
  return (
    <Alert
      type="info"
      showIcon
      className="engine-live-banner"
      style={{ marginBottom: 12 }}
      message={
        <Button type="link" size="small" style={{ padding: 0 }} onClick={onRefresh}>
          {text}
        </Button>
      }
    />
  );
}
