/** The worker group's routes as data (their screens are attached in index.ts, so screens may import these). */
import { SCREENS } from "../../api/screens";
import type { DetailRoute, RouteDeclaration } from "../types";

export const workerListRoute: RouteDeclaration = {
  path: SCREENS.workerList,
  title: "师傅列表",
  group: "worker",
};
export const workerEditRoute: DetailRoute = {
  path: SCREENS.workerEdit,
  title: "编辑师傅信息",
  group: "worker",
  hidden: true,
  backTo: SCREENS.workerList,
  key: "workerId",
  action: "edit",
};
export const workerArchiveRoute: DetailRoute = {
  path: SCREENS.workerArchives,
  title: "查看档案",
  group: "worker",
  hidden: true,
  backTo: SCREENS.workerList,
  key: "workerId",
  action: "show",
};
