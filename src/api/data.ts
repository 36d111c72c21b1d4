import { service, type Page, type PageQuery } from "./endpoint";
import type { DateRangeQuery, DateTime, Id } from "./types";
import { SCREENS } from "./screens";

/**
 * /data-app — the data service. The spec lists it among the service prefixes ("data") and shows only the paths
 * below it (/provider/orderapp/v1, /provider/workerApp/v2/assessData); "/data-app" follows the naming of the other
 * prefixes (/order-app, /worker-app, ...). Order alerts live here, not in order/, because they belong to this service.
 */
const s = service("/data-app");

// ---- Order alerts (订单预警) ----

// Reads unless an endpoint says what it writes.
const alerts = s.under("/provider/orderapp/v1", { menu: SCREENS.orderWarning, effect: "read" });

/** Warning / exception type 1-19 (spec §4). */
export type AlertType = number;
/** 1 open, 2 finished, 3 invalid. */
export type AlertHandleStatus = 1 | 2 | 3;

export interface AlertQuery extends PageQuery, DateRangeQuery {
  orderNo?: string;
  alertType?: AlertType;
  handleStatus?: AlertHandleStatus;
  /** 1 not warned, 2 warned. */
  warned?: 1 | 2;
  workerId?: Id;
}

export interface AlertBoardItem {
  alertType: AlertType;
  alertTypeName: string;
  openCount: number;
  finishedCount: number;
}

export interface AlertRow {
  alertId: Id;
  orderNo: string;
  alertType: AlertType;
  alertTypeName: string;
  handleStatus: AlertHandleStatus;
  warned: 1 | 2;
  workerId?: Id | null;
  workerName?: string | null;
  customerName: string;
  remark?: string | null;
  alertTime: DateTime;
  finishTime?: DateTime | null;
}

export interface AlertTrack {
  id: Id;
  alertId: Id;
  content: string;
  operator: string;
  gmtCreatedTime: DateTime;
}

export const alertBoardDetail = alerts.post<DateRangeQuery, AlertBoardItem[]>(
  "/orderAlert/boardDetail",
  "预警看板",
);
export const alertList = alerts.post<AlertQuery, Page<AlertRow>>("/orderAlert/list", "预警订单分页", {
  paginated: true,
});
export const alertAddRemark = alerts.post<{ alertId: Id; remark: string }, null>(
  "/orderAlert/addRemark",
  "预警备注",
  {
    button: "order:alertRemark",
    effect: { channel: "alerts", type: "remark", key: "alertId", label: "添加备注" },
  },
);
export const alertTrackList = alerts.post<{ alertId: Id }, AlertTrack[]>("/alertTrack/list", "预警跟踪记录", {
  button: "order:alertTrack",
});
/**
 * 预警完结: an open alert (handleStatus 1) becomes 已完结 (2) with what was done (处理说明, required). §4 names the
 * handling statuses; §7 has no call that changes one.
 */
export const alertFinish = alerts.post<{ alertId: Id; remark: string }, null>(
  "/orderAlert/finish",
  "预警完结",
  {
    chosenPath: true,
    button: "order:alertFinish",
    effect: { channel: "alerts", type: "closed", key: "alertId", label: "完结" },
  },
);
export const listAllAlertType = alerts.get<void, { alertType: AlertType; alertTypeName: string }[]>(
  "/orderAlert/listAllAlertType",
  "全部预警类型",
);

// ---- Worker assessment (师傅服务数据) ----

const assess = s.under("/provider/workerApp/v2/assessData", {
  menu: [SCREENS.workerData, SCREENS.dashboard],
  effect: "read",
});

export interface AssessQuery extends DateRangeQuery {
  /** "YYYY-MM". */
  month?: string;
}

export interface ProviderAssessInfo {
  providerId: Id;
  providerName: string;
  workerCount: number;
  orderCount: number;
  completedCount: number;
  /** Percentages 0-100. */
  onTimeRate: number;
  goodReviewRate: number;
  complaintRate: number;
  violateCount: number;
}

export interface WorkerAssessRow {
  workerId: Id;
  workerName: string;
  workerMobile: string;
  orderCount: number;
  completedCount: number;
  onTimeRate: number;
  goodReviewRate: number;
  complaintCount: number;
  violateCount: number;
  score: number;
}

export interface WorkerViolateOrder {
  orderNo: string;
  workerId: Id;
  workerName: string;
  violateType: string;
  violateTime: DateTime;
  deductScore: number;
}

export const assessProviderInfo = assess.post<AssessQuery, ProviderAssessInfo>(
  "/providerInfo",
  "服务商考核概览",
);
export const workerAssessDataPage = assess.post<
  AssessQuery & PageQuery & { workerName?: string },
  Page<WorkerAssessRow>
>("/workerAssessDataPage", "师傅考核数据分页", { paginated: true });
export const workerViolateOrderPage = assess.post<
  AssessQuery & PageQuery & { workerId?: Id },
  Page<WorkerViolateOrder>
>("/workerViolateOrderPage", "师傅违规订单分页", { paginated: true });
