/**
 * The schemas of api.finance's calls (registered in ./entries/finance.ts): the cashier's
 * (mocks/onboarding/payments.ts), the workers' bank cards and wallet (mocks/workers/workerSettings.ts) here, the
 * bills' in ./financeBills.ts; src/api/finance.ts takes its types from them.
 */
import * as v from "valibot";
import { integer, optional, request, text } from "../schema";
import { page, PAGING } from "./define";
import { workerKey } from "./worker/records";

// ---- requests, per call

/** The payment's number is the path's {code} (mocks/onboarding/payments.ts `ownPayment`). */
export const closePayRequest = request({ code: text("支付编号", { max: 64 }) });

export const bankCardRequest = request({ workerId: workerKey });

export const walletRecordRequest = request({
  ...PAGING,
  /** The worker whose wallet is read (required: every wallet is a worker's). */
  workerId: workerKey,
  /** 1 income, 2 expense. */
  direction: optional(integer("收支类型", { min: 1, max: 2 })),
  // Not read by the stand-in (its wallet has no date filter): any text passes, as it did.
  startTime: optional(v.string()),
  endTime: optional(v.string()),
});

// ---- answers

/** Which payment channels can be used; 0 means unavailable. */
export const paySource = v.object({ aliPay: v.number(), wechat: v.number() });

export const bankCard = v.object({
  cardId: v.string(),
  bankName: v.string(),
  /** Masked, e.g. "6222 **** **** 1234". */
  cardNo: v.string(),
  holderName: v.string(),
  isDefault: v.boolean(),
});

export const walletRecord = v.object({
  recordId: v.string(),
  workerId: v.string(),
  /** 1 income, 2 expense. */
  direction: v.picklist([1, 2]),
  amount: v.number(),
  balanceAfter: v.number(),
  bizType: v.string(),
  bizNo: v.string(),
  remark: v.optional(v.nullable(v.string())),
  gmtCreatedTime: v.string(),
});

export const walletRecordPage = page(walletRecord);
