/**
 * The order lists, loaded on demand by the route declarations (index.ts): each is the engine's list view of a
 * declaration. The detail pages are a module of their own (detailPages.tsx), so a list loads none of their code
 * (issue 30).
 */
import { listPage } from "../engine";
import { orderList, settledList, stayList } from "./list";
import { withAcceptTimeout } from "./WaitingTime";

// 等待时长's setting is read once for the page, not once per row.
export const OrderListPage = withAcceptTimeout(listPage(orderList));
export const StayListPage = listPage(stayList);
export const SettledListPage = listPage(settledList);
