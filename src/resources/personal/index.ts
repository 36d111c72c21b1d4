import type { ResourceDeclaration } from "../types";
import { personalRoute } from "./routes";

export const resource: ResourceDeclaration = {
  name: "personal",
  routes: [
    { ...personalRoute, screen: () => import("./PersonalPage").then((m) => ({ default: m.PersonalPage })) },
  ],
};
