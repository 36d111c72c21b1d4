/** The home group's routes as data (their screens are attached in index.ts, so screens may import these). */
import { SCREENS } from "../../api/screens";
import type { RouteDeclaration } from "../types";

export const dashboardRoute: RouteDeclaration = {
  path: SCREENS.dashboard,
  title: "首页",
  group: "home",
  affix: true,
};

export const workerDataRoute: RouteDeclaration = {
  path: SCREENS.workerData,
  title: "师傅服务数据",
  group: "home",
  records: "workerData",
  affix: true,
};
