/**
 * Who may read a stored file, and the short-lived signed URLs that let a browser load one without headers.
 *
 * - A platform file (no owner, in the "r/" bucket: the seeded gallery samples and the contract templates) is public:
 *   anyone may read it, with or without a token.
 * - Every other file belongs to the provider that stored it (stored_files.owner; uploads record the uploader's
 *   provider, signed contract PDFs their provider). It is served to that provider only, in one of two ways:
 *   (a) the ordinary call: signed headers and the bearer token of an account of the owner;
 *   (b) a signed URL (`…/download?filePath=…&expires=…&signature=…`), for `<img>`, `<video>` and downloads, which
 *       cannot carry headers: `signature` is HMAC-SHA256(server secret, path, owner, expires), compared in constant
 *       time, and the URL is refused once `expires` (epoch seconds) has passed. The server hands such URLs out only
 *       to the owner (fileUrls, the upload answer, records such as contracts and the identity).
 * Another provider's file answers exactly like a missing one (404 文件不存在), so paths cannot be probed.
 */
import crypto from "node:crypto";
import type { Db } from "../db/types";
import type { SessionUser } from "../sessions";
import { SIGNATURE_MESSAGES } from "../signature";
import { bucketOf, findFileMeta, isExpired, storedFileUrl, type StoredMeta } from "./fileStore";

/** The development secret of file URLs (STANDIN_FILE_URL_SECRET replaces it; never use this one in production). */
export const DEV_FILE_URL_SECRET = "dev-file-url-secret-NOT-FOR-PRODUCTION";

/** How long a signed file URL stays valid. */
export const SIGNED_URL_TTL_MS = 30 * 60 * 1000;

/** The longest validity a URL may claim: a signed `expires` further away than this is refused as forged. */
export const SIGNED_URL_MAX_MS = 12 * 60 * 60 * 1000;

export const FILE_ACCESS_MESSAGES = {
  notFound: "文件不存在",
  unauthorized: "未授权，请重新登录",
  unsigned: SIGNATURE_MESSAGES.missing,
  badLink: "文件链接无效",
  expiredLink: "文件链接已过期，请刷新页面后重试",
} as const;

/** The owner key of what an account stores and may read: its provider. */
export function ownerOf(user: Pick<SessionUser, "providerId" | "accountId">): string {
  return user.providerId || String(user.accountId);
}

/** A platform file that anyone may read (see the module comment). */
export function isPublicFile(row: Pick<StoredMeta, "owner" | "bucket">): boolean {
  return row.owner === null && row.bucket === "r/";
}

function mac(secret: string, filePath: string, owner: string, expires: number): string {
  return crypto
    .createHmac("sha256", secret)
    .update(`file-url-v1\n${filePath}\n${owner}\n${expires}`)
    .digest("base64url");
}

/** The signed URL of an owned file, valid until `expiresAtMs` (rounded down to whole seconds). */
export function signedFileUrl(secret: string, filePath: string, owner: string, expiresAtMs: number): string {
  const expires = Math.floor(expiresAtMs / 1000);
  return `${storedFileUrl(filePath)}&expires=${expires}&signature=${mac(secret, filePath, owner, expires)}`;
}

export type LinkCheck = { ok: true; expiresAtMs: number } | { ok: false; msg: string };

/** Checks the `expires` and `signature` of a URL against the file's owner. */
export function checkSignedLink(
  secret: string,
  filePath: string,
  owner: string | null,
  query: { expires?: string; signature?: string },
  now: number,
): LinkCheck {
  const { expires, signature } = query;
  if (owner === null || !expires || !signature || !/^\d{1,12}$/.test(expires)) {
    return { ok: false, msg: FILE_ACCESS_MESSAGES.badLink };
  }
  const expected = Buffer.from(mac(secret, filePath, owner, Number(expires)));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) {
    return { ok: false, msg: FILE_ACCESS_MESSAGES.badLink };
  }
  const expiresAtMs = Number(expires) * 1000;
  if (expiresAtMs > now + SIGNED_URL_MAX_MS) return { ok: false, msg: FILE_ACCESS_MESSAGES.badLink };
  if (expiresAtMs <= now) return { ok: false, msg: FILE_ACCESS_MESSAGES.expiredLink };
  return { ok: true, expiresAtMs };
}

export interface AccessRequest {
  filePath: string;
  row: StoredMeta | null;
  /** The query's `expires` / `signature`, when the URL carries them. */
  link: { expires?: string; signature?: string };
  /** The account of a valid bearer token, or null. */
  user: SessionUser | null;
  /** The request carried the signature headers (the gateway has verified them). */
  signedCall: boolean;
  secret: string;
  now: number;
}

export type Access = { ok: true; cacheControl: string } | { ok: false; status: 401 | 403 | 404; msg: string };

/** Whether a file fetch may have the bytes (see the module comment for the rules). */
export function checkAccess(request: AccessRequest): Access {
  const { filePath, row, link, user, now } = request;
  const found = row !== null && bucketOf(filePath) === row.bucket ? row : null;
  if (found && isPublicFile(found)) return { ok: true, cacheControl: "private, max-age=3600" };
  if (link.expires !== undefined || link.signature !== undefined) {
    const checked = checkSignedLink(request.secret, filePath, found?.owner ?? null, link, now);
    if (!checked.ok) return { ok: false, status: 403, msg: checked.msg };
    const seconds = Math.min(3600, Math.floor((checked.expiresAtMs - now) / 1000));
    return { ok: true, cacheControl: `private, max-age=${seconds}` };
  }
  if (!user) return { ok: false, status: 401, msg: FILE_ACCESS_MESSAGES.unauthorized };
  if (!request.signedCall) return { ok: false, status: 403, msg: FILE_ACCESS_MESSAGES.unsigned };
  if (!found || found.owner !== ownerOf(user)) {
    return { ok: false, status: 404, msg: FILE_ACCESS_MESSAGES.notFound };
  }
  return { ok: true, cacheControl: "private, no-store" };
}

/** Builds the addresses the server answers in records (uploads, contracts, the identity, the avatar). */
export interface FileLinks {
  /**
   * The address a browser can load `filePath` from: the plain URL of a public file, a signed URL (valid `ttlMs`,
   * default SIGNED_URL_TTL_MS) of a file that `owner` owns; null for a missing, expired or someone else's file.
   */
  url(filePath: string, owner: string, ttlMs?: number): string | null;
}

export function fileLinks(db: Db, secret: string, now: number): FileLinks {
  return {
    url(filePath, owner, ttlMs = SIGNED_URL_TTL_MS) {
      const row = findFileMeta(db, filePath);
      if (!row || bucketOf(filePath) !== row.bucket || isExpired(row, now)) return null;
      if (isPublicFile(row)) return storedFileUrl(filePath);
      if (row.owner !== owner) return null;
      return signedFileUrl(secret, filePath, owner, now + Math.min(ttlMs, SIGNED_URL_MAX_MS));
    },
  };
}
