/**
 * Fixtures of the every-write test (mocks/live/everyWrite.test.ts, issue 40 §1): for each endpoint with a write
 * effect, a call that succeeds on the seed and one that fails. The tables are mocks/orders/orderWriteFixtures.ts and
 * otherWriteFixtures.ts; here are their types and the seed lookups they share. Each fixture runs on a fresh stand-in,
 * so a fixture picks its records by the state its write needs (an order a command is allowed on, an open alert…).
 */
import { writeKeyFields, type Endpoint, type WriteEffect } from "../../src/api/endpoint";
import type { ButtonCode } from "../../src/api/buttons";
import { commandRefusal, orderCommand } from "../../src/domain/orders";
import { workOrderActionRefusal, type WorkOrderAction } from "../../src/domain/workOrderActions";
import type { Db } from "../db/types";
import type { CallResult, TestStandIn } from "../testing";
import { chinaDateTime } from "../time";
import { DEMO_PROVIDER } from "../orders/orderTesting";
import { ORDER_SELECT, orderFacts, type OrderRecord } from "../orders/orderStore";

export type Payload = Record<string, unknown>;

/** What a fixture works with: the stand-in, its database and calls made as the fixture's account. */
export interface FixtureContext {
  s: TestStandIn;
  db: Db;
  call(endpoint: Endpoint, payload?: Payload): Promise<CallResult<unknown>>;
}

export interface WriteFixture {
  /** The seeded account that calls (default demo). */
  as?: "demo" | "newcomer";
  /** The payload of a call that succeeds; it may call the stand-in first (e.g. a list that generates the bills). */
  ok(f: FixtureContext): Payload | Promise<Payload>;
  /**
   * The payload of a call that fails: a field missing, or a record that does not exist. Default: the successful
   * payload with each key field of the write effect naming no record (NO_RECORD).
   */
  fail?(f: FixtureContext, ok: Payload): Payload;
}

export type WriteFixtures = readonly (readonly [Endpoint, WriteFixture])[];

/** A value naming no record, per key field of the contract's write effects. */
export const NO_RECORD: Readonly<Record<string, unknown>> = {
  orderNo: "SO000000000000000",
  orderNos: ["SO000000000000000"],
  workOrderId: 999_999_999,
  alertId: 999_999_999,
  billNo: "B000000000000",
  workerId: "1",
  workerIds: ["1"],
  id: 999_999_999,
};

/** `ok` with each key field of `effect` replaced by its NO_RECORD value. */
export function withoutRecord(effect: WriteEffect, ok: Payload): Payload {
  const keys = writeKeyFields(effect);
  if (keys.length === 0) throw new Error("a write without a key field needs its own failing payload");
  const out = { ...ok };
  for (const key of keys) {
    if (!(key in NO_RECORD)) throw new Error(`no NO_RECORD value for key field ${key}`);
    out[key] = NO_RECORD[key];
  }
  return out;
}

/** Stored sample photos of the seed (platform files anyone may attach). */
export const PHOTOS = ["r/samples/site-photo-1.png", "r/samples/site-photo-2.png"];

/** The day after the stand-in's clock (China time), e.g. "2026-11-21": a valid appointment date. */
export const tomorrow = (f: FixtureContext) => chinaDateTime(f.s.now() + 24 * 3600_000).slice(0, 10);

/** The demo provider's newest order matching `where` (SQL over `o`) on which `code` is allowed now. */
export function orderFor(db: Db, code: ButtonCode, where = "1 = 1"): OrderRecord {
  const cmd = orderCommand(code);
  if (!cmd) throw new Error(`no order command ${code}`);
  const rows = db
    .prepare(`${ORDER_SELECT} WHERE o.provider_id = ? AND ${where} ORDER BY o.created DESC, o.order_id DESC`)
    .all(DEMO_PROVIDER) as OrderRecord[];
  const order = rows.find((row) => commandRefusal(cmd, orderFacts(row)) === null);
  if (!order) throw new Error(`no seeded order allows ${code} where ${where}`);
  return order;
}

/** `count` 正常 workers of the demo provider other than `except`. */
export function activeWorkers(db: Db, count: number, except: string | null = null): string[] {
  const ids = db
    .prepare(
      "SELECT worker_id FROM workers WHERE provider_id = ? AND status = 3 AND worker_id <> ? ORDER BY worker_id LIMIT ?",
    )
    .pluck()
    .all(DEMO_PROVIDER, except ?? "", count) as string[];
  if (ids.length < count) throw new Error(`fewer than ${count} active demo workers`);
  return ids;
}

/** A district of the worker's city (inside the provider's areas), as the address picker sends it. */
export function districtOf(db: Db, workerId: string) {
  const row = db
    .prepare(
      `SELECT c.parent_id AS provinceId, c.id AS cityId, a.id AS areaId FROM workers w
       JOIN regions c ON c.id = w.city_id LEFT JOIN regions a ON a.parent_id = c.id AND a.level = 3
       WHERE w.worker_id = ? LIMIT 1`,
    )
    .get(workerId) as { provinceId: number; cityId: number; areaId: number | null };
  return { ...row, provinceName: "", cityName: "" };
}

/** A demo work order on which `action` is allowed now. */
export function workOrderFor(db: Db, action: WorkOrderAction): number {
  const rows = db
    .prepare(
      "SELECT id, result_status AS resultStatus, work_type AS workType FROM work_orders WHERE provider_id = ? ORDER BY id",
    )
    .all(DEMO_PROVIDER) as { id: number; resultStatus: number; workType: number }[];
  const found = rows.find((row) => workOrderActionRefusal(action, row) === null);
  if (!found) throw new Error(`no seeded work order allows ${action}`);
  return found.id;
}

/** The id of a seeded account. */
export function accountId(db: Db, username: string): number {
  return Number(db.prepare("SELECT id FROM accounts WHERE username = ?").pluck().get(username));
}
