import type { ResourceDeclaration } from "../types";
import { dashboardRoute, workerDataRoute } from "./routes";

export const resource: ResourceDeclaration = {
  name: "dashboard",
  routes: [
    { ...dashboardRoute, screen: () => import("./DashboardPage") },
    { ...workerDataRoute, screen: () => import("./WorkerDataPage") },
  ],
};
