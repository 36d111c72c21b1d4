import type { ResourceDeclaration } from "../types";

export const dashboard: ResourceDeclaration = {
  name: "dashboard",
  routes: [
    { path: "/dashboard", title: "首页", group: "home", affix: true, load: () => import("./DashboardPage") },
    {
      path: "/dashboard/list",
      title: "师傅服务数据",
      group: "home",
      affix: true,
      load: () => import("./WorkerDataPage"),
    },
  ],
};
