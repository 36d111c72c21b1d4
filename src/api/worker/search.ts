import { service, type Page } from "../endpoint";
import type { AnswerType, RequestType } from "../schema";
import type { LabelItem } from "../types";
import { ORDER_SCREENS, SCREENS, WORKER_SCREENS } from "../screens";
import type * as wire from "../wire/worker/search";

/** /worker-app/v1/worker — worker lookups (selectors, labels, configuration lists). */
// Lookups only: every call reads.
const s = service("/worker-app", { menu: WORKER_SCREENS, effect: "read" }).under("/v1/worker");

/**
 * The screens with a worker selector (src/widgets/worker-select): the worker screens, the order list's filter and
 * dispatch / transfer dialogs, the worker bills' filter. An order-only account filters its orders by worker too.
 */
const WORKER_SELECT_SCREENS: readonly string[] = [...WORKER_SCREENS, ...ORDER_SCREENS, SCREENS.bill];

/** The types of the calls below, from their schemas (../wire/worker/search.ts, where their fields are described). */
export type WorkerSearchRecord = AnswerType<typeof wire.workerSearchRecord>;
export type ServiceItem = AnswerType<typeof wire.serviceItem>;
export type WorkerRole = AnswerType<typeof wire.workerRole>;
export type WorkerListByNameQuery = RequestType<typeof wire.workerListByNameRequest>;
export type FuzzyQueryWorkersQuery = RequestType<typeof wire.fuzzyQueryWorkersRequest>;
export type LabelsByWorkerIdQuery = RequestType<typeof wire.labelsByWorkerIdRequest>;
export type WorkerListByNameOrMobileQuery = RequestType<typeof wire.workerListByNameOrMobileRequest>;

export const getWorkerListByName = s.post<WorkerListByNameQuery, WorkerSearchRecord[]>(
  "/getWorkerListByName",
  "按姓名查师傅（姓名完全一致）",
  { menu: WORKER_SELECT_SCREENS },
);
export const serviceItemList = s.get<void, ServiceItem[]>("/config/service/item/list", "服务项目配置");
export const roleActiveList = s.get<void, WorkerRole[]>("/config/role/activeList", "可用师傅角色");
export const fuzzyQueryWorkers = s.get<FuzzyQueryWorkersQuery, WorkerSearchRecord[]>(
  "/fuzzyQuery/workers",
  "模糊查询师傅（姓名或手机号的一部分）",
  { menu: WORKER_SELECT_SCREENS },
);
// The order detail shows its worker's labels too.
export const labelsByWorkerId = s.get<LabelsByWorkerIdQuery, LabelItem[]>("/labels/byWorkerId", "师傅标签", {
  menu: [...WORKER_SCREENS, ...ORDER_SCREENS],
});
export const queryWorkerListByNameOrMobile = s.post<WorkerListByNameOrMobileQuery, Page<WorkerSearchRecord>>(
  "/queryWorkerListByNameOrMobile",
  "按姓名或手机号查师傅（师傅选择器）",
  { paginated: true, menu: WORKER_SELECT_SCREENS },
);
