/**
 * Opening a console's push stream (GET /message-app/V1/common/live/events; format on src/api/live.ts): the
 * gateway has checked the signature and the token; this replays what the console missed (or tells it to reset) and
 * hands the connection to the hub.
 */
import type { HandlerContext } from "../router";
import { invalid } from "../errors";
import { accountMenus, hears } from "./audience";
import { liveEventsAfter, liveHorizon, liveSequence } from "./events";
import { liveHub, type LiveConnection } from "./hub";
import { eventChunk, openingChunk, resetChunk } from "./wire";

/** Beyond this many missed events the console is told to reset (refetching its lists is cheaper than a replay). */
export const MAX_REPLAY = 1000;

export const LIVE_MESSAGES = { badLastEventId: "lastEventId 无效" } as const;

/** The id to resume after: the `Last-Event-ID` header, else the `lastEventId` query; null: start at the newest. */
export function resumeId(ctx: Pick<HandlerContext, "c" | "query">): number | null {
  const written = ctx.c.req.header("last-event-id") ?? ctx.query.lastEventId;
  if (written === undefined || written.trim() === "") return null;
  if (!/^\d{1,15}$/.test(written.trim())) invalid(LIVE_MESSAGES.badLastEventId);
  return Number(written.trim());
}

export const STREAM_HEADERS: Readonly<Record<string, string>> = {
  "Content-Type": "text/event-stream; charset=utf-8",
  // no-transform: the compression middleware (and any proxy) must pass each event on as it comes.
  "Cache-Control": "no-cache, no-transform",
  "X-Accel-Buffering": "no",
};

export function openLiveStream(ctx: HandlerContext): Response {
  const user = ctx.requireUser();
  const after = resumeId(ctx);
  const { db, settings } = ctx;
  const hub = liveHub(db, ctx.clock, settings.live);
  let connection: LiveConnection | null = null;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(openingChunk(settings.live.retryMs));
      const newest = liveSequence(db);
      if (after !== null) {
        const missed =
          after > newest || after < liveHorizon(db)
            ? null
            : liveEventsAfter(db, user.providerId, user.accountId, after, MAX_REPLAY + 1);
        if (missed === null || missed.length > MAX_REPLAY) controller.enqueue(resetChunk(newest));
        else {
          // The replay hears what the live stream would have: the account's menus as they are now.
          const menus = accountMenus(db, user.accountId);
          for (const row of missed)
            if (hears(row, user.accountId, menus)) controller.enqueue(eventChunk(row));
        }
      }
      connection = {
        providerId: user.providerId,
        accountId: user.accountId,
        token: user.token,
        lastId: newest,
        controller,
        closed: false,
      };
      hub.add(connection);
    },
    cancel() {
      if (connection) hub.remove(connection);
    },
  });
  ctx.c.req.raw.signal.addEventListener(
    "abort",
    () => {
      if (connection) hub.remove(connection);
    },
    { once: true },
  );
  return new Response(body, { status: 200, headers: STREAM_HEADERS });
}
