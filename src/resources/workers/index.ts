import type { ResourceDeclaration } from "../types";

/** The page of a route, from the lazily loaded pages module (the declarations stay out of the entry chunk). */
const page = (name: keyof typeof import("./pages")) => () =>
  import("./pages").then((pages) => ({ default: pages[name] }));

export const workers: ResourceDeclaration = {
  name: "workers",
  routes: [
    { path: "/worker/index", title: "师傅列表", group: "worker", load: page("WorkerListPage") },
    {
      path: "/worker/edit/worker",
      title: "编辑师傅信息",
      group: "worker",
      hidden: true,
      backTo: "/worker/index",
      load: () => import("./WorkerEditPage"),
    },
    {
      path: "/worker/watch/archives",
      title: "查看档案",
      group: "worker",
      hidden: true,
      backTo: "/worker/index",
      load: page("WorkerArchivePage"),
    },
  ],
};
