import type { PaySource } from "../../src/api/finance";
import type { Db } from "../db/types";
import { BizError } from "../errors";
import { findOwnContract, markDepositPaid } from "./contractStore";

/** Deposit payments of the stand-in (table deposit_payments) and the providers' pay channels (pay_sources). */

/** Payment status (spec §4): -2 failed, -1 cancelled, 1 awaiting payment, 2 in progress, 3 completed. */
export const PAY_STATUS = { failed: -2, cancelled: -1, awaiting: 1, inProgress: 2, completed: 3 } as const;
export type PayStatus = (typeof PAY_STATUS)[keyof typeof PAY_STATUS];

export const PAY_STATUS_LABEL: Record<PayStatus, string> = {
  [-2]: "支付失败",
  [-1]: "已取消",
  1: "待支付",
  2: "支付中",
  3: "已完成",
};

/** An unpaid payment is cancelled this long after it was created (a little longer than the 300 s QR expiry). */
export const PAYMENT_TTL_MS = 10 * 60 * 1000;

/** Business codes of the cashier calls (ours: the spec shows none). */
export const PAYMENT_BIZ = {
  notFound: 200334001,
  alreadyPaid: 200334002,
  channelUnavailable: 200334003,
  notOpen: 200334004,
  /** The caller's contract asks for no deposit. */
  noDeposit: 200334005,
  /** Not yet payable: onboarding before the deposit step (settlePhase < 4), or the contract is not signed. */
  notPayable: 200334006,
  /** Another channel's payment of the deposit is being paid (支付中): it is not closed by a new order. */
  inProgress: 200334007,
  /** A completion the deposit does not accept (amount, deposit already paid): the payment fails. */
  completionRefused: 200334008,
} as const;

export const PAYMENT_MSG = {
  notFound: "支付单不存在",
  alreadyPaid: "该保证金已支付",
  paidCannotClose: "支付单已支付，不能关闭",
  channelUnavailable: "该支付方式暂不可用",
  notOpen: "支付单已关闭，不能再支付",
  noDeposit: "该合同无需缴纳保证金",
  signFirst: "请先签署全部合同，再缴纳保证金",
  contractUnsigned: "合同签署后才能缴纳保证金",
  inProgress: "该保证金有一笔支付正在处理中，请稍后再试",
  depositMismatch: "支付单与合同保证金不一致，支付失败",
  paidTwice: "该保证金已支付，本次支付失败",
} as const;

/** Yuan with two decimals, e.g. "3000.00". */
export function yuanText(cents: number): string {
  return (cents / 100).toFixed(2);
}

export function amountMismatchMessage(paidCents: number, dueCents: number): string {
  return `实付金额¥${yuanText(paidCents)}与保证金金额¥${yuanText(dueCents)}不符，支付失败`;
}

export interface PaymentRow {
  financeTransNo: string;
  providerId: string;
  contractNo: string;
  bizNo: string;
  amountCents: number;
  payWay: number;
  payChannel: number;
  payStatus: PayStatus;
  qrCodeUrl: string;
  createdAt: number;
  expiresAt: number;
  finishedAt: number | null;
}

const COLUMNS = `finance_trans_no AS financeTransNo, provider_id AS providerId, contract_no AS contractNo,
  biz_no AS bizNo, amount_cents AS amountCents, pay_way AS payWay, pay_channel AS payChannel,
  pay_status AS payStatus, qr_code_url AS qrCodeUrl, created_at AS createdAt, expires_at AS expiresAt,
  finished_at AS finishedAt`;

export function toCents(yuan: number): number {
  return Math.round(yuan * 100);
}

export function getPayment(db: Db, financeTransNo: string): PaymentRow | undefined {
  return db
    .prepare(`SELECT ${COLUMNS} FROM deposit_payments WHERE finance_trans_no = ?`)
    .get(financeTransNo) as PaymentRow | undefined;
}

export function isOpen(status: PayStatus): boolean {
  return status === PAY_STATUS.awaiting || status === PAY_STATUS.inProgress;
}

export function setStatus(db: Db, financeTransNo: string, status: PayStatus, now: number): void {
  db.prepare("UPDATE deposit_payments SET pay_status = ?, finished_at = ? WHERE finance_trans_no = ?").run(
    status,
    isOpen(status) ? null : now,
    financeTransNo,
  );
}

/** The payment's status now: an open payment past its time is cancelled first. */
export function readStatus(db: Db, payment: PaymentRow, now: number): PayStatus {
  if (isOpen(payment.payStatus) && now > payment.expiresAt) {
    setStatus(db, payment.financeTransNo, PAY_STATUS.cancelled, now);
    return PAY_STATUS.cancelled;
  }
  return payment.payStatus;
}

/** close/{code}: an open payment becomes cancelled; closing a closed one is a no-op; a paid one is refused. */
export function closePayment(db: Db, payment: PaymentRow, now: number): void {
  const status = readStatus(db, payment, now);
  if (status === PAY_STATUS.completed)
    throw new BizError(PAYMENT_BIZ.alreadyPaid, PAYMENT_MSG.paidCannotClose);
  if (isOpen(status)) setStatus(db, payment.financeTransNo, PAY_STATUS.cancelled, now);
}

/**
 * Why a completion reporting `paidCents` cannot pay the payment's deposit (null: it can). The contract is read again:
 * its deposit must still be unpaid, with the payment's business number, and the amount paid must be the payment's
 * and the deposit's.
 */
function completionProblem(db: Db, payment: PaymentRow, paidCents: number): string | null {
  const contract = findOwnContract(db, payment.providerId, payment.contractNo);
  if (!contract || contract.deposit_cents === null || contract.deposit_biz_no !== payment.bizNo) {
    return PAYMENT_MSG.depositMismatch;
  }
  if (contract.deposit_paid_at !== null) return PAYMENT_MSG.paidTwice;
  if (paidCents !== payment.amountCents || paidCents !== contract.deposit_cents) {
    return amountMismatchMessage(paidCents, contract.deposit_cents);
  }
  return null;
}

/**
 * What the payment service would report (development page and test hooks): an open payment moves to in progress,
 * completed or failed; a completion carries the amount paid (`paidCents`, default the payment's own amount). In one
 * transaction: a completion the deposit does not accept (another amount, a deposit paid meanwhile) marks the payment
 * failed, leaves the deposit unpaid and is refused (200334008) with the reason; an accepted one marks the contract's
 * deposit paid. A payment that is not open is refused (200334004), so a payment completes once.
 */
export function settlePayment(
  db: Db,
  financeTransNo: string,
  to: PayStatus,
  now: number,
  paidCents?: number,
): PaymentRow {
  if (to !== PAY_STATUS.inProgress && to !== PAY_STATUS.completed && to !== PAY_STATUS.failed) {
    throw new BizError(400, "只能标记为支付中(2)、已完成(3)或支付失败(-2)");
  }
  const outcome = db.transaction((): PaymentRow | BizError => {
    const payment = getPayment(db, financeTransNo);
    if (!payment) return new BizError(PAYMENT_BIZ.notFound, PAYMENT_MSG.notFound);
    if (!isOpen(readStatus(db, payment, now))) return new BizError(PAYMENT_BIZ.notOpen, PAYMENT_MSG.notOpen);
    const problem =
      to === PAY_STATUS.completed ? completionProblem(db, payment, paidCents ?? payment.amountCents) : null;
    if (problem) {
      setStatus(db, financeTransNo, PAY_STATUS.failed, now);
      return new BizError(PAYMENT_BIZ.completionRefused, problem);
    }
    setStatus(db, financeTransNo, to, now);
    // The contract's deposit is paid (and onboarding may move on): see contractStore.
    if (to === PAY_STATUS.completed) markDepositPaid(db, payment.providerId, payment.contractNo, now);
    return { ...payment, payStatus: to, finishedAt: isOpen(to) ? null : now };
  })();
  // Thrown after the commit: a refused completion leaves its payment failed (and an expired one cancelled).
  if (outcome instanceof BizError) throw outcome;
  return outcome;
}

/** Open payments (awaiting or in progress and not past their time), newest first. */
export function openPayments(db: Db, now: number): PaymentRow[] {
  return db
    .prepare(
      `SELECT ${COLUMNS} FROM deposit_payments WHERE pay_status IN (1, 2) AND expires_at >= ?
       ORDER BY created_at DESC, finance_trans_no DESC LIMIT 100`,
    )
    .all(now) as PaymentRow[];
}

/** The provider's channels; a provider without a row may use both. */
export function paySourceOf(db: Db, providerId: string): PaySource {
  const row = db
    .prepare("SELECT ali_pay AS aliPay, wechat FROM pay_sources WHERE provider_id = ?")
    .get(providerId) as PaySource | undefined;
  return row ?? { aliPay: 1, wechat: 1 };
}

export function setPaySource(db: Db, providerId: string, source: PaySource): void {
  db.prepare(
    `INSERT INTO pay_sources (provider_id, ali_pay, wechat) VALUES (?, ?, ?)
     ON CONFLICT (provider_id) DO UPDATE SET ali_pay = excluded.ali_pay, wechat = excluded.wechat`,
  ).run(providerId, source.aliPay, source.wechat);
}
