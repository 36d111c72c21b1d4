// @vitest-environment node
import Database from "better-sqlite3";
import { applyMigrations, migrations } from ".";
import { orderChannelsMigration } from "./047_orders_003_channels_fee_review";
import type { Db } from "../types";

/** A database at the step before orders_003 (foreign keys on, as openDatabase opens it). */
function before(): Db {
  const db = new Database(":memory:");
  db.pragma("foreign_keys = ON");
  applyMigrations(db, migrations.slice(0, migrations.indexOf(orderChannelsMigration)));
  return db;
}

function insertOrder(db: Db, orderNo: string, source: number): number {
  return Number(
    db
      .prepare(
        `INSERT INTO orders (order_no, provider_id, order_status, order_source, order_source_name, scope_type,
           server_type_mask, is_combo, merchant_id, customer_name, customer_mobile, province_name, city_name,
           detail_address, lng, lat, total_cents, worker_total_cents, verify_code, created)
         VALUES (?, 'p1', 8, ?, '来源', 1, 2, 2, 'm1', '王先生', '13800000001', '广东省', '深圳市', '1栋', 114, 22,
           1000, 700, '123456', '2026-11-01 10:00:00')`,
      )
      .run(orderNo, source).lastInsertRowid,
  );
}

const fee = (db: Db, orderId: number, payStatus: number | null) =>
  db
    .prepare(
      `INSERT INTO order_fees (order_id, fee_type, amount_cents, worker_amount_cents, pay_status, created)
       VALUES (?, 1, 1000, 700, ?, '2026-11-01 10:00:00')`,
    )
    .run(orderId, payStatus);

/** The orders table's indexes and triggers, by name. */
const around = (db: Db) =>
  db
    .prepare(
      "SELECT type, name, sql FROM sqlite_master WHERE tbl_name = 'orders' AND type <> 'table' ORDER BY name",
    )
    .all();

describe("orders_003_channels_fee_review", () => {
  it("lets orders come from the 28 channels and keeps every row, index and trigger", () => {
    const db = before();
    const orderId = insertOrder(db, "SO1", 1);
    insertOrder(db, "SO2", 2);
    expect(() => insertOrder(db, "SO3", 5)).toThrow(/CHECK/);
    const indexesAndTriggers = around(db);
    expect(indexesAndTriggers.length).toBeGreaterThan(5);
    fee(db, orderId, 3);

    expect(applyMigrations(db, [orderChannelsMigration])).toEqual(["orders_003_channels_fee_review"]);
    insertOrder(db, "SO3", 5);
    insertOrder(db, "SO4", 28);
    expect(() => insertOrder(db, "SO5", 29)).toThrow(/CHECK/);
    expect(() => insertOrder(db, "SO6", 0)).toThrow(/CHECK/);
    expect(db.prepare("SELECT order_no, order_source FROM orders ORDER BY order_id").all()).toEqual([
      { order_no: "SO1", order_source: 1 },
      { order_no: "SO2", order_source: 2 },
      { order_no: "SO3", order_source: 5 },
      { order_no: "SO4", order_source: 28 },
    ]);
    expect(around(db)).toEqual(indexesAndTriggers);
    expect(db.pragma("integrity_check", { simple: true })).toBe("ok");
    expect(db.pragma("foreign_key_check")).toEqual([]);
    // The schema is read-only again (defensive mode back on).
    expect(db.pragma("writable_schema", { simple: true })).toBe(0);
    expect(() => db.prepare("UPDATE sqlite_master SET sql = sql WHERE name = 'orders'").run()).toThrow();
  });

  it("reads the review flow of the fee lines written before from their payment; a new line starts at 商家审核", () => {
    const db = before();
    const orderId = insertOrder(db, "SO1", 1);
    for (const payStatus of [3, 1, 2, -1, null]) fee(db, orderId, payStatus);
    applyMigrations(db, [orderChannelsMigration]);
    expect(db.prepare("SELECT pay_status, review_flow FROM order_fees ORDER BY id").all()).toEqual([
      { pay_status: 3, review_flow: 3 },
      { pay_status: 1, review_flow: 1 },
      { pay_status: 2, review_flow: 1 },
      { pay_status: -1, review_flow: 1 },
      { pay_status: null, review_flow: 1 },
    ]);
    fee(db, orderId, 1);
    expect(db.prepare("SELECT review_flow FROM order_fees ORDER BY id DESC LIMIT 1").pluck().get()).toBe(1);
    expect(() => db.prepare("UPDATE order_fees SET review_flow = 5 WHERE order_id = ?").run(orderId)).toThrow(
      /CHECK/,
    );
  });

  it("refuses a schema without the old constraint and leaves it as it was", () => {
    const db = before();
    applyMigrations(db, [orderChannelsMigration]);
    expect(() => applyMigrations(db, [{ ...orderChannelsMigration, name: "again" }])).toThrow(
      /no "CHECK \(order_source IN \(1, 2\)\)"/,
    );
    expect(db.pragma("writable_schema", { simple: true })).toBe(0);
    expect(db.prepare("PRAGMA table_info(order_fees)").all()).toContainEqual(
      expect.objectContaining({ name: "review_flow" }),
    );
  });
});
