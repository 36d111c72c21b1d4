/** The personal centre's route as data (its screen is attached in index.ts, so screens may import it). */
import { SCREENS } from "../../api/screens";
import type { RouteDeclaration } from "../types";

export const personalRoute: RouteDeclaration = {
  path: SCREENS.personal,
  title: "基本信息",
  group: "personal",
};
