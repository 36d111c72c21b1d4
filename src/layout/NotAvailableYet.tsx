import { Card, Result } from "antd";

/** The honest state of a route whose screen is not built yet: it names the screen and says so. */
export function NotAvailableYet({ title }: { title: string }) {
  return (
    <Card>
      <Result status="info" title={`「${title}」暂未开放`} subTitle="该页面正在建设中，敬请期待。" />
    </Card>
  );
}
