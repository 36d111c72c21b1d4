/**
 * What a write carries besides its request (issue 40 §4), as headers outside the signature (src/api/signing.ts signs
 * method, path, query and body only):
 * - `Idempotency-Key`: on every call of an endpoint whose effect is a write. One key per user action: the HTTP
 *   client's own retry and the dialog's second 确定 after an attempt whose outcome is unknown send the same key with
 *   the same request, and the server answers a key it has seen with the first answer (for 24 hours), so the write
 *   applies once. A key with another request is refused, so a changed request gets a new key.
 * - `X-Record-Version`: the version of the record the action was made on (the row or the detail the user saw); the
 *   server refuses the write when the record changed since, naming who changed it.
 */
import { WRITE_HEADERS } from "../api/endpoint";
import { ApiError } from "./errors";

export { WRITE_HEADERS };

/** What a write call is given (CallOptions of the HTTP client, `meta.write` of the data provider). */
export interface WriteCallOptions {
  /** The action's key; the HTTP client makes one when none is given. */
  idempotencyKey?: string;
  /** The version of the record the action was made on (none for a batch or a record without one). */
  recordVersion?: number;
}

/** A random key: a UUID where the page is a secure context, else 128 random bits in hex (as unique). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, "0")).join(
    "",
  );
}

/** The version a record carries (records read from the server have a numeric `version`), or undefined. */
export function recordVersionOf(record: unknown): number | undefined {
  if (typeof record !== "object" || record === null || !("version" in record)) return undefined;
  const { version } = record;
  return typeof version === "number" && Number.isInteger(version) && version >= 0 ? version : undefined;
}

/** The write headers of one call (the key is required: the client makes it before the first attempt). */
export function writeHeaders(
  idempotencyKey: string,
  recordVersion: number | undefined,
): Record<string, string> {
  const headers: Record<string, string> = { [WRITE_HEADERS.idempotencyKey]: idempotencyKey };
  if (recordVersion !== undefined) headers[WRITE_HEADERS.recordVersion] = String(recordVersion);
  return headers;
}

/** True when a failed call may have been applied: no answer came (timeout, lost connection), and it was no cancel. */
export function outcomeUnknown(error: unknown): boolean {
  return (
    error instanceof ApiError && (error.kind === "timeout" || error.kind === "network") && !error.canceled
  );
}

/** True when the connection was lost before any answer (not a timeout, not a cancel). */
export function connectionLost(error: unknown): boolean {
  return error instanceof ApiError && error.kind === "network" && !error.canceled;
}

/**
 * Sends one call (`exchange`) of a write: with its idempotency key, the caller's or a new one, and once more with it
 * when the connection was lost before any answer (the server applies a key once); not after a timeout (a slow server
 * is not asked twice unasked: 确定 again reuses the key).
 */
export function sendWrite<O extends WriteCallOptions, R>(
  exchange: (options: O) => Promise<R>,
  options: O,
): Promise<R> {
  const keyed = { ...options, idempotencyKey: options.idempotencyKey ?? newIdempotencyKey() };
  return exchange(keyed).catch((error: unknown) => {
    if (!connectionLost(error)) throw error;
    return exchange(keyed);
  });
}

/** True when the server refused the write (a business failure such as a record changed since): nothing applied. */
export function refused(error: unknown): boolean {
  return error instanceof ApiError && (error.kind === "business" || error.status === 409);
}

/**
 * The key of each attempt of one action (a dialog, a confirmation): the same key again while the previous attempt
 * of the same request ended without an answer, a new key otherwise (a success, a refusal, another request).
 */
export interface WriteAttempts {
  keyFor(request: string): string;
  /** How the attempt ended: nothing (success) or its error. */
  settle(error?: unknown): void;
}

export function createWriteAttempts(): WriteAttempts {
  let open: { request: string; key: string } | null = null;
  return {
    keyFor(request) {
      if (open?.request !== request) open = { request, key: newIdempotencyKey() };
      return open.key;
    },
    settle(error) {
      if (!outcomeUnknown(error)) open = null;
    },
  };
}

/** A request's identity for WriteAttempts: its endpoint and its fields (a file's bytes aside). */
export function requestIdentity(path: string, payload: unknown): string {
  try {
    return `${path}\n${JSON.stringify(payload) ?? ""}`;
  } catch {
    return `${path}\n${String(Math.random())}`;
  }
}
