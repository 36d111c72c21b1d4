import type { ResourceDeclaration } from "../types";

export const bills: ResourceDeclaration = {
  name: "bills",
  routes: [
    {
      path: "/bill/index",
      title: "账单信息",
      group: "bill",
      load: () => import("./pages").then((pages) => ({ default: pages.BillPage })),
    },
  ],
};
