import type { ResourceDeclaration } from "../types";

/** The page of a route, from the lazily loaded pages module (the declarations stay out of the entry chunk). */
const page = (name: keyof typeof import("./pages")) => () =>
  import("./pages").then((pages) => ({ default: pages[name] }));

export const aftersales: ResourceDeclaration = {
  name: "aftersales",
  routes: [
    { path: "/aftersales/index", title: "工单列表", group: "aftersales", load: page("WorkOrderListPage") },
    {
      path: "/aftersales/details/workorder",
      title: "工单详情",
      group: "aftersales",
      hidden: true,
      backTo: "/aftersales/index",
      load: page("WorkOrderDetailPage"),
    },
    {
      path: "/aftersales/serverlist",
      title: "售后服务单列表",
      group: "aftersales",
      load: page("ServiceOrderListPage"),
    },
    {
      path: "/aftersales/details/server",
      title: "售后服务单详情",
      group: "aftersales",
      hidden: true,
      backTo: "/aftersales/serverlist",
      load: page("ServiceOrderDetailPage"),
    },
  ],
};
