// @vitest-environment node
/**
 * Numbers a person types are digits only (issue 31 §3): a number sent as text — the dispatch ratio (分成比例), the
 * daily order limit, an amount, an integer filter — is read only when it is digits (with one decimal part where the
 * field allows decimals). "0x1F" (once stored as 31), "1e2", " 12", "+5" and "" are refused with the field's
 * message, and nothing is written.
 */
import { api } from "../src/api";
import type { Endpoint } from "../src/api/endpoint";
import { NUMBER_MISMATCH } from "../src/domain/workers/settings";
import { FIRST_DEMO_WORKER } from "./workers/seed/workers";
import { createTestStandIn, type TestStandIn } from "./testing";
import { orderSnapshot, pickOrder } from "./orders/orderTesting";

const roster = api.worker.roster;
const id = FIRST_DEMO_WORKER.workerId;
const NOT_DIGITS = ["0x1F", "1e2", " 12", "12 ", "+5", "-5", "1_0"];

let s: TestStandIn;
let token: string;

beforeAll(async () => {
  s = createTestStandIn();
  token = await s.login("demo");
});

type Payload = Record<string, unknown>;

async function call(endpoint: Endpoint, payload: Payload) {
  return s.call(endpoint as Endpoint<Payload, unknown>, payload, { token });
}

const settingsRow = () => s.db.prepare("SELECT * FROM worker_settings WHERE worker_id = ?").get(id);

describe("the dispatch ratio (分成比例)", () => {
  it.each([...NOT_DIGITS, ""])("refuses %j with 输入数值不符合 and stores nothing", async (percent) => {
    const before = settingsRow();
    const { status, body } = await call(roster.setNonFreePercent, { workerId: id, percent });
    expect(status).toBe(200);
    expect(body).toEqual({ code: 400, msg: NUMBER_MISMATCH, data: null });
    expect(settingsRow()).toEqual(before);
  });

  it("takes digits sent as text, and numbers", async () => {
    expect((await call(roster.setNonFreePercent, { workerId: id, percent: "31" })).body.code).toBe(1);
    expect((await call(roster.nonFreePercent, { workerId: id })).body.data).toEqual({ percent: 31 });
    expect((await call(roster.setNonFreePercent, { workerId: id, percent: 40 })).body.code).toBe(1);
    expect((await call(roster.nonFreePercent, { workerId: id })).body.data).toEqual({ percent: 40 });
  });
});

describe("the daily order limit (每日最多接单数)", () => {
  it.each(NOT_DIGITS)("refuses %j with its message and stores nothing", async (maxDailyOrders) => {
    const before = settingsRow();
    const { status, body } = await call(roster.setWorkerConfig, {
      workerId: id,
      maxDailyOrders,
      autoAccept: false,
      serviceItemIds: [],
      roleIds: [],
    });
    expect(status).toBe(200);
    expect(body).toEqual({ code: 400, msg: `每日最多接单数${NUMBER_MISMATCH}`, data: null });
    expect(settingsRow()).toEqual(before);
  });
});

describe("an amount (报价金额)", () => {
  const offer = (amount: unknown) =>
    call(api.order.operations.offer, {
      orderNo: pickOrder(s.db, "order_source = 1 AND hang_up = 0 AND order_status = 5"),
      amount,
    });

  it.each([...NOT_DIGITS, "12.", ".5", "1.2.3"])(
    "refuses %j with 报价金额格式不正确 and writes nothing",
    async (amount) => {
      const orderNo = pickOrder(s.db, "order_source = 1 AND hang_up = 0 AND order_status = 5");
      const before = orderSnapshot(s.db, orderNo);
      const { status, body } = await offer(amount);
      expect(status).toBe(200);
      expect(body).toEqual({ code: 400, msg: "报价金额格式不正确", data: null });
      expect(orderSnapshot(s.db, orderNo)).toEqual(before);
    },
  );

  it("refuses an empty amount with 报价金额不能为空", async () => {
    const orderNo = pickOrder(s.db, "order_source = 1 AND hang_up = 0 AND order_status = 5");
    const before = orderSnapshot(s.db, orderNo);
    expect((await offer("")).body).toEqual({ code: 400, msg: "报价金额不能为空", data: null });
    expect(orderSnapshot(s.db, orderNo)).toEqual(before);
  });
});

describe("an integer filter", () => {
  it.each(["0x3", "3e0", " 3", "+3"])("refuses %j with 账号状态必须是整数", async (accountStatus) => {
    const { status, body } = await call(roster.workerList, { current: 1, size: 10, accountStatus });
    expect(status).toBe(200);
    expect(body).toEqual({ code: 400, msg: "账号状态必须是整数", data: null });
  });

  it("takes digits sent as text", async () => {
    const { body } = await call(roster.workerList, { current: "1", size: "10", accountStatus: "3" });
    expect(body.code).toBe(1);
  });
});
