import { Card } from "antd";
import { StatusMessage } from "./StatusMessage";

/** The honest state of a route whose screen is not built yet: it names the screen and says so. */
export function NotAvailableYet({ title }: { title: string }) {
  return (
    <Card>
      <StatusMessage status="info" title={`「${title}」暂未开放`} subTitle="该页面正在建设中，敬请期待。" />
    </Card>
  );
}
