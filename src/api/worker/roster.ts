import type { Page } from "../endpoint";
import { workerEffect } from "./effects";
import { ordersEffect } from "../order/effects";
import type { AnswerType, RequestType } from "../schema";
import type { AreaRef, ExportPage, ExportQuery } from "../types";
import type * as records from "../wire/worker/records";
import type * as wire from "../wire/worker/roster";
import type * as settings from "../wire/worker/rosterSettings";
import { ORDER_SCREENS, WORKER_SCREENS } from "../screens";
import { rosterCalls, rosterService } from "./rosterService";

/**
 * /worker-app/v1/provider/console/worker — the provider's workers (辖区师傅管理). Its POST calls read unless they say
 * what they write.
 */
const s = rosterService;
const w = rosterCalls;

/** 新增师傅 and 修改师傅基本资料, declared in ./rosterProfile.ts (their schemas in ../wire/worker/rosterProfile.ts). */
export {
  registerWorker,
  updateWorker,
  type RegisterWorkerBody,
  type UpdateWorkerBody,
} from "./rosterProfile";

/** The types of the calls below, from their schemas (../wire/worker/*.ts, where their fields are described). */
export type WorkerKey = RequestType<typeof records.workerKeyRequest>;
export type WorkerListQuery = RequestType<typeof wire.workerListRequest>;
export type WorkerRow = AnswerType<typeof records.workerRow>;
/** Account status codes, in spec order: 1 待完善资料, 2 待开启, 3 正常, 4 禁用, 5 拉黑. */
export type WorkerAccountStatus = (typeof records.WORKER_ACCOUNT_STATUSES)[number];
export type WorkerStatusBody = RequestType<typeof wire.workerStatusRequest>;
/** Header summary of a worker's archive. */
export type WorkerCommon = AnswerType<typeof wire.workerCommon>;
export type WorkerBasic = AnswerType<typeof wire.workerBasic>;
export type WorkerAccount = AnswerType<typeof wire.workerAccount>;
export type TransferListQuery = RequestType<typeof wire.transferListRequest>;
export type TransferRecord = AnswerType<typeof wire.transferRecord>;
export type WorkerClass = AnswerType<typeof settings.workerClass>;
export type WorkerClassesBody = RequestType<typeof settings.setClassesRequest>;
export type NonFreeAreaBody = RequestType<typeof settings.setNonFreeAreaRequest>;
export type BatchNonFreeAreaBody = RequestType<typeof settings.setBatchNonFreeAreaRequest>;
export type NonFreeState = AnswerType<typeof settings.nonFreeState>;
export type NonFreeBody = RequestType<typeof settings.setNonFreeRequest>;
export type NonFreePercent = AnswerType<typeof settings.nonFreePercent>;
export type NonFreePercentBody = RequestType<typeof settings.setNonFreePercentRequest>;
export type WorkerConfig = AnswerType<typeof settings.workerConfig>;
export type WorkerConfigBody = RequestType<typeof settings.setWorkerConfigRequest>;
export type NonFreeAreaMode = AnswerType<typeof settings.nonFreeAreaType>;
/** 1 by region list, 2 by radius. */
export type NonFreeAreaType = NonFreeAreaMode["areaType"];

export const workerList = w.post<WorkerListQuery, Page<WorkerRow>>("/list", "师傅分页", { paginated: true });
/** 导出 of 师傅列表 (issue 43 E1): its search, cursor-paged, behind 导出师傅; chosen path beside list (see orderExport). */
export const workerExport = w.post<ExportQuery<WorkerListQuery>, ExportPage<WorkerRow>>(
  "/export",
  "导出师傅",
  {
    button: "worker:export",
    chosenPath: true,
    effect: "session",
  },
);
/** The handler also checks the btn code of the change asked for (启用 / 禁用 / 拉黑). */
export const workerStatus = w.post<WorkerStatusBody, null>(
  "/status",
  "修改师傅账号状态（开启、禁用、拉黑）",
  {
    button: ["worker:enable", "worker:disable", "worker:blacklist"],
    effect: workerEffect("status", "修改账号状态"),
  },
);
export const workerCommon = w.post<WorkerKey, WorkerCommon>("/common", "师傅概要");
export const workerBasic = w.post<WorkerKey, WorkerBasic>("/basic", "师傅基本资料");
export const freeClass = w.post<WorkerKey, WorkerClass[]>("/freeClass", "自由接单类目");
export const freeArea = w.post<WorkerKey, AreaRef[]>("/freeArea", "自由接单区域");
export const nonFree = w.post<WorkerKey, NonFreeState>("/nonFree", "是否指派接单");
export const setNonFree = w.post<NonFreeBody, null>("/setNonFree", "设置指派接单", {
  button: "worker:setConfig",
  effect: workerEffect("nonFree"),
});
export const nonFreeArea = w.post<WorkerKey, AreaRef[]>("/nonFreeArea", "指派接单区域");
export const setNonFreeArea = w.post<NonFreeAreaBody, null>("/setNonFreeArea", "设置指派接单区域", {
  button: "worker:setServiceArea",
  effect: workerEffect("nonFreeArea"),
});
export const setFreeClass = w.post<WorkerClassesBody, null>("/setFreeClass", "设置自由接单类目", {
  button: "worker:setServiceClass",
  effect: workerEffect("freeClass"),
});
export const workerConfig = w.post<WorkerKey, WorkerConfig>("/config", "师傅接单配置");
export const setWorkerConfig = w.post<WorkerConfigBody, null>("/setConfig", "设置师傅接单配置", {
  button: "worker:setConfig",
  effect: workerEffect("config"),
});
export const nonFreeClass = w.post<WorkerKey, WorkerClass[]>("/nonFreeClass", "指派接单类目");
export const setNonFreeClass = w.post<WorkerClassesBody, null>("/setNonFreeClass", "设置指派接单类目", {
  button: "worker:setServiceClass",
  effect: workerEffect("nonFreeClass"),
});
/** Share of the provider's orders dispatched to this worker, 0-100. */
export const nonFreePercent = w.post<WorkerKey, NonFreePercent>("/nonFreePercent", "指派比例");
export const setNonFreePercent = w.post<NonFreePercentBody, null>("/setNonFreePercent", "设置指派比例", {
  button: "worker:setConfig",
  effect: workerEffect("nonFreePercent"),
});
export const nonFreeAreaType = w.post<WorkerKey, NonFreeAreaMode>("/nonFreeAreaType", "指派区域方式");
export const setBatchNonFreeArea = w.post<BatchNonFreeAreaBody, null>(
  "/setBatchNonFreeArea",
  "批量设置指派接单区域",
  { button: "worker:setServiceArea", effect: { channel: "workers", type: "nonFreeArea", key: "workerIds" } },
);
export const workerClass = w.post<WorkerKey, WorkerClass[]>("/class", "师傅服务类目");
export const workerAccount = w.post<WorkerKey, WorkerAccount>("/account", "师傅账号");
export const transferList = w.post<TransferListQuery, Page<TransferRecord>>(
  "/admin/transferList",
  "转单记录分页",
  { paginated: true },
);
export const getProviderArea = w.post<void, AreaRef[]>("/getProviderArea", "服务商服务区域");

// ---- v2 transfers ----

// Transfers start from an order or from a worker's archive.
const v2 = s.under("/v2/provider/console/worker", { menu: [...ORDER_SCREENS, ...WORKER_SCREENS] });

export type TransferOrdersBody = RequestType<typeof wire.transferOrdersRequest>;
export type TransferOrdersResult = AnswerType<typeof wire.transferOrdersResult>;
export type DeliveryOrdersQuery = RequestType<typeof wire.deliveryOrdersRequest>;
export type DeliveryOrder = AnswerType<typeof wire.deliveryOrder>;

/**
 * The spec says "v2 transfer orders" without the last segment. What it changes is the orders (their worker and
 * status), so its event is the orders'; it names the two workers as related records, whose archives' 转单记录 and
 * in-progress orders it changes too.
 */
export const transferOrders = v2.post<TransferOrdersBody, TransferOrdersResult>("/transferOrders", "转单", {
  // Behind 转单 and 地图转派 on an order, and 转移订单 on a worker.
  button: ["order:transfer", "order:mapDispatch", "worker:transferOrders"],
  chosenPath: true,
  effect: {
    ...ordersEffect("order:transfer"),
    related: { channel: "workers", key: ["fromWorkerId", "toWorkerId"] },
  },
});
export const deliveryOrders = v2.post<DeliveryOrdersQuery, Page<DeliveryOrder>>(
  "/deliveryOrders",
  "师傅在途送装订单（转单候选）",
  { paginated: true },
);

// ---- Grade, wallet and service level ----

export type WorkerGrade = AnswerType<typeof wire.workerGrade>;
export type WalletAmount = AnswerType<typeof wire.walletAmount>;
export type ServiceLevel = AnswerType<typeof wire.serviceLevel>;

export const myGrade = w.post<WorkerKey, WorkerGrade>("/grade/myGrade", "师傅等级");
export const walletAmount = w.post<WorkerKey, WalletAmount>("/walletAmount", "师傅钱包余额");
export const serviceLevel = w.post<WorkerKey, ServiceLevel>("/serviceLevel", "师傅服务等级");
