/**
 * Request signing — the ONE implementation, used by the console's HTTP client and by the stand-in API's verifier.
 *
 * X-Signature = base64(HMAC-SHA256(secret,
 *   METHOD + "\n" + PATH + "\n" + canonicalQuery + "\n" + TIMESTAMP + "\n" + NONCE + "\n" + hex(SHA-256(body))))
 *
 * - PATH is the endpoint path as declared in src/api (without the console's base URL, e.g. "/api").
 * - canonicalQuery: parameters sorted by name (then value), each name and value percent-encoded with
 *   encodeURIComponent, joined as name=value with "&". Parameters with undefined / null values are not sent and not
 *   signed.
 * - body: the exact JSON text sent; "" for no body and for multipart bodies.
 * Works in browsers and in Node >= 20 (both have WebCrypto on globalThis.crypto).
 */

export const SIGNATURE_HEADERS = {
  accessKey: "X-Access-Key",
  timestamp: "X-Timestamp",
  nonce: "X-Nonce",
  signature: "X-Signature",
} as const;

/** Maximum clock skew (and nonce memory window) accepted by the verifier. */
export const SIGNATURE_WINDOW_MS = 5 * 60 * 1000;

export type QueryValue = string | number | boolean | null | undefined;

export interface SignInput {
  method: string;
  path: string;
  query?: Record<string, QueryValue | QueryValue[]>;
  /** Exact body text; "" (or undefined) for none and for multipart. */
  body?: string;
  timestamp: string;
  nonce: string;
}

const encoder = new TextEncoder();

function toHex(buffer: ArrayBuffer): string {
  return Array.from(new Uint8Array(buffer), (b) => b.toString(16).padStart(2, "0")).join("");
}

function toBase64(buffer: ArrayBuffer): string {
  let binary = "";
  for (const byte of new Uint8Array(buffer)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** Sorted, percent-encoded query string used in the string to sign. */
export function canonicalQuery(query: SignInput["query"]): string {
  if (!query) return "";
  const pairs: [string, string][] = [];
  for (const [name, raw] of Object.entries(query)) {
    const values = Array.isArray(raw) ? raw : [raw];
    for (const value of values) {
      if (value === undefined || value === null) continue;
      pairs.push([encodeURIComponent(name), encodeURIComponent(String(value))]);
    }
  }
  pairs.sort(([an, av], [bn, bv]) => (an < bn ? -1 : an > bn ? 1 : av < bv ? -1 : av > bv ? 1 : 0));
  return pairs.map(([n, v]) => `${n}=${v}`).join("&");
}

export async function sha256Hex(text: string): Promise<string> {
  return toHex(await crypto.subtle.digest("SHA-256", encoder.encode(text)));
}

export async function stringToSign(input: SignInput): Promise<string> {
  return [
    input.method.toUpperCase(),
    input.path,
    canonicalQuery(input.query),
    input.timestamp,
    input.nonce,
    await sha256Hex(input.body ?? ""),
  ].join("\n");
}

/** How many secrets' keys are kept: the console signs with one; the stand-in verifies a few accounts' at a time. */
export const KEPT_KEYS = 16;
const keys = new Map<string, Promise<CryptoKey>>();

/** The HMAC key of `secret`, imported once (a console signs every call with the same one). */
function hmacKey(secret: string): Promise<CryptoKey> {
  const kept = keys.get(secret);
  if (kept) return kept;
  const key = crypto.subtle.importKey(
    "raw",
    encoder.encode(secret),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"],
  );
  // A failed import is not kept: the next call tries again.
  key.catch(() => keys.delete(secret));
  if (keys.size >= KEPT_KEYS) keys.delete(keys.keys().next().value as string);
  keys.set(secret, key);
  return key;
}

export async function sign(secret: string, input: SignInput): Promise<string> {
  const key = await hmacKey(secret);
  return toBase64(await crypto.subtle.sign("HMAC", key, encoder.encode(await stringToSign(input))));
}

/** 128-bit random nonce, hex. */
export function newNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

/** The four signature headers for one request. */
export async function signatureHeaders(
  accessKey: string,
  secret: string,
  input: Omit<SignInput, "timestamp" | "nonce">,
  now: number = Date.now(),
  nonce: string = newNonce(),
): Promise<Record<string, string>> {
  const timestamp = String(now);
  return {
    [SIGNATURE_HEADERS.accessKey]: accessKey,
    [SIGNATURE_HEADERS.timestamp]: timestamp,
    [SIGNATURE_HEADERS.nonce]: nonce,
    [SIGNATURE_HEADERS.signature]: await sign(secret, { ...input, timestamp, nonce }),
  };
}
