import type { Page, PageQuery } from "./endpoint";
import { basicPublicService } from "./basicPublicService";
import { orderEffect } from "./order/effects";
import type { DateTime, FileKind, Id, StoredFile } from "./types";
import { ORDER_SCREENS } from "./screens";

/**
 * /basic-public-app — the public service: platform messages, protocols, verification codes, virtual numbers,
 * the hotline (rhinokeen) token, dictionaries and call history, and file storage.
 */
// Messages, protocols and files serve every screen (the header, the apply page): any logged-in account.
const s = basicPublicService;

// ---- Platform messages (/V1/common/msg) ----

const msg = s.under("/V1/common/msg");

export interface PublicMessage {
  id: Id;
  msgContent: string;
  gmtCreatedTime: DateTime;
  msgType: string;
  msgTypeName?: string;
  title?: string;
  /** 0 unread, 1 read. */
  isRead: 0 | 1;
}

export interface PublicMessageQuery extends PageQuery {
  uid?: Id;
  msgType?: string;
  isRead?: 0 | 1;
  /** 1 merchant, 2 provider, 3 worker. */
  channel?: number;
}

export const msgGetPageList = msg.post<PublicMessageQuery, Page<PublicMessage>>(
  "/getPageList",
  "平台消息分页",
  { paginated: true, effect: "read" },
);

/** The same path also answers GET (spec "POST/GET getPageList"). */
export const msgGetPageListByGet = msg.get<PublicMessageQuery, Page<PublicMessage>>(
  "/getPageList",
  "平台消息分页（GET）",
  { paginated: true },
);

export const msgGetList = msg.post<Omit<PublicMessageQuery, keyof PageQuery>, PublicMessage[]>(
  "/getList",
  "平台消息列表（不分页）",
  { effect: "read" },
);

/**
 * Clears (marks read) the caller's unread messages of a channel, for the calling account only (issue 43: colleagues
 * keep theirs); the msg is shown; its event names no message (all of them) and reaches the caller's consoles only.
 */
export const msgClear = msg.del<{ channel: number; uid: Id }, null>("/clear", "清空消息", {
  button: "message:clear",
  effect: { channel: "messages", type: "cleared" },
});

export const msgTypeGetList = msg.get<void, { msgType: string; msgTypeName: string }[]>(
  "/msgType/getList",
  "平台消息类型列表",
);

// ---- Protocols (agreements shown to the provider) ----

export interface ProtocolAlert {
  /** True when the user must (re)accept the protocol. */
  needAlert: boolean;
  protocolCode: string;
  title: string;
  version: string;
  /** The version the caller accepted last (null: none yet). Not in the spec: the personal centre shows it. */
  acceptedVersion?: string | null;
  /** When the caller accepted `acceptedVersion`. */
  acceptedTime?: DateTime | null;
}

export interface ProtocolInfo {
  protocolCode: string;
  title: string;
  version: string;
  /** HTML. */
  content: string;
  gmtModifiedTime: DateTime;
}

export const protocolAlert = s.get<{ protocolCode: string }, ProtocolAlert>(
  "/V1/common/protocol/alert",
  "协议弹窗（是否需要确认）",
);

export const protocolInfo = s.get<{ protocolCode: string }, ProtocolInfo>(
  "/V1/common/protocol/info",
  "协议内容",
);

export interface ProtocolAcceptBody {
  protocolCode: string;
  /** The version read (protocolInfo); another one than the current is refused. */
  version: string;
}

export interface ProtocolAcceptance {
  protocolCode: string;
  version: string;
  acceptedTime: DateTime;
}

/** Chosen (§7 has none): the caller accepts the version it read (the alert then answers needAlert false). */
export const protocolAccept = s.post<ProtocolAcceptBody, ProtocolAcceptance>(
  "/V1/common/protocol/accept",
  "同意协议",
  { chosenPath: true, effect: { channel: "account", type: "protocolAccepted" } },
);

// ---- Verification codes (before login: no token) ----

export interface CaptchaLine {
  captchaKey: string;
  /** data:image/png;base64,... */
  image: string;
}

export const verificationCodeLine = s.get<void, CaptchaLine>(
  "/V1/common/verificationCode/line",
  "图形验证码",
  // A GET that stores the captcha's answer for the SMS call.
  { open: "public", auth: "none", identity: "none", effect: "session" },
);

export interface VerificationSmsBody {
  mobile: string;
  captchaKey: string;
  captchaCode: string;
}

export const verificationCodeSmsSend = s.post<VerificationSmsBody, null>(
  "/V1/common/verificationCode/sms/send",
  "发送短信验证码（图形验证码校验后）",
  { open: "public", auth: "none", identity: "none", effect: "session" },
);

// ---- Virtual numbers (privacy numbers for calling customers) ----

const virNumber = s.under("/V1/common/virNumber", { menu: ORDER_SCREENS, onboarding: false });

export interface VirtualNumber {
  orderNo: string;
  virtualNumber: string;
  expireTime: DateTime;
  /** The A side of the binding: the hotline seat the console dials the privacy number from (issue 43 P2). */
  callerMobile: string;
  /** True when the order's binding was still valid and is answered again (nothing bound, no track line). */
  reused: boolean;
}

export interface VirtualNumberRecord {
  orderNo: string;
  virtualNumber: string;
  /** The seat the binding was made for (a person's number from before issue 43 comes masked). */
  callerMobile: string;
  /** The customer: masked for an order reached through privacy numbers only (天猫). */
  calleeMobile: string;
  gmtCreatedTime: DateTime;
  expireTime?: DateTime;
}

/**
 * The order's privacy number (issue 43 P3): its binding still valid beyond the margin is answered again; else a new
 * one is bound for a hotline seat (the A side) and written in the order track.
 */
export const virNumberRefresh = virNumber.post<{ orderNo: string }, VirtualNumber>("/refresh", "刷新隐私号", {
  button: "order:callCustomer",
  effect: orderEffect("order:refreshVirNumber"),
});

export const virNumberHistory = virNumber.get<{ orderNo: string }, VirtualNumberRecord[]>(
  "/history",
  "隐私号记录",
);

export interface CustomerCallBody {
  orderNo: string;
  /** The number dialled: the order's privacy number or the customer's own mobile. */
  calleeMobile: string;
}

export interface CustomerCallRecord {
  orderNo: string;
  /** True when the number dialled is a privacy number of the order. */
  viaVirtualNumber: boolean;
  /** The order track line written, e.g. 拨打客户电话（隐私号 170****1234）. */
  content: string;
}

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

/** Storage buckets, told apart by path prefix (spec §9): default, "r/" and "t/". */
export type FileBucket = "" | "r/" | "t/";

export interface UploadFileBody {
  file: Blob;
  /** Calling app name; must belong to the allowed list. */
  appName: string;
  bucket?: FileBucket;
  /** Add the image watermark (platform-goods and worker-register images). */
  watermark?: boolean;
}

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
export const downloadFile = s.get<{ filePath: string }, Blob>("/V1/common/file/download", "下载文件", {
  response: "blob",
  chosenPath: true,
});

export interface FileUrlsBody {
  /** Storage paths (at most 100). */
  filePaths: string[];
}

export interface FileUrls {
  /**
   * Where the browser can load each file from (`<img src>`, `<video src>`, a download link), by storage path. A
   * path the caller may not read (someone else's, missing, expired) is left out.
   */
  urls: Record<string, string>;
  /** Seconds the addresses stay valid. */
  expiresIn: number;
}

/** Spec §7 has no call for it: the addresses of stored files, signed for the caller, many paths at once. */
export const fileUrls = s.post<FileUrlsBody, FileUrls>("/V1/common/file/urls", "文件访问地址", {
  chosenPath: true,
  effect: "read",
});

export type { FileKind, StoredFile };
