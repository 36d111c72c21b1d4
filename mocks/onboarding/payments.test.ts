// @vitest-environment node
import { api } from "../../src/api";
import type { ConfirmPayDepositBody } from "../../src/api/worker/profile";
import { SEED_PROVIDERS } from "../accounts/seed/accounts";
import { createTestStandIn, type TestStandIn } from "../testing";
import { contractCodeOf } from "./contractStore";
import { PAYMENT_DEV_PAGE, PAYMENT_TEST_HOOKS } from "./paymentsExtras";
import { PAY_STATUS, PAYMENT_MSG, PAYMENT_TTL_MS } from "./paymentStore";

/** demo's unpaid deposit (HT00000104, ¥3,000). */
const contractNo = contractCodeOf(SEED_PROVIDERS.demo.id, "04");
const deposit = { amount: 3000, contractNo, bizNo: `BZ${contractNo}` };
const alipay: ConfirmPayDepositBody = { apiData: deposit, payWay: 14, payChannel: 2 };
const wechat: ConfirmPayDepositBody = { apiData: deposit, payWay: 13, payChannel: 1 };

let s: TestStandIn;
let token: string;

beforeEach(async () => {
  s = createTestStandIn({ testHooks: true, devPages: true });
  token = await s.login("demo");
});

async function hook(
  path: string,
  body?: unknown,
  method = "POST",
): Promise<{ status: number; body: unknown }> {
  const response = await s.app.request(`http://stand-in.test${path}`, {
    method,
    headers: body === undefined ? {} : { "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}

async function open(body: ConfirmPayDepositBody = alipay) {
  const { body: envelope } = await s.call(api.worker.profile.confirmPayDeposit, body, { token });
  expect(envelope.code).toBe(1);
  return envelope.data;
}

async function status(financeTransNo: string) {
  const { body } = await s.call(api.worker.profile.payDepositStatus, { financeTransNo }, { token });
  return body;
}

describe("getPaySource", () => {
  it("answers both channels for the demo provider, and what a provider is configured with", async () => {
    const first = await s.call(api.finance.getPaySource, undefined, { token });
    expect(first.body).toMatchObject({ code: 1, data: { aliPay: 1, wechat: 1 } });
    expect((await hook(`${PAYMENT_TEST_HOOKS}/paySource`, { aliPay: 0, wechat: 1 })).status).toBe(200);
    const second = await s.call(api.finance.getPaySource, undefined, { token });
    expect(second.body.data).toEqual({ aliPay: 0, wechat: 1 });
  });

  it("needs a login", async () => {
    expect((await s.call(api.finance.getPaySource, undefined, {})).status).toBe(401);
  });
});

describe("confirmPayDeposit", () => {
  it("creates a payment awaiting payment with its QR content", async () => {
    const info = await open();
    expect(info.financeTransNo).toMatch(/^FT\d{20}$/);
    expect(info.qrCodeUrl).toBe(`https://pay.example.invalid/qr/${info.financeTransNo}`);
    expect(info.contractNo).toBe(deposit.contractNo);
    expect(info.apiData).toEqual(deposit);
    expect((await status(info.financeTransNo)).data).toEqual({ payStatus: PAY_STATUS.awaiting });
  });

  it("refuses a payWay that does not match the channel, and a missing contract number", async () => {
    const mismatch = await s.call(api.worker.profile.confirmPayDeposit, { ...alipay, payWay: 13 }, { token });
    expect(mismatch.body).toMatchObject({ code: 400, msg: "支付方式与支付渠道不匹配" });
    const noContract = await s.call(
      api.worker.profile.confirmPayDeposit,
      { ...wechat, apiData: { ...deposit, contractNo: "" } },
      { token },
    );
    expect(noContract.body).toMatchObject({ code: 400, msg: "合同编号不能为空" });
    expect(s.db.prepare("SELECT COUNT(*) FROM deposit_payments").pluck().get()).toBe(0);
  });

  it("refuses an unavailable channel", async () => {
    await hook(`${PAYMENT_TEST_HOOKS}/paySource`, { aliPay: 0, wechat: 1 });
    const refused = await s.call(api.worker.profile.confirmPayDeposit, alipay, { token });
    expect(refused.body).toMatchObject({ code: 200334003, msg: PAYMENT_MSG.channelUnavailable });
    expect(s.db.prepare("SELECT COUNT(*) FROM deposit_payments").pluck().get()).toBe(0);
    expect((await s.call(api.worker.profile.confirmPayDeposit, wechat, { token })).body.code).toBe(1);
  });

  it("refuses a deposit that is already paid", async () => {
    const info = await open();
    expect((await hook(`${PAYMENT_TEST_HOOKS}/${info.financeTransNo}/status`, {})).status).toBe(200);
    const again = await s.call(api.worker.profile.confirmPayDeposit, wechat, { token });
    expect(again.body.msg).toBe(PAYMENT_MSG.alreadyPaid);
  });
});

describe("close/{code}", () => {
  it("cancels an open payment (code 1) and is idempotent", async () => {
    const info = await open();
    const closed = await s.call(api.finance.closePay, { code: info.financeTransNo }, { token });
    expect(closed.body.code).toBe(1);
    expect((await status(info.financeTransNo)).data.payStatus).toBe(PAY_STATUS.cancelled);
    expect((await s.call(api.finance.closePay, { code: info.financeTransNo }, { token })).body.code).toBe(1);
  });

  it("refuses to close a paid payment", async () => {
    const info = await open();
    await hook(`${PAYMENT_TEST_HOOKS}/${info.financeTransNo}/status`, { payStatus: 3 });
    const refused = await s.call(api.finance.closePay, { code: info.financeTransNo }, { token });
    expect(refused.body).toMatchObject({ msg: PAYMENT_MSG.paidCannotClose });
    expect(refused.body.code).not.toBe(1);
  });

  it("does not let another provider see or close the payment", async () => {
    const info = await open();
    const other = await s.acceptAgreements(await s.login("newcomer"));
    const closed = await s.call(api.finance.closePay, { code: info.financeTransNo }, { token: other });
    expect(closed.body.msg).toBe(PAYMENT_MSG.notFound);
    const seen = await s.call(
      api.worker.profile.payDepositStatus,
      { financeTransNo: info.financeTransNo },
      { token: other },
    );
    expect(seen.body.msg).toBe(PAYMENT_MSG.notFound);
  });
});

describe("payDepositStatus", () => {
  it("cancels an unpaid payment past its time", async () => {
    const info = await open();
    s.advance(PAYMENT_TTL_MS + 1000);
    expect((await status(info.financeTransNo)).data.payStatus).toBe(PAY_STATUS.cancelled);
    const late = await hook(`${PAYMENT_TEST_HOOKS}/${info.financeTransNo}/status`, {});
    expect(late).toMatchObject({ status: 409, body: { msg: PAYMENT_MSG.notOpen } });
  });

  it("reports in progress, completed and failed as the hook sets them", async () => {
    const info = await open();
    await hook(`${PAYMENT_TEST_HOOKS}/${info.financeTransNo}/status`, { payStatus: 2 });
    expect((await status(info.financeTransNo)).data.payStatus).toBe(PAY_STATUS.inProgress);
    await hook(`${PAYMENT_TEST_HOOKS}/${info.financeTransNo}/status`, { payStatus: -2 });
    expect((await status(info.financeTransNo)).data.payStatus).toBe(PAY_STATUS.failed);
  });
});

describe("payment hooks and the development page", () => {
  it("lists open payments and marks one paid from the page", async () => {
    const info = await open();
    const listed = await hook(PAYMENT_TEST_HOOKS, undefined, "GET");
    expect(listed.body).toMatchObject({
      code: 1,
      data: [{ financeTransNo: info.financeTransNo, amount: 3000 }],
    });

    const page = await s.app.request(`http://stand-in.test${PAYMENT_DEV_PAGE}`);
    const html = await page.text();
    expect(html).toContain(info.financeTransNo);
    expect(html).toContain("标记已支付");
    expect(html).toContain("¥3000.00");
    expect(html).toContain('name="amount" inputmode="decimal" size="10" value="3000.00"');

    const posted = await s.app.request(
      `http://stand-in.test${PAYMENT_DEV_PAGE}/${info.financeTransNo}/paid`,
      {
        method: "POST",
      },
    );
    expect(posted.status).toBe(303);
    expect(decodeURIComponent(posted.headers.get("location") ?? "")).toContain("已标记为已支付");
    expect((await status(info.financeTransNo)).data.payStatus).toBe(PAY_STATUS.completed);

    const again = await s.app.request(`http://stand-in.test${PAYMENT_DEV_PAGE}/${info.financeTransNo}/paid`, {
      method: "POST",
      headers: { Accept: "application/json" },
    });
    expect(again.status).toBe(409);
  });

  it("has no test hooks without STANDIN_TEST_HOOKS", async () => {
    const plain = createTestStandIn();
    const response = await plain.app.request(`http://stand-in.test${PAYMENT_TEST_HOOKS}`);
    // An ordinary unsigned call then: refused before routing.
    expect(response.status).toBe(403);
  });

  it("seeds both channels for every seed provider", () => {
    const rows = s.db.prepare("SELECT provider_id, ali_pay, wechat FROM pay_sources").all();
    expect(rows).toHaveLength(Object.keys(SEED_PROVIDERS).length);
    expect(rows.every((row) => (row as { ali_pay: number }).ali_pay === 1)).toBe(true);
  });
});
