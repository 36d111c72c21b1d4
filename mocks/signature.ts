import crypto from "node:crypto";
import { SIGNATURE_HEADERS, SIGNATURE_WINDOW_MS, sign } from "../src/api/signing";
import type { Db } from "./db/types";
import type { Clock } from "./time";

/**
 * Verifies the signature header set of design §4 with the same module the console signs with (src/api/signing.ts),
 * in two steps so that nothing of the body is read for a request that is not even signed:
 * 1. `checkHeaders`: headers present, known access key, timestamp within 5 minutes (no body needed);
 * 2. `verify`: the signature over the concrete request path (percent-encoded, as sent — never the declared template
 *    such as `close/{code}`), query and body, then the nonce: not seen within the window. A nonce is remembered only
 *    once its request verified (bad requests cannot burn nonces), in SQLite, so a replay is refused after a restart
 *    too.
 *
 * The file fetch is served without this check (ServeOptions.signed = false) when it carries no signature header: the
 * browser fetches stored files itself, through signed URLs. A request to it that carries any of the headers is
 * checked like every other call (the console's own, authenticated fetch).
 */

export const SIGNATURE_MESSAGES = {
  missing: "缺少签名信息",
  unknownKey: "未知的访问密钥",
  stale: "签名已过期：时间戳偏差超过5分钟",
  replayed: "重复请求：nonce 已使用",
  mismatch: "签名校验失败",
} as const;

export interface SignatureHeaders {
  accessKey: string;
  timestamp: string;
  nonce: string;
  signature: string;
  secret: string;
}

export interface SignedRequest {
  method: string;
  /** The request path without the "/api" mount prefix, still percent-encoded. */
  path: string;
  query: URLSearchParams;
  /** Raw body text; "" for none, for multipart and for query endpoints. */
  body: string;
}

export interface SignatureVerifier {
  /** The checked headers, or the message of the 403 answer. Reads no body. */
  checkHeaders(header: (name: string) => string | undefined): SignatureHeaders | string;
  /** null when the request is correctly signed and its nonce is fresh; otherwise the message of the 403 answer. */
  verify(headers: SignatureHeaders, request: SignedRequest): Promise<string | null>;
}

/** Where verified nonces are remembered until they may be forgotten. */
export interface NonceStore {
  /** True when the nonce was fresh and is now remembered until `until`; false when it was seen before. */
  claim(key: string, now: number, until: number): boolean;
}

/** Nonces in the `request_nonces` table; expired rows are pruned every few hundred claims. */
export function sqliteNonceStore(db: Db): NonceStore {
  const insert = db.prepare(
    `INSERT INTO request_nonces (nonce_key, expires_at) VALUES (?, ?)
     ON CONFLICT(nonce_key) DO UPDATE SET expires_at = excluded.expires_at
     WHERE request_nonces.expires_at < ?`,
  );
  const prune = db.prepare("DELETE FROM request_nonces WHERE expires_at < ?");
  let claims = 0;
  return {
    claim(key, now, until) {
      if (++claims % 500 === 0) prune.run(now);
      return insert.run(key, until, now).changes === 1;
    },
  };
}

/** True when the request carries any of the signature headers. */
export function hasSignatureHeaders(header: (name: string) => string | undefined): boolean {
  return Object.values(SIGNATURE_HEADERS).some((name) => header(name) !== undefined);
}

export function createSignatureVerifier(
  keys: Record<string, string>,
  clock: Clock,
  nonces: NonceStore,
): SignatureVerifier {
  return {
    checkHeaders(header) {
      const accessKey = header(SIGNATURE_HEADERS.accessKey);
      const timestamp = header(SIGNATURE_HEADERS.timestamp);
      const nonce = header(SIGNATURE_HEADERS.nonce);
      const signature = header(SIGNATURE_HEADERS.signature);
      if (!accessKey || !timestamp || !nonce || !signature) return SIGNATURE_MESSAGES.missing;
      const secret = Object.prototype.hasOwnProperty.call(keys, accessKey) ? keys[accessKey] : undefined;
      if (secret === undefined) return SIGNATURE_MESSAGES.unknownKey;
      if (!/^\d+$/.test(timestamp) || Math.abs(clock() - Number(timestamp)) > SIGNATURE_WINDOW_MS)
        return SIGNATURE_MESSAGES.stale;
      return { accessKey, timestamp, nonce, signature, secret };
    },

    async verify(headers, request) {
      const query: Record<string, string[]> = {};
      for (const [name, value] of request.query) (query[name] ??= []).push(value);
      const expected = await sign(headers.secret, {
        method: request.method,
        path: request.path,
        query,
        body: request.body,
        timestamp: headers.timestamp,
        nonce: headers.nonce,
      });
      if (!safeEqual(expected, headers.signature)) return SIGNATURE_MESSAGES.mismatch;
      const now = clock();
      const until = Math.max(now, Number(headers.timestamp)) + SIGNATURE_WINDOW_MS;
      if (!nonces.claim(`${headers.accessKey}:${headers.nonce}`, now, until))
        return SIGNATURE_MESSAGES.replayed;
      return null;
    },
  };
}

function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && crypto.timingSafeEqual(x, y);
}
