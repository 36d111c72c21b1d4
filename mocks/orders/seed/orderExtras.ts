import { reviewFlowOfPayment } from "../../../src/domain/orders/feeReview";
import type { Db } from "../../db/types";
import type { OrderPlan } from "./orderPlan";
import {
  EXPECT_LABELS,
  LOGISTICS_COMPANIES,
  LOGISTICS_TRACES,
  MERCHANT_LABELS,
  REMARKS,
  REPAIR_METHODS,
  ROOMS,
} from "./orderVocabulary";
import type { Rng } from "../../db/seed/rng";

/**
 * The rows around a seeded order: fee lines, track, worker history, check/repair results, remarks, logistics,
 * measure rooms, virtual numbers and expectation labels, each consistent with the order's status and times.
 */

const DAY = 86_400_000;
const HOUR = 3_600_000;

export interface FeeLine {
  feeType: number;
  amount: number;
  worker: number;
  payStatus: number | null;
  /** Review flow (REVIEW_FLOW); without it, read from the payment (reviewFlowOfPayment). */
  review?: number;
  at: number;
}

export interface SeededOrder {
  orderId: number;
  status: number;
  plan: OrderPlan;
  providerId: string;
  workerId: string | null;
  deliveryWorkerId: string | null;
  /** The provider's 正常 workers. */
  workers: readonly string[];
  customerName: string;
  customerMobile: string;
  goodsChecked: boolean;
  total: number;
  created: number;
  distributed: number | null;
  appointment: number | null;
  visit: number | null;
  finished: number | null;
  hangUpAt: number | null;
  fees: readonly FeeLine[];
  anchor: number;
}

const dayText = new Map<number, string>();

/**
 * chinaDateTime (mocks/time.ts) for the seed's million timestamps: the same text, without a Date per call (the
 * 100k-order seed spends seconds in toISOString otherwise).
 */
export function seedTime(ms: number): string {
  const t = Math.floor((ms + 8 * HOUR) / 1000);
  const day = Math.floor(t / 86_400);
  let date = dayText.get(day);
  if (date === undefined) {
    date = new Date(day * DAY).toISOString().slice(0, 10);
    dayText.set(day, date);
  }
  const rest = t - day * 86_400;
  const pad = (n: number) => (n < 10 ? `0${n}` : String(n));
  return `${date} ${pad(Math.floor(rest / 3600))}:${pad(Math.floor(rest / 60) % 60)}:${pad(rest % 60)}`;
}

const IMAGES = ["r/samples/site-photo-1.png", "r/samples/site-photo-2.png"];

function yuan(cents: number): string {
  return (cents / 100).toFixed(2);
}

export function insertOrderExtras(db: Db) {
  const fee = db.prepare(
    `INSERT INTO order_fees (order_id, fee_type, amount_cents, worker_amount_cents, pay_status, review_flow, created)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  const track = db.prepare(
    `INSERT INTO order_track (order_id, operate_type, operate_name, operator, operator_role, content, created)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  const history = db.prepare(
    "INSERT INTO order_workers (order_id, worker_id, place_status, distribute_time) VALUES (?, ?, ?, ?)",
  );
  const resultRow = db.prepare(
    `INSERT INTO order_results (order_id, kind, result, method, images, remark, created)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  const remark = db.prepare(
    "INSERT INTO order_remarks (order_id, content, operator, created) VALUES (?, ?, ?, ?)",
  );
  const logistics = db.prepare(
    `INSERT INTO order_logistics (order_id, logistics_no, company_name, logistics_status, traces)
     VALUES (?, ?, ?, ?, ?)`,
  );
  const room = db.prepare(
    `INSERT INTO measure_rooms (order_id, room_name, length, width, height, images, remark)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  const virtual = db.prepare(
    `INSERT INTO virtual_numbers (order_id, virtual_number, caller_mobile, callee_mobile, created, expire_time)
     VALUES (?, ?, ?, ?, ?, ?)`,
  );
  const labels = db.prepare("UPDATE orders SET expect_labels = ? WHERE order_id = ?");
  const workerNames = new Map<string, { name: string; mobile: string }>();
  for (const row of db.prepare("SELECT worker_id, worker_name, worker_mobile FROM workers").all() as {
    worker_id: string;
    worker_name: string;
    worker_mobile: string;
  }[]) {
    workerNames.set(row.worker_id, { name: row.worker_name, mobile: row.worker_mobile });
  }

  return {
    /**
     * `compact`: the bulk orders of a large SEED_SCALE get no remarks or virtual numbers and a two-entry track
     * written later by `compactTracks`, so 100k orders seed in a few seconds; every section still answers.
     */
    add(o: SeededOrder, rng: Rng, compact = false): void {
      const id = o.orderId;
      const worker = o.workerId ? workerNames.get(o.workerId) : undefined;
      const at = seedTime;
      for (const line of o.fees) {
        const review = line.review ?? reviewFlowOfPayment(line.payStatus);
        fee.run(id, line.feeType, line.amount, line.worker, line.payStatus, review, at(line.at));
      }

      const entries: [string, string, string, string, string, number][] = [];
      const log = (type: string, name: string, operator: string, role: string, content: string, ms: number) =>
        entries.push([type, name, operator, role, content, ms]);
      log("order:create", "创建订单", "商家", "商家", `商家下单，订单金额 ¥${yuan(o.total)}`, o.created);
      const paid = o.status >= 3 || (o.status === 12 && o.distributed !== null);
      if (o.status === 2)
        log("order:pay", "支付中", o.customerName, "客户", "客户发起支付", o.created + 60_000);
      if (paid)
        log(
          "order:pay",
          "支付成功",
          o.customerName,
          "客户",
          `客户已支付 ¥${yuan(o.total)}`,
          o.created + 120_000,
        );
      if (o.status === 6)
        log("order:offer", "报价", "服务商", "服务商", "服务商已报价，等待商家雇佣", o.created + HOUR);
      if (worker && o.distributed !== null) {
        const tmall = o.plan.source === 2;
        log(
          tmall ? "order:directDistribute" : "order:manualDistribute",
          tmall ? "天猫直派" : "手动派单",
          "服务商",
          "服务商",
          `派单给师傅 ${worker.name}`,
          o.distributed,
        );
        history.run(
          id,
          o.workerId,
          o.status === 12 ? 3 : o.status === 4 || o.status === 7 ? 1 : 2,
          at(o.distributed),
        );
        if (o.workers.length > 1 && rng.chance(0.1)) {
          const earlier = o.workers.find((w) => w !== o.workerId)!;
          history.run(id, earlier, 3, at(o.distributed - HOUR));
        }
      }
      if (o.deliveryWorkerId) {
        history.run(id, o.deliveryWorkerId, 2, at((o.distributed ?? o.created) + 30 * 60_000));
        const delivery = workerNames.get(o.deliveryWorkerId);
        log(
          "order:transfer",
          "转单",
          "服务商",
          "服务商",
          `送装分离：送货师傅 ${delivery?.name ?? ""}`,
          (o.distributed ?? o.created) + 30 * 60_000,
        );
      }
      if (o.plan.appointmentFailed) {
        log(
          "order:appointment",
          "预约失败",
          worker?.name ?? "系统",
          "师傅",
          "客户电话未接通，预约未成功",
          o.created + 5 * HOUR,
        );
      }
      if (o.appointment !== null) {
        const when = Math.min(o.appointment - DAY, o.anchor - HOUR);
        log(
          "order:appointment",
          "预约",
          worker?.name ?? "服务商",
          "师傅",
          `预约上门时间 ${at(o.appointment).slice(0, 16)}`,
          Math.max(when, o.created + HOUR),
        );
      }
      if (o.hangUpAt !== null) log("order:hangUp", "挂起", "服务商", "服务商", "订单挂起", o.hangUpAt);
      if (o.visit !== null)
        log("order:signIn", "签到", worker?.name ?? "师傅", "师傅", "师傅已上门签到", o.visit);
      if (o.finished !== null)
        log("order:verify", "核销", worker?.name ?? "师傅", "师傅", "核销码验证通过，服务完成", o.finished);
      if (o.status === 11 && o.finished !== null)
        log("order:finish", "订单完成", "系统", "系统", "订单已完成", o.finished + DAY);
      if (o.status === 13 && o.finished !== null)
        log("order:acceptance", "验收完成", "商家", "商家", "商家验收通过", o.finished + DAY);
      if (o.status === 12)
        log("order:cancel", "取消订单", "商家", "商家", "订单已取消", o.created + 3 * HOUR);

      // Compact orders get their track in one statement at the end (compactTracks).
      if (!compact) for (const e of entries) track.run(id, e[0], e[1], e[2], e[3], e[4], at(e[5]));

      if (o.goodsChecked) {
        const when = o.visit ?? o.created;
        resultRow.run(
          id,
          "check",
          rng.chance(0.9) ? "合格" : "不合格",
          null,
          JSON.stringify([rng.pick(IMAGES)]),
          "外观完好，配件齐全",
          at(when + 10 * 60_000),
        );
      }
      if (o.plan.serviceTypes.includes(2) && o.finished !== null) {
        resultRow.run(
          id,
          "repair",
          rng.pick(["电容老化", "冷媒不足", "主板故障", "排水管堵塞"]),
          rng.pick(REPAIR_METHODS),
          JSON.stringify(IMAGES),
          null,
          at(o.finished),
        );
      }
      if (o.plan.serviceTypes.includes(3) && o.visit !== null) {
        const count = rng.int(2, 4);
        for (let r = 0; r < count; r++) {
          room.run(
            id,
            ROOMS[r],
            rng.int(250, 650) / 100,
            rng.int(200, 500) / 100,
            rng.int(260, 300) / 100,
            JSON.stringify([IMAGES[r % 2]]),
            r === 0 ? "窗户左侧有插座" : null,
          );
        }
      }
      if (o.plan.logisticsStatus !== null) {
        const start = o.created + HOUR;
        // The steps the goods went through up to their status (a 待提货 parcel was never signed for).
        const traces = (LOGISTICS_TRACES[o.plan.logisticsStatus] ?? []).map((content, k) => ({
          time: at(Math.min(start + k * 9 * HOUR, o.anchor)),
          content,
        }));
        logistics.run(
          id,
          `YT${rng.digits(13)}`,
          rng.pick(LOGISTICS_COMPANIES),
          o.plan.logisticsStatus,
          JSON.stringify(traces),
        );
      }
      if (!compact && o.status >= 3 && o.status <= 10 && rng.chance(0.4)) {
        const count = rng.int(1, 2);
        for (let v = 0; v < count; v++) {
          const made = Math.min(o.created + (v + 1) * 5 * HOUR, o.anchor - (count - v) * HOUR);
          virtual.run(
            id,
            `170${rng.digits(8)}`,
            // The A side, a hotline seat: set by the cashierHotline seed once the seats exist.
            "",
            o.customerMobile,
            at(made),
            at(made + 3 * HOUR),
          );
        }
      }
      if (!compact && rng.chance(0.25)) {
        const count = rng.int(1, 2);
        for (let k = 0; k < count; k++)
          remark.run(
            id,
            rng.pick(REMARKS),
            k === 0 ? "商家" : "服务商",
            at(o.created + (k + 1) * 30 * 60_000),
          );
      }
      if (rng.chance(0.2)) {
        const picked = [rng.pick(EXPECT_LABELS), rng.pick(EXPECT_LABELS)];
        const unique = [
          ...new Map(picked.map(([code, name]) => [code, { labelCode: code, labelName: name }])).values(),
        ];
        labels.run(JSON.stringify(unique), id);
      }
    },
  };
}

/** Labels of the seed merchants (0 to 3 each), for getMerchantLabels. */
export function seedMerchantLabels(db: Db, rng: Rng): void {
  const merchants = db
    .prepare("SELECT merchant_id FROM merchants ORDER BY merchant_id")
    .pluck()
    .all() as string[];
  const insert = db.prepare(
    `INSERT INTO merchant_labels (merchant_id, label_id, label_name, label_description, label_icon, prov_platform)
     VALUES (?, ?, ?, ?, ?, ?)`,
  );
  const colours = ["#1677ff", "#52c41a", "#fa8c16", "#722ed1", "#eb2f96"];
  for (const merchantId of merchants) {
    const count = rng.int(0, 3);
    const start = rng.int(0, MERCHANT_LABELS.length - 1);
    for (let k = 0; k < count; k++) {
      const index = (start + k) % MERCHANT_LABELS.length;
      const [labelId, name, description] = MERCHANT_LABELS[index];
      const icon = `data:image/svg+xml,${encodeURIComponent(
        `<svg xmlns="http://www.w3.org/2000/svg" width="16" height="16"><circle cx="8" cy="8" r="7" fill="${colours[index]}"/></svg>`,
      )}`;
      // One label in five is for the merchant's own platform only: the console hides it.
      insert.run(merchantId, labelId, name, description, icon, index === 4 ? 0 : 1);
    }
  }
}

/**
 * The track of the orders that have none yet (the compact ones): 创建订单 and the step that led to the current
 * status, written by SQL in one statement rather than row by row from JavaScript.
 */
export function compactTracks(db: Db): void {
  db.exec(`
    INSERT INTO order_track (order_id, operate_type, operate_name, operator, operator_role, content, created)
    SELECT o.order_id, 'order:create', '创建订单', '商家', '商家',
      '商家下单，订单金额 ¥' || printf('%.2f', o.total_cents / 100.0), o.created
    FROM orders o WHERE NOT EXISTS (SELECT 1 FROM order_track t WHERE t.order_id = o.order_id);
    INSERT INTO order_track (order_id, operate_type, operate_name, operator, operator_role, content, created)
    SELECT o.order_id, s.type, s.name, s.operator, s.role, s.content, s.at FROM orders o
    JOIN (
      SELECT order_id,
        CASE
          WHEN order_status = 2 THEN 'order:pay' WHEN order_status IN (3, 4, 5) THEN 'order:pay'
          WHEN order_status = 6 THEN 'order:offer'
          WHEN order_status = 7 THEN CASE order_source WHEN 2 THEN 'order:directDistribute' ELSE 'order:manualDistribute' END
          WHEN order_status = 8 THEN 'order:appointment' WHEN order_status = 9 THEN 'order:signIn'
          WHEN order_status = 10 THEN 'order:verify' WHEN order_status = 11 THEN 'order:finish'
          WHEN order_status = 12 THEN 'order:cancel' ELSE 'order:acceptance' END AS type,
        CASE
          WHEN order_status = 2 THEN '支付中' WHEN order_status IN (3, 4, 5) THEN '支付成功'
          WHEN order_status = 6 THEN '报价'
          WHEN order_status = 7 THEN CASE order_source WHEN 2 THEN '天猫直派' ELSE '手动派单' END
          WHEN order_status = 8 THEN '预约' WHEN order_status = 9 THEN '签到' WHEN order_status = 10 THEN '核销'
          WHEN order_status = 11 THEN '订单完成' WHEN order_status = 12 THEN '取消订单' ELSE '验收完成' END AS name,
        CASE
          WHEN order_status <= 5 THEN '客户' WHEN order_status IN (6, 7) THEN '服务商'
          WHEN order_status IN (8, 9, 10) THEN '师傅' WHEN order_status = 11 THEN '系统' ELSE '商家' END AS operator,
        CASE
          WHEN order_status <= 5 THEN '客户' WHEN order_status IN (6, 7) THEN '服务商'
          WHEN order_status IN (8, 9, 10) THEN '师傅' WHEN order_status = 11 THEN '系统' ELSE '商家' END AS role,
        CASE
          WHEN order_status = 2 THEN '客户发起支付'
          WHEN order_status IN (3, 4, 5) THEN '客户已支付 ¥' || printf('%.2f', total_cents / 100.0)
          WHEN order_status = 6 THEN '服务商已报价，等待商家雇佣'
          WHEN order_status = 7 THEN '派单给师傅'
          WHEN order_status = 8 THEN '预约上门时间 ' || substr(next_appointment_time, 1, 16)
          WHEN order_status = 9 THEN '师傅已上门签到'
          WHEN order_status = 10 THEN '核销码验证通过，服务完成'
          WHEN order_status = 11 THEN '订单已完成'
          WHEN order_status = 12 THEN '订单已取消'
          ELSE '商家验收通过' END AS content,
        CASE
          WHEN order_status IN (2, 3, 4, 5) THEN datetime(created, '+2 minutes')
          WHEN order_status = 6 THEN datetime(created, '+1 hours')
          WHEN order_status IN (7, 8) THEN COALESCE(distribute_time, datetime(created, '+1 hours'))
          WHEN order_status = 9 THEN visit_time
          WHEN order_status IN (10, 11, 13) THEN finish_time
          ELSE datetime(created, '+3 hours') END AS at
      FROM orders WHERE order_status != 1
    ) s ON s.order_id = o.order_id
    WHERE (SELECT COUNT(*) FROM order_track t WHERE t.order_id = o.order_id) = 1;
  `);
}
