/**
 * Test-only write endpoints for the write → event framework (mocks/live/writeEvents.ts): each declares its write
 * effect itself, so the framework's tests do not depend on how the contract classifies its endpoints. Their
 * handlers write to the `meta` table (key `live-test:<name>`), which a test reads back to see what was applied.
 */
import { service } from "../../src/api/endpoint";
import type { Db } from "../db/types";
import { BizError, failure } from "../errors";
import { routeModules } from "../routes";
import { defineRoutes, type HandlerContext } from "../router";
import { createTestStandIn, type TestStandIn } from "../testing";
import { emitLiveEvent } from "./events";

const t = service("/test-app", { open: "user", chosenPath: true }).under("/V1/live-test");

export interface AppointBody {
  orderNo: string;
  date?: string;
  /** Fails with a BizError after writing (the write must leave nothing behind). */
  fail?: boolean;
}

export const testWrites = {
  appoint: t.post<AppointBody, { times: number }>("/appoint", "订单预约", {
    effect: { channel: "orders", type: "appointment", key: "orderNo", label: "预约" },
  }),
  readMessages: t.post<{ ids: (string | number)[] }, null>("/read", "标记已读", {
    effect: { channel: "messages", type: "read", key: "ids" },
  }),
  reply: t.post<{ workOrderId: string; content: string }, null>("/reply", "回复工单", {
    effect: { channel: "workOrders", type: "replied", key: "workOrderId" },
  }),
  /** Names its records and change through ctx.live, twice. */
  settle: t.post<{ billNo: string }, null>("/settle", "结算账单", {
    effect: { channel: "bills", type: "settled", key: "billNo" },
  }),
  /** Still emits its own event, as an unconverted handler would. */
  rogue: t.post<{ orderNo: string }, null>("/rogue", "自己发事件", {
    effect: { channel: "orders", type: "updated", key: "orderNo" },
  }),
  /** Writes, then refuses with a Response (as staffRules.requireMain does). */
  refuse: t.post<{ orderNo: string }, null>("/refuse", "拒绝", {
    effect: { channel: "orders", type: "updated", key: "orderNo" },
  }),
  later: t.post<{ orderNo: string }, null>("/later", "异步写", {
    effect: { channel: "orders", type: "updated", key: "orderNo" },
  }),
};

const META = "live-test:";

export function metaValue(db: Db, name: string): string | undefined {
  return db
    .prepare("SELECT value FROM meta WHERE key = ?")
    .pluck()
    .get(META + name) as string | undefined;
}

function bump(ctx: HandlerContext, name: string): number {
  const times = Number(metaValue(ctx.db, name) ?? 0) + 1;
  ctx.db.prepare("INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)").run(META + name, String(times));
  return times;
}

export const testWriteRoutes = defineRoutes((r) => {
  r.serve(testWrites.appoint, (ctx) => {
    const times = bump(ctx, `appoint:${String(ctx.payload.orderNo)}`);
    if (ctx.payload.fail === true) throw new BizError(200333499, "预约失败");
    ctx.live({ change: { status: { from: 4, to: 5 }, fields: ["date"] } });
    return { times };
  });
  r.serve(testWrites.readMessages, (ctx) => {
    bump(ctx, "read");
    return null;
  });
  r.serve(testWrites.reply, (ctx) => {
    bump(ctx, "reply");
    return null;
  });
  r.serve(testWrites.settle, (ctx) => {
    bump(ctx, "settle");
    ctx.live({ ids: ["B-extra"], payload: { first: true }, change: { fields: ["a"] } });
    ctx.live({
      ids: ["B-extra", "B-more"],
      payload: { billNo: ctx.payload.billNo },
      change: { fields: ["b"] },
    });
    return null;
  });
  r.serve(testWrites.rogue, (ctx) => {
    bump(ctx, "rogue");
    emitLiveEvent(ctx.db, { providerId: ctx.requireUser().providerId, channel: "orders", type: "updated" });
    return null;
  });
  r.serve(testWrites.refuse, (ctx) => {
    bump(ctx, "refuse");
    return ctx.c.json(failure(403, "仅主账号可操作"), 403);
  });
  r.serve(testWrites.later, async (ctx) => {
    await Promise.resolve();
    bump(ctx, "later");
    return null;
  });
});

/** A test stand-in serving the real routes plus the test writes, with a fast push channel. */
export function writeTestStandIn(): TestStandIn {
  return createTestStandIn({
    modules: [...routeModules, testWriteRoutes],
    live: { pollMs: 10, heartbeatMs: 40 },
  });
}
