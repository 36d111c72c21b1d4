import { Tabs } from "antd";
import { listPage } from "../../engine";
import { AlertBoard } from "./AlertBoard";
import { alertList, ownAbnormalList, tmallAbnormalList } from "./alerts";

const AlertListPage = listPage(alertList);
const OwnAbnormalPage = listPage(ownAbnormalList);
const TmallAbnormalPage = listPage(tmallAbnormalList);

/**
 * 订单预警: the board above the alert list; the abnormal worker orders (own and 天猫) in tabs beside it (verticals
 * B.6 item 3). The engine declares each list; only the board and the tab frame are this page's own.
 */
export default function EarlyWarningPage() {
  return (
    <>
      <AlertBoard />
      <Tabs
        destroyOnHidden
        items={[
          { key: "alerts", label: "预警列表", children: <AlertListPage /> },
          { key: "abnormal", label: "师傅异常订单", children: <OwnAbnormalPage /> },
          { key: "tmall", label: "天猫师傅异常订单", children: <TmallAbnormalPage /> },
        ]}
      />
    </>
  );
}
