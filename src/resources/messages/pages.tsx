/** The 我的消息 page, loaded on demand by the route declaration (index.ts). */
import { listPage } from "../engine";
import { messageList } from "./list";

export const MessagesPage = listPage(messageList);
