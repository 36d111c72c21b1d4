// @vitest-environment node
/**
 * Development pages are opt-in (issue 8 §2): /api/__dev__/payments (mark a payment paid) exists only with
 * STANDIN_DEV_PAGES=1 (`npm run dev` sets it, `npm start` does not), answers loopback clients only and refuses
 * cross-site POSTs. Each refusal asserts that the payment was not touched.
 */
import fs from "node:fs";
import { api } from "../src/api";
import { ROOT } from "../scripts/lib.mjs";
import { PAYMENT_DEV_PAGE } from "./onboarding/paymentsExtras";
import { PAY_STATUS } from "./onboarding/paymentStore";
import { readServerConfig } from "./serverConfig";
import { createTestStandIn, TEST_CLIENT_HEADER, TEST_ORIGIN, type TestStandIn } from "./testing";

async function openPayment(s: TestStandIn): Promise<string> {
  const token = await s.login("demo");
  const { body } = await s.call(
    api.worker.profile.confirmPayDeposit,
    {
      // demo's unpaid deposit (confirmPayDeposit answers only the caller's own contract).
      apiData: { amount: 3000, contractNo: "HT00000104", bizNo: "BZHT00000104" },
      payWay: 14,
      payChannel: 2,
    },
    { token },
  );
  expect(body.code).toBe(1);
  return body.data.financeTransNo;
}

const payStatus = (s: TestStandIn, no: string) =>
  s.db.prepare("SELECT pay_status FROM deposit_payments WHERE finance_trans_no = ?").pluck().get(no);

function markPaid(s: TestStandIn, no: string, headers: Record<string, string> = {}) {
  return s.app.request(`${TEST_ORIGIN}${PAYMENT_DEV_PAGE}/${encodeURIComponent(no)}/paid`, {
    method: "POST",
    headers: { Accept: "application/json", ...headers },
  });
}

describe("the development payment page", () => {
  it("does not exist unless switched on", async () => {
    const s = createTestStandIn();
    const no = await openPayment(s);
    expect((await s.app.request(`${TEST_ORIGIN}${PAYMENT_DEV_PAGE}`)).status).toBe(403);
    const posted = await markPaid(s, no);
    expect(posted.status).toBe(403);
    expect((await posted.json()).msg).toBe("缺少签名信息");
    expect(payStatus(s, no)).toBe(PAY_STATUS.awaiting);
  });

  it("answers loopback clients only", async () => {
    const s = createTestStandIn({ devPages: true });
    const no = await openPayment(s);
    for (const client of ["203.0.113.5", "::ffff:10.0.0.2", "192.168.1.20"]) {
      const page = await s.app.request(`${TEST_ORIGIN}${PAYMENT_DEV_PAGE}`, {
        headers: { [TEST_CLIENT_HEADER]: client },
      });
      expect(page.status).toBe(403);
      expect(await page.json()).toEqual({ code: 403, msg: "开发页面仅限本机访问", data: null });
      const posted = await markPaid(s, no, { [TEST_CLIENT_HEADER]: client });
      expect(posted.status).toBe(403);
    }
    expect(payStatus(s, no)).toBe(PAY_STATUS.awaiting);
    for (const client of ["127.0.0.1", "::1", "::ffff:127.0.0.1"]) {
      const page = await s.app.request(`${TEST_ORIGIN}${PAYMENT_DEV_PAGE}`, {
        headers: { [TEST_CLIENT_HEADER]: client },
      });
      expect(page.status).toBe(200);
    }
  });

  it("refuses a POST from another web site's page, and takes one from its own", async () => {
    const s = createTestStandIn({ devPages: true });
    const no = await openPayment(s);
    const foreign: Record<string, string>[] = [
      { "Sec-Fetch-Site": "cross-site" },
      { "Sec-Fetch-Site": "same-site" },
      { Origin: "http://evil.example" },
      { Origin: "null" },
    ];
    for (const headers of foreign) {
      const posted = await markPaid(s, no, headers);
      expect(posted.status).toBe(403);
      expect(await posted.json()).toEqual({ code: 403, msg: "拒绝跨站请求", data: null });
    }
    expect(payStatus(s, no)).toBe(PAY_STATUS.awaiting);
    const own = await markPaid(s, no, { "Sec-Fetch-Site": "same-origin", Origin: TEST_ORIGIN });
    expect(own.status).toBe(200);
    expect(payStatus(s, no)).toBe(PAY_STATUS.completed);
  });

  it("is off by default, on under npm run dev and not under npm start", () => {
    expect(readServerConfig({}).devPages).toBe(false);
    expect(readServerConfig({ STANDIN_DEV_PAGES: "1" }).devPages).toBe(true);
    const dev = fs.readFileSync(`${ROOT}/scripts/dev.mjs`, "utf8");
    const start = fs.readFileSync(`${ROOT}/scripts/start.mjs`, "utf8");
    expect(dev).toMatch(/STANDIN_DEV_PAGES: process\.env\.STANDIN_DEV_PAGES \?\? "1"/);
    expect(start).not.toContain("STANDIN_DEV_PAGES");
  });
});
