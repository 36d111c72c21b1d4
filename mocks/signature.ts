import crypto from "node:crypto";
import { SIGNATURE_HEADERS, SIGNATURE_WINDOW_MS, sign } from "../src/api/signing";
import type { Clock } from "./time";

/**
 * Verifies the signature header set of design §4 with the same module the console signs with (src/api/signing.ts).
 * Checks, in order: headers present, known access key, timestamp within 5 minutes, signature, nonce not seen
 * within the window (a nonce is remembered only once its request verified, so bad requests cannot burn nonces).
 *
 * Stored files, if served, skip this check (ServeOptions.signed = false): the browser fetches them itself.
 */

export const SIGNATURE_MESSAGES = {
  missing: "缺少签名信息",
  unknownKey: "未知的访问密钥",
  stale: "签名已过期：时间戳偏差超过5分钟",
  replayed: "重复请求：nonce 已使用",
  mismatch: "签名校验失败",
} as const;

export interface SignedRequest {
  method: string;
  /** The request path without the "/api" mount prefix. */
  path: string;
  /** The declared endpoint path (with `{name}` placeholders) — also accepted when it differs from `path`. */
  declaredPath?: string;
  query: URLSearchParams;
  /** Raw body text; "" for none and for multipart. */
  body: string;
  header(name: string): string | undefined;
}

export interface SignatureVerifier {
  /** null when the request is correctly signed; otherwise the message of the 403 answer. */
  verify(request: SignedRequest): Promise<string | null>;
  /** Forgets the remembered nonces. */
  reset(): void;
}

export function createSignatureVerifier(keys: Record<string, string>, clock: Clock): SignatureVerifier {
  /** nonce → time after which it may be forgotten. */
  let seen = new Map<string, number>();

  function prune(now: number): void {
    if (seen.size < 1000) return;
    for (const [nonce, until] of seen) if (until < now) seen.delete(nonce);
  }

  return {
    async verify(request) {
      const accessKey = request.header(SIGNATURE_HEADERS.accessKey);
      const timestamp = request.header(SIGNATURE_HEADERS.timestamp);
      const nonce = request.header(SIGNATURE_HEADERS.nonce);
      const signature = request.header(SIGNATURE_HEADERS.signature);
      if (!accessKey || !timestamp || !nonce || !signature) return SIGNATURE_MESSAGES.missing;
      const secret = Object.prototype.hasOwnProperty.call(keys, accessKey) ? keys[accessKey] : undefined;
      if (secret === undefined) return SIGNATURE_MESSAGES.unknownKey;
      const now = clock();
      const sentAt = Number(timestamp);
      if (!/^\d+$/.test(timestamp) || Math.abs(now - sentAt) > SIGNATURE_WINDOW_MS)
        return SIGNATURE_MESSAGES.stale;

      const query: Record<string, string[]> = {};
      for (const [name, value] of request.query) (query[name] ??= []).push(value);
      const paths = [request.path];
      if (request.declaredPath && request.declaredPath !== request.path) paths.push(request.declaredPath);
      let valid = false;
      for (const path of paths) {
        const expected = await sign(secret, {
          method: request.method,
          path,
          query,
          body: request.body,
          timestamp,
          nonce,
        });
        if (safeEqual(expected, signature)) valid = true;
      }
      if (!valid) return SIGNATURE_MESSAGES.mismatch;

      const nonceKey = `${accessKey}:${nonce}`;
      const remembered = seen.get(nonceKey);
      if (remembered !== undefined && remembered >= now) return SIGNATURE_MESSAGES.replayed;
      prune(now);
      seen.set(nonceKey, Math.max(now, sentAt) + SIGNATURE_WINDOW_MS);
      return null;
    },
    reset() {
      seen = new Map();
    },
  };
}

function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && crypto.timingSafeEqual(x, y);
}
