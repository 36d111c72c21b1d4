import type { ResourceDeclaration } from "../types";

/** The page of a route, from the lazily loaded pages module (the declarations stay out of the entry chunk). */
const page = (name: keyof typeof import("./pages")) => () =>
  import("./pages").then((pages) => ({ default: pages[name] }));

export const orders: ResourceDeclaration = {
  name: "orders",
  routes: [
    { path: "/order/index", title: "订单管理列表", group: "order", load: page("OrderListPage") },
    { path: "/order/staylist", title: "待结算列表", group: "order", load: page("StayListPage") },
    { path: "/order/settledlist", title: "已结算订单列表", group: "order", load: page("SettledListPage") },
    {
      path: "/order/earlywarning",
      title: "订单预警",
      group: "order",
      load: () => import("./earlywarning/EarlyWarningPage"),
    },
    {
      path: "/order/servicelist",
      title: "售前服务单列表",
      group: "order",
      load: () => import("./presale/pages").then((m) => ({ default: m.PresaleListPage })),
    },
    {
      path: "/order/watch/service",
      title: "售前服务单详情",
      group: "order",
      hidden: true,
      backTo: "/order/servicelist",
      load: () => import("./presale/pages").then((m) => ({ default: m.PresaleDetailPage })),
    },
    {
      path: "/order/watch/detail",
      title: "订单详情",
      group: "order",
      hidden: true,
      backTo: "/order/index",
      load: page("OrderDetailPage"),
    },
    {
      path: "/order/detail-map-dispatch",
      title: "订单地图转派",
      group: "order",
      hidden: true,
      // Its own chunk: the map page is opened from one order and needs none of the list and detail code.
      load: () => import("./map/MapDispatchPage"),
    },
    {
      path: "/order/measure-info",
      title: "订单详情",
      group: "order",
      hidden: true,
      backTo: "/order/index",
      load: page("MeasureInfoPage"),
    },
    {
      path: "/newOrderDetail",
      title: "订单详情",
      group: "order",
      hidden: true,
      layout: "none",
      load: page("FullPageOrderDetailPage"),
    },
  ],
};
