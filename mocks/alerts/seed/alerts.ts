import {
  ALERT_TYPE_CODES,
  ALERT_TYPES,
  WAIT_ALERT_STATUS,
  alertHandleStatusOf,
  alertStateOf,
  dueAlertTypeOf,
} from "../../../src/domain/alerts";
import { lateAt } from "../../../src/domain/orders/lateness";
import { SERVICE_ORDER_DONE, SERVICE_ORDER_STATUS_CODES } from "../../../src/domain/presaleStatus";
import { labelOf } from "../../../src/domain/enumeration";
import { chinaDateTime } from "../../time";
import { SEED_PROVIDERS } from "../../accounts/seed/accounts";
import type { SeedContext, SeedModule } from "../../db/seed/types";
import { SURNAMES } from "../../db/seed/vocabulary";

/**
 * Order alerts (订单预警) derived from the seeded orders (verticals B.6 item 5): each order still waiting on a step is
 * overdue for it (dueAlertTypeOf: 待接单 → 超时未接单 and 待预约 → 超时未预约 only when the lateness rule says late at
 * the seed's now, as the board must count (issue 41 §2); 待预约 → 客户催预约, 待上门 → 超时未签到, ...); finished
 * orders keep a 已完结 alert and cancelled ones a 已失效 one. The demo provider's newest alerting orders take the
 * other 17 types in turn, so every type is on the board whatever the draw (the two overdue types come from the late
 * orders themselves). An alert older than 12 hours has been 已提醒. Each alert's
 * track starts with the system's entry. Then the pre-sales service orders (售前服务单) of the demo provider, every
 * status seeded. Runs after the orders and workers seeds.
 */

export const DEMO_SERVICE_ORDER_BASE = 24;

const HOUR = 60 * 60 * 1000;
const SERVICE_TYPES = ["上门测量", "安装咨询", "上门勘察", "方案设计"];
const CONTENTS = [
  "客户计划更换整体橱柜，需上门测量尺寸",
  "新房入住前咨询空调安装位置与打孔方案",
  "卫生间改造，需勘察排水与电路位置",
  "定制衣柜，需上门确认墙面与尺寸",
];
const PHOTOS = ["r/samples/site-photo-1.png", "r/samples/site-photo-2.png"];

interface OrderPick {
  orderNo: string;
  providerId: string;
  orderSource: number;
  orderStatus: number;
  distributeTime: string | null;
  workerId: string | null;
  workerName: string | null;
  customerName: string;
  created: string;
  urgent: number;
  appointmentFailed: number;
  hangUp: number;
  complaint: number;
}

/** The types the demo's newest alerting orders show in turn: all but the overdue waits, which lateness decides. */
const SHOWCASE_TYPES = ALERT_TYPE_CODES.filter((type) => !(type in WAIT_ALERT_STATUS));

const toMs = (chinaTime: string) => Date.parse(`${chinaTime.replace(" ", "T")}+08:00`);

export const alertsSeed: SeedModule = {
  name: "alerts",
  run({ db, rng, anchor, count }) {
    const insertAlert = db.prepare(
      `INSERT INTO order_alerts (provider_id, order_no, order_source, alert_type, handle_status, warned, worker_id,
         worker_name, customer_name, alert_time, finish_time) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    const insertTrack = db.prepare(
      "INSERT INTO alert_tracks (alert_id, content, operator, created_at) VALUES (?, ?, ?, ?)",
    );
    const orders = db
      .prepare(
        `SELECT o.order_no AS orderNo, o.provider_id AS providerId, o.order_source AS orderSource,
           o.order_status AS orderStatus, o.distribute_time AS distributeTime, o.worker_id AS workerId, w.worker_name AS workerName,
           o.customer_name AS customerName, o.created, o.urgent, o.appointment_failed AS appointmentFailed,
           o.hang_up AS hangUp, o.complaint
         FROM orders o LEFT JOIN workers w ON w.worker_id = o.worker_id
         ORDER BY o.created DESC, o.order_id DESC`,
      )
      .all() as OrderPick[];
    let showcase = 0;
    for (const order of orders) {
      let type = dueAlertTypeOf(
        { ...alertStateOf(order), gmtCreatedTime: order.created, distributeTime: order.distributeTime },
        anchor,
      );
      const waitingStatus = Object.values(WAIT_ALERT_STATUS).includes(order.orderStatus);
      const demo = order.providerId === SEED_PROVIDERS.demo.id;
      if (demo && showcase < SHOWCASE_TYPES.length && !waitingStatus) {
        type = SHOWCASE_TYPES[showcase];
        showcase += 1;
      } else if (type === null) {
        // Not late yet for its step: no alert. A done or cancelled order raised one of the later types on its way
        // (complaints, reviews, refunds, ...).
        if (waitingStatus || !rng.chance(0.3)) continue;
        type = rng.int(13, 19);
      }
      const handle = alertHandleStatusOf(order.orderStatus);
      // An overdue wait opened when the order became late; the others some hours into the order's life.
      const lateSince =
        type in WAIT_ALERT_STATUS ? lateAt({ ...order, gmtCreatedTime: order.created }) : null;
      const at = lateSince ?? Math.min(anchor - HOUR, toMs(order.created) + rng.int(2, 48) * HOUR);
      const finishAt = handle === 1 ? null : Math.min(anchor, at + rng.int(1, 24) * HOUR);
      const result = insertAlert.run(
        order.providerId,
        order.orderNo,
        order.orderSource,
        type,
        handle,
        anchor - at > 12 * HOUR ? 2 : 1,
        order.workerId,
        order.workerName,
        order.customerName,
        chinaDateTime(at),
        finishAt === null ? null : chinaDateTime(finishAt),
      );
      const alertId = Number(result.lastInsertRowid);
      insertTrack.run(alertId, `系统生成预警：${labelOf(ALERT_TYPES, type)}`, "系统", chinaDateTime(at));
      if (finishAt !== null) {
        const content = handle === 2 ? "订单已完成，预警自动完结" : "订单已取消，预警失效";
        insertTrack.run(alertId, content, "系统", chinaDateTime(finishAt));
      }
    }
    seedServiceOrders({ db, rng, anchor, count });
  },
};

function seedServiceOrders({
  db,
  rng,
  anchor,
  count,
}: Pick<SeedContext, "db" | "rng" | "anchor" | "count">): void {
  const insert = db.prepare(
    `INSERT INTO presale_service_orders (service_order_no, provider_id, order_no, merchant_id, merchant_name,
       server_type_name, service_status, customer_name, customer_mobile, address, amount_cents, content, images,
       worker_name, worker_mobile, complete_time, complete_images, complete_remark, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const providerId = SEED_PROVIDERS.demo.id;
  const merchants = db
    .prepare("SELECT merchant_id AS id, merchant_name AS name FROM merchants ORDER BY merchant_id")
    .all() as { id: string; name: string }[];
  const workers = db
    .prepare(
      "SELECT worker_name AS name, worker_mobile AS mobile FROM workers WHERE provider_id = ? AND status = 3 ORDER BY worker_id",
    )
    .all(providerId) as { name: string; mobile: string }[];
  const orderNos = db
    .prepare("SELECT order_no FROM orders WHERE provider_id = ? ORDER BY order_id LIMIT 200")
    .pluck()
    .all(providerId) as string[];
  const total = count(DEMO_SERVICE_ORDER_BASE);
  for (let i = 0; i < total; i += 1) {
    const at = anchor - (total - i) * 7 * HOUR - rng.int(0, 3600) * 1000;
    // The newest ones cycle through every status (the list's first page shows them all).
    const status = SERVICE_ORDER_STATUS_CODES[(total - 1 - i) % SERVICE_ORDER_STATUS_CODES.length];
    const merchant = rng.pick(merchants);
    const worker = status >= 2 && status <= 4 && workers.length > 0 ? rng.pick(workers) : null;
    const done = status === SERVICE_ORDER_DONE;
    const doneAt = Math.min(anchor, at + rng.int(4, 30) * HOUR);
    insert.run(
      `FW${chinaDateTime(at).slice(0, 10).replace(/-/g, "")}${String(i + 1).padStart(6, "0")}`,
      providerId,
      orderNos.length > 0 && rng.chance(0.6) ? rng.pick(orderNos) : null,
      merchant.id,
      merchant.name,
      rng.pick(SERVICE_TYPES),
      status,
      `${rng.pick(SURNAMES)}${rng.pick(["先生", "女士"])}`,
      `1${rng.pick(["3", "5", "8"])}${rng.digits(9)}`,
      rng.pick(["上海市浦东新区张江路 88 号", "杭州市西湖区文三路 200 号", "南京市鼓楼区中山路 18 号"]),
      rng.int(0, 20) * 1000,
      rng.pick(CONTENTS),
      JSON.stringify(PHOTOS.slice(0, rng.int(1, 2))),
      worker?.name ?? null,
      worker?.mobile ?? null,
      done ? chinaDateTime(doneAt) : null,
      JSON.stringify(done ? PHOTOS : []),
      done ? "已上门完成测量，数据已回传商家" : null,
      chinaDateTime(at),
    );
  }
}
