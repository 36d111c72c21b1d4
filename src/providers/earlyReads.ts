/**
 * Reads started before the query that wants them: a list's first page is asked for as its route opens (after the
 * login, or when the page's code arrives: src/layout/progress/loadPage.ts `readAhead`), while refine's query starts
 * only once the page has rendered and committed (on the order list, some 100 ms later; issue 44). The data provider
 * answers that query with the read already under way, once: a later query of the same request (a refresh) is sent
 * afresh, and so is one that comes too late or after the early read failed.
 */
import type { Endpoint } from "../api/endpoint";

/** An early read is taken within this time of its start, or not at all. */
export const EARLY_READ_FRESH_MS = 5_000;

interface EarlyRead {
  at: number;
  answer: Promise<unknown>;
  /** Set once the answer has come: what it was and when. */
  settled?: { value: unknown; at: number };
}

const reads = new Map<string, EarlyRead>();

/** Object keys sorted at every level: two requests with the same fields in another order are the same request. */
function sortedKeys(_key: string, value: unknown): unknown {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return value;
  const record = value as Record<string, unknown>;
  return Object.fromEntries(
    Object.keys(record)
      .sort()
      .map((name) => [name, record[name]]),
  );
}

function requestKey(endpoint: Endpoint, payload: unknown): string {
  return `${endpoint.method} ${endpoint.path} ${JSON.stringify(payload, sortedKeys)}`;
}

const isFresh = (read: EarlyRead) => Date.now() - read.at <= EARLY_READ_FRESH_MS;

/**
 * Starts `send()` for `endpoint` and `payload` unless the same read is under way already (a render run twice).
 * `send` should be quiet: a failure is told by the query, which then sends the request itself.
 */
export function startEarlyRead(endpoint: Endpoint, payload: unknown, send: () => Promise<unknown>): void {
  const key = requestKey(endpoint, payload);
  const known = reads.get(key);
  if (known && isFresh(known)) return;
  const answer = send();
  const read: EarlyRead = { at: Date.now(), answer };
  answer.then(
    (value) => {
      read.settled = { value, at: Date.now() };
    },
    () => undefined, // told by the query that takes it
  );
  reads.set(key, read);
}

/** The early read of this request, once, while fresh; undefined when there is none. */
export function takeEarlyRead(endpoint: Endpoint, payload: unknown): Promise<unknown> | undefined {
  const key = requestKey(endpoint, payload);
  const read = reads.get(key);
  if (!read) return undefined;
  reads.delete(key);
  return isFresh(read) ? read.answer : undefined;
}

/**
 * The answer of this request's early read when it has come already, once, while fresh (then taken, as by
 * `takeEarlyRead`), with the time it came: a page rendering after it can show it in its first render. Undefined when
 * there is none, or it has not come (it is left for `takeEarlyRead`) or failed.
 */
export function takeSettledEarlyRead(
  endpoint: Endpoint,
  payload: unknown,
): { value: unknown; at: number } | undefined {
  const key = requestKey(endpoint, payload);
  const read = reads.get(key);
  if (!read?.settled || !isFresh(read)) return undefined;
  reads.delete(key);
  return read.settled;
}
