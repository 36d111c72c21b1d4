import * as basicPublic from "../../src/api/basicPublic";
import {
  DEFAULT_MAX_SIZE_MB,
  isUploadAppName,
  maxBytes,
  UPLOAD_MESSAGES,
  UPLOAD_TYPES,
  uploadKindOf,
} from "../../src/domain/upload/rules";
import { failure, invalid } from "../errors";
import { checkedRequest } from "../requestSchema";
import { defineRoutes, type HandlerContext } from "../router";
import { hasSignatureHeaders } from "../signature";
import { checkAccess, fileLinks, ownerOf, SIGNED_URL_TTL_MS } from "./fileAccess";
import { findFile, findFileMeta, isExpired, newFilePath, saveFile } from "./fileStore";

/**
 * File storage (/basic-public-app/V1/common/file): the multipart upload, the file fetch and the signed addresses.
 * Uploads are checked like the Upload widget checks them (src/domain/upload/rules.ts): an allowed app name, an
 * accepted type (any kind: the storage does not know which kind the widget asked for), at most 10 MB; the file
 * belongs to the uploader's provider. Fetches answer the bytes with their content type and honour Range requests
 * (video seeking), to whoever fileAccess.ts lets read the file: the owner's signed call, a signed URL that has not
 * expired, or anyone for a platform file. fileUrls signs the addresses of many paths at once.
 */

/** The storage's own cap (spec §9 default); a widget may ask for less, not more. */
export const STORAGE_MAX_SIZE_MB = DEFAULT_MAX_SIZE_MB;

/** At most this many paths per fileUrls call. */
export const MAX_FILE_URLS = 100;

export const FILE_MESSAGES = {
  noFile: "请选择要上传的文件",
  oneFile: "每次请求只能上传一个文件",
  empty: "文件内容为空",
  badBucket: "存储桶不正确",
  unknownApp: (appName: string) => `应用名称不在允许列表：${appName}`,
  wrongType: UPLOAD_MESSAGES.wrongType("文件"),
  tooBig: UPLOAD_MESSAGES.tooBig(STORAGE_MAX_SIZE_MB),
  notFound: "文件不存在",
  expired: "文件已过期",
  pathsNotList: "文件路径须为列表",
  noPaths: "文件路径不能为空",
  tooManyPaths: `文件路径一次最多${MAX_FILE_URLS}个`,
} as const;

function truthy(value: unknown): boolean {
  return value === true || value === "true" || value === "1" || value === 1;
}

function extensionOf(name: string): string {
  const dot = name.lastIndexOf(".");
  const ext = dot > 0 ? name.slice(dot + 1).toLowerCase() : "";
  return /^[a-z0-9]{1,8}$/.test(ext) ? ext : "";
}

/** The first MIME type of the kind whose extension the file has, when the browser sent none we know. */
function contentType(file: File, kind: keyof typeof UPLOAD_TYPES): string {
  const rule = UPLOAD_TYPES[kind];
  const mime = file.type.toLowerCase();
  if (rule.mimeTypes.includes(mime)) return mime;
  const ext = extensionOf(file.name);
  const byExt: Record<string, string> = {
    jpg: "image/jpeg",
    jpeg: "image/jpeg",
    png: "image/png",
    mp4: "video/mp4",
    ogg: "video/ogg",
    ogv: "video/ogg",
    webm: "video/webm",
    mov: "video/quicktime",
    mp3: "audio/mpeg",
    mpeg: "audio/mpeg",
    amr: "audio/amr",
    wav: "audio/wav",
    xls: "application/vnd.ms-excel",
    xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    pdf: "application/pdf",
    doc: "application/msword",
    docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  };
  return byExt[ext] ?? rule.mimeTypes[0];
}

/**
 * The schema checked the form's fields (one file, the app name's text, a known bucket); the file's name, the allowed
 * apps, the type and the size are checked here.
 */
async function upload(ctx: HandlerContext<basicPublic.UploadFileBody>) {
  const user = ctx.requireUser();
  const payload = checkedRequest(basicPublic.uploadFile, ctx.payload);
  const { file, appName } = payload;
  // The schema takes any Blob; a form's file part is a File, whose name tells its type.
  if (!(file instanceof File)) invalid(FILE_MESSAGES.noFile);
  if (!isUploadAppName(appName)) invalid(FILE_MESSAGES.unknownApp(appName));
  const bucket = payload.bucket ?? "";
  const kind = uploadKindOf({ name: file.name, type: file.type });
  if (!kind) invalid(FILE_MESSAGES.wrongType);
  if (file.size === 0) invalid(FILE_MESSAGES.empty);
  if (file.size > maxBytes(STORAGE_MAX_SIZE_MB)) invalid(FILE_MESSAGES.tooBig);

  const now = ctx.clock();
  const filePath = newFilePath(bucket, extensionOf(file.name), now);
  const fileType = UPLOAD_TYPES[kind].fileType;
  saveFile(ctx.db, {
    filePath,
    bucket,
    name: file.name.slice(0, 255) || "file",
    mime: contentType(file, kind),
    size: file.size,
    fileType,
    appName,
    watermarked: truthy(payload.watermark),
    owner: user.providerId || String(user.accountId),
    createdAt: now,
    content: Buffer.from(await file.arrayBuffer()),
  });
  const url = fileLinks(ctx.db, ctx.settings.fileUrlSecret, now).url(filePath, ownerOf(user)) ?? "";
  return { filePath, fileType, url };
}

function fileUrls(ctx: HandlerContext<basicPublic.FileUrlsBody>): basicPublic.FileUrls {
  const user = ctx.requireUser();
  // 1 to MAX_FILE_URLS paths, each checked and trimmed by the schema.
  const paths = new Set(checkedRequest(basicPublic.fileUrls, ctx.payload).filePaths);
  const links = fileLinks(ctx.db, ctx.settings.fileUrlSecret, ctx.clock());
  const owner = ownerOf(user);
  const urls: Record<string, string> = {};
  for (const path of paths) {
    const url = links.url(path, owner);
    if (url) urls[path] = url;
  }
  return { urls, expiresIn: SIGNED_URL_TTL_MS / 1000 };
}

/** "bytes=a-b" / "bytes=a-" / "bytes=-n" → [start, end] within size, or null (whole file) / "bad". */
export function parseRange(header: string | undefined, size: number): [number, number] | null | "bad" {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === "" && match[2] === "")) return "bad";
  let start: number;
  let end: number;
  if (match[1] === "") {
    const suffix = Number(match[2]);
    if (suffix === 0) return "bad";
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] === "" ? size - 1 : Math.min(Number(match[2]), size - 1);
  }
  return start > end || start >= size ? "bad" : [start, end];
}

function fetchFile(ctx: HandlerContext<{ filePath: string }>): Response {
  // A query's text arrives as it came: the schema checked it trimmed.
  const filePath = checkedRequest(basicPublic.downloadFile, ctx.payload).filePath.trim();
  const now = ctx.clock();
  const access = checkAccess({
    filePath,
    row: findFileMeta(ctx.db, filePath),
    link: { expires: ctx.query.expires, signature: ctx.query.signature },
    user: ctx.user,
    signedCall: hasSignatureHeaders((name) => ctx.c.req.header(name)),
    secret: ctx.settings.fileUrlSecret,
    now,
  });
  if (!access.ok) return ctx.c.json(failure(access.status, access.msg), access.status);
  const row = findFile(ctx.db, filePath);
  if (!row) return ctx.c.json(failure(404, FILE_MESSAGES.notFound), 404);
  if (isExpired(row, now)) return ctx.c.json(failure(404, FILE_MESSAGES.expired), 404);
  const headers: Record<string, string> = {
    "Content-Type": row.mime,
    "Content-Disposition": `inline; filename*=UTF-8''${encodeURIComponent(row.name)}`,
    "Cache-Control": access.cacheControl,
    "Accept-Ranges": "bytes",
    "X-Content-Type-Options": "nosniff",
  };
  const size = row.content.length;
  const range = parseRange(ctx.c.req.header("range"), size);
  if (range === "bad") {
    return new Response(null, { status: 416, headers: { ...headers, "Content-Range": `bytes */${size}` } });
  }
  const [start, end] = range ?? [0, size - 1];
  const body = new Uint8Array(row.content.subarray(start, end + 1));
  headers["Content-Length"] = String(body.length);
  if (range) headers["Content-Range"] = `bytes ${start}-${end}/${size}`;
  return new Response(body, { status: range ? 206 : 200, headers });
}

export default defineRoutes((r) => {
  r.serve(basicPublic.uploadFile, upload);
  r.serve(basicPublic.downloadFile, fetchFile, { public: true, signed: false });
  r.serve(basicPublic.fileUrls, fileUrls);
});
