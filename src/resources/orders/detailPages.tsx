/**
 * The order pages, loaded on demand by the route declarations (index.ts): each is the engine's view of a
 * declaration. /order/index carries the floating hotline dialer, and the detail opens it on the customer's number
 * (联系客户), so calls are placed where orders are worked.
 */
import { listPage, showPage } from "../engine";
import { orderDetail } from "./detail";
import { orderList, settledList, stayList } from "./list";
import { measureInfo } from "./measure";

export const OrderListPage = listPage(orderList);
export const StayListPage = listPage(stayList);
export const SettledListPage = listPage(settledList);
export const OrderDetailPage = showPage(orderDetail);
/** /newOrderDetail: the same screen as the detail; its route has no layout. */
export const FullPageOrderDetailPage = showPage(orderDetail);
export const MeasureInfoPage = showPage(measureInfo);
