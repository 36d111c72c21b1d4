/**
 * The deposit payment guarded as a gateway guards it (issue 31 §1): `demo` pays its deposit (HT00000104, ¥3,000)
 * through the personal centre's cashier, which shows the server's amount; a completion reporting another amount
 * fails the payment and leaves the deposit unpaid; a new QR code paid in full marks it 已支付. Another provider's
 * contract number (and a made-up one) is refused to a signed call with demo's token: the console offers no way to
 * send one, so the browser test sends it as a script in the page would.
 */
import type { Locator, Page } from "playwright-core";
import { api } from "../src/api";
import type { ConfirmPayDepositBody } from "../src/api/worker/profile";
import { login, newPage, resetDb, screenshot, toastAfter, url } from "./harness";
import { signedFetch } from "./harness/api";
import { gone, hasText, visible } from "./harness/locators";

interface OpenPayment {
  financeTransNo: string;
  contractNo: string;
  amount: number;
  payChannel: number;
}

/** Open payments as the stand-in sees them (test hook). */
async function openPayments(): Promise<OpenPayment[]> {
  const response = await fetch(url("/api/__test__/payments"));
  return ((await response.json()) as { data: OpenPayment[] }).data;
}

/** What the payment service reports for a payment (test hook): completed, with `amount` yuan (default its own). */
async function reportPaid(no: string, amount?: number): Promise<{ status: number; msg: string }> {
  const response = await fetch(url(`/api/__test__/payments/${no}/status`), {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(amount === undefined ? { payStatus: 3 } : { payStatus: 3, amount }),
  });
  return { status: response.status, msg: ((await response.json()) as { msg: string }).msg };
}

async function paymentNo(dialog: Locator): Promise<string> {
  await expect.poll(() => dialog.getByTestId("cashier-no").textContent()).toMatch(/^FT\d+/);
  return ((await dialog.getByTestId("cashier-no").textContent()) ?? "").trim();
}

async function openDeposits(page: Page): Promise<void> {
  await login(page, "demo");
  await page.waitForURL((u) => u.pathname !== "/login");
  await page.goto("/personal/index?tab=deposit");
  await visible(page.getByRole("tab", { name: "基本信息" }));
}

describe("deposit payment", () => {
  beforeEach(async () => {
    await resetDb();
  });
  afterAll(async () => {
    await resetDb();
  });

  it("pays demo's deposit through the cashier with the server's amount; another amount fails", async () => {
    const page = await newPage();
    await openDeposits(page);
    const card = page.getByTestId("deposit-card").filter({ hasText: "HT00000104" });
    await hasText(card.getByTestId("deposit-status"), "待支付");
    await hasText(card, "¥3,000.00");

    await card.getByRole("button", { name: "缴纳保证金" }).click();
    const dialog = page.getByRole("dialog").filter({ hasText: "收银台" });
    const first = await paymentNo(dialog);
    await hasText(dialog.getByTestId("cashier-amount"), "¥3000.00");
    // The amount shown is the payment's on the server.
    expect(await openPayments()).toEqual([
      expect.objectContaining({
        financeTransNo: first,
        contractNo: "HT00000104",
        amount: 3000,
        payChannel: 2,
      }),
    ]);
    await screenshot(page, "deposit-payment-cashier", { fullPage: false });

    // The payment service reports ¥0.01 paid: refused, the payment failed, the deposit unpaid.
    const short = await reportPaid(first, 0.01);
    expect(short).toEqual({ status: 409, msg: "实付金额¥0.01与保证金金额¥3000.00不符，支付失败" });
    const overlay = dialog.getByTestId("cashier-qr-overlay");
    await hasText(overlay, "支付失败", 10_000);
    expect(await reportPaid(first)).toEqual({ status: 409, msg: "支付单已关闭，不能再支付" });
    await hasText(card.getByTestId("deposit-status"), "待支付");

    // A new QR code, paid in full (the payment's own amount).
    await overlay.getByText("请刷新").click();
    await expect.poll(() => paymentNo(dialog)).not.toBe(first);
    const second = await paymentNo(dialog);
    await hasText(dialog.getByTestId("cashier-amount"), "¥3000.00");
    expect((await openPayments()).map((p) => p.financeTransNo)).toEqual([second]);
    await toastAfter(page, "支付成功", async () => {
      expect((await reportPaid(second)).status).toBe(200);
    });
    await gone(dialog, 10_000);
    await hasText(card.getByTestId("deposit-status"), "已支付");
    await gone(card.getByRole("button", { name: "缴纳保证金" }));
    await screenshot(page, "deposit-payment-paid");
  });

  it("refuses another provider's contract and a made-up number alike, and opens nothing", async () => {
    const page = await newPage();
    await openDeposits(page);
    const token = await page.evaluate(() => localStorage.getItem("token"));
    expect(token).toBeTruthy();
    const confirm = async (contractNo: string) => {
      const body: ConfirmPayDepositBody = {
        apiData: { amount: 0.01, contractNo, bizNo: `BZ${contractNo}` },
        payWay: 14,
        payChannel: 2,
      };
      const response = await signedFetch(api.worker.profile.confirmPayDeposit, body, token ?? "");
      return { status: response.status, body: (await response.json()) as unknown };
    };
    const refusal = { status: 200, body: { code: 200335001, msg: "合同不存在", data: null } };
    // newcomer's deposit contract (paid), applicant's (unpaid), a number nobody has.
    expect(await confirm("HT00000302")).toEqual(refusal);
    expect(await confirm("HT00000202")).toEqual(refusal);
    expect(await confirm("HT99999999")).toEqual(refusal);
    expect(await openPayments()).toEqual([]);
  });
});
