import * as v from "valibot";
import * as message from "../message";
import { integer, optional, optionalText, request, text } from "../schema";
import { page, PAGING, wire, type WireEntry } from "./define";

/** The schemas of api.message's calls (./define.ts); the fields in the order the stand-in checks them. */

const messageRecord = v.object({
  id: v.string(),
  msgContent: v.string(),
  gmtCreatedTime: v.string(),
  isRead: v.picklist([0, 1]),
  msgType: v.optional(v.string()),
  msgTypeName: v.optional(v.string()),
  title: v.optional(v.string()),
});

/** The caller's own provider id, or absent (another one is refused by the handler, not here). */
const uid = optionalText("用户标识", { max: 64 });
const platform = text("平台", { max: 32 });

/** A message id: its digits as text or a number, never blank (「消息id格式不正确」). */
const ID_FORMAT = "消息id格式不正确";
const messageId = v.pipe(
  v.union([v.string(), v.number()], ID_FORMAT),
  v.transform((id) => String(id).trim()),
  v.nonEmpty(ID_FORMAT),
);

/**
 * The type tree is two levels deep (a group, then its types): written out rather than recursive (v.lazy), whose
 * JSON Schema would need definitions the OpenAPI document does not carry. Each level reads as MsgTypeNode.
 */
const msgTypeLeaf = v.object({ value: v.string(), label: v.string() });
const msgTypeGroup = v.object({
  value: v.string(),
  label: v.string(),
  children: v.optional(v.array(msgTypeLeaf)),
});

export const entries: readonly WireEntry[] = [
  wire(message.queryMsgRecordPage, {
    request: request({
      ...PAGING,
      uid,
      platform,
      isRead: optional(integer("已读状态", { min: 0, max: 1 })),
      // Whether the type exists is the handler's (消息类型不存在).
      msgType: optionalText("消息类型", { max: 64 }),
      keyword: optionalText("关键词", { max: 50 }),
    }),
    answer: page(messageRecord),
  }),
  wire(message.unReadNum, {
    request: request({ uid, platform }),
    answer: v.number(),
  }),
  wire(message.readMsg, {
    request: request({
      uid,
      // Absent is 消息id格式不正确 (not 不能为空), an empty list 消息id不能为空.
      ids: v.pipe(
        v.array(messageId, ID_FORMAT),
        v.minLength(1, "消息id不能为空"),
        v.maxLength(500, "消息id一次最多500个"),
      ),
    }),
    answer: v.null(),
  }),
  wire(message.msgTypeTree, {
    request: request({ platform: optionalText("平台", { max: 32 }) }),
    answer: v.array(msgTypeGroup),
  }),
];
