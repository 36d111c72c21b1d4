import * as finance from "../../src/api/finance";
import * as profile from "../../src/api/worker/profile";
import { BizError, invalid } from "../errors";
import { checkedRequest } from "../requestSchema";
import { defineRoutes, type HandlerContext } from "../router";
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

/**
 * The schema checked the deposit names its contract and the channel and the method are known codes; whether they go
 * together is checked here. The deposit's amount and bizNo are not read (the contract's own are used).
 */
function confirm(ctx: HandlerContext<profile.ConfirmPayDepositBody>): profile.PaymentInfo {
  const user = ctx.requireUser();
  const { apiData, payChannel, payWay } = checkedRequest(profile.confirmPayDeposit, ctx.payload);
  const { contractNo } = apiData;
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

/** The caller's payment numbered `no` (a text the schema checked). */
function ownPayment(ctx: HandlerContext, no: string) {
  const user = ctx.requireUser();
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
    // The path's text arrives as it came: the schema checked it trimmed.
    const payment = ownPayment(ctx, checkedRequest(finance.closePay, ctx.payload).code.trim());
    closePayment(ctx.db, payment, ctx.clock());
    return null;
  });

  r.serve(profile.payDepositStatus, (ctx) => {
    const payment = ownPayment(ctx, checkedRequest(profile.payDepositStatus, ctx.payload).financeTransNo);
    return { payStatus: readStatus(ctx.db, payment, ctx.clock()) };
  });
}, mountPaymentExtras);
