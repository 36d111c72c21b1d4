/** The message centre's route as data (its screen is attached in index.ts, so screens may import it). */
import { SCREENS } from "../../api/screens";
import type { RouteDeclaration } from "../types";

export const messagesRoute: RouteDeclaration = {
  path: SCREENS.messages,
  title: "我的消息",
  group: "message",
};
