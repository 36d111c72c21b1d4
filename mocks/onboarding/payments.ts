import * as finance from "../../src/api/finance";
import * as profile from "../../src/api/worker/profile";
import { BizError, invalid } from "../errors";
import { defineRoutes, type HandlerContext } from "../router";
import { integer, text } from "../validate";
import { openDepositPayment, payableDeposit } from "./depositPayments";
import { mountPaymentExtras } from "./paymentsExtras";
import { closePayment, getPayment, paySourceOf, PAYMENT_BIZ, PAYMENT_MSG, readStatus } from "./paymentStore";

/**
 * The deposit cashier (spec §4 "Cashier", §7 "Payment" and confirmPayDeposit / payDepositStatus):
 * - getPaySource: the provider's channels (pay_sources; 0 unavailable; both 1 when the provider has no row);
 * - confirmPayDeposit: the caller's own contract's unpaid deposit and an available method give the deposit's open
 *   payment of that channel, or a new one awaiting payment (depositPayments.ts); the answer's apiData is the
 *   server's (amount and bizNo from the contract: the client's are ignored), qrCodeUrl only what the QR encodes;
 * - close/{code}: closes an open payment (cancelled, -1); a completed payment cannot be closed;
 * - payDepositStatus: the payment's status (-2 failed, -1 cancelled, 1 awaiting, 2 in progress, 3 completed).
 * An unpaid payment is cancelled PAYMENT_TTL_MS after it was created. Nobody pays a stand-in QR code: a person marks a
 * payment paid on the development page /api/__dev__/payments, a test through /api/__test__/payments (see
 * paymentsExtras.ts); the amount paid is checked against the deposit (paymentStore.settlePayment).
 */

/** payWay of each payChannel (spec §9): Alipay native 14 ↔ channel 2, WeChat native 13 ↔ channel 1. */
const PAY_WAY_OF_CHANNEL: Record<1 | 2, 13 | 14> = { 1: 13, 2: 14 };

/** The contract the client names; its amount and bizNo are not read (the contract's own are used). */
function contractNoOf(value: unknown): string {
  if (typeof value !== "object" || value === null || Array.isArray(value)) invalid("保证金信息不能为空");
  return text((value as Record<string, unknown>).contractNo, "合同编号", { max: 64 });
}

function confirm(ctx: HandlerContext<profile.ConfirmPayDepositBody>): profile.PaymentInfo {
  const user = ctx.requireUser();
  const contractNo = contractNoOf(ctx.payload.apiData);
  const payChannel = integer(ctx.payload.payChannel, "支付渠道", { min: 1, max: 2 }) as 1 | 2;
  const payWay = integer(ctx.payload.payWay, "支付方式", { min: 13, max: 14 });
  if (PAY_WAY_OF_CHANNEL[payChannel] !== payWay) invalid("支付方式与支付渠道不匹配");
  payableDeposit(ctx.db, user, contractNo);
  const source = paySourceOf(ctx.db, user.providerId);
  if ((payChannel === 2 ? source.aliPay : source.wechat) !== 1) {
    throw new BizError(PAYMENT_BIZ.channelUnavailable, PAYMENT_MSG.channelUnavailable);
  }
  const payment = openDepositPayment(ctx.db, user, { contractNo, payWay, payChannel }, ctx.clock());
  return {
    financeTransNo: payment.financeTransNo,
    qrCodeUrl: payment.qrCodeUrl,
    contractNo: payment.contractNo,
    apiData: { amount: payment.amountCents / 100, contractNo: payment.contractNo, bizNo: payment.bizNo },
  };
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
