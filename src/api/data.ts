import { service, type Page } from "./endpoint";
import type { AnswerType, RequestType } from "./schema";
import { SCREENS } from "./screens";
import type * as wire from "./wire/data";

/**
 * /data-app — the data service. The spec lists it among the service prefixes ("data") and shows only the paths
 * below it (/provider/orderapp/v1, /provider/workerApp/v2/assessData); "/data-app" follows the naming of the other
 * prefixes (/order-app, /worker-app, ...). Order alerts live here, not in order/, because they belong to this service.
 */
const s = service("/data-app");

// ---- Order alerts (订单预警) ----

// Reads unless an endpoint says what it writes.
const alerts = s.under("/provider/orderapp/v1", { menu: SCREENS.orderWarning, effect: "read" });

/** The types of the calls below, from their schemas (./wire/data.ts, where their fields are described). */
export type AlertBoardQuery = RequestType<typeof wire.alertBoardRequest>;
export type AlertBoardItem = AnswerType<typeof wire.alertBoardItem>;
export type AlertQuery = RequestType<typeof wire.alertListRequest>;
export type AlertRow = AnswerType<typeof wire.alertRow>;
/** Warning / exception type 1-19 (spec §4). */
export type AlertType = AlertRow["alertType"];
/** 1 open, 2 finished, 3 invalid. */
export type AlertHandleStatus = AlertRow["handleStatus"];
export type AlertRemarkBody = RequestType<typeof wire.alertRemarkRequest>;
export type AlertIdQuery = RequestType<typeof wire.alertIdRequest>;
export type AlertTrack = AnswerType<typeof wire.alertTrack>;
export type AlertFinishBody = RequestType<typeof wire.alertFinishRequest>;
export type AlertTypeItem = AnswerType<typeof wire.alertTypeItem>;

export const alertBoardDetail = alerts.post<AlertBoardQuery, AlertBoardItem[]>(
  "/orderAlert/boardDetail",
  "预警看板",
);
export const alertList = alerts.post<AlertQuery, Page<AlertRow>>("/orderAlert/list", "预警订单分页", {
  paginated: true,
});
export const alertAddRemark = alerts.post<AlertRemarkBody, null>("/orderAlert/addRemark", "预警备注", {
  button: "order:alertRemark",
  effect: { channel: "alerts", type: "remark", key: "alertId", label: "添加备注" },
});
export const alertTrackList = alerts.post<AlertIdQuery, AlertTrack[]>("/alertTrack/list", "预警跟踪记录", {
  button: "order:alertTrack",
});
/**
 * 预警完结: an open alert (handleStatus 1) becomes 已完结 (2) with what was done (处理说明, required). §4 names the
 * handling statuses; §7 has no call that changes one.
 */
export const alertFinish = alerts.post<AlertFinishBody, null>("/orderAlert/finish", "预警完结", {
  chosenPath: true,
  button: "order:alertFinish",
  effect: { channel: "alerts", type: "closed", key: "alertId", label: "完结" },
});
export const listAllAlertType = alerts.get<void, AlertTypeItem[]>(
  "/orderAlert/listAllAlertType",
  "全部预警类型",
);

// ---- Worker assessment (师傅服务数据) ----

const assess = s.under("/provider/workerApp/v2/assessData", {
  menu: [SCREENS.workerData, SCREENS.dashboard],
  effect: "read",
});

export type AssessQuery = RequestType<typeof wire.assessRequest>;
export type ProviderAssessInfo = AnswerType<typeof wire.providerAssessInfo>;
export type WorkerAssessQuery = RequestType<typeof wire.workerAssessRequest>;
export type WorkerAssessRow = AnswerType<typeof wire.workerAssessRow>;
export type WorkerViolateQuery = RequestType<typeof wire.workerViolateRequest>;
export type WorkerViolateOrder = AnswerType<typeof wire.workerViolateOrder>;

export const assessProviderInfo = assess.post<AssessQuery, ProviderAssessInfo>(
  "/providerInfo",
  "服务商考核概览",
);
export const workerAssessDataPage = assess.post<WorkerAssessQuery, Page<WorkerAssessRow>>(
  "/workerAssessDataPage",
  "师傅考核数据分页",
  { paginated: true },
);
export const workerViolateOrderPage = assess.post<WorkerViolateQuery, Page<WorkerViolateOrder>>(
  "/workerViolateOrderPage",
  "师傅违规订单分页",
  { paginated: true },
);
