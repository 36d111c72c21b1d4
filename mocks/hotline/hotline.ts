import crypto from "node:crypto";
import type { Hono } from "hono";
import * as basicPublic from "../../src/api/basicPublic";
import type { Db } from "../db/types";
import { BizError, failure, invalid, ok } from "../errors";
import { checkedRequest } from "../requestSchema";
import { defineRoutes, type ExtraRouteDeps } from "../router";
import { chinaDateTime } from "../time";
import { pageOf, paging } from "../validate";

/**
 * The hotline (spec §7 "Hotline", §4 "Hotline dialer flow"):
 * - rhinokeen token: a token for the call service. The real service answers only from 9:00 to 21:00 China time;
 *   the stand-in answers at any hour unless told to enforce the hours (env STANDIN_HOTLINE_HOURS=enforce, or the
 *   test hook below), so demos and tests work whenever they run;
 * - dictionary pageList: dictionary entries by dictType; the seat numbers are SEAT_DICT_TYPE;
 * - saveHistory: records a call (calleeMobile a mobile with an optional 1–6 digit extension, callerMobile a seat).
 * Test hook (STANDIN_TEST_HOOKS=1): POST /api/__test__/hotline body {enforceHours?: boolean, seats?: string[]}
 * (seats replaces the seat list; [] leaves none). POST /api/__test__/reset restores both.
 */
export const HOTLINE_TEST_HOOK = "/api/__test__/hotline";

/** Hours (China time) in which the call service hands out tokens: [9, 21). */
export const HOTLINE_OPEN_HOUR = 9;
export const HOTLINE_CLOSE_HOUR = 21;

export const HOTLINE_BIZ = { closedHours: 200335001 } as const;
export const HOTLINE_MSG = { closedHours: "智能外呼仅支持在每天9:00-21:00之间使用" } as const;

/** How long a token is valid. */
const TOKEN_TTL_MS = 2 * 60 * 60 * 1000;

const ENFORCE_HOURS_KEY = "enforce_hours";

/** The hour of `ms` in China time (UTC+8). */
export function chinaHour(ms: number): number {
  return new Date(ms + 8 * 3600_000).getUTCHours();
}

export function withinHotlineHours(ms: number): boolean {
  const hour = chinaHour(ms);
  return hour >= HOTLINE_OPEN_HOUR && hour < HOTLINE_CLOSE_HOUR;
}

function enforcesHours(db: Db, env: NodeJS.ProcessEnv = process.env): boolean {
  const stored = db
    .prepare("SELECT value FROM hotline_settings WHERE key = ?")
    .pluck()
    .get(ENFORCE_HOURS_KEY);
  if (stored === "1") return true;
  if (stored === "0") return false;
  return env.STANDIN_HOTLINE_HOURS === "enforce";
}

function isSeat(db: Db, value: string): boolean {
  return (
    db
      .prepare("SELECT 1 FROM dictionary_items WHERE dict_type = ? AND dict_value = ?")
      .get(basicPublic.SEAT_DICT_TYPE, value) !== undefined
  );
}

function mountHotlineHooks(app: Hono, deps: ExtraRouteDeps): void {
  if (!deps.settings.testHooks) return;
  const { db } = deps;
  app.post(HOTLINE_TEST_HOOK, async (c) => {
    const body = (await c.req.json().catch(() => null)) as Record<string, unknown> | null;
    if (!body) return c.json(failure(400, "body must be a JSON object"), 400);
    const { enforceHours, seats } = body;
    if (enforceHours !== undefined && typeof enforceHours !== "boolean") {
      return c.json(failure(400, "enforceHours must be a boolean"), 400);
    }
    if (
      seats !== undefined &&
      !(Array.isArray(seats) && seats.every((s) => typeof s === "string" && s !== ""))
    ) {
      return c.json(failure(400, "seats must be a list of numbers (strings)"), 400);
    }
    db.transaction(() => {
      if (typeof enforceHours === "boolean") {
        db.prepare("INSERT OR REPLACE INTO hotline_settings (key, value) VALUES (?, ?)").run(
          ENFORCE_HOURS_KEY,
          enforceHours ? "1" : "0",
        );
      }
      if (Array.isArray(seats)) {
        db.prepare("DELETE FROM dictionary_items WHERE dict_type = ?").run(basicPublic.SEAT_DICT_TYPE);
        const insert = db.prepare(
          "INSERT INTO dictionary_items (dict_type, dict_value, dict_label, sort) VALUES (?, ?, ?, ?)",
        );
        (seats as string[]).forEach((seat, i) =>
          insert.run(basicPublic.SEAT_DICT_TYPE, seat, `坐席${i + 1}`, i + 1),
        );
      }
    })();
    return c.json(ok({ enforceHours: enforcesHours(db) }));
  });
}

export default defineRoutes((r) => {
  r.serve(basicPublic.rhinokeenToken, (ctx) => {
    ctx.requireUser();
    const now = ctx.clock();
    if (enforcesHours(ctx.db) && !withinHotlineHours(now)) {
      throw new BizError(HOTLINE_BIZ.closedHours, HOTLINE_MSG.closedHours);
    }
    return {
      token: `rk-${crypto.randomBytes(16).toString("hex")}`,
      expireTime: chinaDateTime(now + TOKEN_TTL_MS),
    };
  });

  r.serve(basicPublic.dictionaryPageList, (ctx) => {
    ctx.requireUser();
    const body = checkedRequest(basicPublic.dictionaryPageList, ctx.payload);
    const { dictType } = body;
    const request = paging(body);
    const total = ctx.db
      .prepare("SELECT COUNT(*) FROM dictionary_items WHERE dict_type = ?")
      .pluck()
      .get(dictType);
    const records = ctx.db
      .prepare(
        `SELECT CAST(id AS TEXT) AS id, dict_type AS dictType, dict_value AS dictValue, dict_label AS dictLabel
         FROM dictionary_items WHERE dict_type = ? ORDER BY sort, id LIMIT ? OFFSET ?`,
      )
      .all(dictType, request.size, request.offset) as basicPublic.DictionaryItem[];
    return pageOf(request, Number(total), records);
  });

  r.serve(basicPublic.saveCallHistory, (ctx) => {
    const user = ctx.requireUser();
    // The schema checked the numbers' texts (the callee a mobile with an optional extension); the seat is checked here.
    const body = checkedRequest(basicPublic.saveCallHistory, ctx.payload);
    const { calleeMobile: callee, callerMobile: caller } = body;
    if (!isSeat(ctx.db, caller)) invalid("主叫坐席号码不存在");
    const orderNo = body.orderNo || undefined;
    ctx.db
      .prepare(
        `INSERT INTO hotline_calls (provider_id, account_id, callee_mobile, caller_mobile, order_no, created_at)
         VALUES (?, ?, ?, ?, ?, ?)`,
      )
      .run(user.providerId, user.accountId, callee, caller, orderNo ?? null, chinaDateTime(ctx.clock()));
    return null;
  });
}, mountHotlineHooks);
