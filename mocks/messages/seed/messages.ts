import { chinaDateTime } from "../../time";
import type { Rng } from "../../db/seed/rng";
import { SEED_PROVIDERS } from "../../accounts/seed/accounts";
import type { SeedModule } from "../../db/seed/types";
import { GOODS, SURNAMES } from "../../db/seed/vocabulary";

/** Message platforms and their channel numbers (basic-public calls use channel: 1 merchant, 2 provider, 3 worker). */
export const PLATFORM_CHANNELS = { merchant: 1, provider: 2, worker: 3 } as const;
export type MessagePlatform = keyof typeof PLATFORM_CHANNELS;

export interface MsgTypeDef {
  code: string;
  name: string;
  children: { code: string; name: string }[];
}

export const MSG_TYPES: readonly MsgTypeDef[] = [
  {
    code: "ORDER",
    name: "订单消息",
    children: [
      { code: "ORDER_NEW", name: "新订单" },
      { code: "ORDER_RESCHEDULE", name: "改约通知" },
      { code: "ORDER_CANCEL", name: "取消通知" },
      { code: "ORDER_URGE", name: "催单提醒" },
      { code: "ORDER_ALERT", name: "订单预警" },
      // Issue 41: 师傅拒单, 师傅超时未接单 (mocks/dispatch/dispatchNotices.ts; dispatch_001_rules adds it to older databases).
      { code: "ORDER_DISPATCH", name: "派单通知" },
    ],
  },
  {
    code: "SETTLE",
    name: "结算消息",
    children: [
      { code: "SETTLE_BILL", name: "账单生成" },
      { code: "SETTLE_PAID", name: "结算到账" },
    ],
  },
  {
    code: "AFTERSALE",
    name: "售后消息",
    children: [
      { code: "AFTERSALE_NEW", name: "新工单" },
      { code: "AFTERSALE_REPLY", name: "工单回复" },
    ],
  },
  {
    code: "WORKER",
    name: "师傅消息",
    children: [
      { code: "WORKER_REGISTER", name: "师傅入驻" },
      { code: "WORKER_UPDATE", name: "资料变更" },
    ],
  },
  {
    code: "SYSTEM",
    name: "系统通知",
    children: [
      { code: "SYSTEM_NOTICE", name: "平台公告" },
      { code: "SYSTEM_CONTRACT", name: "合同通知" },
    ],
  },
];

const SERVICES = ["安装", "维修", "测量", "拆旧", "清洗"];
const SLOTS = ["07-09", "09-11", "11-13", "13-15", "15-17", "17-19", "19-21", "21-23"];
const CANCEL_REASONS = ["客户已自行安装", "客户暂不需要", "商品退货", "重复下单", "地址超出服务范围"];
const DISTRICTS = ["南山区", "福田区", "宝安区", "龙岗区", "龙华区", "罗湖区", "光明区"];

const DAY = 24 * 60 * 60 * 1000;

function orderNo(rng: Rng, at: number): string {
  return `SO${chinaDateTime(at).slice(0, 10).replace(/-/g, "")}${rng.digits(6)}`;
}

function maskedMobile(rng: Rng): string {
  return `1${rng.pick(["3", "5", "7", "8", "9"])}${rng.digits(1)}****${rng.digits(4)}`;
}

function money(rng: Rng, min: number, max: number): string {
  return (rng.int(min * 100, max * 100) / 100).toFixed(2);
}

/** Content of one message of a leaf type. */
function content(type: string, rng: Rng, at: number): string {
  const no = orderNo(rng, at - rng.int(0, 5) * DAY);
  const worker = `${rng.pick(SURNAMES)}师傅`;
  const customer = `${rng.pick(SURNAMES)}${rng.pick(["先生", "女士"])}`;
  const goods = rng.pick(GOODS);
  switch (type) {
    case "ORDER_NEW":
      return `您有新的${rng.pick(SERVICES)}订单待处理：订单号 ${no}，${customer}（${rng.pick(DISTRICTS)}），商品：${goods}，请尽快安排师傅预约。`;
    case "ORDER_RESCHEDULE":
      return `订单 ${no} 的客户${customer}申请改约至 ${chinaDateTime(at + rng.int(1, 4) * DAY).slice(0, 10)} ${rng.pick(SLOTS)} 时段，请通知${worker}按新时间上门。`;
    case "ORDER_CANCEL":
      return `订单 ${no} 已被取消，取消原因：${rng.pick(CANCEL_REASONS)}。如师傅已出发，请及时联系${worker}。`;
    case "ORDER_URGE":
      return `客户${customer}催促订单 ${no} 尽快${rng.pick(["预约", "上门安装"])}，请在 2 小时内处理，避免产生客诉。`;
    case "ORDER_ALERT":
      return `订单预警：订单 ${no} ${rng.pick(["超过24小时未预约", "即将超时未上门", "超时未核销", "师傅未按时签到"])}，当前负责师傅：${worker}，请及时跟进。`;
    case "SETTLE_BILL":
      return `您 ${chinaDateTime(at - 30 * DAY).slice(0, 7)} 月的服务账单已生成，共 ${rng.int(20, 260)} 单，应结算金额 ¥${money(rng, 3000, 90000)}，请在账单管理中核对并确认。`;
    case "SETTLE_PAID":
      return `结算款 ¥${money(rng, 1000, 60000)} 已转入贵司对公账户，结算流水号 JS${rng.digits(14)}，请注意查收。`;
    case "AFTERSALE_NEW":
      return `您有新的售后工单 GD${rng.digits(12)}，关联订单 ${no}，问题：${goods}${rng.pick(["安装后漏水", "无法开机", "噪音过大", "配件缺失", "安装位置不符"])}，请在 24 小时内响应。`;
    case "AFTERSALE_REPLY":
      return `售后工单 GD${rng.digits(12)} 服务中心已回复：“${rng.pick(["请安排师傅二次上门处理", "已与客户确认，请上传处理凭证", "费用由商家承担，请按流程提交"])}”，请及时查看。`;
    case "WORKER_REGISTER":
      return `${worker}（${maskedMobile(rng)}）已提交入驻资料，申请加入贵司服务团队，请在师傅管理中审核。`;
    case "WORKER_UPDATE":
      return `${worker}修改了${rng.pick(["服务区域", "服务品类", "银行卡信息", "身份证信息"])}，请确认资料是否准确。`;
    case "SYSTEM_NOTICE":
      return rng.pick([
        "平台公告：双十二大促期间订单量预计增长 40%，请提前储备师傅运力，确保 48 小时内完成安装。",
        "平台公告：自下月起，送装一体订单需在签收后 24 小时内完成安装，超时将计入服务考核。",
        "平台公告：春节期间（除夕至初六）暂停派单，节后订单将于初七起陆续派发。",
        "平台公告：师傅上门须佩戴工牌并出示电子工卡，未按规范作业的订单将被抽检。",
      ]);
    case "SYSTEM_CONTRACT":
      return `您的服务合同 HT${rng.digits(10)} ${rng.pick(["已审核通过", "即将到期，请及时续签", "已生效"])}，可在个人中心查看合同详情。`;
    default:
      return "您有一条新消息。";
  }
}

/** Leaf types with their weights in the seed. */
const WEIGHTED_TYPES: readonly [string, number][] = [
  ["ORDER_NEW", 30],
  ["ORDER_RESCHEDULE", 10],
  ["ORDER_CANCEL", 6],
  ["ORDER_URGE", 10],
  ["ORDER_ALERT", 10],
  ["SETTLE_BILL", 4],
  ["SETTLE_PAID", 4],
  ["AFTERSALE_NEW", 8],
  ["AFTERSALE_REPLY", 8],
  ["WORKER_REGISTER", 4],
  ["WORKER_UPDATE", 3],
  ["SYSTEM_NOTICE", 2],
  ["SYSTEM_CONTRACT", 1],
];
const TOTAL_WEIGHT = WEIGHTED_TYPES.reduce((sum, [, w]) => sum + w, 0);

function pickType(rng: Rng): string {
  let roll = rng.next() * TOTAL_WEIGHT;
  for (const [type, weight] of WEIGHTED_TYPES) {
    roll -= weight;
    if (roll < 0) return type;
  }
  return WEIGHTED_TYPES[0][0];
}

const LEAVES = new Map(
  MSG_TYPES.flatMap((g) => g.children.map((c) => [c.code, { group: g.code, name: c.name }])),
);

/** Demo provider's message count at scale 1. */
export const DEMO_MESSAGE_BASE = 200;

export const messagesSeed: SeedModule = {
  name: "messages",
  run({ db, rng, anchor, count }) {
    // Emptied by a reseed: a new value, so that no cache keyed by the old one survives
    // (mocks/db/migrations/012_messages_002_search.ts).
    db.prepare(
      "INSERT INTO message_search_version (n) SELECT abs(random()) WHERE NOT EXISTS (SELECT 1 FROM message_search_version)",
    ).run();
    const insertType = db.prepare(
      "INSERT INTO msg_types (code, name, parent_code, sort) VALUES (?, ?, ?, ?)",
    );
    let sort = 0;
    for (const group of MSG_TYPES) {
      insertType.run(group.code, group.name, null, sort++);
      for (const child of group.children) insertType.run(child.code, child.name, group.code, sort++);
    }

    const insert = db.prepare(
      `INSERT INTO messages (platform, channel, uid, msg_group, msg_type, title, content, is_read, created_at)
       VALUES ('provider', ${PLATFORM_CHANNELS.provider}, ?, ?, ?, ?, ?, ?, ?)`,
    );
    const perProvider: [string, number][] = [
      [SEED_PROVIDERS.demo.id, count(DEMO_MESSAGE_BASE)],
      [SEED_PROVIDERS.newcomer.id, 12],
      [SEED_PROVIDERS.guarded.id, 8],
      [SEED_PROVIDERS.applicant.id, 3],
    ];
    for (const [uid, total] of perProvider) {
      const spanDays = total > 1000 ? 365 : 120;
      const times = Array.from({ length: total }, () => anchor - Math.floor(rng.next() * spanDays * DAY));
      times.sort((a, b) => a - b);
      times.forEach((at, index) => {
        const type = uid === SEED_PROVIDERS.applicant.id ? "SYSTEM_CONTRACT" : pickType(rng);
        const leaf = LEAVES.get(type) ?? { group: "SYSTEM", name: "平台公告" };
        const recent = total - index <= 30;
        const isRead = rng.chance(recent ? 0.35 : 0.97) ? 1 : 0;
        insert.run(uid, leaf.group, type, leaf.name, content(type, rng, at), isRead, chinaDateTime(at));
      });
    }
  },
};
