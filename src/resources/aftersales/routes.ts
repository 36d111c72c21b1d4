/** The after-sales group's routes as data (their screens are attached in index.ts, so screens may import these). */
import { SCREENS } from "../../api/screens";
import type { DetailRoute, RouteDeclaration } from "../types";

export const workOrderListRoute: RouteDeclaration = {
  path: SCREENS.workOrderList,
  title: "工单列表",
  group: "aftersales",
  records: "workOrders",
};
export const workOrderDetailRoute: DetailRoute = {
  path: SCREENS.workOrderDetail,
  title: "工单详情",
  group: "aftersales",
  hidden: true,
  backTo: SCREENS.workOrderList,
  key: "workOrderId",
  action: "show",
};
export const serviceOrderListRoute: RouteDeclaration = {
  path: SCREENS.afterSaleList,
  title: "售后服务单列表",
  group: "aftersales",
  records: "afterSaleOrders",
};
export const serviceOrderDetailRoute: DetailRoute = {
  path: SCREENS.afterSaleDetail,
  title: "售后服务单详情",
  group: "aftersales",
  hidden: true,
  backTo: SCREENS.afterSaleList,
  key: "serverNo",
  action: "show",
};
