import type { ResourceDeclaration } from "../types";

export const orders: ResourceDeclaration = {
  name: "orders",
  routes: [
    { path: "/order/index", title: "订单管理列表", group: "order" },
    { path: "/order/staylist", title: "待结算列表", group: "order" },
    { path: "/order/settledlist", title: "已结算订单列表", group: "order" },
    { path: "/order/earlywarning", title: "订单预警", group: "order" },
    { path: "/order/servicelist", title: "售前服务单列表", group: "order" },
    {
      path: "/order/watch/service",
      title: "售前服务单详情",
      group: "order",
      hidden: true,
      backTo: "/order/servicelist",
    },
    { path: "/order/watch/detail", title: "订单详情", group: "order", hidden: true, backTo: "/order/index" },
    {
      path: "/order/detail-map-dispatch",
      title: "订单地图转派",
      group: "order",
      hidden: true,
      load: () => import("./map/MapDispatchPage"),
    },
    { path: "/order/measure-info", title: "订单详情", group: "order", hidden: true, backTo: "/order/index" },
    { path: "/newOrderDetail", title: "订单详情", group: "order", hidden: true, layout: "none" },
  ],
};
