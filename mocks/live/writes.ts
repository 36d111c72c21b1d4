/**
 * Writes that come from outside the console (a merchant's new order, a customer's reply, a platform message): the
 * development page (/api/__dev__/live) and the order generator make them, each with its live event in the same
 * transaction. New orders are written with the seed's order writer, so they look like the seeded ones.
 */
import { BizError } from "../errors";
import { SEED_PROVIDERS } from "../accounts/seed/accounts";
import { PLATFORM_CHANNELS } from "../messages/seed/messages";
import { insertOrderExtras } from "../orders/seed/orderExtras";
import { DONGGUAN, SHENZHEN, ZHONGSHAN, type SeedCity } from "../orders/seed/orderVocabulary";
import { orderStatements, writeOrder } from "../orders/seed/orderWrite";
import type { OrderPlan } from "../orders/seed/orderPlan";
import { createRng, type Rng } from "../db/seed/rng";
import type { Db } from "../db/types";
import { chinaDateTime } from "../time";
import { emitLiveEvent } from "./events";

/** 待派单: paid, waiting for the provider to dispatch it (src/domain/orders/status.ts). */
export const AWAITING_DISPATCH = 3;

const CITY_OF: Record<string, SeedCity> = {
  [SEED_PROVIDERS.demo.id]: SHENZHEN,
  [SEED_PROVIDERS.newcomer.id]: DONGGUAN,
  [SEED_PROVIDERS.guarded.id]: ZHONGSHAN,
};

/** Order numbers of live orders: SO + date + 7 digits from 5000000 (the seed uses lower serials and 9000000+). */
const LIVE_SERIAL_BASE = 5_000_000;

function newOrderPlan(rng: Rng): OrderPlan {
  const roll = rng.next();
  return {
    status: AWAITING_DISPATCH,
    source: 1,
    scope: rng.chance(0.3) ? 2 : 1,
    serviceTypes: roll < 0.1 ? [3] : roll < 0.3 ? [2] : roll < 0.4 ? [1, 1] : [1],
    urgent: rng.chance(0.1),
    stopped: false,
    supplement: false,
    complaint: false,
    tradeIn: rng.chance(0.05),
    nextDayInstall: rng.chance(0.1),
    goodReview: false,
    deliveryMode: 0,
    logisticsStatus: null,
    hangUp: false,
    appointmentFailed: false,
    startPriceDiff: false,
    expressInstall: rng.chance(0.2) ? rng.pick([24, 48, 72] as const) : null,
  };
}

export interface LiveOrder {
  orderId: number;
  orderNo: string;
}

function requireProvider(db: Db, providerId: string): void {
  if (!db.prepare("SELECT 1 FROM providers WHERE id = ?").get(providerId)) {
    throw new BizError(404, `服务商不存在：${providerId}`);
  }
}

/** A new 待派单 order of `providerId` created `now`, with its "orders created" event. */
export function createLiveOrder(db: Db, providerId: string, now: number): LiveOrder {
  requireProvider(db, providerId);
  return db.transaction((): LiveOrder => {
    const next = Number(db.prepare("SELECT coalesce(max(order_id), 0) + 1 FROM orders").pluck().get());
    const serial = LIVE_SERIAL_BASE + (next % 4_000_000);
    const rng = createRng(`live-order/${providerId}/${now}/${next}`);
    const merchants = db
      .prepare("SELECT merchant_id FROM merchants ORDER BY merchant_id LIMIT 50")
      .pluck()
      .all()
      .map(String);
    if (merchants.length === 0) throw new BizError(409, "没有商家，无法创建订单");
    const ctx = { db, rng, scale: 1, anchor: now, count: (base: number) => base, log: () => {} };
    const seeded = writeOrder(ctx, newOrderPlan(rng), {
      serial,
      created: now,
      plan: { providerId, city: CITY_OF[providerId] ?? SHENZHEN, count: 1, showcase: [] },
      merchants,
      workers: [],
      ...orderStatements(db),
    });
    insertOrderExtras(db).add(seeded, rng);
    const orderNo = String(
      db.prepare("SELECT order_no FROM orders WHERE order_id = ?").pluck().get(seeded.orderId),
    );
    emitLiveEvent(
      db,
      {
        providerId,
        channel: "orders",
        type: "created",
        payload: { orderNo, orderStatus: AWAITING_DISPATCH },
        // A new order enters 待派单 (from no status): the lists know which tab it lands in.
        ids: [orderNo],
        change: { status: { from: null, to: AWAITING_DISPATCH }, facts: { orderSource: 1 } },
      },
      now,
    );
    return { orderId: seeded.orderId, orderNo };
  })();
}

const CUSTOMER_REPLIES = [
  "师傅还没联系我，请尽快安排。",
  "已经约好时间了，麻烦准时上门。",
  "问题还没解决，请再跟进一下。",
  "费用和之前说的不一样，请核实。",
];

/** A customer's reply on the provider's least recently updated open work order, with its event. */
export function addCustomerReply(db: Db, providerId: string, now: number): { workOrderNo: string } {
  requireProvider(db, providerId);
  return db.transaction(() => {
    const row = db
      .prepare(
        `SELECT id, work_order_no AS workOrderNo, creator_name AS creator FROM work_orders
         WHERE provider_id = ? AND result_status NOT IN (8, 9) ORDER BY updated_at, id LIMIT 1`,
      )
      .get(providerId) as { id: number; workOrderNo: string; creator: string } | undefined;
    if (!row) throw new BizError(409, "该服务商没有未完结的工单");
    const at = chinaDateTime(now);
    const text = CUSTOMER_REPLIES[now % CUSTOMER_REPLIES.length];
    db.prepare(
      `INSERT INTO work_order_messages (work_order_id, sender_role, sender_name, content, attachments, created_at)
       VALUES (?, '发起人', ?, ?, '[]', ?)`,
    ).run(row.id, row.creator, `客户反馈：${text}`, at);
    // 发起人已追加 (reply status 5): the work order is back on the provider's to-do list.
    db.prepare("UPDATE work_orders SET response_status = 5, updated_at = ? WHERE id = ?").run(at, row.id);
    emitLiveEvent(
      db,
      {
        providerId,
        channel: "workOrders",
        type: "replied",
        payload: { workOrderId: String(row.id), workOrderNo: row.workOrderNo },
        ids: [String(row.id)],
        change: { fields: ["responseStatus"] },
      },
      now,
    );
    return { workOrderNo: row.workOrderNo };
  })();
}

/** A platform announcement (系统通知 / 平台公告) to the provider's accounts, with its event. */
export function sendPlatformMessage(db: Db, providerId: string, now: number): { title: string } {
  requireProvider(db, providerId);
  return db.transaction(() => {
    const title = "平台公告";
    const content = `【平台公告】${chinaDateTime(now).slice(0, 16)} 起，平台服务规则更新，请及时查看。`;
    db.prepare(
      `INSERT INTO messages (platform, channel, uid, msg_group, msg_type, title, content, is_read, created_at)
       VALUES ('provider', ?, ?, 'SYSTEM', 'SYSTEM_NOTICE', ?, ?, 0, ?)`,
    ).run(PLATFORM_CHANNELS.provider, providerId, title, content, chinaDateTime(now));
    emitLiveEvent(db, { providerId, channel: "messages", type: "created", payload: { title } }, now);
    return { title };
  })();
}
