import type { Page, PageQuery } from "../endpoint";
import { workerEffect } from "./effects";
import { ordersEffect } from "../order/effects";
import type {
  AreaRef,
  DateRangeQuery,
  DateTime,
  ExportPage,
  ExportQuery,
  Id,
  LabelItem,
  Versioned,
  Yuan,
} from "../types";
import { ORDER_SCREENS, WORKER_SCREENS } from "../screens";
import { rosterCalls, rosterService } from "./rosterService";

/**
 * /worker-app/v1/provider/console/worker — the provider's workers (辖区师傅管理). Its POST calls read unless they say
 * what they write.
 */
const s = rosterService;
const w = rosterCalls;

/**
 * 新增师傅 and 修改师傅基本资料 are declared with their schemas in ./rosterProfile.ts: the schemas (and the schema
 * library) come only with the pages that make these calls, not with every page that reads the roster.
 */
export {
  registerWorker,
  updateWorker,
  type RegisterWorkerBody,
  type UpdateWorkerBody,
} from "./rosterProfile";

/** Account status codes, in spec order: 1 待完善资料, 2 待开启, 3 正常, 4 禁用, 5 拉黑. */
export type WorkerAccountStatus = 1 | 2 | 3 | 4 | 5;

export interface WorkerKey {
  workerId: Id;
}

export interface WorkerListQuery extends PageQuery, DateRangeQuery {
  workerName?: string;
  workerMobile?: string;
  accountStatus?: WorkerAccountStatus;
  serverType?: number;
  areaId?: number;
}

export interface WorkerRow extends Versioned {
  workerId: Id;
  workerName: string;
  workerMobile: string;
  avatar?: string | null;
  accountStatus: WorkerAccountStatus;
  serverTypeNames: string[];
  cityName: string;
  /** Worker grade name, e.g. 金牌. */
  gradeName?: string | null;
  inServiceCount: number;
  gmtCreatedTime: DateTime;
  /** Service type codes (1 安装, 2 维修, 3 测量), beside their names. */
  serverTypes: number[];
  /**
   * The worker's labels, sent with the page so the list shows them without one labelsByWorkerId call per row (our
   * addition to the row: the spec has the per-worker call only).
   */
  labels: LabelItem[];
}

/** Header summary of a worker's archive. */
export interface WorkerCommon extends WorkerRow {
  serviceLevel: number;
  walletBalance: Yuan;
  completedCount: number;
}

export interface WorkerBasic extends Versioned {
  workerId: Id;
  workerName: string;
  workerMobile: string;
  /** 1 male, 2 female. */
  gender: 1 | 2;
  idCardNo: string;
  idCardFront?: string | null;
  idCardBack?: string | null;
  area: AreaRef;
  detailAddress: string;
  emergencyContact?: string | null;
  emergencyMobile?: string | null;
}

export interface WorkerClass {
  serverType: number;
  serverTypeName: string;
  categoryId: Id;
  categoryName: string;
}

export interface WorkerConfig {
  /** Maximum orders accepted per day. */
  maxDailyOrders: number;
  /** Accept dispatched orders automatically. */
  autoAccept: boolean;
  serviceItemIds: Id[];
  roleIds: Id[];
}

export interface WorkerAccount {
  workerId: Id;
  loginName: string;
  accountStatus: WorkerAccountStatus;
  lastLoginTime?: DateTime | null;
}

/** 1 by region list, 2 by radius. */
export type NonFreeAreaType = 1 | 2;

export interface TransferRecord {
  id: Id;
  orderNo: string;
  fromWorkerName: string;
  toWorkerName: string;
  /** 1 手动转单, 2 送装分离. */
  transferType: 1 | 2;
  operator: string;
  gmtCreatedTime: DateTime;
}

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
export const workerStatus = w.post<WorkerKey & { accountStatus: WorkerAccountStatus; reason: string }, null>(
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
export const nonFree = w.post<WorkerKey, { nonFree: boolean }>("/nonFree", "是否指派接单");
export const setNonFree = w.post<WorkerKey & { nonFree: boolean }, null>("/setNonFree", "设置指派接单", {
  button: "worker:setConfig",
  effect: workerEffect("nonFree"),
});
export const nonFreeArea = w.post<WorkerKey, AreaRef[]>("/nonFreeArea", "指派接单区域");
export const setNonFreeArea = w.post<WorkerKey & { areas: AreaRef[] }, null>(
  "/setNonFreeArea",
  "设置指派接单区域",
  { button: "worker:setServiceArea", effect: workerEffect("nonFreeArea") },
);
export const setFreeClass = w.post<WorkerKey & { categoryIds: Id[] }, null>(
  "/setFreeClass",
  "设置自由接单类目",
  { button: "worker:setServiceClass", effect: workerEffect("freeClass") },
);
export const workerConfig = w.post<WorkerKey, WorkerConfig>("/config", "师傅接单配置");
export const setWorkerConfig = w.post<WorkerKey & WorkerConfig, null>("/setConfig", "设置师傅接单配置", {
  button: "worker:setConfig",
  effect: workerEffect("config"),
});
export const nonFreeClass = w.post<WorkerKey, WorkerClass[]>("/nonFreeClass", "指派接单类目");
export const setNonFreeClass = w.post<WorkerKey & { categoryIds: Id[] }, null>(
  "/setNonFreeClass",
  "设置指派接单类目",
  { button: "worker:setServiceClass", effect: workerEffect("nonFreeClass") },
);
/** Share of the provider's orders dispatched to this worker, 0-100. */
export const nonFreePercent = w.post<WorkerKey, { percent: number }>("/nonFreePercent", "指派比例");
export const setNonFreePercent = w.post<WorkerKey & { percent: number }, null>(
  "/setNonFreePercent",
  "设置指派比例",
  { button: "worker:setConfig", effect: workerEffect("nonFreePercent") },
);
export const nonFreeAreaType = w.post<WorkerKey, { areaType: NonFreeAreaType }>(
  "/nonFreeAreaType",
  "指派区域方式",
);
export const setBatchNonFreeArea = w.post<{ workerIds: Id[]; areas: AreaRef[] }, null>(
  "/setBatchNonFreeArea",
  "批量设置指派接单区域",
  { button: "worker:setServiceArea", effect: { channel: "workers", type: "nonFreeArea", key: "workerIds" } },
);
export const workerClass = w.post<WorkerKey, WorkerClass[]>("/class", "师傅服务类目");
export const workerAccount = w.post<WorkerKey, WorkerAccount>("/account", "师傅账号");
export const transferList = w.post<PageQuery & { workerId?: Id; orderNo?: string }, Page<TransferRecord>>(
  "/admin/transferList",
  "转单记录分页",
  { paginated: true },
);
export const getProviderArea = w.post<void, AreaRef[]>("/getProviderArea", "服务商服务区域");

// ---- v2 transfers ----

// Transfers start from an order or from a worker's archive.
const v2 = s.under("/v2/provider/console/worker", { menu: [...ORDER_SCREENS, ...WORKER_SCREENS] });

export interface TransferOrdersBody {
  fromWorkerId: Id;
  toWorkerId: Id;
  orderNos: string[];
  /** 1 手动转单, 2 送装分离. */
  transferType: 1 | 2;
  reason?: string;
  /**
   * 送装分离 (transferType 2): the worker who delivers; toWorkerId then installs. Absent for 手动转单 (1), where
   * toWorkerId takes the whole order.
   */
  deliveryWorkerId?: Id;
}

export interface DeliveryOrder {
  orderNo: string;
  orderStatus: number;
  goodsNameList: string[];
  customerName: string;
  address: string;
  appointmentTime?: DateTime | null;
}

/**
 * The spec says "v2 transfer orders" without the last segment. What it changes is the orders (their worker and
 * status), so its event is the orders'; it names the two workers as related records, whose archives' 转单记录 and
 * in-progress orders it changes too.
 */
export const transferOrders = v2.post<TransferOrdersBody, { successCount: number; failedOrderNos: string[] }>(
  "/transferOrders",
  "转单",
  {
    // Behind 转单 and 地图转派 on an order, and 转移订单 on a worker.
    button: ["order:transfer", "order:mapDispatch", "worker:transferOrders"],
    chosenPath: true,
    effect: {
      ...ordersEffect("order:transfer"),
      related: { channel: "workers", key: ["fromWorkerId", "toWorkerId"] },
    },
  },
);
export const deliveryOrders = v2.post<WorkerKey & PageQuery, Page<DeliveryOrder>>(
  "/deliveryOrders",
  "师傅在途送装订单（转单候选）",
  { paginated: true },
);

// ---- Grade, wallet and service level ----

export interface WorkerGrade {
  grade: number;
  gradeName: string;
  score: number;
  nextGradeScore?: number | null;
}

export interface WalletAmount {
  balance: Yuan;
  frozenAmount: Yuan;
  withdrawableAmount: Yuan;
}

export const myGrade = w.post<WorkerKey, WorkerGrade>("/grade/myGrade", "师傅等级");
export const walletAmount = w.post<WorkerKey, WalletAmount>("/walletAmount", "师傅钱包余额");
export const serviceLevel = w.post<WorkerKey, { level: number; levelName: string; score: number }>(
  "/serviceLevel",
  "师傅服务等级",
);
