import * as v from "valibot";
import { integer, optional, optionalText, request, text } from "../schema";
import { page, PAGING } from "./define";

/**
 * The schemas of api.message's calls (registered in ./entries/message.ts); the fields in the order the stand-in
 * checks them; src/api/message.ts takes its types from them.
 */

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

// ---- requests, per call

export const msgRecordRequest = request({
  ...PAGING,
  uid,
  platform,
  /** 0 unread, 1 read. */
  isRead: optional(integer("已读状态", { min: 0, max: 1 })),
  // Whether the type exists is the handler's (消息类型不存在).
  msgType: optionalText("消息类型", { max: 64 }),
  keyword: optionalText("关键词", { max: 50 }),
});

export const unReadNumRequest = request({ uid, platform });

export const readMsgRequest = request({
  uid,
  // Absent is 消息id格式不正确 (not 不能为空), an empty list 消息id不能为空.
  ids: v.pipe(
    v.array(messageId, ID_FORMAT),
    v.minLength(1, "消息id不能为空"),
    v.maxLength(500, "消息id一次最多500个"),
  ),
});

export const msgTypeTreeRequest = request({ platform: optionalText("平台", { max: 32 }) });

// ---- answers

export const messageRecord = v.object({
  id: v.string(),
  msgContent: v.string(),
  gmtCreatedTime: v.string(),
  /** 0 unread, 1 read. */
  isRead: v.picklist([0, 1]),
  msgType: v.optional(v.string()),
  msgTypeName: v.optional(v.string()),
  title: v.optional(v.string()),
});

export const messageRecordPage = page(messageRecord);

/**
 * The type tree is two levels deep (a group, then its types): written out rather than recursive (v.lazy), whose
 * JSON Schema would need definitions the OpenAPI document does not carry.
 */
export const msgTypeLeaf = v.object({ value: v.string(), label: v.string() });
export const msgTypeGroup = v.object({
  value: v.string(),
  label: v.string(),
  children: v.optional(v.array(msgTypeLeaf)),
});
