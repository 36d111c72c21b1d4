import * as v from "valibot";
import * as basicPublic from "../basicPublic";
import { optional, optionalText, request, text } from "../schema";
import { page, PAGING, wire, type WireEntry } from "./define";

/**
 * The schemas of api.basicPublic's hotline dialer calls (mocks/hotline/hotline.ts) and file calls
 * (mocks/files/files.ts), part of ./basicPublic.ts's entries. The fields in the order the stand-in checks them.
 */

// ---- Hotline dialer

/**
 * A mobile with an optional extension of 1 to 6 digits: src/domain/validators.ts MOBILE_WITH_EXTENSION_PATTERN (the
 * contract may not import the domain; keep them equal).
 */
const MOBILE_WITH_EXTENSION = /^1[3-9]\d{9}(-\d{1,6})?$/;

const hotlineCalls = [
  wire(basicPublic.rhinokeenToken, {
    answer: v.object({
      token: v.string(),
      account: v.optional(v.string()),
      expireTime: v.optional(v.string()),
    }),
  }),
  wire(basicPublic.dictionaryPageList, {
    // The handler reads the type before the paging.
    request: request({ dictType: text("字典类型", { max: 64 }), ...PAGING }),
    answer: page(
      v.object({
        id: v.string(),
        dictType: v.string(),
        dictValue: v.string(),
        dictLabel: v.optional(v.string()),
      }),
    ),
  }),
  wire(basicPublic.saveCallHistory, {
    request: request({
      calleeMobile: text("被叫号码", {
        max: 20,
        format: (value) => (MOBILE_WITH_EXTENSION.test(value) ? null : "被叫号码格式不正确"),
      }),
      // Whether it is one of the seats is the handler's (主叫坐席号码不存在).
      callerMobile: text("主叫坐席号码", { max: 20 }),
      orderNo: optionalText("订单号", { max: 64 }),
    }),
    answer: v.null(),
  }),
];

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

/** The one file of a multipart upload: a form that names `file` twice sends a list, which is refused. */
const uploadedFile = v.custom<Blob>(
  (input) => input instanceof Blob,
  (issue) => (Array.isArray(issue.input) ? FILE_MESSAGES.oneFile : FILE_MESSAGES.noFile),
);

const filePath = text("文件路径", { max: 300 });

const storedFile = v.object({
  filePath: v.string(),
  fileType: v.picklist(["image", "video", "audio", "document", "media", "gif"]),
  url: v.string(),
});

const fileCalls = [
  wire(basicPublic.uploadFile, {
    request: request({
      file: uploadedFile,
      // Whether the app is on the allowed list, and the file's type and size, are the handler's.
      appName: text("应用名称", { max: 64 }),
      bucket: optional(v.picklist(["", "r/", "t/"], FILE_MESSAGES.badBucket)),
      // A multipart form's values are text ("true", "1"); the handler reads anything else as false.
      watermark: optional(v.union([v.boolean(), v.string()])),
    }),
    answer: storedFile,
  }),
  // The file's bytes: no answer schema. Whether the caller may read it is the handler's.
  wire(basicPublic.downloadFile, { request: request({ filePath }) }),
  wire(basicPublic.fileUrls, {
    request: request({
      // The list is checked as a whole before its paths (the gateway's order): then each path.
      filePaths: v.pipe(
        v.array(v.unknown(), FILE_MESSAGES.pathsNotList),
        v.minLength(1, FILE_MESSAGES.noPaths),
        v.maxLength(100, FILE_MESSAGES.tooManyPaths),
        v.array(filePath),
      ),
    }),
    answer: v.object({ urls: v.record(v.string(), v.string()), expiresIn: v.number() }),
  }),
];

export const entries: readonly WireEntry[] = [...hotlineCalls, ...fileCalls];
