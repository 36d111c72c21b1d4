/**
 * Idempotency keys (issue 40 §4): a write sent again with the same `Idempotency-Key` (a retry after a timeout) is
 * answered with the first answer instead of being applied twice. Keys are per account, kept 24 hours, and bound to
 * the request they first came with: the same key on another request is a client bug and is refused. Only successful
 * answers are kept, in the write's own transaction, so a failed or rolled-back write can simply be retried.
 */
import crypto from "node:crypto";
import { WRITE_HEADERS, type Envelope } from "../../src/api/endpoint";
import type { Db } from "../db/types";

export const IDEMPOTENCY_KEY_HEADER = WRITE_HEADERS.idempotencyKey;
/** Set on an answer given from the stored first answer (the write was not applied again). */
export const IDEMPOTENT_REPLAYED_HEADER = "Idempotent-Replayed";

/** How long a key is remembered. */
export const IDEMPOTENCY_KEEP_MS = 24 * 60 * 60 * 1000;

export const IDEMPOTENCY_MESSAGES = {
  badKey: "幂等键格式不正确（1–64 位字母、数字、- 或 _）",
  reused: "幂等键已用于其他请求",
} as const;

const KEY = /^[A-Za-z0-9_-]{1,64}$/;

/** The header's key; null when absent; "invalid" when it is not 1–64 of [A-Za-z0-9_-]. */
export function parseIdempotencyKey(header: string | undefined): string | null | "invalid" {
  if (header === undefined) return null;
  return KEY.test(header) ? header : "invalid";
}

/** JSON with object keys sorted, so two sends of one request hash alike whatever their key order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (value !== null && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(",")}}`;
  }
  return JSON.stringify(value) ?? "null";
}

/** What binds a key to its request: method, path and the request's fields (query, body and path parameters). */
export function requestHash(method: string, path: string, payload: unknown): string {
  return crypto
    .createHash("sha256")
    .update(`${method.toUpperCase()}\n${path}\n${canonical(payload)}`)
    .digest("hex");
}

export type StoredAnswer =
  { kind: "none" } | { kind: "replay"; envelope: Envelope } | { kind: "otherRequest" };

/** The stored first answer of `key` (younger than 24 h) for this request, or why there is none to give. */
export function storedAnswer(
  db: Db,
  accountId: number,
  key: string,
  hash: string,
  now: number,
): StoredAnswer {
  const row = db
    .prepare(
      `SELECT request_hash AS hash, envelope FROM idempotency_keys
       WHERE account_id = ? AND idem_key = ? AND created_at >= ?`,
    )
    .get(accountId, key, now - IDEMPOTENCY_KEEP_MS) as { hash: string; envelope: string } | undefined;
  if (!row) return { kind: "none" };
  if (row.hash !== hash) return { kind: "otherRequest" };
  return { kind: "replay", envelope: JSON.parse(row.envelope) as Envelope };
}

/**
 * Keeps a successful answer under its key (inside the write's transaction). Expired keys are forgotten first: one
 * range delete on the created_at index, usually of nothing, and it also frees an expired key for reuse.
 */
export function storeAnswer(
  db: Db,
  accountId: number,
  key: string,
  hash: string,
  envelope: Envelope,
  now: number,
): void {
  pruneIdempotencyKeys(db, now);
  db.prepare(
    `INSERT OR REPLACE INTO idempotency_keys (account_id, idem_key, request_hash, envelope, created_at)
     VALUES (?, ?, ?, ?, ?)`,
  ).run(accountId, key, hash, JSON.stringify(envelope), now);
}

/** Forgets keys older than 24 h; returns how many. */
export function pruneIdempotencyKeys(db: Db, now: number): number {
  return db.prepare("DELETE FROM idempotency_keys WHERE created_at < ?").run(now - IDEMPOTENCY_KEEP_MS)
    .changes;
}
