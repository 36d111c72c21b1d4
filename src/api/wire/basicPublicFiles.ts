import * as v from "valibot";
import { optional, optionalText, request, text } from "../schema";
import { page, PAGING } from "./define";

/**
 * The schemas of api.basicPublic's hotline dialer calls (mocks/hotline/hotline.ts) and file calls
 * (mocks/files/files.ts), registered with ./basicPublic.ts's in ./entries/basicPublic.ts. The fields in the order the
 * stand-in checks them; src/api/basicPublicHotline.ts and src/api/basicPublic.ts take their types from them.
 */

// ---- Hotline dialer

/**
 * A mobile with an optional extension of 1 to 6 digits: src/domain/validators.ts MOBILE_WITH_EXTENSION_PATTERN (the
 * contract may not import the domain; keep them equal).
 */
const MOBILE_WITH_EXTENSION = /^1[3-9]\d{9}(-\d{1,6})?$/;

export const rhinokeenToken = v.object({
  token: v.string(),
  /** Seat login account of the hotline SDK. */
  account: v.optional(v.string()),
  expireTime: v.optional(v.string()),
});

/** The handler reads the type before the paging. */
export const dictionaryRequest = request({
  /** e.g. the seat-number dictionary type. */
  dictType: text("字典类型", { max: 64 }),
  ...PAGING,
});

export const dictionaryItem = v.object({
  id: v.string(),
  dictType: v.string(),
  dictValue: v.string(),
  dictLabel: v.optional(v.string()),
});

export const dictionaryPage = page(dictionaryItem);

export const callHistoryRequest = request({
  calleeMobile: text("被叫号码", {
    max: 20,
    format: (value) => (MOBILE_WITH_EXTENSION.test(value) ? null : "被叫号码格式不正确"),
  }),
  /** Whether it is one of the seats is the handler's (主叫坐席号码不存在). */
  callerMobile: text("主叫坐席号码", { max: 20 }),
  orderNo: optionalText("订单号", { max: 64 }),
});

// ---- Files

/** mocks/files/files.ts FILE_MESSAGES (the contract may not import the stand-in; keep them equal). */
const FILE_MESSAGES = {
  noFile: "请选择要上传的文件",
  oneFile: "每次请求只能上传一个文件",
  badBucket: "存储桶不正确",
  pathsNotList: "文件路径须为列表",
  noPaths: "文件路径不能为空",
  tooManyPaths: "文件路径一次最多100个",
} as const;

/** Storage buckets, told apart by path prefix (spec §9): default, "r/" and "t/". */
export const FILE_BUCKETS = ["", "r/", "t/"] as const;

/** The one file of a multipart upload: a form that names `file` twice sends a list, which is refused. */
const uploadedFile = v.custom<Blob>(
  (input) => input instanceof Blob,
  (issue) => (Array.isArray(issue.input) ? FILE_MESSAGES.oneFile : FILE_MESSAGES.noFile),
);

const filePath = text("文件路径", { max: 300 });

export const uploadFileRequest = request({
  file: uploadedFile,
  /** Calling app name; must belong to the allowed list (the handler's, like the file's type and size). */
  appName: text("应用名称", { max: 64 }),
  bucket: optional(v.picklist(FILE_BUCKETS, FILE_MESSAGES.badBucket)),
  /**
   * Add the image watermark (platform-goods and worker-register images). A multipart form's values are text
   * ("true", "1"); the handler reads anything else as false.
   */
  watermark: optional(v.union([v.boolean(), v.string()])),
});

/** Whether the caller may read the file is the handler's. */
export const downloadFileRequest = request({ filePath });

/**
 * A list of paths, checked as a whole before its paths (the gateway's order): any list passes the first check (each
 * path is checked last), so its type is the list of paths it must end up being.
 */
const anyList = v.array(
  v.custom<string>(() => true),
  FILE_MESSAGES.pathsNotList,
);

export const fileUrlsRequest = request({
  /** Storage paths (at most 100). */
  filePaths: v.pipe(
    anyList,
    v.minLength(1, FILE_MESSAGES.noPaths),
    v.maxLength(100, FILE_MESSAGES.tooManyPaths),
    v.array(filePath),
  ),
});

export const fileUrls = v.object({
  /**
   * Where the browser can load each file from (`<img src>`, `<video src>`, a download link), by storage path. A
   * path the caller may not read (someone else's, missing, expired) is left out.
   */
  urls: v.record(v.string(), v.string()),
  /** Seconds the addresses stay valid. */
  expiresIn: v.number(),
});

/** A stored file (src/api/types.ts StoredFile, where its fields are described). */
export const storedFile = v.object({
  filePath: v.string(),
  fileType: v.picklist(["image", "video", "audio", "document", "media", "gif"]),
  url: v.string(),
});
