import crypto from "node:crypto";
import { CONTRACT_MSG, CONTRACT_STATUS, SETTLE_PHASE } from "../../src/domain/personal";
import type { Db } from "../db/types";
import { BizError } from "../errors";
import type { SessionUser } from "../sessions";
import { CONTRACT_BIZ, findOwnContract } from "./contractStore";
import {
  getPayment,
  isOpen,
  PAY_STATUS,
  PAYMENT_BIZ,
  PAYMENT_MSG,
  PAYMENT_TTL_MS,
  readStatus,
  setStatus,
  type PaymentRow,
} from "./paymentStore";

/**
 * Opening a deposit payment (confirmPayDeposit) as a gateway must (issue 31 §1):
 * - the deposit is read from the caller's own contract: a contract of another provider and a made-up number answer
 *   the same 200335001 合同不存在; no deposit 200334005; paid 200334002; the provider must have reached the deposit
 *   step of onboarding (settlePhase ≥ 4) and the contract be signed (200334006);
 * - the amount and the business number are the contract's; the client's apiData names only the contract;
 * - one open payment per deposit (also a partial unique index, migration cashier_002_one_open_payment): a confirm
 *   on the open payment's channel answers that payment again; on the other channel it cancels the open payment and
 *   opens a new one, unless that payment is in progress (支付中: 200334007, nothing changes).
 * All of it in one transaction.
 */

/** What the QR code encodes: a URL that only names the payment (nobody can pay it). */
export function qrContent(financeTransNo: string): string {
  return `https://pay.example.invalid/qr/${financeTransNo}`;
}

/** "FT" + China-time yyyyMMddHHmmss + 6 random digits. */
function newFinanceTransNo(now: number): string {
  const stamp = new Date(now + 8 * 3600_000).toISOString().replace(/\D/g, "").slice(0, 14);
  return `FT${stamp}${crypto.randomInt(0, 1_000_000).toString().padStart(6, "0")}`;
}

export interface PayableDeposit {
  contractNo: string;
  amountCents: number;
  bizNo: string;
}

/** The unpaid deposit of the caller's contract `contractNo`, or the refusal. */
export function payableDeposit(db: Db, user: SessionUser, contractNo: string): PayableDeposit {
  if (user.settlePhase < SETTLE_PHASE.toPayDeposit) {
    throw new BizError(PAYMENT_BIZ.notPayable, PAYMENT_MSG.signFirst);
  }
  const contract = findOwnContract(db, user.providerId, contractNo);
  if (!contract) throw new BizError(CONTRACT_BIZ.notFound, CONTRACT_MSG.notFound);
  if (contract.deposit_cents === null || contract.deposit_biz_no === null) {
    throw new BizError(PAYMENT_BIZ.noDeposit, PAYMENT_MSG.noDeposit);
  }
  if (contract.deposit_paid_at !== null) throw new BizError(PAYMENT_BIZ.alreadyPaid, PAYMENT_MSG.alreadyPaid);
  if (contract.contract_status !== CONTRACT_STATUS.signed) {
    throw new BizError(PAYMENT_BIZ.notPayable, PAYMENT_MSG.contractUnsigned);
  }
  return {
    contractNo: contract.contract_code,
    amountCents: contract.deposit_cents,
    bizNo: contract.deposit_biz_no,
  };
}

/** The deposit's payment that is still open (an open one past its time is cancelled first). */
function openPaymentOf(db: Db, providerId: string, contractNo: string, now: number): PaymentRow | undefined {
  const numbers = db
    .prepare(
      "SELECT finance_trans_no FROM deposit_payments WHERE provider_id = ? AND contract_no = ? AND pay_status IN (1, 2)",
    )
    .pluck()
    .all(providerId, contractNo) as string[];
  return numbers
    .map((no) => getPayment(db, no))
    .find((payment): payment is PaymentRow => !!payment && isOpen(readStatus(db, payment, now)));
}

export interface OpenRequest {
  contractNo: string;
  payWay: number;
  payChannel: number;
}

/** The payment to show for the caller's deposit: the open one of the same channel, or a new one. */
export function openDepositPayment(db: Db, user: SessionUser, request: OpenRequest, now: number): PaymentRow {
  return db.transaction((): PaymentRow => {
    const deposit = payableDeposit(db, user, request.contractNo);
    const open = openPaymentOf(db, user.providerId, deposit.contractNo, now);
    if (open && open.payChannel === request.payChannel) return open;
    if (open?.payStatus === PAY_STATUS.inProgress) {
      throw new BizError(PAYMENT_BIZ.inProgress, PAYMENT_MSG.inProgress);
    }
    if (open) setStatus(db, open.financeTransNo, PAY_STATUS.cancelled, now);

    const financeTransNo = newFinanceTransNo(now);
    db.prepare(
      `INSERT INTO deposit_payments (finance_trans_no, provider_id, contract_no, biz_no, amount_cents, pay_way,
         pay_channel, pay_status, qr_code_url, created_at, expires_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(
      financeTransNo,
      user.providerId,
      deposit.contractNo,
      deposit.bizNo,
      deposit.amountCents,
      request.payWay,
      request.payChannel,
      PAY_STATUS.awaiting,
      qrContent(financeTransNo),
      now,
      now + PAYMENT_TTL_MS,
    );
    return getPayment(db, financeTransNo) as PaymentRow;
  })();
}
