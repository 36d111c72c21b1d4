import crypto from "node:crypto";
import * as finance from "../../src/api/finance";
import * as profile from "../../src/api/worker/profile";
import { BizError, invalid } from "../errors";
import { defineRoutes, type HandlerContext } from "../router";
import { integer, text } from "../validate";
import { isDepositPaid } from "./contractStore";
import { mountPaymentExtras } from "./paymentsExtras";
import {
  closePayment,
  getPayment,
  PAY_STATUS,
  paySourceOf,
  PAYMENT_BIZ,
  PAYMENT_MSG,
  PAYMENT_TTL_MS,
  readStatus,
  toCents,
} from "./paymentStore";

/**
 * The deposit cashier (spec §4 "Cashier", §7 "Payment" and confirmPayDeposit / payDepositStatus):
 * - getPaySource: the provider's channels (pay_sources; 0 unavailable; both 1 when the provider has no row);
 * - confirmPayDeposit: validates the deposit and the method, creates a payment awaiting payment and answers its
 *   financeTransNo and QR content (qrCodeUrl is only what the QR code encodes);
 * - close/{code}: closes an open payment (cancelled, -1); a completed payment cannot be closed;
 * - payDepositStatus: the payment's status (-2 failed, -1 cancelled, 1 awaiting, 2 in progress, 3 completed).
 * An unpaid payment is cancelled PAYMENT_TTL_MS after it was created. Nobody pays a stand-in QR code: a person marks a
 * payment paid on the development page /api/__dev__/payments, a test through /api/__test__/payments (see
 * paymentsExtras.ts).
 */

/** payWay of each payChannel (spec §9): Alipay native 14 ↔ channel 2, WeChat native 13 ↔ channel 1. */
const PAY_WAY_OF_CHANNEL: Record<1 | 2, 13 | 14> = { 1: 13, 2: 14 };

/** What the QR code encodes: a URL that only names the payment (nobody can pay it). */
export function qrContent(financeTransNo: string): string {
  return `https://pay.example.invalid/qr/${financeTransNo}`;
}

/** "FT" + China-time yyyyMMddHHmmss + 6 random digits. */
function newFinanceTransNo(now: number): string {
  const stamp = new Date(now + 8 * 3600_000).toISOString().replace(/\D/g, "").slice(0, 14);
  return `FT${stamp}${crypto.randomInt(0, 1_000_000).toString().padStart(6, "0")}`;
}

function depositOf(value: unknown): profile.DepositApiData {
  if (typeof value !== "object" || value === null || Array.isArray(value)) invalid("保证金信息不能为空");
  const data = value as Record<string, unknown>;
  const amount = typeof data.amount === "string" ? Number(data.amount) : data.amount;
  if (typeof amount !== "number" || !Number.isFinite(amount) || amount <= 0 || amount > 10_000_000) {
    invalid("保证金金额不正确");
  }
  if (Math.abs(Math.round(amount * 100) - amount * 100) > 1e-6) invalid("保证金金额最多两位小数");
  return {
    amount,
    contractNo: text(data.contractNo, "合同编号", { max: 64 }),
    bizNo: text(data.bizNo, "业务单号", { max: 64 }),
  };
}

function confirm(ctx: HandlerContext<profile.ConfirmPayDepositBody>): profile.PaymentInfo {
  const user = ctx.requireUser();
  const apiData = depositOf(ctx.payload.apiData);
  const payChannel = integer(ctx.payload.payChannel, "支付渠道", { min: 1, max: 2 }) as 1 | 2;
  const payWay = integer(ctx.payload.payWay, "支付方式", { min: 13, max: 14 });
  if (PAY_WAY_OF_CHANNEL[payChannel] !== payWay) invalid("支付方式与支付渠道不匹配");
  const source = paySourceOf(ctx.db, user.providerId);
  if ((payChannel === 2 ? source.aliPay : source.wechat) !== 1) {
    throw new BizError(PAYMENT_BIZ.channelUnavailable, PAYMENT_MSG.channelUnavailable);
  }
  const now = ctx.clock();
  const paid = ctx.db
    .prepare("SELECT 1 FROM deposit_payments WHERE provider_id = ? AND contract_no = ? AND pay_status = ?")
    .get(user.providerId, apiData.contractNo, PAY_STATUS.completed);
  if (paid || isDepositPaid(ctx.db, user.providerId, apiData.contractNo)) {
    throw new BizError(PAYMENT_BIZ.alreadyPaid, PAYMENT_MSG.alreadyPaid);
  }

  const financeTransNo = newFinanceTransNo(now);
  const qrCodeUrl = qrContent(financeTransNo);
  ctx.db
    .prepare(
      `INSERT INTO deposit_payments (finance_trans_no, provider_id, contract_no, biz_no, amount_cents, pay_way,
         pay_channel, pay_status, qr_code_url, created_at, expires_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      financeTransNo,
      user.providerId,
      apiData.contractNo,
      apiData.bizNo,
      toCents(apiData.amount),
      payWay,
      payChannel,
      PAY_STATUS.awaiting,
      qrCodeUrl,
      now,
      now + PAYMENT_TTL_MS,
    );
  return { financeTransNo, qrCodeUrl, contractNo: apiData.contractNo, apiData };
}

function ownPayment(ctx: HandlerContext, value: unknown) {
  const user = ctx.requireUser();
  const no = text(value, "支付编号", { max: 64 });
  const payment = getPayment(ctx.db, no);
  if (!payment || payment.providerId !== user.providerId) {
    throw new BizError(PAYMENT_BIZ.notFound, PAYMENT_MSG.notFound);
  }
  return payment;
}

export default defineRoutes((r) => {
  r.serve(finance.getPaySource, (ctx) => paySourceOf(ctx.db, ctx.requireUser().providerId));

  r.serve(profile.confirmPayDeposit, confirm);

  r.serve(finance.closePay, (ctx) => {
    const payment = ownPayment(ctx, ctx.payload.code);
    closePayment(ctx.db, payment, ctx.clock());
    return null;
  });

  r.serve(profile.payDepositStatus, (ctx) => {
    const payment = ownPayment(ctx, ctx.payload.financeTransNo);
    return { payStatus: readStatus(ctx.db, payment, ctx.clock()) };
  });
}, mountPaymentExtras);
