import * as v from "valibot";
import * as message from "../message";
import { integer, optional, optionalText, request, text } from "../schema";
import { page, PAGING, wire, type WireEntry } from "./define";

const messageRecord = v.object({
  id: v.string(),
  msgContent: v.string(),
  gmtCreatedTime: v.string(),
  isRead: v.picklist([0, 1]),
  msgType: v.optional(v.string()),
  msgTypeName: v.optional(v.string()),
  title: v.optional(v.string()),
});

export const entries: readonly WireEntry[] = [
  wire(message.queryMsgRecordPage, {
    request: request({
      ...PAGING,
      platform: text("平台", { max: 32 }),
      uid: optionalText("用户", { max: 32 }),
      isRead: optional(integer("已读状态", { min: 0, max: 1 })),
      msgType: optionalText("消息类型", { max: 32 }),
      keyword: optionalText("关键词", { max: 100 }),
    }),
    answer: page(messageRecord),
  }),
];
