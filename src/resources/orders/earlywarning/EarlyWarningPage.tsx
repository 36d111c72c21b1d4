import { Tabs } from "antd";
import { listPage, type ScreenProps } from "../../engine";
import { AlertBoard } from "./AlertBoard";
import { alertList, ownAbnormalList, tmallAbnormalList } from "./alerts";

const AlertListPage = listPage(alertList);
const OwnAbnormalPage = listPage(ownAbnormalList);
const TmallAbnormalPage = listPage(tmallAbnormalList);

/**
 * 订单预警: the board above the alert list; the abnormal worker orders (own and 天猫) in tabs beside it (verticals
 * B.6 item 3). The engine declares each list; only the board and the tab frame are this page's own. The alert list is
 * the route's own (its search is mirrored in the address); the abnormal lists are parts of the page.
 */
export default function EarlyWarningPage({ route }: ScreenProps) {
  return (
    <>
      <AlertBoard />
      <Tabs
        destroyOnHidden
        items={[
          { key: "alerts", label: "预警列表", children: <AlertListPage route={route} /> },
          {
            key: "abnormal",
            label: "师傅异常订单",
            children: <OwnAbnormalPage route={route} part="abnormal" />,
          },
          {
            key: "tmall",
            label: "天猫师傅异常订单",
            children: <TmallAbnormalPage route={route} part="tmall-abnormal" />,
          },
        ]}
      />
    </>
  );
}
