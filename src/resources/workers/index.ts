import type { ResourceDeclaration } from "../types";

export const workers: ResourceDeclaration = {
  name: "workers",
  routes: [
    { path: "/worker/index", title: "师傅列表", group: "worker" },
    {
      path: "/worker/edit/worker",
      title: "编辑师傅信息",
      group: "worker",
      hidden: true,
      backTo: "/worker/index",
    },
    {
      path: "/worker/watch/archives",
      title: "查看档案",
      group: "worker",
      hidden: true,
      backTo: "/worker/index",
    },
  ],
};
