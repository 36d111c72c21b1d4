// @vitest-environment node
import { ORDER_MARKS, deriveOrderMarks } from "../../../src/domain/orders";
import { ORDER_SELECT, orderFacts, startPriceDiffCents, type OrderRecord } from "../orderStore";
import { seededTestDb } from "../../testing";
import { chinaDateTime } from "../../time";
import { openDatabase } from "../../db";
import { SEED_PROVIDERS, accountsSeed } from "../../accounts/seed/accounts";
import { runSeed } from "../../db/seed";
import { merchantsSeed } from "../../lookups/seed/merchants";
import { seedTime } from "./orderExtras";
import { DEMO_ORDER_BASE, SHOWCASE, ordersSeed } from "./orders";
import { workersSeed } from "../../workers/seed/workers";

const DEMO = SEED_PROVIDERS.demo.id;
const db = seededTestDb();
const demoOrders = db.prepare(`${ORDER_SELECT} WHERE o.provider_id = ?`).all(DEMO) as OrderRecord[];

describe("order seed at scale 1", () => {
  it("gives the demo provider a few hundred orders and the others a few dozen", () => {
    expect(demoOrders).toHaveLength(DEMO_ORDER_BASE);
    const others = db.prepare("SELECT provider_id, COUNT(*) AS n FROM orders GROUP BY provider_id").all() as {
      provider_id: string;
      n: number;
    }[];
    expect(others.map((o) => o.provider_id).sort()).toEqual(
      [DEMO, SEED_PROVIDERS.newcomer.id, SEED_PROVIDERS.guarded.id].sort(),
    );
  });

  it("covers every status with own orders and the 天猫 statuses", () => {
    const own = new Set(demoOrders.filter((o) => o.order_source === 1).map((o) => o.order_status));
    const tmall = new Set(demoOrders.filter((o) => o.order_source === 2).map((o) => o.order_status));
    expect([...own].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]);
    for (const status of [3, 4, 7, 8, 9, 10, 11, 12, 13]) expect(tmall.has(status)).toBe(true);
  });

  it("shows each of the 23 marks and both scope words", () => {
    const tags = new Set(demoOrders.flatMap((o) => deriveOrderMarks(orderFacts(o))));
    for (const mark of ORDER_MARKS) {
      if (mark.value === "总包/众包") {
        expect(tags.has("总包")).toBe(true);
        expect(tags.has("众包")).toBe(true);
      } else expect(tags.has(mark.label), mark.label).toBe(true);
    }
  });

  it("has every service type, combos, and combos with a 起步价差价", () => {
    const types = new Set(demoOrders.flatMap((o) => [1, 2, 3].filter((t) => o.server_type_mask & (1 << t))));
    expect([...types].sort()).toEqual([1, 2, 3]);
    const combos = demoOrders.filter((o) => o.is_combo === 1);
    expect(combos.length).toBeGreaterThan(10);
    for (const combo of combos) {
      const lines = db
        .prepare("SELECT COUNT(*) FROM order_goods WHERE order_id = ?")
        .pluck()
        .get(combo.order_id);
      expect(lines).toBeGreaterThan(1);
    }
    const first = demoOrders.find((o) => o.order_no.endsWith("9000001"))!;
    expect(first.is_combo).toBe(1);
    expect(startPriceDiffCents(first)).toBeGreaterThan(0);
    expect(SHOWCASE[0]).toMatchObject({ startPriceDiff: true });
    // mocks/README.md offers this one for 验货, 施工确认 and 核销.
    const checks = demoOrders.find((o) => o.order_no === "SO202611199000048")!;
    expect(checks).toMatchObject({
      order_status: 9,
      is_combo: 1,
      goods_checked: 0,
      build_confirmed: 0,
      hang_up: 0,
    });
  });

  it("assigns only 正常 workers of the order's own provider", () => {
    const bad = db
      .prepare(
        `SELECT o.order_no FROM orders o LEFT JOIN workers w ON w.worker_id = o.worker_id
         WHERE o.worker_id IS NOT NULL AND (w.provider_id IS NOT o.provider_id OR w.status != 3)
         UNION SELECT o.order_no FROM orders o LEFT JOIN workers w ON w.worker_id = o.delivery_worker_id
         WHERE o.delivery_worker_id IS NOT NULL AND w.provider_id IS NOT o.provider_id`,
      )
      .all();
    expect(bad).toEqual([]);
    const waiting = demoOrders.filter((o) => o.order_status >= 7 && o.order_status <= 11);
    expect(waiting.every((o) => o.worker_id)).toBe(true);
  });

  it("keeps fees, tracks and sections consistent with the status", () => {
    for (const o of demoOrders) {
      const tracks = db
        .prepare("SELECT COUNT(*) FROM order_track WHERE order_id = ?")
        .pluck()
        .get(o.order_id);
      expect(tracks).toBeGreaterThan(0);
      const fees = db
        .prepare(
          "SELECT COALESCE(SUM(amount_cents), 0) FROM order_fees WHERE order_id = ? AND fee_type != 21",
        )
        .pluck()
        .get(o.order_id);
      expect(fees).toBe(o.total_cents);
      if (o.order_status >= 9 && o.order_status !== 12) expect(o.visit_time).not.toBeNull();
      if ([10, 11, 13].includes(o.order_status)) expect(o.settle_status).not.toBeNull();
      else expect(o.settle_status).toBeNull();
    }
    const measured = demoOrders.filter((o) => o.server_type_mask & 8 && o.visit_time);
    expect(measured.length).toBeGreaterThan(0);
    for (const o of measured) {
      expect(
        db.prepare("SELECT COUNT(*) FROM measure_rooms WHERE order_id = ?").pluck().get(o.order_id),
      ).toBeGreaterThan(1);
    }
    const tmall = demoOrders.filter((o) => o.order_source === 2);
    for (const o of tmall) {
      expect(o.biz_no).toMatch(/^TB\d{18}$/);
      expect(
        db.prepare("SELECT COUNT(*) FROM order_logistics WHERE order_id = ?").pluck().get(o.order_id),
      ).toBe(1);
    }
  });

  it("places orders and workers near the provider's city", () => {
    for (const o of demoOrders) {
      expect(Math.abs(o.lng - 114.0579)).toBeLessThan(0.2);
      expect(Math.abs(o.lat - 22.5431)).toBeLessThan(0.2);
    }
    const located = db
      .prepare(
        "SELECT COUNT(*) FROM worker_locations l JOIN workers w ON w.worker_id = l.worker_id WHERE w.provider_id = ?",
      )
      .pluck()
      .get(DEMO);
    expect(located).toBe(db.prepare("SELECT COUNT(*) FROM workers WHERE provider_id = ?").pluck().get(DEMO));
  });
});

describe("order seed", () => {
  const modules = [accountsSeed, workersSeed, merchantsSeed, ordersSeed];
  const dump = (scale: number) => {
    const fresh = openDatabase();
    runSeed(fresh, { scale, modules });
    return fresh;
  };

  it("is deterministic", () => {
    const a = dump(1);
    const b = dump(1);
    for (const table of [
      "orders",
      "order_goods",
      "order_fees",
      "order_track",
      "virtual_numbers",
      "merchant_labels",
    ]) {
      expect(b.prepare(`SELECT * FROM ${table} ORDER BY rowid`).all()).toEqual(
        a.prepare(`SELECT * FROM ${table} ORDER BY rowid`).all(),
      );
    }
  });

  it("raises the demo provider's orders with the scale and keeps the showcase numbers", () => {
    const big = dump(2000);
    expect(big.prepare("SELECT COUNT(*) FROM orders WHERE provider_id = ?").pluck().get(DEMO)).toBe(2000);
    const showcase = big
      .prepare("SELECT order_no FROM orders WHERE order_no LIKE 'SO________9%' ORDER BY order_no")
      .pluck()
      .all();
    const small = dump(1)
      .prepare("SELECT order_no FROM orders WHERE order_no LIKE 'SO________9%' ORDER BY order_no")
      .pluck()
      .all();
    expect(showcase).toEqual(small);
    const untracked = big
      .prepare(
        "SELECT COUNT(*) FROM orders o WHERE NOT EXISTS (SELECT 1 FROM order_track t WHERE t.order_id = o.order_id)",
      )
      .pluck()
      .get();
    expect(untracked).toBe(0);
    const latest = big
      .prepare(
        `SELECT t.operate_name FROM order_track t JOIN orders o ON o.order_id = t.order_id
         WHERE o.order_status = 8 ORDER BY t.id DESC LIMIT 1`,
      )
      .pluck()
      .get();
    expect(latest).toBe("预约");
    expect(showcase).toHaveLength(SHOWCASE.length);
    expect(
      big
        .prepare("SELECT COUNT(*) FROM sqlite_master WHERE type = 'index' AND tbl_name = 'orders'")
        .pluck()
        .get(),
    ).toBeGreaterThan(8);
  });

  it("formats seed times exactly like chinaDateTime", () => {
    for (let ms = 1.7e12; ms < 1.8e12; ms += 777_777_777) expect(seedTime(ms)).toBe(chinaDateTime(ms));
  });
});
