import { ORDER_SOURCE_CODE } from "../../../src/domain/orders";
import { OTHER_ORDER_SOURCES } from "../../../src/domain/orders/sources";
import { SEED_PROVIDERS } from "../../accounts/seed/accounts";
import { compactTracks, insertOrderExtras, seedMerchantLabels, seedTime } from "./orderExtras";
import type { Forced, OrderPlan } from "./orderPlan";
import { near, orderStatements, writeOrder, type ProviderPlan, type WorkerRef } from "./orderWrite";
import { DONGGUAN, SHENZHEN, ZHONGSHAN } from "./orderVocabulary";
import type { Rng } from "../../db/seed/rng";
import type { SeedModule } from "../../db/seed/types";

/**
 * Orders of the seed providers (issue 7). The demo provider's first orders are a fixed showcase (SHOWCASE below:
 * one per status and source, a combo with a 起步价差价, a measure order, one order per mark); the rest are drawn
 * with weights. SEED_SCALE raises the demo provider's count (ctx.count); the other providers keep a few dozen.
 * Every assigned worker is a 正常 worker of the order's provider.
 */

export const DEMO_ORDER_BASE = 360;

const DAY = 86_400_000;

const CLEAN: Omit<OrderPlan, "status"> = {
  source: 1,
  scope: 1,
  serviceTypes: [1],
  urgent: false,
  stopped: false,
  supplement: false,
  complaint: false,
  tradeIn: false,
  nextDayInstall: false,
  goodReview: false,
  deliveryMode: 0,
  logisticsStatus: null,
  hangUp: false,
  appointmentFailed: false,
  startPriceDiff: false,
  expressInstall: null,
};

/** The demo provider's first orders, newest first; mocks/README.md lists their numbers. */
export const SHOWCASE: readonly Forced[] = [
  { status: 7, serviceTypes: [1, 1, 1], startPriceDiff: true },
  { status: 8, source: 2, serviceTypes: [1, 1], logisticsStatus: 5, expressInstall: 24 },
  { status: 10, serviceTypes: [3] },
  { status: 10, serviceTypes: [2] },
  ...[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13].map((status) => ({ status })),
  ...[3, 4, 7, 8, 9, 10, 11, 12, 13].map((status): Forced => ({ status, source: 2, logisticsStatus: 5 })),
  { status: 8, scope: 2 },
  { status: 8, urgent: true },
  { status: 7, stopped: true },
  { status: 9, supplement: true },
  { status: 8, hangUp: true },
  { status: 11, complaint: true },
  { status: 7, source: 2, appointmentFailed: true, logisticsStatus: 5 },
  { status: 7, tradeIn: true },
  { status: 8, nextDayInstall: true },
  { status: 7, deliveryMode: 1, logisticsStatus: 3 },
  { status: 8, deliveryMode: 2, logisticsStatus: 5 },
  { status: 9, deliveryMode: 3, logisticsStatus: 5 },
  { status: 8, deliveryMode: 4, logisticsStatus: 5 },
  ...[1, 2, 3, 4, 6, 7, 8].map((logisticsStatus): Forced => ({ status: 7, source: 2, logisticsStatus })),
  { status: 11, goodReview: true },
  { status: 9, serviceTypes: [1, 2], goodsChecked: false },
  { status: 9, source: 2, hangUp: true, logisticsStatus: 5 },
];

const STATUS_WEIGHTS: readonly (readonly [number, number])[] = [
  [1, 3],
  [2, 1],
  [3, 6],
  [4, 4],
  [5, 2],
  [6, 2],
  [7, 12],
  [8, 12],
  [9, 8],
  [10, 10],
  [11, 20],
  [12, 8],
  [13, 6],
];
const STATUS_TOTAL = STATUS_WEIGHTS.reduce((sum, [, w]) => sum + w, 0);

function drawStatus(rng: Rng): number {
  let roll = rng.next() * STATUS_TOTAL;
  for (const [status, weight] of STATUS_WEIGHTS) {
    roll -= weight;
    if (roll < 0) return status;
  }
  return 11;
}

/**
 * A share of the drawn own orders come from the other channels (issue 43): served as own orders (only 天猫 has calls of
 * its own). Drawn from a stream of their own, so every other draw of the seed stays; 天猫 orders never change.
 */
function fromOtherChannel(order: OrderPlan, share: number, channels: Rng): OrderPlan {
  if (share <= 0 || order.source !== ORDER_SOURCE_CODE.own || !channels.chance(share)) return order;
  return { ...order, source: channels.pick(OTHER_ORDER_SOURCES) };
}

function drawPlan(rng: Rng): OrderPlan {
  const source: 1 | 2 = rng.chance(0.25) ? 2 : 1;
  let status = drawStatus(rng);
  // Quotes and hiring are own-platform steps; 天猫 orders arrive paid.
  if (source === 2 && status <= 6) status = rng.pick([3, 4, 7]);
  const roll = rng.next();
  const serviceTypes =
    roll < 0.1
      ? [3]
      : roll < 0.3
        ? [2]
        : roll < 0.48
          ? Array.from({ length: rng.int(2, 3) }, () => (rng.chance(0.85) ? 1 : 2))
          : [1];
  const inService = status >= 7 && status <= 9;
  const deliveryMode = source === 1 && rng.chance(0.2) ? rng.int(1, 3) : 0;
  const hasLogistics = source === 2 || deliveryMode > 0;
  return {
    status,
    source,
    scope: rng.chance(0.3) ? 2 : 1,
    serviceTypes,
    urgent: rng.chance(0.06),
    stopped: rng.chance(0.03),
    supplement: rng.chance(0.05),
    complaint: rng.chance(0.05),
    tradeIn: rng.chance(0.06),
    nextDayInstall: rng.chance(0.06),
    goodReview: (status === 11 || status === 13) && rng.chance(0.3),
    deliveryMode,
    logisticsStatus: hasLogistics ? logisticsFor(status, rng) : null,
    hangUp: inService && rng.chance(0.08),
    appointmentFailed: status === 7 && rng.chance(source === 2 ? 0.3 : 0.1),
    startPriceDiff: rng.chance(0.15),
    expressInstall: rng.chance(source === 2 ? 0.5 : 0.2) ? rng.pick([24, 48, 72] as const) : null,
  };
}

/** Goods travel before the visit: early statuses are still on the way, later ones were signed for. */
function logisticsFor(status: number, rng: Rng): number {
  if (status === 12) return rng.pick([6, 8, 5]);
  if (status <= 7) return rng.pick([1, 2, 3, 4, 5, 7, 8]);
  return rng.chance(0.9) ? 5 : 7;
}

export const ordersSeed: SeedModule = {
  name: "orders",
  run(ctx) {
    const { db, rng, anchor } = ctx;
    const merchants = db
      .prepare("SELECT merchant_id FROM merchants ORDER BY merchant_id")
      .pluck()
      .all() as string[];
    const plans: ProviderPlan[] = [
      {
        providerId: SEED_PROVIDERS.demo.id,
        city: SHENZHEN,
        count: ctx.count(DEMO_ORDER_BASE),
        showcase: SHOWCASE,
        otherChannelShare: 0.1,
      },
      { providerId: SEED_PROVIDERS.newcomer.id, city: DONGGUAN, count: 40, showcase: [] },
      { providerId: SEED_PROVIDERS.guarded.id, city: ZHONGSHAN, count: 30, showcase: [] },
    ];
    const { insertOrder, insertGoods } = orderStatements(db);
    const insertLocation = db.prepare(
      "INSERT INTO worker_locations (worker_id, lng, lat, updated) VALUES (?, ?, ?, ?)",
    );
    // The orders' indexes are built once at the end: much cheaper than 100k random index inserts.
    const indexes = db
      .prepare(
        "SELECT name, sql FROM sqlite_master WHERE type = 'index' AND tbl_name = 'orders' AND sql IS NOT NULL",
      )
      .all() as { name: string; sql: string }[];
    for (const index of indexes) db.exec(`DROP INDEX "${index.name}"`);
    const extras = insertOrderExtras(db);
    seedMerchantLabels(db, rng.fork("merchantLabels"));
    const channels = rng.fork("orderChannels");
    let serial = 0;
    for (const plan of plans) {
      const workers = db
        .prepare(
          "SELECT worker_id AS workerId FROM workers WHERE provider_id = ? AND status = 3 ORDER BY worker_id",
        )
        .all(plan.providerId) as WorkerRef[];
      const allWorkers = db
        .prepare("SELECT worker_id FROM workers WHERE provider_id = ? ORDER BY worker_id")
        .pluck()
        .all(plan.providerId) as string[];
      for (const workerId of allWorkers) {
        const [lng, lat] = near(plan.city, rng, 0.12);
        insertLocation.run(workerId, lng, lat, seedTime(anchor - rng.int(0, 240) * 60_000));
      }
      // Written oldest first, so the (provider, created) indexes and the order numbers grow at their end.
      const drafts = Array.from({ length: plan.count }, (_, i) => {
        const forced = plan.showcase[i];
        const order = forced
          ? { ...CLEAN, ...forced }
          : fromOtherChannel(drawPlan(rng), plan.otherChannelShare ?? 0, channels);
        const created = forced ? anchor - (i + 1) * 37 * 60_000 : createdFor(order.status, anchor, rng);
        return { order, created, showcase: forced ? i + 1 : 0, bulk: i >= DEMO_ORDER_BASE };
      }).sort((a, b) => a.created - b.created);
      for (const draft of drafts) {
        serial += 1;
        const seeded = writeOrder(ctx, draft.order, {
          serial: draft.showcase ? 9_000_000 + draft.showcase : serial,
          created: draft.created,
          plan,
          merchants,
          workers,
          insertOrder,
          insertGoods,
        });
        extras.add(seeded, rng, draft.bulk);
      }
    }
    compactTracks(db);
    for (const index of indexes) db.exec(index.sql);
    // Statistics for the query planner: without them it may walk the newest-first index past 100k rows when a
    // selective index (order number, merchant) would answer at once. A sampled ANALYZE keeps this fast.
    db.exec("PRAGMA analysis_limit = 1000; ANALYZE orders;");
  },
};

function createdFor(status: number, anchor: number, rng: Rng): number {
  // Open orders are recent; finished ones spread over the past year (but leave room for their visit).
  const days = status <= 8 ? rng.int(0, 20) : rng.int(4, 365);
  return anchor - days * DAY - rng.int(0, 86_399) * 1000;
}
