/**
 * The order group's routes as data (their screens are attached in index.ts, so the screens may import these for
 * their links without an import circle). Menu order is declaration order.
 */
import { SCREENS } from "../../api/screens";
import type { DetailRoute, RouteDeclaration } from "../types";

export const orderListRoute: RouteDeclaration = {
  path: SCREENS.orderList,
  title: "订单管理列表",
  group: "order",
};
export const stayListRoute: RouteDeclaration = {
  path: SCREENS.orderStay,
  title: "待结算列表",
  group: "order",
};
export const settledListRoute: RouteDeclaration = {
  path: SCREENS.orderSettled,
  title: "已结算订单列表",
  group: "order",
};
export const earlyWarningRoute: RouteDeclaration = {
  path: SCREENS.orderWarning,
  title: "订单预警",
  group: "order",
  records: "orderAlerts",
};
export const presaleListRoute: RouteDeclaration = {
  path: SCREENS.serviceOrderList,
  title: "售前服务单列表",
  group: "order",
  records: "serviceOrders",
};
export const presaleDetailRoute: DetailRoute = {
  path: SCREENS.serviceOrderDetail,
  title: "售前服务单详情",
  group: "order",
  hidden: true,
  backTo: SCREENS.serviceOrderList,
  key: "serviceOrderNo",
  action: "show",
};
export const orderDetailRoute: DetailRoute = {
  path: SCREENS.orderDetail,
  title: "订单详情",
  group: "order",
  hidden: true,
  backTo: SCREENS.orderList,
  key: "orderNo",
  action: "show",
};
export const mapDispatchRoute: DetailRoute = {
  path: SCREENS.orderMapDispatch,
  title: "订单地图转派",
  group: "order",
  hidden: true,
  key: "orderNo",
};
export const measureInfoRoute: DetailRoute = {
  path: SCREENS.orderMeasure,
  title: "订单详情",
  group: "order",
  hidden: true,
  backTo: SCREENS.orderList,
  key: "orderNo",
};
export const fullPageOrderDetailRoute: DetailRoute = {
  path: SCREENS.orderFullDetail,
  title: "订单详情",
  group: "order",
  hidden: true,
  layout: "none",
  key: "orderNo",
};
