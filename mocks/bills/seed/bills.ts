import { BILL_STATUS_CODE, monthBefore } from "../../../src/domain/bills/rules";
import { syncBills } from "../billStore";
import { chinaDateTime } from "../../time";
import type { SeedModule } from "../../db/seed/types";

const REWARDS = ["客户好评奖励", "准时上门奖励", "月度服务之星", "高难度安装补贴"];
const DEDUCTIONS = ["客户投诉扣款", "超时上门扣款", "返修扣款", "未按规范拍照扣款"];

/**
 * Bills (issue 11), from the seeded orders: one provider bill per month of finished orders, one worker bill per
 * worker and month. Provider bills more than two months back are confirmed (已结算) and their orders settled; the
 * orders of the later bills are not settled yet. Workers' bills before last month were settled by the provider;
 * some worker bills carry rewards and deductions.
 */
export const billsSeed: SeedModule = {
  name: "bills",
  run({ db, rng, anchor }) {
    const providers = db.prepare("SELECT id FROM providers ORDER BY id").pluck().all() as string[];
    for (const providerId of providers) syncBills(db, providerId, anchor);

    // Bills more than two months back were confirmed on the 3rd of the next month, and their orders settled with them;
    // the last two months' bills wait for the provider's confirmation.
    const anchorMonth = chinaDateTime(anchor).slice(0, 7);
    const confirmedBefore = monthBefore(anchorMonth, 2);
    db.prepare(
      `UPDATE provider_bills SET bill_status = ?, finish_time = date(bill_month || '-01', '+1 month', '+2 days') || ' 10:00:00'
       WHERE bill_status = ? AND bill_month < ?`,
    ).run(BILL_STATUS_CODE.settled, BILL_STATUS_CODE.generated, confirmedBefore);
    db.prepare("UPDATE orders SET settle_status = 3 WHERE settle_status IS NOT NULL AND finish_time < ?").run(
      `${confirmedBefore}-01 00:00:00`,
    );
    // An order is settled with its bill: the later ones wait (服务完成 once their month is over, else 待生成账单).
    db.prepare(
      `UPDATE orders SET settle_status = CASE WHEN finish_time < ? THEN 2 ELSE 1 END
       WHERE settle_status IS NOT NULL AND finish_time >= ?`,
    ).run(`${anchorMonth}-01 00:00:00`, `${confirmedBefore}-01 00:00:00`);

    const lastMonth = monthBefore(anchorMonth, 1);
    db.prepare(
      `UPDATE worker_bills SET bill_status = ?, finish_time = date(bill_month || '-01', '+1 month', '+4 days') || ' 15:00:00'
       WHERE bill_status = ? AND bill_month < ?`,
    ).run(BILL_STATUS_CODE.settled, BILL_STATUS_CODE.generated, lastMonth);

    const bills = db
      .prepare("SELECT bill_no, provider_id, worker_id, bill_month FROM worker_bills ORDER BY bill_no")
      .all() as { bill_no: string; provider_id: string; worker_id: string; bill_month: string }[];
    const orderOf = db.prepare(
      `SELECT order_no, finish_time FROM orders WHERE provider_id = ? AND worker_id = ? AND settle_status IS NOT NULL
         AND finish_time >= ? AND finish_time < ? ORDER BY finish_time LIMIT 1 OFFSET ?`,
    );
    const insert = db.prepare(
      `INSERT INTO bill_rewards (bill_no, order_no, rwd_type, amount_cents, reason, created) VALUES (?, ?, ?, ?, ?, ?)`,
    );
    for (const bill of bills) {
      if (!rng.chance(0.5)) continue;
      const start = `${bill.bill_month}-01 00:00:00`;
      const end = `${monthBefore(bill.bill_month, -1)}-01 00:00:00`;
      const count = rng.int(1, 3);
      for (let i = 0; i < count; i += 1) {
        const order = orderOf.get(bill.provider_id, bill.worker_id, start, end, i) as
          { order_no: string; finish_time: string } | undefined;
        const reward = rng.chance(0.55);
        insert.run(
          bill.bill_no,
          order?.order_no ?? null,
          reward ? 1 : 2,
          rng.int(1, 20) * 500,
          rng.pick(reward ? REWARDS : DEDUCTIONS),
          order?.finish_time ?? start,
        );
      }
    }
  },
};
