import * as v from "valibot";
import { integer, mobile, optional, optionalText, request, text } from "../schema";
import { page, PAGING, queryInteger } from "./define";

/**
 * The schemas of api.basicPublic's calls (registered in ./entries/basicPublic.ts): platform messages, protocols,
 * verification codes and virtual numbers here; the hotline dialer's calls and the files in ./basicPublicFiles.ts.
 * The fields in the order the stand-in checks them (mocks/messages/basicPublic.ts, mocks/orders/customerCalls.ts);
 * src/api/basicPublic.ts takes its types from them.
 */

// ---- Platform messages

/** The caller's own provider id, or absent (another one is refused by the handler, not here). */
const uid = optionalText("用户标识", { max: 64 });
/** A message type code; whether it exists is the handler's (消息类型不存在). */
const msgType = optionalText("消息类型", { max: 64 });

/** The filters of the message calls sent as a JSON body (mocks/messages/basicPublic.ts `publicFilter`). */
const bodyFilter = {
  uid,
  /** 1 merchant, 2 provider, 3 worker. */
  channel: optional(integer("消息渠道", { min: 1, max: 3 })),
  /** 0 unread, 1 read. */
  isRead: optional(integer("已读状态", { min: 0, max: 1 })),
  msgType,
};

/** The same filters in a query (GET): numbers travel as text. */
const queryFilter = {
  uid,
  /** 1 merchant, 2 provider, 3 worker. */
  channel: optional(queryInteger("消息渠道", { min: 1, max: 3 })),
  /** 0 unread, 1 read. */
  isRead: optional(queryInteger("已读状态", { min: 0, max: 1 })),
  msgType,
};

export const msgPageRequest = request({ ...PAGING, ...bodyFilter });

export const msgPageByGetRequest = request({ ...PAGING, ...queryFilter });

export const msgListRequest = request(bodyFilter);

/** A DELETE: its values travel in the query. Another provider's uid is the handler's refusal. */
export const msgClearRequest = request({
  /** 1 merchant, 2 provider, 3 worker. */
  channel: queryInteger("消息渠道", { min: 1, max: 3 }),
  uid: text("用户标识", { max: 64 }),
});

export const publicMessage = v.object({
  id: v.string(),
  msgContent: v.string(),
  gmtCreatedTime: v.string(),
  msgType: v.string(),
  msgTypeName: v.optional(v.string()),
  title: v.optional(v.string()),
  /** 0 unread, 1 read. */
  isRead: v.picklist([0, 1]),
});

export const publicMessagePage = page(publicMessage);

export const publicMessageList = v.array(publicMessage);

/** A message type and its name. */
export const msgTypeRow = v.object({ msgType: v.string(), msgTypeName: v.string() });

export const msgTypeList = v.array(msgTypeRow);

// ---- Protocols

const protocolCode = text("协议编码", { max: 64 });

export const protocolCodeRequest = request({ protocolCode });

export const protocolAcceptRequest = request({
  protocolCode,
  /**
   * The version read (protocolInfo); another one than the current is refused (the handler's check). 协议版本:
   * src/domain/protocols.ts PROTOCOL_MESSAGES.version.
   */
  version: text("协议版本", { max: 32 }),
});

export const protocolAlert = v.object({
  /** True when the user must (re)accept the protocol. */
  needAlert: v.boolean(),
  protocolCode: v.string(),
  title: v.string(),
  version: v.string(),
  /** The version the caller accepted last (null: none yet). Not in the spec: the personal centre shows it. */
  acceptedVersion: v.optional(v.nullable(v.string())),
  /** When the caller accepted `acceptedVersion`. */
  acceptedTime: v.optional(v.nullable(v.string())),
});

export const protocolInfo = v.object({
  protocolCode: v.string(),
  title: v.string(),
  version: v.string(),
  /** HTML. */
  content: v.string(),
  gmtModifiedTime: v.string(),
});

export const protocolAcceptance = v.object({
  protocolCode: v.string(),
  version: v.string(),
  acceptedTime: v.string(),
});

// ---- Verification codes (before login)

export const captchaLine = v.object({
  captchaKey: v.string(),
  /** data:image/png;base64,... */
  image: v.string(),
});

/**
 * Checked in the gateway's order, all of them before the captcha is tried (and used up) and before any SMS limit
 * counts: a refusal here changes neither, nor the message a caller sees.
 */
export const verificationSmsRequest = request({
  mobile: mobile("手机号"),
  captchaKey: text("图形验证码标识", { max: 64 }),
  captchaCode: text("图形验证码", { max: 8 }),
});

// ---- Virtual numbers

/** The request of the calls about one order's privacy numbers. */
export const virNumberOrderRequest = request({
  /** An order of the caller (mocks/orders/orders.ts `orderNoOf`); whether it is one is the handler's. */
  orderNo: text("订单号", { max: 32 }),
});

/** Whether the number is the order's customer's or one of its privacy numbers is the handler's. */
export const customerCallRequest = request({
  ...virNumberOrderRequest.entries,
  /** The number dialled: the order's privacy number or the customer's own mobile. */
  calleeMobile: text("被叫号码", { max: 20 }),
});

export const virtualNumber = v.object({
  orderNo: v.string(),
  virtualNumber: v.string(),
  expireTime: v.string(),
  /** The A side of the binding: the hotline seat the console dials the privacy number from (issue 43 P2). */
  callerMobile: v.string(),
  /** True when the order's binding was still valid and is answered again (nothing bound, no track line). */
  reused: v.boolean(),
});

export const virtualNumberRecord = v.object({
  orderNo: v.string(),
  virtualNumber: v.string(),
  /** The seat the binding was made for (a person's number from before issue 43 comes masked). */
  callerMobile: v.string(),
  /** The customer: masked for an order reached through privacy numbers only (天猫). */
  calleeMobile: v.string(),
  gmtCreatedTime: v.string(),
  expireTime: v.optional(v.string()),
});

export const virtualNumberHistory = v.array(virtualNumberRecord);

export const customerCallRecord = v.object({
  orderNo: v.string(),
  /** True when the number dialled is a privacy number of the order. */
  viaVirtualNumber: v.boolean(),
  /** The order track line written, e.g. 拨打客户电话（隐私号 170****1234）. */
  content: v.string(),
});
