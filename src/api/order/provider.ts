import { service, type Page } from "../endpoint";
import type { AnswerType, RequestType } from "../schema";
import type { ExportPage, ExportQuery } from "../types";
import type * as wire from "../wire/order/provider";
import type {
  AbnormalOrderQuery,
  AbnormalOrderRow,
  OrderDetail,
  OrderKey,
  OrderListQuery,
  OrderRow,
} from "./types";
import { AFTER_SALE_SCREENS, ORDER_SCREENS, SCREENS, SERVICE_ORDER_SCREENS } from "../screens";

/**
 * /order-app, provider side: the order lists, pre-sales service orders and after-sales service orders. Every call
 * reads (the POST lists included).
 */
const s = service("/order-app", { menu: ORDER_SCREENS, effect: "read" });
const orders = s.under("/pc/provider/providerOrderQuery");

export const orderList = orders.post<OrderListQuery, Page<OrderRow>>("/orderList", "订单分页", {
  paginated: true,
});
export const orderDetail = orders.get<OrderKey, OrderDetail>("/orderDetail", "订单详情");

/**
 * 导出 of the order lists (issue 43 E1–E3: 订单管理列表, 待结算列表, 已结算订单列表): orderList's search, paged by a
 * cursor over the rows its first call fixes, behind 导出订单. Chosen path, beside orderList; it records the export
 * (导出记录, the main account's) and changes no record a console shows: "session".
 */
export const orderExport = orders.post<ExportQuery<OrderListQuery>, ExportPage<OrderRow>>(
  "/orderExport",
  "导出订单",
  { button: "order:export", chosenPath: true, effect: "session" },
);

/** How many of the provider's orders a status tab of the order list holds (`listStatus`, ORDER_LIST_TABS). */
export type OrderStatusCount = AnswerType<typeof wire.orderStatusCount>;
/** An empty object: a type that names no field, as its schema does. */
export type OrderStatusCountQuery = RequestType<typeof wire.orderStatusCountRequest>;

/**
 * The dispatch queue's counts (issue 28 §1): one answer for the tabs 待派单, 待接单, 待报价, 待雇佣 and the home
 * counters, instead of a list call per tab. §7 has no such call: the path is ours (`chosenPath`), beside orderList in
 * providerOrderQuery with its permission. The provider's whole queue, whatever the list's filters (as the 待处理 tab
 * of 工单列表 shows the badge's count). It sends an empty object.
 */
export const orderStatusCount = orders.post<OrderStatusCountQuery, OrderStatusCount[]>(
  "/orderStatusCount",
  "订单状态计数",
  { chosenPath: true },
);

// ---- Pre-sales service orders (售前服务单); the spec shows no base path, they sit beside the provider orders ----

const serviceOrders = s.under("/pc/provider/serviceOrder", { menu: SERVICE_ORDER_SCREENS });

/** The types of the calls below, from their schemas (../wire/order/provider.ts, where their fields are described). */
export type ServiceOrderQuery = RequestType<typeof wire.serviceOrderListRequest>;
export type ServiceOrderRow = AnswerType<typeof wire.serviceOrderRow>;
export type ServiceOrderDetail = AnswerType<typeof wire.serviceOrderDetail>;
export type ServiceOrderKey = RequestType<typeof wire.serviceOrderKeyRequest>;
export type ServiceOrderCompletion = AnswerType<typeof wire.serviceOrderCompletion>;

export const providerServiceOrderList = serviceOrders.post<ServiceOrderQuery, Page<ServiceOrderRow>>(
  "/providerServiceOrderList",
  "售前服务单分页",
  { paginated: true },
);
export const providerServiceOrderDetail = serviceOrders.get<ServiceOrderKey, ServiceOrderDetail>(
  "/providerServiceOrderDetail",
  "售前服务单详情",
);
export const merchantServerOrderComplete = serviceOrders.get<ServiceOrderKey, ServiceOrderCompletion>(
  "/merchantServerOrderComplete",
  "服务单完工信息",
);

// ---- After-sales service orders (售后服务单) ----

const afterSale = s.under("/pc/provider/afterSaleServer", { menu: AFTER_SALE_SCREENS });

export type AfterSaleQuery = RequestType<typeof wire.afterSaleListRequest>;
export type AfterSaleServerRow = AnswerType<typeof wire.afterSaleServerRow>;
/** After-sales confirmation: 1-9 and 99 (spec §4). */
export type AfterSaleConfirmStatus = AfterSaleServerRow["confirmStatus"];
export type AfterSaleKey = RequestType<typeof wire.serverKeyRequest>;
export type AfterSaleDetailItem = AnswerType<typeof wire.afterSaleDetailItem>;
export type AfterSaleWorkerFeedback = AnswerType<typeof wire.afterSaleWorkerFeedback>;

export const queryServerAfterSaleList = afterSale.post<AfterSaleQuery, Page<AfterSaleServerRow>>(
  "/queryServerAfterSaleList",
  "售后服务单分页",
  { paginated: true },
);
export const serverProAfterSaleDetailList = afterSale.get<AfterSaleKey, AfterSaleDetailItem[]>(
  "/serverProAfterSaleDetailList",
  "售后服务单明细",
  { button: "aftersales:serviceOrderView" },
);
export const afterSaleWorkerFeedbackInfo = afterSale.get<AfterSaleKey, AfterSaleWorkerFeedback | null>(
  "/afterSaleWorkerFeedbackInfo",
  "售后师傅反馈",
  { button: "aftersales:workerFeedback" },
);

// ---- Abnormal worker orders; the spec shows no base path ----

export const abnormalWorkerOrderList = s.post<AbnormalOrderQuery, Page<AbnormalOrderRow>>(
  "/pc/provider/abnormalOrder/abnormalWorkerOrderList",
  "师傅异常订单分页",
  { menu: SCREENS.orderWarning, paginated: true },
);
