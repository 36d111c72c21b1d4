import { AFTER_SALE_CONFIRM_CODES } from "../../../src/domain/afterSaleStatus";
import { chinaDateTime } from "../../time";
import { SEED_PROVIDERS } from "../../accounts/seed/accounts";
import type { SeedModule } from "../../db/seed/types";
import { GOODS, SURNAMES } from "../../db/seed/vocabulary";

/**
 * After-sales service orders (售后服务单) of the demo provider: every confirmation status (the first ten cycle through
 * them), one to three items each, and the worker's feedback once a worker has been (not while waiting for the
 * merchant, not on a cancelled service). Runs after the workers seed (the feedback names one of its workers).
 */

export const DEMO_AFTER_SALE_BASE = 30;

const DAY = 24 * 60 * 60 * 1000;
const TYPES = ["维修", "返修", "补装", "拆装"];
const MERCHANTS = ["美的官方旗舰店", "海尔智家旗舰店", "格力电器旗舰店", "林氏家居旗舰店"];
const FAULTS = ["安装后漏水", "无法开机", "噪音过大", "配件缺失", "柜门不平", "外观划伤"];
const FEEDBACK = [
  "已上门检修，更换配件后恢复正常",
  "已重新安装并调试，客户确认无异常",
  "现场核实为人为损坏，已拍照留证",
];
const PHOTOS = ["r/samples/site-photo-1.png", "r/samples/site-photo-2.png"];

export const afterSalesSeed: SeedModule = {
  name: "afterSales",
  run({ db, rng, anchor, count }) {
    const server = db.prepare(
      `INSERT INTO after_sale_servers (server_no, provider_id, order_no, server_type_name, confirm_status,
         merchant_name, customer_name, worker_name, amount_cents, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    const item = db.prepare(
      `INSERT INTO after_sale_items (server_no, goods_name, fault_description, images, confirm_status, created_at)
       VALUES (?, ?, ?, ?, ?, ?)`,
    );
    const feedback = db.prepare(
      `INSERT INTO after_sale_feedback (server_no, worker_name, worker_mobile, feedback, images, feedback_time)
       VALUES (?, ?, ?, ?, ?, ?)`,
    );
    const providerId = SEED_PROVIDERS.demo.id;
    const workers = db
      .prepare(
        "SELECT worker_name AS name, worker_mobile AS mobile FROM workers WHERE provider_id = ? AND status = 3",
      )
      .all(providerId) as { name: string; mobile: string }[];
    const total = count(DEMO_AFTER_SALE_BASE);
    for (let i = 0; i < total; i += 1) {
      const at = anchor - (total - i) * (DAY / 2) - rng.int(0, 3600) * 1000;
      const status =
        i < AFTER_SALE_CONFIRM_CODES.length
          ? AFTER_SALE_CONFIRM_CODES[i]
          : rng.pick(AFTER_SALE_CONFIRM_CODES);
      const serverNo = `SH${chinaDateTime(at).slice(0, 10).replace(/-/g, "")}${String(i + 1).padStart(6, "0")}`;
      const worker = workers.length > 0 && status !== 1 && status !== 7 ? rng.pick(workers) : null;
      server.run(
        serverNo,
        providerId,
        `SO${chinaDateTime(at - 5 * DAY)
          .slice(0, 10)
          .replace(/-/g, "")}${rng.digits(6)}`,
        rng.pick(TYPES),
        status,
        rng.pick(MERCHANTS),
        `${rng.pick(SURNAMES)}${rng.pick(["先生", "女士"])}`,
        worker?.name ?? null,
        rng.int(30, 400) * 100,
        chinaDateTime(at),
      );
      for (let n = rng.int(1, 3); n > 0; n -= 1) {
        item.run(
          serverNo,
          rng.pick(GOODS),
          rng.pick(FAULTS),
          JSON.stringify([rng.pick(PHOTOS)]),
          status,
          chinaDateTime(at),
        );
      }
      if (worker) {
        feedback.run(
          serverNo,
          worker.name,
          worker.mobile,
          rng.pick(FEEDBACK),
          JSON.stringify(PHOTOS.slice(0, rng.int(1, 2))),
          chinaDateTime(Math.min(anchor, at + rng.int(2, 30) * 3600 * 1000)),
        );
      }
    }
  },
};
