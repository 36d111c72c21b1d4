/** The after-sales pages, loaded on demand by the route declarations (index.ts). */
import { listPage, showPage } from "../engine";
import { workOrderDetail } from "./detail";
import { workOrderList } from "./list";

export const WorkOrderListPage = listPage(workOrderList);
export const WorkOrderDetailPage = showPage(workOrderDetail);
