import type { Page } from "./endpoint";
import { basicPublicService } from "./basicPublicService";
import { orderEffect } from "./order/effects";
import type { AnswerType, RequestType } from "./schema";
import type { FileKind, StoredFile } from "./types";
import { ORDER_SCREENS } from "./screens";
import type * as wire from "./wire/basicPublic";
import type * as filesWire from "./wire/basicPublicFiles";

/**
 * /basic-public-app — the public service: platform messages, protocols, verification codes, virtual numbers,
 * the hotline (rhinokeen) token, dictionaries and call history, and file storage.
 */
// Messages, protocols and files serve every screen (the header, the apply page): any logged-in account.
const s = basicPublicService;

// ---- Platform messages (/V1/common/msg) ----

const msg = s.under("/V1/common/msg");

/** The types of the message calls, from their schemas (./wire/basicPublic.ts, where their fields are described). */
export type PublicMessage = AnswerType<typeof wire.publicMessage>;
export type PublicMessageQuery = RequestType<typeof wire.msgPageRequest>;
/** The same search sent as a query (GET): its numbers may travel as text. */
export type PublicMessageQueryByGet = RequestType<typeof wire.msgPageByGetRequest>;
/** The search without paging (getList). */
export type PublicMessageFilter = RequestType<typeof wire.msgListRequest>;
export type MsgClearQuery = RequestType<typeof wire.msgClearRequest>;
export type PublicMessageType = AnswerType<typeof wire.msgTypeRow>;

export const msgGetPageList = msg.post<PublicMessageQuery, Page<PublicMessage>>(
  "/getPageList",
  "平台消息分页",
  { paginated: true, effect: "read" },
);

/** The same path also answers GET (spec "POST/GET getPageList"). */
export const msgGetPageListByGet = msg.get<PublicMessageQueryByGet, Page<PublicMessage>>(
  "/getPageList",
  "平台消息分页（GET）",
  { paginated: true },
);

export const msgGetList = msg.post<PublicMessageFilter, PublicMessage[]>(
  "/getList",
  "平台消息列表（不分页）",
  { effect: "read" },
);

/**
 * Clears (marks read) the caller's unread messages of a channel, for the calling account only (issue 43: colleagues
 * keep theirs); the msg is shown; its event names no message (all of them) and reaches the caller's consoles only.
 */
export const msgClear = msg.del<MsgClearQuery, null>("/clear", "清空消息", {
  button: "message:clear",
  effect: { channel: "messages", type: "cleared" },
});

export const msgTypeGetList = msg.get<void, PublicMessageType[]>("/msgType/getList", "平台消息类型列表");

// ---- Protocols (agreements shown to the provider) ----

/** The types of the protocol calls, from their schemas (./wire/basicPublic.ts, where their fields are described). */
export type ProtocolCodeQuery = RequestType<typeof wire.protocolCodeRequest>;
export type ProtocolAlert = AnswerType<typeof wire.protocolAlert>;
export type ProtocolInfo = AnswerType<typeof wire.protocolInfo>;
export type ProtocolAcceptBody = RequestType<typeof wire.protocolAcceptRequest>;
export type ProtocolAcceptance = AnswerType<typeof wire.protocolAcceptance>;

export const protocolAlert = s.get<ProtocolCodeQuery, ProtocolAlert>(
  "/V1/common/protocol/alert",
  "协议弹窗（是否需要确认）",
);

export const protocolInfo = s.get<ProtocolCodeQuery, ProtocolInfo>("/V1/common/protocol/info", "协议内容");

/** Chosen (§7 has none): the caller accepts the version it read (the alert then answers needAlert false). */
export const protocolAccept = s.post<ProtocolAcceptBody, ProtocolAcceptance>(
  "/V1/common/protocol/accept",
  "同意协议",
  { chosenPath: true, effect: { channel: "account", type: "protocolAccepted" } },
);

// ---- Verification codes (before login: no token) ----

/** The types of the verification calls, from their schemas (./wire/basicPublic.ts). */
export type CaptchaLine = AnswerType<typeof wire.captchaLine>;
export type VerificationSmsBody = RequestType<typeof wire.verificationSmsRequest>;

export const verificationCodeLine = s.get<void, CaptchaLine>(
  "/V1/common/verificationCode/line",
  "图形验证码",
  // A GET that stores the captcha's answer for the SMS call.
  { open: "public", auth: "none", identity: "none", effect: "session" },
);

export const verificationCodeSmsSend = s.post<VerificationSmsBody, null>(
  "/V1/common/verificationCode/sms/send",
  "发送短信验证码（图形验证码校验后）",
  { open: "public", auth: "none", identity: "none", effect: "session" },
);

// ---- Virtual numbers (privacy numbers for calling customers) ----

const virNumber = s.under("/V1/common/virNumber", { menu: ORDER_SCREENS, onboarding: false });

/**
 * The types of the virtual number calls, from their schemas (./wire/basicPublic.ts, where their fields are
 * described).
 */
export type VirNumberOrderQuery = RequestType<typeof wire.virNumberOrderRequest>;
export type VirtualNumber = AnswerType<typeof wire.virtualNumber>;
export type VirtualNumberRecord = AnswerType<typeof wire.virtualNumberRecord>;
export type CustomerCallBody = RequestType<typeof wire.customerCallRequest>;
export type CustomerCallRecord = AnswerType<typeof wire.customerCallRecord>;

/**
 * The order's privacy number (issue 43 P3): its binding still valid beyond the margin is answered again; else a new
 * one is bound for a hotline seat (the A side) and written in the order track.
 */
export const virNumberRefresh = virNumber.post<VirNumberOrderQuery, VirtualNumber>("/refresh", "刷新隐私号", {
  button: "order:callCustomer",
  effect: orderEffect("order:refreshVirNumber"),
});

export const virNumberHistory = virNumber.get<VirNumberOrderQuery, VirtualNumberRecord[]>(
  "/history",
  "隐私号记录",
);

/**
 * Spec §7 has no call for it: 联系客户 records the call it placed in the order track (issue 32 §4). The server
 * checks that the number is the order's customer mobile or one of its privacy numbers and writes the line itself.
 */
export const virNumberCallRecord = virNumber.post<CustomerCallBody, CustomerCallRecord>(
  "/callRecord",
  "记录联系客户",
  { button: "order:callCustomer", chosenPath: true, effect: orderEffect("order:callCustomer", "联系客户") },
);

// ---- Hotline dialer: ./basicPublicHotline.ts (the same service) ----

export * from "./basicPublicHotline";

// ---- Files ----

/**
 * The types of the file calls, from their schemas (./wire/basicPublicFiles.ts, where their fields are described); the
 * upload answers the shared StoredFile (./types.ts), held to its schema. FileBucket: the storage buckets, told apart
 * by path prefix (spec §9): default, "r/" and "t/".
 */
export type FileBucket = (typeof filesWire.FILE_BUCKETS)[number];
export type UploadFileBody = RequestType<typeof filesWire.uploadFileRequest>;
export type DownloadFileQuery = RequestType<typeof filesWire.downloadFileRequest>;
export type FileUrlsBody = RequestType<typeof filesWire.fileUrlsRequest>;
export type FileUrls = AnswerType<typeof filesWire.fileUrls>;

/** Spec §7 shows no path for uploads; we put them beside the other common calls of the public service. */
export const uploadFile = s.post<UploadFileBody, StoredFile>("/V1/common/file/upload", "上传文件", {
  payload: "multipart",
  chosenPath: true,
  // A stored file is attached to nothing until a write names its path.
  effect: "session",
});

/**
 * Spec §7 shows no path for serving files back; this is the download counterpart of uploadFile. Served to the
 * file's owner as a signed, authenticated call, or without headers through a signed URL (fileUrls); platform files
 * to anyone.
 */
export const downloadFile = s.get<DownloadFileQuery, Blob>("/V1/common/file/download", "下载文件", {
  response: "blob",
  chosenPath: true,
});

/** Spec §7 has no call for it: the addresses of stored files, signed for the caller, many paths at once. */
export const fileUrls = s.post<FileUrlsBody, FileUrls>("/V1/common/file/urls", "文件访问地址", {
  chosenPath: true,
  effect: "read",
});

export type { FileKind, StoredFile };
