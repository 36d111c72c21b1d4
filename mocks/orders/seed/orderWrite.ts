import type { Statement } from "better-sqlite3";
import { VISIT_TIME_SLOTS } from "../../../src/domain/orders";
import { orderSourceLabel } from "../../../src/domain/orders/sources";
import type { Db } from "../../db/types";
import { seedTime, type FeeLine, type SeededOrder } from "./orderExtras";
import type { Forced, OrderPlan } from "./orderPlan";
import {
  CANCEL_REASONS,
  ESTATES,
  FAULTS,
  HANG_UP_REASONS,
  INSTALL_GOODS,
  MEASURE_GOODS,
  REPAIR_GOODS,
  type GoodsTemplate,
  type SeedCity,
} from "./orderVocabulary";
import type { Rng } from "../../db/seed/rng";
import type { SeedContext } from "../../db/seed/types";
import { SURNAMES } from "../../db/seed/vocabulary";

/** Writing one seeded order: its row, goods lines and money, consistent with its status (see orders.ts). */

const DAY = 86_400_000;
const HOUR = 3_600_000;

export interface WorkerRef {
  workerId: string;
}

export interface ProviderPlan {
  providerId: string;
  city: SeedCity;
  count: number;
  showcase: readonly Forced[];
  /** Share of the drawn own orders from another channel (ORDER_SOURCE 3-28), none without it. */
  otherChannelShare?: number;
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

export function near(city: SeedCity, rng: Rng, spread: number): [number, number] {
  const lng = city.lng + (rng.next() * 2 - 1) * spread;
  const lat = city.lat + (rng.next() * 2 - 1) * spread * 0.8;
  return [Math.round(lng * 1e6) / 1e6, Math.round(lat * 1e6) / 1e6];
}

export interface WriteDeps {
  serial: number;
  created: number;
  plan: ProviderPlan;
  merchants: readonly string[];
  workers: readonly WorkerRef[];
  insertOrder: Statement<unknown[]>;
  insertGoods: Statement<unknown[]>;
}

export function writeOrder(ctx: SeedContext, order: OrderPlan, deps: WriteDeps): SeededOrder {
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
  // 待接单: given to the worker, not taken yet (未下单); 待预约: taken (src/domain/orders/flow.ts).
  const placeStatus = !workerId || status === 4 ? 0 : status === 12 ? 3 : status === 7 ? 1 : 2;
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
    order.goodsChecked ??
    ((status >= 10 && status !== 12 && rng.chance(0.6)) || (status === 9 && rng.chance(0.2)));

  if (!tmall) rng.next(); // Kept from the own orders' old source names: the rest of the seed stays as it was.
  const result = deps.insertOrder.run(
    orderNo,
    plan.providerId,
    status,
    order.source,
    orderSourceLabel(order.source),
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
    // The four review flows in turn, by the order's creation minute (no random draw: the seed's stream stays).
    const review = 1 + (Math.floor(created / 60_000) % 4);
    lines.push({ feeType: 18, amount, worker: amount, payStatus: 1, review, at: created + 2 * DAY });
  }
  return lines;
}

function smfStatus(status: number): string {
  if (status === 12) return "已取消";
  if (status >= 10) return "已完成";
  if (status >= 8) return "服务中";
  return "待预约";
}

/** The prepared inserts of an order and its goods lines. */
export function orderStatements(db: Db): {
  insertOrder: Statement<unknown[]>;
  insertGoods: Statement<unknown[]>;
} {
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
  return { insertOrder, insertGoods };
}
