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

/**
 * The screen of a route, from a lazily loaded pages module (the declarations stay out of the entry chunk): the lists
 * and the detail pages are two modules, so a list loads none of the detail's code.
 */
const listScreen = (name: keyof typeof import("./listPages")) => () =>
  import("./listPages").then((pages) => ({ default: pages[name] }));
const detailScreen = (name: keyof typeof import("./detailPages")) => () =>
  import("./detailPages").then((pages) => ({ default: pages[name] }));
const presalePage = (name: keyof typeof import("./presale/pages")) => () =>
  import("./presale/pages").then((pages) => ({ default: pages[name] }));

export const resource: ResourceDeclaration = {
  name: "orders",
  routes: [
    { ...orderListRoute, screen: listScreen("OrderListPage") },
    { ...stayListRoute, screen: listScreen("StayListPage") },
    { ...settledListRoute, screen: listScreen("SettledListPage") },
    { ...earlyWarningRoute, screen: () => import("./earlywarning/EarlyWarningPage") },
    { ...presaleListRoute, screen: presalePage("PresaleListPage") },
    { ...presaleDetailRoute, screen: presalePage("PresaleDetailPage") },
    { ...orderDetailRoute, screen: detailScreen("OrderDetailPage") },
    // Its own chunk: the map page is opened from one order and needs none of the list and detail code.
    { ...mapDispatchRoute, screen: () => import("./map/MapDispatchPage") },
    { ...measureInfoRoute, screen: detailScreen("MeasureInfoPage") },
    { ...fullPageOrderDetailRoute, screen: detailScreen("FullPageOrderDetailPage") },
  ],
};
