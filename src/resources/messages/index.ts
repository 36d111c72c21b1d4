import { queryMsgRecordPage } from "../../api/message";
import type { ResourceDeclaration } from "../types";

export const messages: ResourceDeclaration = {
  name: "messages",
  routes: [
    { path: "/message/index", title: "我的消息", group: "message", load: () => import("./MessagesPage") },
  ],
  endpoints: { list: queryMsgRecordPage },
};
