import type { ResourceDeclaration } from "../types";

export const personal: ResourceDeclaration = {
  name: "personal",
  routes: [{ path: "/personal/index", title: "基本信息", group: "personal" }],
};
