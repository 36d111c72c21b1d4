import * as v from "valibot";
import * as basicPublic from "../basicPublic";
import { integer, mobile, optional, optionalText, request, text } from "../schema";
import { entries as filesAndHotline } from "./basicPublicFiles";
import { page, PAGING, queryInteger, wire, type WireEntry } from "./define";

/**
 * The schemas of api.basicPublic's calls (./define.ts): platform messages, protocols, verification codes and
 * virtual numbers here; the hotline dialer's calls and the files in ./basicPublicFiles.ts. The fields in the order
 * the stand-in checks them (mocks/messages/basicPublic.ts, mocks/orders/customerCalls.ts).
 */

// ---- Platform messages

const publicMessage = v.object({
  id: v.string(),
  msgContent: v.string(),
  gmtCreatedTime: v.string(),
  msgType: v.string(),
  msgTypeName: v.optional(v.string()),
  title: v.optional(v.string()),
  isRead: v.picklist([0, 1]),
});

/** The caller's own provider id, or absent (another one is refused by the handler, not here). */
const uid = optionalText("用户标识", { max: 64 });
/** A message type code; whether it exists is the handler's (消息类型不存在). */
const msgType = optionalText("消息类型", { max: 64 });

/** The filters of the message calls sent as a JSON body (mocks/messages/basicPublic.ts `publicFilter`). */
const bodyFilter = {
  uid,
  channel: optional(integer("消息渠道", { min: 1, max: 3 })),
  isRead: optional(integer("已读状态", { min: 0, max: 1 })),
  msgType,
};

/** The same filters in a query (GET): numbers travel as text. */
const queryFilter = {
  uid,
  channel: optional(queryInteger("消息渠道", { min: 1, max: 3 })),
  isRead: optional(queryInteger("已读状态", { min: 0, max: 1 })),
  msgType,
};

const messageCalls = [
  wire(basicPublic.msgGetPageList, {
    request: request({ ...PAGING, ...bodyFilter }),
    answer: page(publicMessage),
  }),
  wire(basicPublic.msgGetPageListByGet, {
    request: request({ ...PAGING, ...queryFilter }),
    answer: page(publicMessage),
  }),
  wire(basicPublic.msgGetList, {
    request: request(bodyFilter),
    answer: v.array(publicMessage),
  }),
  wire(basicPublic.msgClear, {
    // A DELETE: its values travel in the query. Another provider's uid is the handler's refusal.
    request: request({
      channel: queryInteger("消息渠道", { min: 1, max: 3 }),
      uid: text("用户标识", { max: 64 }),
    }),
    answer: v.null(),
  }),
  wire(basicPublic.msgTypeGetList, {
    answer: v.array(v.object({ msgType: v.string(), msgTypeName: v.string() })),
  }),
];

// ---- Protocols

const protocolCode = text("协议编码", { max: 64 });

const protocolCalls = [
  wire(basicPublic.protocolAlert, {
    request: request({ protocolCode }),
    answer: v.object({
      needAlert: v.boolean(),
      protocolCode: v.string(),
      title: v.string(),
      version: v.string(),
      acceptedVersion: v.optional(v.nullable(v.string())),
      acceptedTime: v.optional(v.nullable(v.string())),
    }),
  }),
  wire(basicPublic.protocolInfo, {
    request: request({ protocolCode }),
    answer: v.object({
      protocolCode: v.string(),
      title: v.string(),
      version: v.string(),
      content: v.string(),
      gmtModifiedTime: v.string(),
    }),
  }),
  wire(basicPublic.protocolAccept, {
    // 协议版本: src/domain/protocols.ts PROTOCOL_MESSAGES.version. Whether it is the current one is the handler's.
    request: request({ protocolCode, version: text("协议版本", { max: 32 }) }),
    answer: v.object({ protocolCode: v.string(), version: v.string(), acceptedTime: v.string() }),
  }),
];

// ---- Verification codes (before login)

const verificationCalls = [
  wire(basicPublic.verificationCodeLine, {
    answer: v.object({ captchaKey: v.string(), image: v.string() }),
  }),
  wire(basicPublic.verificationCodeSmsSend, {
    /**
     * Checked in the gateway's order, all of them before the captcha is tried (and used up) and before any SMS
     * limit counts: a refusal here changes neither, nor the message a caller sees.
     */
    request: request({
      mobile: mobile("手机号"),
      captchaKey: text("图形验证码标识", { max: 64 }),
      captchaCode: text("图形验证码", { max: 8 }),
    }),
    answer: v.null(),
  }),
];

// ---- Virtual numbers

/** An order of the caller (mocks/orders/orders.ts `orderNoOf`); whether it is one is the handler's. */
const orderNo = text("订单号", { max: 32 });

const virtualNumberCalls = [
  wire(basicPublic.virNumberRefresh, {
    request: request({ orderNo }),
    answer: v.object({
      orderNo: v.string(),
      virtualNumber: v.string(),
      expireTime: v.string(),
      callerMobile: v.string(),
      reused: v.boolean(),
    }),
  }),
  wire(basicPublic.virNumberHistory, {
    request: request({ orderNo }),
    answer: v.array(
      v.object({
        orderNo: v.string(),
        virtualNumber: v.string(),
        callerMobile: v.string(),
        calleeMobile: v.string(),
        gmtCreatedTime: v.string(),
        expireTime: v.optional(v.string()),
      }),
    ),
  }),
  wire(basicPublic.virNumberCallRecord, {
    // Whether the number is the order's customer's or one of its privacy numbers is the handler's.
    request: request({ orderNo, calleeMobile: text("被叫号码", { max: 20 }) }),
    answer: v.object({ orderNo: v.string(), viaVirtualNumber: v.boolean(), content: v.string() }),
  }),
];

export const entries: readonly WireEntry[] = [
  ...messageCalls,
  ...protocolCalls,
  ...verificationCalls,
  ...virtualNumberCalls,
  ...filesAndHotline,
];
