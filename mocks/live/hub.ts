/**
 * The push channel's hub: one per database (so one per stand-in app). While any console is connected it looks for
 * new rows of live_events every `pollMs` (one indexed range read, whatever the number of connections), encodes each
 * new event once and queues the bytes on the connections of the event's provider that hear it: its account when
 * targeted, else the accounts holding one of its audience menus, read once per poll round (mocks/live/audience.ts).
 * Every `heartbeatMs` it checks each connection's session and sends a heartbeat comment, or `event: end` and closes.
 * Writes reach the hub through the table only, so every writer (a route, a development page, the order generator,
 * another process on the same file) is heard the same way.
 */
import type { Db } from "../db/types";
import type { Clock } from "../time";
import { RoundMenus } from "./audience";
import { liveEventsSince, liveSequence, pruneLiveEvents, type LiveEventRow } from "./events";
import type { LiveSettings } from "./settings";
import { endChunk, eventChunk, heartbeatChunk } from "./wire";
import type { LiveEndData } from "../../src/api/live";

export interface LiveConnection {
  readonly providerId: string;
  readonly accountId: number;
  readonly token: string;
  /** The last event id this connection has been sent (or skipped as not its own). */
  lastId: number;
  readonly controller: ReadableStreamDefaultController<Uint8Array>;
  closed: boolean;
}

type EndReason = LiveEndData["reason"];

/** Why a session no longer holds, or null while it does (a disabled staff account's sessions end: issue 29). */
function sessionEnd(db: Db, token: string, now: number): EndReason | null {
  const row = db
    .prepare(
      `SELECT s.expires_at AS expiresAt, a.enabled FROM sessions s LEFT JOIN accounts a ON a.id = s.account_id
       WHERE s.token = ?`,
    )
    .get(token) as { expiresAt: number; enabled: number | null } | undefined;
  if (!row) return "logout";
  if (row.expiresAt <= now) return "expired";
  return row.enabled === 1 ? null : "disabled";
}

export class LiveHub {
  private readonly byProvider = new Map<string, Set<LiveConnection>>();
  private count = 0;
  private lastSeen = 0;
  private lastPrune = Number.NEGATIVE_INFINITY;
  private poller: ReturnType<typeof setInterval> | null = null;
  private beater: ReturnType<typeof setInterval> | null = null;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly settings: LiveSettings,
  ) {}

  get connections(): number {
    return this.count;
  }

  add(connection: LiveConnection): void {
    if (this.count === 0) this.start();
    let set = this.byProvider.get(connection.providerId);
    if (!set) this.byProvider.set(connection.providerId, (set = new Set()));
    set.add(connection);
    this.count += 1;
  }

  remove(connection: LiveConnection): void {
    connection.closed = true;
    const set = this.byProvider.get(connection.providerId);
    if (!set?.delete(connection)) return;
    if (set.size === 0) this.byProvider.delete(connection.providerId);
    this.count -= 1;
    if (this.count === 0) this.stop();
  }

  /** Fans out the rows written since the last look; returns how many were read. Called by the timer (and tests). */
  poll(): number {
    let read = 0;
    for (;;) {
      const rows = liveEventsSince(this.db, this.lastSeen);
      // Menus are re-read each round: a permission change (its "account" event included) applies to what follows.
      const menus = new RoundMenus(this.db);
      for (const row of rows) this.dispatch(row, menus);
      read += rows.length;
      if (rows.length === 0) break;
      this.lastSeen = rows[rows.length - 1].id;
    }
    const now = this.clock();
    if (now - this.lastPrune >= this.settings.pruneEveryMs) {
      this.lastPrune = now;
      pruneLiveEvents(this.db, now, this.settings.keepMs);
    }
    return read;
  }

  /** Heartbeat on every connection whose session holds; the others are ended. One check per session. */
  beat(): void {
    const now = this.clock();
    const chunk = heartbeatChunk(now);
    const ended = new Map<string, EndReason | null>();
    for (const set of [...this.byProvider.values()]) {
      for (const connection of [...set]) {
        let reason = ended.get(connection.token);
        if (reason === undefined) {
          reason = sessionEnd(this.db, connection.token, now);
          ended.set(connection.token, reason);
        }
        if (reason) this.end(connection, reason);
        else this.send(connection, chunk);
      }
    }
  }

  /** Sends `event: end` and closes the stream. */
  end(connection: LiveConnection, reason: EndReason): void {
    this.send(connection, endChunk(reason));
    this.close(connection);
  }

  private dispatch(row: LiveEventRow, menus: RoundMenus): void {
    const set = this.byProvider.get(row.providerId);
    if (!set) return;
    let chunk: Uint8Array | null = null;
    for (const connection of set) {
      if (row.id <= connection.lastId) continue;
      connection.lastId = row.id;
      if (!menus.hears(row, connection.accountId)) continue;
      chunk ??= eventChunk(row);
      this.send(connection, chunk);
    }
  }

  private send(connection: LiveConnection, chunk: Uint8Array): void {
    if (connection.closed) return;
    // A client that stopped reading: close rather than queue without bound; it resumes from its last id.
    if ((connection.controller.desiredSize ?? 0) < -this.settings.maxQueuedChunks) {
      this.close(connection);
      return;
    }
    try {
      connection.controller.enqueue(chunk);
    } catch {
      this.remove(connection);
    }
  }

  private close(connection: LiveConnection): void {
    this.remove(connection);
    try {
      connection.controller.close();
    } catch {
      // Already closed or cancelled by the client.
    }
  }

  private start(): void {
    this.lastSeen = liveSequence(this.db);
    this.poller = setInterval(() => this.poll(), this.settings.pollMs);
    this.beater = setInterval(() => this.beat(), this.settings.heartbeatMs);
    this.poller.unref?.();
    this.beater.unref?.();
  }

  private stop(): void {
    if (this.poller) clearInterval(this.poller);
    if (this.beater) clearInterval(this.beater);
    this.poller = null;
    this.beater = null;
  }
}

const hubs = new WeakMap<Db, LiveHub>();

/** The hub of a database (created on first use). */
export function liveHub(db: Db, clock: Clock, settings: LiveSettings): LiveHub {
  let hub = hubs.get(db);
  if (!hub) hubs.set(db, (hub = new LiveHub(db, clock, settings)));
  return hub;
}
