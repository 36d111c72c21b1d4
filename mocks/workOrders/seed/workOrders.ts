import { WORK_ORDER_ASSIGNED_TYPE } from "../../../src/domain/workOrderStatus";
import { workOrderTypeName } from "../../../src/domain/workOrderTypes";
import { chinaDateTime } from "../../time";
import { SEED_PROVIDERS } from "../../accounts/seed/accounts";
import type { Rng } from "../../db/seed/rng";
import type { SeedModule } from "../../db/seed/types";
import { GOODS, SURNAMES } from "../../db/seed/vocabulary";

/**
 * After-sales work orders (table `work_orders`, migration "workorders_001_work_orders"): a realistic mix of types,
 * result and reply statuses for the demo provider, a few for the other onboarded providers, some assigned to the
 * provider itself (assigned_type 2, worker_id = provider id) and some handed to one of its workers (assigned_type 1,
 * a row of `workers`, so this module runs after the workers seed).
 * The 工单列表 badge counts the provider's own ones in the to-do statuses (src/domain/workOrderStatus.ts).
 */

/** Demo provider's work order count at scale 1. */
export const DEMO_WORK_ORDER_BASE = 80;

const DAY = 24 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;

const PROBLEMS = ["安装后漏水", "无法开机", "噪音过大", "配件缺失", "安装位置不符", "外观划伤", "遥控失灵"];
const CREATORS = ["服务中心-周敏", "服务中心-林娜", "商家客服-小美", "商家客服-阿杰", "平台客服-陈晨"];

/** Weighted types: mostly after-sales, urging and cancellation work orders. */
const TYPE_WEIGHTS: readonly [number, number][] = [
  [1, 22],
  [2, 6],
  [3, 8],
  [4, 10],
  [5, 9],
  [6, 6],
  [7, 5],
  [8, 4],
  [9, 3],
  [10, 2],
  [11, 4],
  [12, 3],
  [13, 5],
  [14, 4],
  [15, 3],
  [16, 3],
  [17, 3],
];

/** [resultStatus, responseStatus, processState] combinations that occur, with weights. */
const STATUS_WEIGHTS: readonly [number, number, string, number][] = [
  [2, 1, "PLATFORM_PROCESS", 14], // 待服务商响应 / 待处理
  [2, 2, "PLATFORM_PROCESS", 5], // 待服务商响应 / 服务中心已回复
  [4, 1, "WORKER_PROCESS", 6], // 处理中 / 待处理
  [4, 3, "WORKER_PROCESS", 8], // 处理中 / 服务商已回复
  [4, 4, "WORKER_PROCESS", 4], // 处理中 / 师傅已回复
  [5, 2, "PLATFORM_PROCESS", 4], // 初步结果 / 服务中心已回复
  [7, 5, "PLATFORM_PROCESS", 5], // 已追加 / 发起人已追加
  [1, 1, "PLATFORM_PROCESS", 6], // 待服务中心响应 / 待处理
  [3, 3, "PLATFORM_PROCESS", 4], // 待商家响应 / 服务商已回复
  [6, 3, "PLATFORM_PROCESS", 5], // 待确认 / 服务商已回复
  [8, 3, "FINISH", 16], // 已完结
  [8, 4, "FINISH", 5],
  [9, 5, "REVOCATION", 3], // 已撤销
  [4, 2, "WORKER_REFUSE", 2],
  [8, 2, "PLATFORM_REFUSE", 2],
];

/**
 * The demo provider's newest work orders, fixed so every action has a work order to act on whatever the random
 * draw: [workType, resultStatus, responseStatus, processState], all assigned to the provider itself.
 */
const SHOWCASE: readonly [number, number, number, string][] = [
  [3, 2, 1, "PLATFORM_PROCESS"], // a cancel request waiting for the provider (on the badge)
  [3, 4, 2, "PLATFORM_PROCESS"],
  [3, 7, 5, "PLATFORM_PROCESS"],
  [1, 2, 1, "PLATFORM_PROCESS"],
  [1, 4, 1, "WORKER_PROCESS"],
  [13, 5, 2, "PLATFORM_PROCESS"],
  [1, 1, 1, "PLATFORM_PROCESS"],
  [1, 3, 3, "PLATFORM_PROCESS"],
  [5, 6, 3, "PLATFORM_PROCESS"],
  [1, 4, 4, "WORKER_PROCESS"],
  [1, 8, 3, "FINISH"],
  [4, 9, 5, "REVOCATION"],
];

function weighted<T extends readonly unknown[]>(
  rng: Rng,
  items: readonly T[],
  weightOf: (item: T) => number,
): T {
  const total = items.reduce((sum, item) => sum + weightOf(item), 0);
  let roll = rng.next() * total;
  for (const item of items) {
    roll -= weightOf(item);
    if (roll < 0) return item;
  }
  return items[0];
}

function content(workType: number, rng: Rng, orderNo: string): { title: string; content: string } {
  const customer = `${rng.pick(SURNAMES)}${rng.pick(["先生", "女士"])}`;
  const goods = rng.pick(GOODS);
  const typeName = workOrderTypeName(workType);
  switch (workType) {
    case 1:
      return {
        title: `${goods}${rng.pick(PROBLEMS)}`,
        content: `客户${customer}反馈订单 ${orderNo} 的${goods}${rng.pick(PROBLEMS)}，请安排师傅 24 小时内上门处理并上传处理凭证。`,
      };
    case 3:
      return {
        title: "客户申请取消订单",
        content: `客户${customer}申请取消订单 ${orderNo}，原因：${rng.pick(["暂不需要安装", "商品已退货", "重复下单"])}，请确认是否已上门。`,
      };
    case 4:
    case 16:
      return {
        title: "客户催预约",
        content: `客户${customer}反馈订单 ${orderNo} 下单 ${rng.int(2, 5)} 天仍未预约，请尽快联系客户确认上门时间。`,
      };
    case 5:
      return {
        title: "客户催安装",
        content: `客户${customer}催促订单 ${orderNo} 的${goods}尽快安装，预约时间已过，请核实师傅行程。`,
      };
    case 7:
      return {
        title: "异常费用申请",
        content: `订单 ${orderNo} 师傅申请异常费用 ¥${rng.int(30, 300)}（${rng.pick(["高空作业费", "远程费", "拆旧费", "辅材费"])}），请核实后处理。`,
      };
    case 13:
      return {
        title: "客户投诉",
        content: `客户${customer}投诉订单 ${orderNo} 师傅${rng.pick(["迟到超过 1 小时", "服务态度差", "私自加价", "未清理现场"])}，请在 24 小时内给出处理结果。`,
      };
    default:
      return {
        title: typeName,
        content: `${typeName}：订单 ${orderNo}，客户${customer}，商品${goods}，请及时跟进处理。`,
      };
  }
}

/** Reasons per work order type (fetchReasonByType); type 3 holds the reasons of a cancellation request. */
export const WORK_ORDER_REASONS: readonly [number, string][] = [
  [1, "产品质量问题"],
  [1, "安装不规范"],
  [1, "师傅服务态度"],
  [3, "客户暂不需要安装"],
  [3, "商品已退货"],
  [3, "客户重复下单"],
  [3, "超出服务范围"],
  [3, "联系不上客户"],
  [4, "客户催促预约"],
  [5, "客户催促安装"],
  [7, "高空作业费"],
  [7, "远程费"],
  [7, "拆旧费"],
  [13, "服务态度差"],
  [13, "私自加价"],
  [13, "迟到"],
];

const PHOTOS = ["r/samples/site-photo-1.png", "r/samples/site-photo-2.png"];

type Say = (role: string, name: string, text: string, attachments: string[], at: number) => void;

/** The conversation so far, consistent with the reply status (who spoke last) and the result status. */
function conversation(
  say: Say,
  rng: Rng,
  row: { resultStatus: number; responseStatus: number; worker: string | null; at: number },
): void {
  let at = row.at;
  const next = () => (at += rng.int(1, 8) * HOUR);
  const providerSays = (text: string) =>
    say("服务商", "服务商客服", text, rng.chance(0.4) ? [rng.pick(PHOTOS)] : [], next());
  if (row.responseStatus === 2)
    say("服务中心", rng.pick(CREATORS), "已联系客户核实，请服务商尽快处理。", [], next());
  if (row.responseStatus === 3 || row.responseStatus === 5 || [6, 8].includes(row.resultStatus)) {
    providerSays("已收到，已安排师傅联系客户处理。");
  }
  if (row.responseStatus === 4) {
    say("师傅", row.worker ?? "师傅", "已上门处理完毕，附现场照片。", [rng.pick(PHOTOS)], next());
  }
  if (row.responseStatus === 5) say("发起人", rng.pick(CREATORS), "客户仍有疑问，请再次跟进。", [], next());
}

export const workOrdersSeed: SeedModule = {
  name: "workOrders",
  run({ db, rng, anchor, count }) {
    const reason = db.prepare("INSERT INTO work_order_reasons (work_type, reason_name) VALUES (?, ?)");
    for (const [type, name] of WORK_ORDER_REASONS) reason.run(type, name);
    const message = db.prepare(
      `INSERT INTO work_order_messages (work_order_id, sender_role, sender_name, content, attachments, created_at)
       VALUES (?, ?, ?, ?, ?, ?)`,
    );
    const insert = db.prepare(
      `INSERT INTO work_orders (work_order_no, provider_id, order_no, work_type, work_type_name, result_status,
         response_status, process_state, assigned_type, worker_id, worker_name, worker_show, title, content,
         creator_name, created_at, updated_at, deadline_at, attachments)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    const perProvider: [string, number][] = [
      [SEED_PROVIDERS.demo.id, count(DEMO_WORK_ORDER_BASE)],
      [SEED_PROVIDERS.newcomer.id, 10],
      [SEED_PROVIDERS.guarded.id, 10],
    ];
    const workersOf = db.prepare(
      "SELECT worker_id AS id, worker_name AS name FROM workers WHERE provider_id = ? AND status = 3 ORDER BY worker_id",
    );
    let serial = 0;
    for (const [providerId, total] of perProvider) {
      const workers = workersOf.all(providerId) as { id: string; name: string }[];
      const times = Array.from({ length: total }, () => anchor - Math.floor(rng.next() * 60 * DAY));
      times.sort((a, b) => a - b);
      const showcaseFrom = providerId === SEED_PROVIDERS.demo.id ? times.length - SHOWCASE.length : Infinity;
      for (const [index, at] of times.entries()) {
        serial += 1;
        let [workType] = weighted(rng, TYPE_WEIGHTS, ([, w]) => w);
        let [resultStatus, responseStatus, processState] = weighted(rng, STATUS_WEIGHTS, (s) => s[3]);
        let worker = workers.length > 0 && rng.chance(0.3) ? rng.pick(workers) : null;
        const fixed = index >= showcaseFrom ? SHOWCASE[index - showcaseFrom] : undefined;
        if (fixed) {
          [workType, resultStatus, responseStatus, processState] = fixed;
          worker = null;
        }
        const orderNo = `SO${chinaDateTime(at - rng.int(1, 10) * DAY)
          .slice(0, 10)
          .replace(/-/g, "")}${rng.digits(6)}`;
        const text = content(workType, rng, orderNo);
        const id = insert.run(
          `GD${chinaDateTime(at).slice(0, 10).replace(/-/g, "")}${String(serial).padStart(6, "0")}`,
          providerId,
          orderNo,
          workType,
          workOrderTypeName(workType),
          resultStatus,
          responseStatus,
          processState,
          worker ? WORK_ORDER_ASSIGNED_TYPE.worker : WORK_ORDER_ASSIGNED_TYPE.provider,
          worker ? worker.id : providerId,
          worker ? worker.name : null,
          rng.chance(0.8) ? 1 : 0,
          text.title,
          text.content,
          rng.pick(CREATORS),
          chinaDateTime(at),
          chinaDateTime(Math.min(anchor, at + rng.int(1, 72) * HOUR)),
          chinaDateTime(at + 48 * HOUR),
          JSON.stringify(rng.chance(0.3) ? [rng.pick(PHOTOS)] : []),
        ).lastInsertRowid;
        const say: Say = (role, name, text, attachments, when) =>
          message.run(
            id,
            role,
            name,
            text,
            JSON.stringify(attachments),
            chinaDateTime(Math.min(anchor, when)),
          );
        conversation(say, rng, { resultStatus, responseStatus, worker: worker?.name ?? null, at });
      }
    }
  },
};
