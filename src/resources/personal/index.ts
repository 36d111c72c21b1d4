import type { ResourceDeclaration } from "../types";

export const personal: ResourceDeclaration = {
  name: "personal",
  routes: [
    {
      path: "/personal/index",
      title: "基本信息",
      group: "personal",
      load: () => import("./PersonalPage").then((m) => ({ default: m.PersonalPage })),
    },
  ],
};
