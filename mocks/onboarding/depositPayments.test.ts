// @vitest-environment node
/**
 * confirmPayDeposit as a gateway must (issue 31 §1): the deposit is the caller's own contract's, its amount and
 * business number the server's, and one open payment per deposit. Each refusal asserts the status, the code and
 * message, and that no payment was written and nothing paid.
 */
import { api } from "../../src/api";
import * as workerAccount from "../../src/api/worker/account";
import type { ConfirmPayDepositBody } from "../../src/api/worker/profile";
import { CONTRACT_MSG } from "../../src/domain/personal";
import { SEED_PROVIDERS } from "../accounts/seed/accounts";
import { createTestStandIn, encryptForLogin, TEST_ORIGIN, type TestStandIn } from "../testing";
import { contractCodeOf } from "./contractStore";
import { PAYMENT_TEST_HOOKS } from "./paymentsExtras";
import { PAY_STATUS, PAYMENT_MSG, PAYMENT_TTL_MS } from "./paymentStore";

const DEMO = SEED_PROVIDERS.demo.id;
/** demo's unpaid deposit: ¥3,000. */
const UNPAID = contractCodeOf(DEMO, "04");
const deposit = { amount: 3000, contractNo: UNPAID, bizNo: `BZ${UNPAID}` };
const alipay = (apiData: ConfirmPayDepositBody["apiData"] = deposit): ConfirmPayDepositBody => ({
  apiData,
  payWay: 14,
  payChannel: 2,
});
const wechat = (apiData: ConfirmPayDepositBody["apiData"] = deposit): ConfirmPayDepositBody => ({
  apiData,
  payWay: 13,
  payChannel: 1,
});

let s: TestStandIn;
let token: string;

beforeEach(async () => {
  s = createTestStandIn({ testHooks: true });
  token = await s.login("demo");
});

const paymentCount = () => Number(s.db.prepare("SELECT COUNT(*) FROM deposit_payments").pluck().get());
const paidAt = (code: string) =>
  s.db.prepare("SELECT deposit_paid_at FROM provider_contracts WHERE contract_code = ?").pluck().get(code);
const statusOf = (no: string) =>
  s.db.prepare("SELECT pay_status FROM deposit_payments WHERE finance_trans_no = ?").pluck().get(no);

function confirm(body: ConfirmPayDepositBody, as = token) {
  return s.call(api.worker.profile.confirmPayDeposit, body, { token: as });
}

async function opened(body: ConfirmPayDepositBody, as = token) {
  const { body: envelope } = await confirm(body, as);
  expect(envelope).toMatchObject({ code: 1 });
  return envelope.data;
}

/** A refused confirm: HTTP 200, the envelope, no payment written, `code`'s deposit (if any) still unpaid. */
async function refused(body: ConfirmPayDepositBody, code: number, msg: string, as = token) {
  const before = paymentCount();
  const result = await confirm(body, as);
  expect(result.status).toBe(200);
  expect(result.body).toEqual({ code, msg, data: null });
  expect(paymentCount()).toBe(before);
  return result.body;
}

function settle(no: string, body: Record<string, unknown> = {}) {
  return s.app.request(`${TEST_ORIGIN}${PAYMENT_TEST_HOOKS}/${no}/status`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
}

describe("the deposit is the caller's own contract's", () => {
  it("answers another provider's contract and a made-up number with the same 合同不存在", async () => {
    const newcomers = contractCodeOf(SEED_PROVIDERS.newcomer.id, "02");
    const applicants = contractCodeOf(SEED_PROVIDERS.applicant.id, "02");
    const other = await refused(
      alipay({ ...deposit, contractNo: newcomers }),
      200335001,
      CONTRACT_MSG.notFound,
    );
    // applicant's deposit is unpaid and its contract unsigned: nothing of that shows either.
    await refused(alipay({ ...deposit, contractNo: applicants }), 200335001, CONTRACT_MSG.notFound);
    const madeUp = await refused(
      alipay({ ...deposit, contractNo: "HT99999999" }),
      200335001,
      CONTRACT_MSG.notFound,
    );
    expect(other).toEqual(madeUp);
    expect(paidAt(applicants)).toBeNull();
  });

  it("refuses a contract without a deposit, and a deposit already paid", async () => {
    await refused(
      alipay({ ...deposit, contractNo: contractCodeOf(DEMO, "01") }),
      200334005,
      PAYMENT_MSG.noDeposit,
    );
    await refused(
      alipay({ ...deposit, contractNo: contractCodeOf(DEMO, "02") }),
      200334002,
      PAYMENT_MSG.alreadyPaid,
    );
  });

  it("refuses a deposit of a contract that is not signed", async () => {
    s.db.prepare("UPDATE provider_contracts SET contract_status = 0 WHERE contract_code = ?").run(UNPAID);
    await refused(alipay(), 200334006, PAYMENT_MSG.contractUnsigned);
    expect(paidAt(UNPAID)).toBeNull();
  });

  it("refuses a provider before the deposit step: just registered (0) and still signing (3)", async () => {
    const mobile = "13912345671";
    await s.call(workerAccount.sendVerifyCode, { mobile, scene: "register" });
    const registered = await s.call(workerAccount.registerNewProvider, {
      mobile,
      verifyCode: "123456",
      password: encryptForLogin("Newpass2026"),
      providerName: "佛山速达安装服务有限公司",
    });
    expect(registered.body.code).toBe(1);
    const newcomer = await s.login(mobile, "Newpass2026");
    await refused(alipay(), 200334006, PAYMENT_MSG.signFirst, newcomer);

    const applicant = await s.login("applicant");
    const own = contractCodeOf(SEED_PROVIDERS.applicant.id, "02");
    await refused(alipay({ ...deposit, contractNo: own }), 200334006, PAYMENT_MSG.signFirst, applicant);
    await refused(alipay(), 200334006, PAYMENT_MSG.signFirst, applicant);
    expect(paidAt(own)).toBeNull();
    expect(paidAt(UNPAID)).toBeNull();
  });
});

describe("the amount and the business number are the contract's", () => {
  it("ignores the client's amount and bizNo and answers the server's", async () => {
    const info = await opened(alipay({ amount: 0.01, contractNo: UNPAID, bizNo: "BZ-OTHER" }));
    expect(info.apiData).toEqual(deposit);
    const row = s.db
      .prepare("SELECT amount_cents, biz_no FROM deposit_payments WHERE finance_trans_no = ?")
      .get(info.financeTransNo);
    expect(row).toEqual({ amount_cents: 300_000, biz_no: `BZ${UNPAID}` });
    // Paid with what the payment service reports by default (the payment's own amount): the deposit is paid.
    expect((await settle(info.financeTransNo)).status).toBe(200);
    expect(paidAt(UNPAID)).not.toBeNull();
  });
});

describe("one open payment per deposit", () => {
  it("answers the open payment again to a second confirm of the same channel", async () => {
    const first = await opened(alipay());
    const second = await opened(alipay({ amount: 1, contractNo: UNPAID, bizNo: "x" }));
    expect(second).toEqual(first);
    expect(paymentCount()).toBe(1);
    expect(statusOf(first.financeTransNo)).toBe(PAY_STATUS.awaiting);
  });

  it("closes the open payment before opening one on the other channel", async () => {
    const first = await opened(alipay());
    const second = await opened(wechat());
    expect(second.financeTransNo).not.toBe(first.financeTransNo);
    expect(statusOf(first.financeTransNo)).toBe(PAY_STATUS.cancelled);
    expect(statusOf(second.financeTransNo)).toBe(PAY_STATUS.awaiting);
    const open = s.db
      .prepare("SELECT COUNT(*) FROM deposit_payments WHERE contract_no = ? AND pay_status IN (1, 2)")
      .pluck()
      .get(UNPAID);
    expect(open).toBe(1);
    // The cancelled one can no longer be paid.
    expect((await settle(first.financeTransNo)).status).toBe(409);
    expect(paidAt(UNPAID)).toBeNull();
  });

  it("does not close a payment in progress: the other channel is refused, the same one answers it", async () => {
    const first = await opened(wechat());
    expect((await settle(first.financeTransNo, { payStatus: 2 })).status).toBe(200);
    await refused(alipay(), 200334007, PAYMENT_MSG.inProgress);
    expect(statusOf(first.financeTransNo)).toBe(PAY_STATUS.inProgress);
    expect((await opened(wechat())).financeTransNo).toBe(first.financeTransNo);
  });

  it("opens a new payment once the open one is past its time", async () => {
    const first = await opened(alipay());
    s.advance(PAYMENT_TTL_MS + 1000);
    const second = await opened(alipay());
    expect(second.financeTransNo).not.toBe(first.financeTransNo);
    expect(statusOf(first.financeTransNo)).toBe(PAY_STATUS.cancelled);
  });

  it("lets the database hold no second open payment of a deposit", async () => {
    const first = await opened(alipay());
    const copy = s.db.prepare(
      `INSERT INTO deposit_payments SELECT 'FT-COPY', provider_id, contract_no, biz_no, amount_cents, pay_way,
         pay_channel, pay_status, qr_code_url, created_at, expires_at, finished_at
       FROM deposit_payments WHERE finance_trans_no = ?`,
    );
    expect(() => copy.run(first.financeTransNo)).toThrow(/UNIQUE/);
  });
});
