// @vitest-environment node
/**
 * A deposit payment completes once, for the deposit's amount (issue 31 §1): the test hook and the development page
 * report the amount paid (default the payment's own); another amount fails the payment and leaves the deposit
 * unpaid. And the migration that keeps one open payment per deposit.
 */
import { api } from "../../src/api";
import { depositPaymentMigration } from "../db/migrations/024_cashier_002_one_open_payment";
import { SEED_PROVIDERS } from "../accounts/seed/accounts";
import { createTestStandIn, TEST_ORIGIN, type TestStandIn } from "../testing";
import { contractCodeOf } from "./contractStore";
import { PAYMENT_DEV_PAGE, PAYMENT_TEST_HOOKS } from "./paymentsExtras";
import { PAY_STATUS, PAYMENT_MSG } from "./paymentStore";

const DEMO = SEED_PROVIDERS.demo.id;
const UNPAID = contractCodeOf(DEMO, "04");
const MISMATCH = "实付金额¥0.01与保证金金额¥3000.00不符，支付失败";

let s: TestStandIn;

beforeEach(() => {
  s = createTestStandIn({ testHooks: true, devPages: true });
});

const paidAt = () =>
  s.db.prepare("SELECT deposit_paid_at FROM provider_contracts WHERE contract_code = ?").pluck().get(UNPAID);
const statusOf = (no: string) =>
  s.db.prepare("SELECT pay_status FROM deposit_payments WHERE finance_trans_no = ?").pluck().get(no);
const phase = () => s.db.prepare("SELECT settle_phase FROM providers WHERE id = ?").pluck().get(DEMO);

async function open(): Promise<string> {
  const token = await s.login("demo");
  const { body } = await s.call(
    api.worker.profile.confirmPayDeposit,
    { apiData: { amount: 3000, contractNo: UNPAID, bizNo: `BZ${UNPAID}` }, payWay: 14, payChannel: 2 },
    { token },
  );
  expect(body.code).toBe(1);
  return body.data.financeTransNo;
}

async function report(no: string, body: Record<string, unknown>) {
  const response = await s.app.request(`${TEST_ORIGIN}${PAYMENT_TEST_HOOKS}/${no}/status`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as { code: number; msg: string } };
}

describe("completing a deposit payment", () => {
  it("fails the payment and leaves the deposit unpaid when another amount was paid", async () => {
    const no = await open();
    expect(await report(no, { payStatus: 3, amount: 0.01 })).toEqual({
      status: 409,
      body: { code: 200334008, msg: MISMATCH, data: null },
    });
    expect(statusOf(no)).toBe(PAY_STATUS.failed);
    expect(paidAt()).toBeNull();
    expect(phase()).toBe(7);
    // Failed, it cannot be completed afterwards with the right amount.
    expect((await report(no, { payStatus: 3, amount: 3000 })).body.msg).toBe(PAYMENT_MSG.notOpen);
    expect(paidAt()).toBeNull();
  });

  it("refuses one cent more too, and completes with the deposit's amount", async () => {
    const first = await open();
    expect((await report(first, { amount: "3000.01" })).body.msg).toBe(
      "实付金额¥3000.01与保证金金额¥3000.00不符，支付失败",
    );
    const second = await open();
    expect(second).not.toBe(first);
    expect((await report(second, { payStatus: 3, amount: "3000.00" })).status).toBe(200);
    expect(statusOf(second)).toBe(PAY_STATUS.completed);
    expect(paidAt()).not.toBeNull();
  });

  it("completes once: a second completion is refused and changes nothing", async () => {
    const no = await open();
    expect((await report(no, {})).status).toBe(200);
    const paid = paidAt();
    const again = await report(no, { payStatus: 3 });
    expect(again).toEqual({ status: 409, body: { code: 200334004, msg: PAYMENT_MSG.notOpen, data: null } });
    const page = await s.app.request(`${TEST_ORIGIN}${PAYMENT_DEV_PAGE}/${no}/paid`, {
      method: "POST",
      headers: { Accept: "application/json" },
    });
    expect(page.status).toBe(409);
    expect(statusOf(no)).toBe(PAY_STATUS.completed);
    expect(paidAt()).toBe(paid);
  });

  it("fails a completion whose deposit was paid meanwhile", async () => {
    const no = await open();
    s.db.prepare("UPDATE provider_contracts SET deposit_paid_at = 'x' WHERE contract_code = ?").run(UNPAID);
    expect((await report(no, {})).body).toMatchObject({ code: 200334008, msg: PAYMENT_MSG.paidTwice });
    expect(statusOf(no)).toBe(PAY_STATUS.failed);
    expect(paidAt()).toBe("x");
  });

  it("refuses an amount that is not digits with at most two decimals, touching nothing", async () => {
    const no = await open();
    for (const amount of ["0x1F", "1e2", -1, "abc", "3000.001", 1e21]) {
      expect(await report(no, { payStatus: 3, amount })).toEqual({
        status: 409,
        body: { code: 400, msg: "amount 须为金额（元，最多两位小数）", data: null },
      });
    }
    expect(statusOf(no)).toBe(PAY_STATUS.awaiting);
    expect(paidAt()).toBeNull();
  });

  it("takes the amount from the development page's form", async () => {
    const no = await open();
    const post = (amount: string) =>
      s.app.request(`${TEST_ORIGIN}${PAYMENT_DEV_PAGE}/${no}/paid`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ amount }).toString(),
      });
    const short = await post("0.01");
    expect(short.status).toBe(303);
    expect(decodeURIComponent(short.headers.get("location") ?? "")).toContain(MISMATCH);
    expect(statusOf(no)).toBe(PAY_STATUS.failed);
    expect(paidAt()).toBeNull();
  });
});

describe("migration cashier_002_one_open_payment", () => {
  it("cancels the open payments the cashier no longer opens, keeps the newest right one, adds the index", () => {
    s.db.exec("DROP INDEX deposit_payments_one_open");
    const insert = s.db.prepare(
      `INSERT INTO deposit_payments (finance_trans_no, provider_id, contract_no, biz_no, amount_cents, pay_way,
         pay_channel, pay_status, qr_code_url, created_at, expires_at) VALUES (?, ?, ?, ?, ?, 14, 2, ?, '', ?, 0)`,
    );
    const newcomers = contractCodeOf(SEED_PROVIDERS.newcomer.id, "02");
    insert.run("MADE-UP", DEMO, "HT99999999", "BZ", 1, 1, 1);
    insert.run("OTHERS", DEMO, newcomers, `BZ${newcomers}`, 200_000, 1, 2);
    insert.run("CENT", DEMO, UNPAID, `BZ${UNPAID}`, 1, 2, 3);
    insert.run("OLDER", DEMO, UNPAID, `BZ${UNPAID}`, 300_000, 1, 4);
    insert.run("NEWER", DEMO, UNPAID, `BZ${UNPAID}`, 300_000, 1, 5);
    insert.run("DONE", DEMO, "HT99999998", "BZ", 1, 3, 6);
    const up = depositPaymentMigration.up;
    if (typeof up !== "string") throw new Error("expected SQL");
    s.db.exec(up);
    const rows = s.db
      .prepare(
        "SELECT finance_trans_no AS no, pay_status AS status FROM deposit_payments ORDER BY created_at",
      )
      .all();
    expect(rows).toEqual([
      { no: "MADE-UP", status: -1 },
      { no: "OTHERS", status: -1 },
      { no: "CENT", status: -1 },
      { no: "OLDER", status: -1 },
      { no: "NEWER", status: 1 },
      { no: "DONE", status: 3 },
    ]);
    const index = s.db
      .prepare("SELECT sql FROM sqlite_master WHERE name = 'deposit_payments_one_open'")
      .pluck();
    expect(index.get()).toMatch(/UNIQUE INDEX/);
  });
});
