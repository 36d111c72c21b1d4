/** The pre-sales service order pages, loaded on demand by the route declarations (orders/index.ts). */
import { listPage, showPage } from "../../engine";
import { presaleDetail, presaleList } from "./screens";

export const PresaleListPage = listPage(presaleList);
export const PresaleDetailPage = showPage(presaleDetail);
