/**
 * The order detail pages, loaded on demand by the route declarations (index.ts): each is the engine's view of a
 * declaration. The detail opens the floating hotline dialer on the customer's number (联系客户), so calls are placed
 * where orders are worked.
 */
import { showPage } from "../engine";
import { orderDetail } from "./detail";
import { measureInfo } from "./measure";

export const OrderDetailPage = showPage(orderDetail);
/** /newOrderDetail: the same screen as the detail; its route has no layout. */
export const FullPageOrderDetailPage = showPage(orderDetail);
export const MeasureInfoPage = showPage(measureInfo);
