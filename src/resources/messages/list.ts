/**
 * 我的消息 (/message/index) as a list declaration: the provider's messages, newest first, over queryMsgRecordPage
 * (the server keeps them to the provider's uid; read or unread is each account's own, so what a colleague reads or
 * clears changes nothing here), with the type filter (the msgType tree: a whole group or one type), the read-state
 * filter (a link's `?isRead=0` applies it: the home page's 未读消息) and a keyword search over the content. 查看
 * opens a message whole and marks it read; 标为已读 (message:read) marks it read without opening; 清空消息
 * (message:clear) is the header bell's own clear, above the list. Message content is untrusted text: it is only ever
 * rendered as text.
 */
import {
  msgTypeTree,
  queryMsgRecordPage,
  readMsg,
  type MessageRecord,
  type MsgTypeNode,
} from "../../api/message";
import { config } from "../../config";
import type { Enumeration } from "../../domain/enumeration";
import { MESSAGES_QUERY_KEY, providerUid } from "../../queries/messages";
import { listScreen, loadedOnUse, remoteOptions, type ActionDecl } from "../engine";
import { ClearMessages } from "./parts";

// The drawer loads when a message is first opened (issue 30).
const MessageDetail = loadedOnUse(() => import("./messageDetail").then((m) => m.MessageDetail));

/** The read state of a message (isRead): 未读 in a red tag, 已读 plain. */
export const READ_STATE: Enumeration = [
  { value: 0, label: "未读", tone: "danger" },
  { value: 1, label: "已读" },
];

/** The msgType tree as the filter's options: each group (all its types), then its types, in the tree's order. */
export function typeOptions(nodes: readonly MsgTypeNode[] = []): Enumeration<string> {
  return nodes.flatMap((node) => [{ value: node.value, label: node.label }, ...typeOptions(node.children)]);
}

export const MESSAGE_TYPES = remoteOptions({
  endpoint: msgTypeTree,
  payload: { platform: config.platform },
  toOptions: (tree) => typeOptions(Array.isArray(tree) ? tree : []),
});

/** 查看: the message whole, in a drawer; opening an unread message marks it read (with message:read). */
export const viewAction: ActionDecl<MessageRecord> = {
  key: "view",
  label: "查看",
  placement: ["row"],
  component: MessageDetail,
};

/** 标为已读: an unread message marked read without opening it; the bell's count and popover follow. */
export const readAction: ActionDecl<MessageRecord> = {
  key: "read",
  label: "标为已读",
  placement: ["row"],
  when: (message) => message.isRead === 0,
  endpoint: readMsg,
  payload: ({ record }) => ({ ids: record ? [record.id] : [], uid: providerUid() }),
  success: "已标为已读",
  refresh: [MESSAGES_QUERY_KEY],
};

export const messageList = listScreen({
  endpoint: queryMsgRecordPage,
  rowKey: (message) => message.id,
  fixed: { platform: config.platform },
  filters: [
    {
      field: "msgType",
      label: "消息类型",
      placeholder: "消息类型",
      input: "select",
      options: MESSAGE_TYPES,
    },
    { field: "isRead", label: "阅读状态", placeholder: "全部状态", input: "select", options: READ_STATE },
    { field: "keyword", label: "消息内容", placeholder: "搜索消息内容", input: "text", maxLength: 50 },
  ],
  columns: [
    { field: "isRead", title: "状态", width: 88, value: { enum: READ_STATE } },
    { field: "msgTypeName", title: "消息类型", width: 120 },
    { field: "msgContent", title: "消息内容", width: 480, ellipsis: true },
    { field: "gmtCreatedTime", title: "时间", width: 180 },
  ],
  actions: [viewAction, readAction],
  extra: ClearMessages,
});
