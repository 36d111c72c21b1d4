/**
 * The console's route paths that endpoint declarations name as their permission (`menu`): the accessGroup's menu
 * list holds real route paths (spec §6), so a call is allowed when the account may open a screen that makes it.
 * Grouped by the screens that share calls; a group is "any one of these".
 */
export const SCREENS = {
  dashboard: "/dashboard",
  workerData: "/dashboard/list",
  messages: "/message/index",
  workerList: "/worker/index",
  workerEdit: "/worker/edit/worker",
  workerArchives: "/worker/watch/archives",
  orderList: "/order/index",
  orderStay: "/order/staylist",
  orderSettled: "/order/settledlist",
  orderWarning: "/order/earlywarning",
  serviceOrderList: "/order/servicelist",
  serviceOrderDetail: "/order/watch/service",
  orderDetail: "/order/watch/detail",
  orderMapDispatch: "/order/detail-map-dispatch",
  orderMeasure: "/order/measure-info",
  orderFullDetail: "/newOrderDetail",
  workOrderList: "/aftersales/index",
  workOrderDetail: "/aftersales/details/workorder",
  afterSaleList: "/aftersales/serverlist",
  afterSaleDetail: "/aftersales/details/server",
  personal: "/personal/index",
  // Chosen (issue 29): 账号管理 sits in 个人中心's group; the main account's only (session.ts adds it to its menu).
  staffAccounts: "/personal/staff",
  staffPermissions: "/personal/staff/permissions",
  // Chosen (issue 43 E4): 导出记录 beside 账号管理, the main account's only as well.
  exportLog: "/personal/exports",
  bill: "/bill/index",
} as const;

/** Screens that show orders and their details (lists, details, map dispatch, measure info). */
export const ORDER_SCREENS: readonly string[] = [
  SCREENS.orderList,
  SCREENS.orderStay,
  SCREENS.orderSettled,
  SCREENS.orderDetail,
  SCREENS.orderMapDispatch,
  SCREENS.orderMeasure,
  SCREENS.orderFullDetail,
];

export const WORKER_SCREENS: readonly string[] = [
  SCREENS.workerList,
  SCREENS.workerEdit,
  SCREENS.workerArchives,
];
export const WORK_ORDER_SCREENS: readonly string[] = [SCREENS.workOrderList, SCREENS.workOrderDetail];
export const AFTER_SALE_SCREENS: readonly string[] = [SCREENS.afterSaleList, SCREENS.afterSaleDetail];
export const SERVICE_ORDER_SCREENS: readonly string[] = [
  SCREENS.serviceOrderList,
  SCREENS.serviceOrderDetail,
];

/** The hotline dialer calls customers from the order and after-sales screens. */
export const DIALER_SCREENS: readonly string[] = [
  ...ORDER_SCREENS,
  ...WORK_ORDER_SCREENS,
  ...AFTER_SALE_SCREENS,
  ...SERVICE_ORDER_SCREENS,
];

/** Lists with a merchant filter or merchant labels. */
export const MERCHANT_SCREENS: readonly string[] = [
  ...ORDER_SCREENS,
  ...SERVICE_ORDER_SCREENS,
  ...AFTER_SALE_SCREENS,
  ...WORK_ORDER_SCREENS,
  SCREENS.orderWarning,
  SCREENS.bill,
];
