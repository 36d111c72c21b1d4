/** The bill page (/bill/index 账单信息), loaded on demand by the route declaration (index.ts). */
import { Tabs } from "antd";
import { useLocation, useNavigate } from "react-router";
import { linkWith, listPage, type ScreenProps } from "../engine";
import { providerBills, workerBills } from "./list";

/** The tab of the worker bills is named by the URL's hash, so a link or a reload opens it. */
export const WORKER_TAB = "worker";

const ProviderBills = listPage(providerBills);
const WorkerBills = listPage(workerBills);

/**
 * Two tabs: 服务商账单 and 师傅账单. Only the open tab is mounted: each list mirrors its own search in the query
 * string, and switching tabs starts the other list unfiltered.
 */
export function BillPage({ route }: ScreenProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const active = location.hash === `#${WORKER_TAB}` ? "worker" : "provider";
  return (
    <Tabs
      className="bill-tabs"
      activeKey={active}
      destroyOnHidden
      onChange={(key) => navigate(linkWith(route, {}, key === "worker" ? WORKER_TAB : undefined))}
      items={[
        { key: "provider", label: "服务商账单", children: <ProviderBills route={route} /> },
        { key: "worker", label: "师傅账单", children: <WorkerBills route={route} /> },
      ]}
    />
  );
}
