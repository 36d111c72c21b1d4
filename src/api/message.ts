import { service, type Page, type PageQuery } from "./endpoint";

/** /message-app — in-console message records. */
// The header's bell reads and clears messages on every screen: any logged-in account, its provider's messages only,
// each read or unread for the account itself (issue 43: a colleague's 标为已读 / 清空消息 leaves the others' bells).
const s = service("/message-app", { open: "user", onboarding: true }).under("/V1/common/inter/msg/record");

export interface MessageRecord {
  id: string;
  msgContent: string;
  gmtCreatedTime: string;
  /** 0 unread, 1 read. */
  isRead: 0 | 1;
  msgType?: string;
  msgTypeName?: string;
  title?: string;
}

export interface MsgRecordQuery extends PageQuery {
  platform: string;
  uid?: string;
  isRead?: 0 | 1;
  msgType?: string;
  keyword?: string;
}

export interface MsgTypeNode {
  value: string;
  label: string;
  children?: MsgTypeNode[];
}

export const queryMsgRecordPage = s.post<MsgRecordQuery, Page<MessageRecord>>(
  "/queryMsgRecordPage",
  "消息分页",
  { paginated: true, effect: "read" },
);
export const unReadNum = s.post<{ platform: string; uid?: string }, number>("/unReadNum", "未读消息数", {
  effect: "read",
});
export const readMsg = s.post<{ ids: string[]; uid?: string }, null>("/readMsg", "标记已读", {
  button: "message:read",
  effect: { channel: "messages", type: "read", key: "ids" },
});
export const msgTypeTree = s.get<{ platform?: string }, MsgTypeNode[]>("/msgType/tree", "消息类型树");
