import type { Statement } from "better-sqlite3";
import { VISIT_TIME_SLOTS } from "../../../src/domain/orders";
import { SEED_PROVIDERS } from "./accounts";
import {
  insertOrderExtras,
  seedMerchantLabels,
  seedTime,
  type FeeLine,
  type SeededOrder,
} from "./orderExtras";
import {
  CANCEL_REASONS,
  DONGGUAN,
  HANG_UP_REASONS,
  ESTATES,
  FAULTS,
  INSTALL_GOODS,
  MEASURE_GOODS,
  OWN_SOURCE_NAMES,
  REPAIR_GOODS,
  SHENZHEN,
  ZHONGSHAN,
  type GoodsTemplate,
  type SeedCity,
} from "./orderVocabulary";
import type { Rng } from "./rng";
import type { SeedContext, SeedModule } from "./types";
import { SURNAMES } from "./vocabulary";

/**
 * Orders of the seed providers (issue 7). The demo provider's first orders are a fixed showcase (SHOWCASE below:
 * one per status and source, a combo with a 起步价差价, a measure order, one order per mark); the rest are drawn
 * with weights. SEED_SCALE raises the demo provider's count (ctx.count); the other providers keep a few dozen.
 * Every assigned worker is a 正常 worker of the order's provider.
 */

export const DEMO_ORDER_BASE = 360;

const DAY = 86_400_000;
const HOUR = 3_600_000;

/** What an order is made of before its rows are written. */
export interface OrderPlan {
  status: number;
  source: 1 | 2;
  scope: 1 | 2;
  /** One service type per goods line; several lines make a combo. */
  serviceTypes: number[];
  urgent: boolean;
  stopped: boolean;
  supplement: boolean;
  complaint: boolean;
  tradeIn: boolean;
  nextDayInstall: boolean;
  goodReview: boolean;
  deliveryMode: number;
  logisticsStatus: number | null;
  hangUp: boolean;
  appointmentFailed: boolean;
  /** The worker's start price is above the worker total (the 起步价差价 row). */
  startPriceDiff: boolean;
  expressInstall: 24 | 48 | 72 | null;
  /** Forces no worker on a 待接单 order. */
  noWorker?: boolean;
}

type Forced = Partial<OrderPlan> & { status: number };

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
  { status: 9, serviceTypes: [1, 2] },
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

interface WorkerRef {
  workerId: string;
}

interface ProviderPlan {
  providerId: string;
  city: SeedCity;
  count: number;
  showcase: readonly Forced[];
}

const templatesOf: Record<number, readonly GoodsTemplate[]> = {
  1: INSTALL_GOODS,
  2: REPAIR_GOODS,
  3: MEASURE_GOODS,
};

const GIVEN = ["先生", "女士", "伟", "芳", "娜", "敏", "静", "磊", "洋", "勇", "艳", "杰", "娟", "涛", "明"];

function customerName(rng: Rng): string {
  return rng.pick(SURNAMES) + rng.pick(GIVEN);
}

function mobile(rng: Rng): string {
  return rng.pick(["13", "15", "17", "18", "19"]) + String(rng.int(0, 9)) + rng.digits(8);
}

/** A whole or half yuan amount in cents. */
function yuanCents(rng: Rng, min: number, max: number): number {
  return rng.int(min * 2, max * 2) * 50;
}

/** The time at the start of a slot on the day of `ms` (China time), as epoch ms. */
function slotStart(ms: number, slot: string): number {
  const chinaMidnight = Math.floor((ms + 8 * HOUR) / DAY) * DAY - 8 * HOUR;
  return chinaMidnight + Number(slot.slice(0, 2)) * HOUR;
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
      },
      { providerId: SEED_PROVIDERS.newcomer.id, city: DONGGUAN, count: 40, showcase: [] },
      { providerId: SEED_PROVIDERS.guarded.id, city: ZHONGSHAN, count: 30, showcase: [] },
    ];
    const insertOrder = db.prepare(
      `INSERT INTO orders (order_no, provider_id, order_status, order_source, order_source_name, scope_type,
         server_type_mask, is_combo, merchant_id, customer_name, customer_mobile, province_name, city_name, area_name,
         town_name, detail_address, lng, lat, worker_id, delivery_worker_id, place_status, distribute_time,
         total_cents, worker_total_cents, worker_start_price_cents, paid_cents, settle_status, audit_status,
         express_install, urgent, stopped, supplement, complaint, trade_in, next_day_install, good_review,
         delivery_mode, logistics_status, hang_up, hang_up_reason, hang_up_time, expect_resume_time,
         appointment_failed, appointment_count, next_appointment_time, time_slot, visit_time, finish_time,
         goods_checked, verify_code, cancel_reason, biz_no, smf_no, smf_status, created)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?,
         ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    const insertGoods = db.prepare(
      `INSERT INTO order_goods (order_id, server_type, item_name, image, goods_name, sku_code, sku_name, big_fault,
         small_fault, measure_name, amount_cents, worker_amount_cents, goods_num)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
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
        const order = forced ? { ...CLEAN, ...forced } : drawPlan(rng);
        const created = forced ? anchor - (i + 1) * 37 * 60_000 : createdFor(order.status, anchor, rng);
        return { order, created, showcase: forced ? i + 1 : 0 };
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
        extras.add(seeded, rng);
      }
    }
    for (const index of indexes) db.exec(index.sql);
  },
};

function createdFor(status: number, anchor: number, rng: Rng): number {
  // Open orders are recent; finished ones spread over the past year (but leave room for their visit).
  const days = status <= 8 ? rng.int(0, 20) : rng.int(4, 365);
  return anchor - days * DAY - rng.int(0, 86_399) * 1000;
}

function near(city: SeedCity, rng: Rng, spread: number): [number, number] {
  const lng = city.lng + (rng.next() * 2 - 1) * spread;
  const lat = city.lat + (rng.next() * 2 - 1) * spread * 0.8;
  return [Math.round(lng * 1e6) / 1e6, Math.round(lat * 1e6) / 1e6];
}

interface WriteDeps {
  serial: number;
  created: number;
  plan: ProviderPlan;
  merchants: readonly string[];
  workers: readonly WorkerRef[];
  insertOrder: Statement<unknown[]>;
  insertGoods: Statement<unknown[]>;
}

function writeOrder(ctx: SeedContext, order: OrderPlan, deps: WriteDeps): SeededOrder {
  const { rng, anchor } = ctx;
  const { created, plan } = deps;
  const status = order.status;
  const orderNo = `SO${seedTime(created).slice(0, 10).replace(/-/g, "")}${String(deps.serial).padStart(7, "0")}`;
  const district = rng.pick(plan.city.districts);
  const [lng, lat] = near(plan.city, rng, 0.15);

  const hasWorker =
    deps.workers.length > 0 &&
    (status >= 7 || (status === 4 && !order.noWorker && rng.chance(0.5)) || status === 12);
  const workerId = hasWorker ? rng.pick(deps.workers).workerId : null;
  const deliveryWorkerId =
    order.deliveryMode === 4 && deps.workers.length > 1
      ? deps.workers.find((w) => w.workerId !== workerId)!.workerId
      : null;
  const placeStatus = !workerId ? 0 : status === 12 ? 3 : status === 4 || status === 7 ? 1 : 2;
  const distributed = workerId ? created + rng.int(1, 6) * HOUR : null;

  const slot = rng.pick(VISIT_TIME_SLOTS);
  let appointment: number | null = null;
  if (status === 8) appointment = slotStart(anchor + rng.int(0, 4) * DAY, slot);
  else if (status >= 9 && status !== 12) appointment = slotStart(created + rng.int(1, 3) * DAY, slot);
  const visit =
    appointment !== null && status >= 9 && status !== 12 ? appointment + rng.int(0, 90) * 60_000 : null;
  const finished = visit !== null && status >= 10 ? visit + rng.int(1, 3) * HOUR : null;

  // Goods lines and money.
  const goodsIds: number[] = [];
  let goodsCents = 0;
  let goodsWorkerCents = 0;
  const goodsLines = order.serviceTypes.map((serverType) => {
    const template = rng.pick(templatesOf[serverType]);
    const num = serverType === 1 && rng.chance(0.2) ? 2 : 1;
    const unit = yuanCents(rng, template.minYuan, template.maxYuan);
    const amount = unit * num;
    const worker = Math.round((amount * 0.7) / 50) * 50;
    goodsCents += amount;
    goodsWorkerCents += worker;
    const fault = serverType === 2 ? rng.pick(FAULTS) : null;
    return { serverType, template, num, amount, worker, fault };
  });
  const fees = feeLines(rng, order, goodsCents, goodsWorkerCents, created);
  const total = fees.reduce((sum, fee) => sum + fee.amount, 0);
  const workerTotal = fees.reduce((sum, fee) => sum + fee.worker, 0);
  const startPrice = order.startPriceDiff ? workerTotal + yuanCents(rng, 10, 60) : 0;
  const paid = status >= 3 && !(status === 12 && rng.chance(0.5)) ? total : 0;
  const settle =
    status === 10 ? 1 : status === 11 ? rng.pick([1, 2, 3, 3]) : status === 13 ? rng.pick([2, 3]) : null;
  const hangUpAt = order.hangUp ? created + rng.int(6, 30) * HOUR : null;
  const mask = order.serviceTypes.reduce((m, t) => m | (1 << t), 0);
  const tmall = order.source === 2;
  const customer = customerName(rng);
  const customerMobile = mobile(rng);
  const goodsChecked =
    (status >= 10 && status !== 12 && rng.chance(0.6)) || (status === 9 && rng.chance(0.2));

  const result = deps.insertOrder.run(
    orderNo,
    plan.providerId,
    status,
    order.source,
    tmall ? "天猫" : rng.pick(OWN_SOURCE_NAMES),
    order.scope,
    mask,
    order.serviceTypes.length > 1 ? 1 : 2,
    rng.pick(deps.merchants),
    customer,
    customerMobile,
    plan.city.provinceName,
    plan.city.cityName,
    district.name,
    rng.pick(district.streets),
    `${rng.pick(ESTATES)}${rng.int(1, 30)}栋${rng.int(1, 32)}${String(rng.int(1, 8)).padStart(2, "0")}`,
    lng,
    lat,
    workerId,
    deliveryWorkerId,
    placeStatus,
    distributed === null ? null : seedTime(distributed),
    total,
    workerTotal,
    startPrice,
    paid,
    settle,
    rng.pick([1, 1, 1, 3]),
    order.expressInstall,
    +order.urgent,
    +order.stopped,
    +order.supplement,
    +order.complaint,
    +order.tradeIn,
    +order.nextDayInstall,
    +order.goodReview,
    order.deliveryMode,
    order.logisticsStatus,
    +order.hangUp,
    order.hangUp ? rng.pick(HANG_UP_REASONS) : null,
    hangUpAt === null ? null : seedTime(hangUpAt),
    hangUpAt === null ? null : seedTime(anchor + rng.int(2, 10) * DAY),
    +order.appointmentFailed,
    appointment !== null ? rng.int(1, 2) : order.appointmentFailed ? 1 : 0,
    appointment === null ? null : seedTime(appointment),
    appointment === null ? null : slot,
    visit === null ? null : seedTime(visit),
    finished === null ? null : seedTime(finished),
    +goodsChecked,
    rng.digits(6),
    status === 12 ? rng.pick(CANCEL_REASONS) : null,
    tmall ? `TB${rng.digits(18)}` : null,
    tmall ? `SMF${rng.digits(12)}` : null,
    tmall ? smfStatus(status) : null,
    seedTime(created),
  );
  const orderId = Number(result.lastInsertRowid);
  for (const line of goodsLines) {
    const info = deps.insertGoods.run(
      orderId,
      line.serverType,
      line.template.itemName,
      rng.pick(["r/samples/site-photo-1.png", "r/samples/site-photo-2.png"]),
      line.template.goodsName,
      `SKU${rng.digits(8)}`,
      line.template.skuName,
      line.fault ? line.fault[0] : null,
      line.fault ? rng.pick(line.fault[1]) : null,
      line.template.measureName,
      line.amount,
      line.worker,
      line.num,
    );
    goodsIds.push(Number(info.lastInsertRowid));
  }
  return {
    orderId,
    status,
    plan: order,
    providerId: plan.providerId,
    workerId,
    deliveryWorkerId,
    workers: deps.workers.map((w) => w.workerId),
    customerName: customer,
    customerMobile,
    goodsChecked,
    total,
    created,
    distributed,
    appointment,
    visit,
    finished,
    hangUpAt,
    fees,
    anchor,
  };
}

function feeLines(rng: Rng, order: OrderPlan, goods: number, worker: number, created: number): FeeLine[] {
  const paidStatus = order.status >= 3 ? 3 : order.status === 2 ? 2 : 1;
  const lines: FeeLine[] = [{ feeType: 1, amount: goods, worker, payStatus: paidStatus, at: created }];
  if (rng.chance(0.1))
    lines.push({
      feeType: 2,
      amount: yuanCents(rng, 20, 50),
      worker: 2000,
      payStatus: paidStatus,
      at: created,
    });
  if (order.serviceTypes.includes(1) && rng.chance(0.05))
    lines.push({ feeType: 3, amount: 5000, worker: 4000, payStatus: paidStatus, at: created });
  if (rng.chance(0.12))
    lines.push({ feeType: 14, amount: 3000, worker: 3000, payStatus: paidStatus, at: created });
  if (rng.chance(0.1))
    lines.push({ feeType: 13, amount: yuanCents(rng, 5, 30), worker: 0, payStatus: paidStatus, at: created });
  if (order.status >= 8 && order.status !== 12 && rng.chance(0.05)) {
    const amount = yuanCents(rng, 30, 200);
    lines.push({ feeType: 18, amount, worker: amount, payStatus: 1, at: created + 2 * DAY });
  }
  return lines;
}

function smfStatus(status: number): string {
  if (status === 12) return "已取消";
  if (status >= 10) return "已完成";
  if (status >= 8) return "服务中";
  return "待预约";
}
