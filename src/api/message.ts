import { service, type Page } from "./endpoint";
import type { AnswerType, RequestType } from "./schema";
import type * as wire from "./wire/message";

/** /message-app — in-console message records. */
// The header's bell reads and clears messages on every screen: any logged-in account, its provider's messages only,
// each read or unread for the account itself (issue 43: a colleague's 标为已读 / 清空消息 leaves the others' bells).
const s = service("/message-app", { open: "user", onboarding: true }).under("/V1/common/inter/msg/record");

/** The types of the calls below, from their schemas (./wire/message.ts, where their fields are described). */
export type MessageRecord = AnswerType<typeof wire.messageRecord>;
export type MsgRecordQuery = RequestType<typeof wire.msgRecordRequest>;
export type UnReadNumQuery = RequestType<typeof wire.unReadNumRequest>;
export type ReadMsgBody = RequestType<typeof wire.readMsgRequest>;
export type MsgTypeTreeQuery = RequestType<typeof wire.msgTypeTreeRequest>;
/** A node of the type tree: a group, whose children are its types (two levels deep). */
export type MsgTypeNode = AnswerType<typeof wire.msgTypeGroup>;

export const queryMsgRecordPage = s.post<MsgRecordQuery, Page<MessageRecord>>(
  "/queryMsgRecordPage",
  "消息分页",
  { paginated: true, effect: "read" },
);
export const unReadNum = s.post<UnReadNumQuery, number>("/unReadNum", "未读消息数", {
  effect: "read",
});
export const readMsg = s.post<ReadMsgBody, null>("/readMsg", "标记已读", {
  button: "message:read",
  effect: { channel: "messages", type: "read", key: "ids" },
});
export const msgTypeTree = s.get<MsgTypeTreeQuery, MsgTypeNode[]>("/msgType/tree", "消息类型树");
