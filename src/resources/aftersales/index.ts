import type { ResourceDeclaration } from "../types";

export const aftersales: ResourceDeclaration = {
  name: "aftersales",
  routes: [
    { path: "/aftersales/index", title: "工单列表", group: "aftersales" },
    {
      path: "/aftersales/details/workorder",
      title: "工单详情",
      group: "aftersales",
      hidden: true,
      backTo: "/aftersales/index",
    },
    { path: "/aftersales/serverlist", title: "售后服务单列表", group: "aftersales" },
    {
      path: "/aftersales/details/server",
      title: "售后服务单详情",
      group: "aftersales",
      hidden: true,
      backTo: "/aftersales/serverlist",
    },
  ],
};
