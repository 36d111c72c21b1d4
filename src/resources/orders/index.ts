import type { ResourceDeclaration } from "../types";
import {
  earlyWarningRoute,
  fullPageOrderDetailRoute,
  mapDispatchRoute,
  measureInfoRoute,
  orderDetailRoute,
  orderListRoute,
  presaleDetailRoute,
  presaleListRoute,
  settledListRoute,
  stayListRoute,
} from "./routes";

/** The screen of a route, from the lazily loaded pages module (the declarations stay out of the entry chunk). */
const page = (name: keyof typeof import("./pages")) => () =>
  import("./pages").then((pages) => ({ default: pages[name] }));
const presalePage = (name: keyof typeof import("./presale/pages")) => () =>
  import("./presale/pages").then((pages) => ({ default: pages[name] }));

export const resource: ResourceDeclaration = {
  name: "orders",
  routes: [
    { ...orderListRoute, screen: page("OrderListPage") },
    { ...stayListRoute, screen: page("StayListPage") },
    { ...settledListRoute, screen: page("SettledListPage") },
    { ...earlyWarningRoute, screen: () => import("./earlywarning/EarlyWarningPage") },
    { ...presaleListRoute, screen: presalePage("PresaleListPage") },
    { ...presaleDetailRoute, screen: presalePage("PresaleDetailPage") },
    { ...orderDetailRoute, screen: page("OrderDetailPage") },
    // Its own chunk: the map page is opened from one order and needs none of the list and detail code.
    { ...mapDispatchRoute, screen: () => import("./map/MapDispatchPage") },
    { ...measureInfoRoute, screen: page("MeasureInfoPage") },
    { ...fullPageOrderDetailRoute, screen: page("FullPageOrderDetailPage") },
  ],
};
