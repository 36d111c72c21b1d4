/**
 * The upload rules of spec §5/§8/§9, as pure functions: accepted types, the size and count limits, the calling app
 * names, the watermark texts, the initial-value check and every upload message. The Upload widget and the stand-in
 * file storage (mocks/files/files.ts) both use them, so the browser and the server refuse the same files with the
 * same words.
 */
import type { FileKind } from "../../api/types";

// ---- types (spec §5)

/** What an Upload accepts: pick one kind or several with the widget's `kind` prop. */
export type UploadKind = "image" | "video" | "audio" | "excel" | "document";

export interface UploadTypeRule {
  /** Shown in 上传{label}格式错误. */
  label: string;
  /** MIME types accepted (spec §5). */
  mimeTypes: readonly string[];
  /** File-name extensions accepted (used when the browser reports no or another MIME type, e.g. .amr). */
  extensions: readonly string[];
  /** The fileType the storage records for it (spec §3 uploaded file). */
  fileType: FileKind;
}

/**
 * Spec §5: image (jpeg, png, jpg), video (mp4, ogg, webm, quicktime), audio (mpeg, mp3, amr, wav), excel,
 * document (pdf, doc, word).
 */
export const UPLOAD_TYPES: Readonly<Record<UploadKind, UploadTypeRule>> = {
  image: {
    label: "图片",
    mimeTypes: ["image/jpeg", "image/png", "image/jpg"],
    extensions: ["jpeg", "png", "jpg"],
    fileType: "image",
  },
  video: {
    label: "视频",
    mimeTypes: ["video/mp4", "video/ogg", "video/webm", "video/quicktime"],
    extensions: ["mp4", "ogg", "ogv", "webm", "mov"],
    fileType: "video",
  },
  audio: {
    label: "音频",
    mimeTypes: ["audio/mpeg", "audio/mp3", "audio/amr", "audio/wav", "audio/x-wav"],
    extensions: ["mpeg", "mp3", "amr", "wav"],
    fileType: "audio",
  },
  excel: {
    label: "Excel",
    mimeTypes: [
      "application/vnd.ms-excel",
      "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    ],
    extensions: ["xls", "xlsx"],
    fileType: "document",
  },
  document: {
    label: "文档",
    mimeTypes: [
      "application/pdf",
      "application/msword",
      "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    ],
    extensions: ["pdf", "doc", "docx"],
    fileType: "document",
  },
};

export const UPLOAD_KINDS = Object.keys(UPLOAD_TYPES) as UploadKind[];

/** Label used in the wrong-type message when a widget accepts several kinds. */
export const MIXED_KIND_LABEL = "文件";

/** What a file looks like to the checks (a browser File, or a multipart part on the server). */
export interface FileFacts {
  name: string;
  /** MIME type as reported ("" when unknown). */
  type: string;
  /** Bytes. */
  size: number;
}

function extension(name: string): string {
  const dot = name.lastIndexOf(".");
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : "";
}

export function normalizeKinds(kind: UploadKind | readonly UploadKind[]): UploadKind[] {
  const list = (Array.isArray(kind) ? kind : [kind]) as UploadKind[];
  return [...new Set(list)];
}

/** The kind of a file among `kinds` (MIME type first, then extension), or null when none accepts it. */
export function uploadKindOf(
  file: Pick<FileFacts, "name" | "type">,
  kinds: readonly UploadKind[] = UPLOAD_KINDS,
) {
  const mime = file.type.toLowerCase();
  const byMime = kinds.find((kind) => mime !== "" && UPLOAD_TYPES[kind].mimeTypes.includes(mime));
  if (byMime) return byMime;
  const ext = extension(file.name);
  return kinds.find((kind) => ext !== "" && UPLOAD_TYPES[kind].extensions.includes(ext)) ?? null;
}

/** The kind name in 上传{kind}格式错误: the kind's own label for one kind, 文件 for several. */
export function kindLabel(kinds: readonly UploadKind[]): string {
  return kinds.length === 1 ? UPLOAD_TYPES[kinds[0]].label : MIXED_KIND_LABEL;
}

/** The file input's accept attribute for the kinds. */
export function acceptAttribute(kinds: readonly UploadKind[]): string {
  return kinds
    .flatMap((kind) => [
      ...UPLOAD_TYPES[kind].mimeTypes,
      ...UPLOAD_TYPES[kind].extensions.map((e) => `.${e}`),
    ])
    .join(",");
}

// ---- limits (spec §9)

export const DEFAULT_LIMIT = 5;
export const DEFAULT_MAX_SIZE_MB = 10;
/** The preview box (spec §9 "preview box 115 by 150"): width × height in px. */
export const DEFAULT_PREVIEW_WIDTH = 115;
export const DEFAULT_PREVIEW_HEIGHT = 150;

export function maxBytes(maxSizeMb: number): number {
  return maxSizeMb * 1024 * 1024;
}

// ---- messages (spec §8, verbatim)

export const UPLOAD_MESSAGES = {
  wrongType: (label: string) => `上传${label}格式错误`,
  tooBig: (maxSizeMb: number) => `文件大小不能超过 ${maxSizeMb}MB!`,
  tooMany: (limit: number) => `一次最多只能上传${limit}个文件`,
  failed: "上传失败，请重试",
  initTypeError: "初始化失败 类型错误",
  /** Ours (the spec does not word it): appName not in UPLOAD_APP_NAMES. */
  initUnknownApp: (appName: string) => `初始化失败 未知的应用名称 ${appName}`,
} as const;

// ---- calling apps and watermarks

/**
 * The app names an Upload may be opened for (spec §5 "must belong to an allowed list"; the list is ours). The name
 * travels with each upload (appName) and the storage refuses other names too.
 * - provider-console: general uploads of the console (default)
 * - provider-apply: provider application / onboarding documents
 * - contract: contract documents and deposit proofs
 * - worker-register: worker registration photos (watermarked)
 * - platform-goods: goods images for the platform (watermarked)
 * - order-feedback: order and after-sales feedback media (photos, video, audio)
 * - work-order: after-sales work-order replies and attachments
 * - bill: bill and settlement attachments (Excel imports)
 */
export const UPLOAD_APP_NAMES = [
  "provider-console",
  "provider-apply",
  "contract",
  "worker-register",
  "platform-goods",
  "order-feedback",
  "work-order",
  "bill",
] as const;

export type UploadAppName = (typeof UPLOAD_APP_NAMES)[number];

export const DEFAULT_APP_NAME: UploadAppName = "provider-console";

export function isUploadAppName(value: unknown): value is UploadAppName {
  return typeof value === "string" && (UPLOAD_APP_NAMES as readonly string[]).includes(value);
}

/** Spec §9: the text drawn onto images uploaded for these apps (before upload, see watermark.ts). */
export const WATERMARK_TEXTS: Readonly<Partial<Record<UploadAppName, string>>> = {
  "platform-goods": "仅供平台商品使用",
  "worker-register": "仅供师傅注册使用",
};

export function watermarkTextFor(appName: string): string | null {
  return isUploadAppName(appName) ? (WATERMARK_TEXTS[appName] ?? null) : null;
}

// ---- the value (spec §3 uploaded file + what the widget needs to show it)

export interface UploadedFile {
  /** Storage path with its bucket prefix. */
  filePath: string;
  fileType: FileKind;
  /** Address the browser loads it from. */
  url: string;
  /** Original file name. */
  name: string;
}

function isUploadedFile(item: unknown): item is UploadedFile {
  if (typeof item !== "object" || item === null) return false;
  const file = item as Record<string, unknown>;
  return typeof file.url === "string" && (file.filePath === undefined || typeof file.filePath === "string");
}

/**
 * Why an Upload cannot start, or null when it can: the app name must be allowed, and the initial files must be an
 * array of files (undefined means none; null, an object, a string … are 初始化失败 类型错误).
 */
export function initError(appName: unknown, value: unknown): string | null {
  if (!isUploadAppName(appName)) return UPLOAD_MESSAGES.initUnknownApp(String(appName));
  if (value === undefined) return null;
  if (!Array.isArray(value) || !value.every(isUploadedFile)) return UPLOAD_MESSAGES.initTypeError;
  return null;
}

// ---- a batch of chosen files

export interface BatchRules {
  kinds: readonly UploadKind[];
  /** Files already in the widget (done and uploading). */
  existing: number;
  limit: number;
  maxSizeMb: number;
}

export interface BatchVerdict<F extends FileFacts> {
  accepted: F[];
  /** Messages to show, in order (the toast shows one at a time; the last one stays). */
  errors: string[];
}

/**
 * Checks a batch of chosen (or pasted) files: more than `limit` in all refuses the whole batch
 * (一次最多只能上传{limit}个文件); otherwise each file is checked for its type, then its size, and only the good ones
 * go on.
 */
export function checkBatch<F extends FileFacts>(files: readonly F[], rules: BatchRules): BatchVerdict<F> {
  if (rules.existing + files.length > rules.limit) {
    return { accepted: [], errors: [UPLOAD_MESSAGES.tooMany(rules.limit)] };
  }
  const accepted: F[] = [];
  const errors: string[] = [];
  for (const file of files) {
    if (!uploadKindOf(file, rules.kinds)) errors.push(UPLOAD_MESSAGES.wrongType(kindLabel(rules.kinds)));
    else if (file.size > maxBytes(rules.maxSizeMb)) errors.push(UPLOAD_MESSAGES.tooBig(rules.maxSizeMb));
    else accepted.push(file);
  }
  return { accepted, errors };
}

/**
 * Paste upload takes images only (spec §5): a paste without files (text), a pasted file that is not an accepted
 * image, or any paste into a widget that takes no images is refused with 上传图片格式错误.
 */
export function checkPasted<F extends FileFacts>(files: readonly F[], rules: BatchRules): BatchVerdict<F> {
  const imageOnly = rules.kinds.includes("image") ? (["image"] as const) : [];
  if (
    imageOnly.length === 0 ||
    files.length === 0 ||
    files.some((file) => uploadKindOf(file, imageOnly) === null)
  ) {
    return { accepted: [], errors: [UPLOAD_MESSAGES.wrongType(UPLOAD_TYPES.image.label)] };
  }
  return checkBatch(files, { ...rules, kinds: imageOnly });
}
