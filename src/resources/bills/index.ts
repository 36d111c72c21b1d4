import type { ResourceDeclaration } from "../types";
import { billRoute } from "./routes";

export const resource: ResourceDeclaration = {
  name: "bills",
  routes: [{ ...billRoute, screen: () => import("./pages").then((pages) => ({ default: pages.BillPage })) }],
};
