/**
 * Every write is an event (issue 40 §1, §4): the gateway runs each endpoint with a write effect
 * (src/api/endpoint.ts `WriteEffect`) inside one transaction that also
 * - answers a repeated `Idempotency-Key` with the first answer, without running the handler again;
 * - refuses a write whose `X-Record-Version` is older than a record it names (someone changed it since);
 * - emits exactly one live event naming the records, the change and the operator, which moves their versions;
 * - keeps the answer under its idempotency key.
 * A handler that throws (a BizError, a refusal) leaves nothing behind: no change, no event, no key.
 */
import {
  namedIds,
  relatedOf,
  SUCCESS_CODE,
  writeKeyFields,
  type Endpoint,
  type Envelope,
  type WriteEffect,
} from "../../src/api/endpoint";
import type { LiveChange, LiveChannelName, LiveRelated } from "../../src/api/live";
import { recordChangedMessage } from "../../src/domain/recordChanged";
import { BIZ } from "../bizCodes";
import type { Db } from "../db/types";
import { BizError, invalid, ok } from "../errors";
import { endpointKey, Reply, type WriteDetails } from "../router";
import type { SessionUser } from "../sessions";
import { emitLiveEvent, liveEventById, liveSequence } from "./events";
import {
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_MESSAGES,
  parseIdempotencyKey,
  requestHash,
  storeAnswer,
  storedAnswer,
} from "./idempotency";
import { newerVersion, parseRecordVersion, RECORD_VERSION_HEADER } from "./versions";

export const WRITE_MESSAGES = { badRecordVersion: "记录版本号格式不正确" } as const;

/** What `ctx.live(...)` calls of one request add up to: ids are added, the last change, payload, type, account win. */
export class WriteDetailsCollector {
  private readonly ids = new Set<string>();
  private last: Omit<WriteDetails, "ids"> = {};

  add(details: WriteDetails): void {
    for (const id of details.ids ?? []) this.ids.add(String(id));
    const last = { ...this.last };
    if (details.change !== undefined) last.change = details.change;
    if (details.payload !== undefined) last.payload = details.payload;
    if (details.type !== undefined) last.type = details.type;
    if (details.accountId !== undefined) last.accountId = details.accountId;
    this.last = last;
  }

  get details(): WriteDetails {
    return { ...this.last, ids: [...this.ids] };
  }
}

/** An answer given again from the stored first one (the write was not applied again). */
export class Replayed {
  constructor(readonly envelope: Envelope) {}
}

/** The envelope of a handler's result that is not a Response (what the client receives, and a key keeps). */
export function envelopeOf(result: unknown): Envelope {
  if (result instanceof Reply) return { code: SUCCESS_CODE, msg: result.msg, data: result.data as unknown };
  return ok(result === undefined ? null : result);
}

/** The records a request names by the effect's key field(s): each field holds one id or a list of them. */
export function requestIds(effect: WriteEffect, payload: Record<string, unknown>): string[] {
  return namedIds(writeKeyFields(effect), payload);
}

/**
 * The event's payload: the ids and the request's key fields, with the names the console's notifications link by
 * (src/layout/live/grouping.ts: an order's `orderNo`, a work order's `workOrderId`), then what the handler named.
 */
export function eventPayload(
  effect: WriteEffect,
  payload: Record<string, unknown>,
  ids: readonly string[],
  named: Record<string, unknown> | undefined,
): Record<string, unknown> {
  const out: Record<string, unknown> = { ids };
  for (const field of writeKeyFields(effect)) {
    const value = payload[field];
    if (typeof value === "string" || typeof value === "number") out[field] = value;
  }
  if (ids.length === 1) {
    if (effect.channel === "orders" && out.orderNo === undefined) out.orderNo = ids[0];
    if (effect.channel === "workOrders" && out.workOrderId === undefined && out.workOrderNo === undefined)
      out.workOrderId = ids[0];
  }
  return { ...out, ...named };
}

/** The handler's change with the records of another channel the effect names (a transfer's workers). */
function withRelated(
  change: LiveChange | undefined,
  related: LiveRelated | undefined,
): LiveChange | undefined {
  return related ? { ...change, related } : change;
}

/** The refusal of a write on a record whose version is now `eventId`, quoting the event that set it. */
export function staleMessage(db: Db, channel: LiveChannelName, eventId: number): string {
  const event = liveEventById(db, eventId);
  if (!event?.operator) return recordChangedMessage(channel, null);
  return recordChangedMessage(channel, {
    operator: event.operator.name,
    at: event.createdAt,
    label: event.label ?? "修改",
  });
}

export interface WriteCall {
  db: Db;
  now: number;
  endpoint: Endpoint;
  effect: WriteEffect;
  user: SessionUser | null;
  /** The request's fields (query, body, path parameters): the key fields are read here, the key's hash covers it. */
  payload: Record<string, unknown>;
  /** The parsed JSON body as sent: also hashed, as a body that is no object (a list) has no payload fields. */
  body: unknown;
  method: string;
  /** The request path as sent. */
  path: string;
  header(name: string): string | undefined;
  details: WriteDetailsCollector;
  /** Runs the handler (its ctx.live goes to `details`). */
  run(): unknown;
}

/** Carries a refusal the handler returned as a Response out of the transaction, which it rolls back. */
class RolledBack {
  constructor(readonly response: Response) {}
}

function isThenable(value: unknown): value is PromiseLike<unknown> {
  return typeof (value as { then?: unknown } | null)?.then === "function";
}

/** Runs a write as described above; returns the handler's result, or the replayed first answer. */
export function performWrite(call: WriteCall): unknown {
  const { db, endpoint, effect, user } = call;
  const key = parseIdempotencyKey(call.header(IDEMPOTENCY_KEY_HEADER));
  if (key === "invalid") invalid(IDEMPOTENCY_MESSAGES.badKey);
  const version = parseRecordVersion(call.header(RECORD_VERSION_HEADER));
  if (version === "invalid") invalid(WRITE_MESSAGES.badRecordVersion);
  const hash = requestHash(call.method, call.path, { payload: call.payload, body: call.body });

  const write = db.transaction((): unknown => {
    if (user && key !== null) {
      const stored = storedAnswer(db, user.accountId, key, hash, call.now);
      if (stored.kind === "replay") return new Replayed(stored.envelope);
      if (stored.kind === "otherRequest")
        throw new BizError(BIZ.idempotencyKeyReused, IDEMPOTENCY_MESSAGES.reused);
    }
    if (version !== null) {
      const newer = newerVersion(db, effect.channel, requestIds(effect, call.payload), version);
      if (newer !== null) throw new BizError(BIZ.recordChanged, staleMessage(db, effect.channel, newer));
    }
    const before = liveSequence(db);
    const result = call.run();
    if (isThenable(result)) {
      // Its rest would run after the commit, outside the transaction and without its event.
      void Promise.resolve(result).catch(() => undefined);
      throw new Error(
        `${endpointKey(endpoint)}: a write handler must be synchronous (it runs in a transaction)`,
      );
    }
    if (result instanceof Response && !result.ok) throw new RolledBack(result);
    if (liveSequence(db) !== before) {
      throw new Error(
        `${endpointKey(endpoint)} emitted its own live event: name the change with ctx.live(...), the gateway emits the one event`,
      );
    }
    if (!user) throw new Error(`${endpointKey(endpoint)} wrote without an account: whose provider hears it?`);
    const { details } = call.details;
    const ids = [...new Set([...requestIds(effect, call.payload), ...(details.ids ?? [])])];
    emitLiveEvent(
      db,
      {
        providerId: user.providerId,
        accountId: details.accountId,
        channel: effect.channel,
        type: details.type ?? effect.type,
        payload: eventPayload(effect, call.payload, ids, details.payload),
        ids,
        change: withRelated(details.change, relatedOf(effect, call.payload)),
        operator: { accountId: user.accountId, name: user.displayName },
        label: effect.label ?? endpoint.summary,
      },
      call.now,
    );
    // A Response (a file) cannot be kept as an envelope: a retry of it runs again.
    if (key !== null && !(result instanceof Response))
      storeAnswer(db, user.accountId, key, hash, envelopeOf(result), call.now);
    return result;
  });
  try {
    // IMMEDIATE: the checks and the write see one state even with another process on the same file.
    return write.immediate();
  } catch (error) {
    if (error instanceof RolledBack) return error.response;
    throw error;
  }
}
