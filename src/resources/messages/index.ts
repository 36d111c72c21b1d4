import { queryMsgRecordPage } from "../../api/message";
import type { ResourceDeclaration } from "../types";
import { messagesRoute } from "./routes";

export const resource: ResourceDeclaration = {
  name: "messages",
  routes: [
    { ...messagesRoute, screen: () => import("./pages").then((pages) => ({ default: pages.MessagesPage })) },
  ],
  endpoints: { list: queryMsgRecordPage },
};
