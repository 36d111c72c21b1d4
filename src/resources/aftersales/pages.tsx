/** The after-sales pages, loaded on demand by the route declarations (index.ts). */
import { listPage, showPage } from "../engine";
import { workOrderDetail } from "./detail";
import { workOrderList } from "./list";
import { serviceOrderDetail, serviceOrderList } from "./serviceOrders";

export const WorkOrderListPage = listPage(workOrderList);
export const WorkOrderDetailPage = showPage(workOrderDetail);
export const ServiceOrderListPage = listPage(serviceOrderList);
export const ServiceOrderDetailPage = showPage(serviceOrderDetail);
