import { service, type Page, type PageQuery } from "../endpoint";
import type { Id, LabelItem } from "../types";
import { ORDER_SCREENS, SCREENS, WORKER_SCREENS } from "../screens";

/** /worker-app/v1/worker — worker lookups (selectors, labels, configuration lists). */
const s = service("/worker-app", { menu: WORKER_SCREENS }).under("/v1/worker");

/** Worker search record (spec §3). */
export interface WorkerSearchRecord {
  workerId: Id;
  workerName: string;
  workerMobile: string;
}

export interface ServiceItem {
  itemId: Id;
  itemName: string;
  serverType: number;
}

export interface WorkerRole {
  roleId: Id;
  roleName: string;
}

export const getWorkerListByName = s.post<{ workerName: string }, WorkerSearchRecord[]>(
  "/getWorkerListByName",
  "按姓名查师傅",
);
export const serviceItemList = s.get<void, ServiceItem[]>("/config/service/item/list", "服务项目配置");
export const roleActiveList = s.get<void, WorkerRole[]>("/config/role/activeList", "可用师傅角色");
export const fuzzyQueryWorkers = s.get<{ keyword: string }, WorkerSearchRecord[]>(
  "/fuzzyQuery/workers",
  "模糊查询师傅",
);
// The order detail shows its worker's labels too.
export const labelsByWorkerId = s.get<{ workerId: Id }, LabelItem[]>("/labels/byWorkerId", "师傅标签", {
  menu: [...WORKER_SCREENS, ...ORDER_SCREENS],
});
export const queryWorkerListByNameOrMobile = s.post<
  { fuzzyContent: string } & PageQuery,
  Page<WorkerSearchRecord>
>("/queryWorkerListByNameOrMobile", "按姓名或手机号查师傅（师傅选择器）", {
  paginated: true,
  // The worker bills filter by worker too.
  menu: [...WORKER_SCREENS, SCREENS.bill],
});
