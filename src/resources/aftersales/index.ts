import type { ResourceDeclaration } from "../types";
import {
  serviceOrderDetailRoute,
  serviceOrderListRoute,
  workOrderDetailRoute,
  workOrderListRoute,
} from "./routes";

/** The screen of a route, from the lazily loaded pages module (the declarations stay out of the entry chunk). */
const page = (name: keyof typeof import("./pages")) => () =>
  import("./pages").then((pages) => ({ default: pages[name] }));

export const resource: ResourceDeclaration = {
  name: "aftersales",
  routes: [
    { ...workOrderListRoute, screen: page("WorkOrderListPage") },
    { ...workOrderDetailRoute, screen: page("WorkOrderDetailPage") },
    { ...serviceOrderListRoute, screen: page("ServiceOrderListPage") },
    { ...serviceOrderDetailRoute, screen: page("ServiceOrderDetailPage") },
  ],
};
