import { Alert, Button } from "antd";

/** The banner's look: an info Alert whose text is the refresh link (LiveBanner.tsx loads it when news first comes). */
export default function NewRowsAlert({ count, onRefresh }: { count: number; onRefresh: () => void }) {
  return (
    <Alert
      type="info"
      showIcon
      className="engine-live-banner"
      style={{ marginBottom: 12 }}
      message={
        <Button type="link" size="small" style={{ padding: 0 }} onClick={onRefresh}>
          有 {count} 条新数据，点击刷新
        </Button>
      }
    />
  );
}
