/**
 * The schemas of api.finance's calls (./define.ts): the cashier's (mocks/onboarding/payments.ts), the workers' bank
 * cards and wallet (mocks/workers/workerSettings.ts) here, the bills' in ./financeBills.ts.
 */
import * as v from "valibot";
import * as finance from "../finance";
import { integer, optional, request, text } from "../schema";
import { page, PAGING, wire, type WireEntry } from "./define";
import { billEntries } from "./financeBills";
import { workerKey } from "./worker/records";

const walletRecord = v.object({
  recordId: v.string(),
  workerId: v.string(),
  direction: v.picklist([1, 2]),
  amount: v.number(),
  balanceAfter: v.number(),
  bizType: v.string(),
  bizNo: v.string(),
  remark: v.optional(v.nullable(v.string())),
  gmtCreatedTime: v.string(),
});

const bankCard = v.object({
  cardId: v.string(),
  bankName: v.string(),
  cardNo: v.string(),
  holderName: v.string(),
  isDefault: v.boolean(),
});

export const entries: readonly WireEntry[] = [
  wire(finance.getPaySource, { answer: v.object({ aliPay: v.number(), wechat: v.number() }) }),
  // The payment's number is the path's {code} (mocks/onboarding/payments.ts `ownPayment`).
  wire(finance.closePay, { request: request({ code: text("支付编号", { max: 64 }) }), answer: v.null() }),
  ...billEntries,
  wire(finance.workerBankCardCount, { request: request({ workerId: workerKey }), answer: v.number() }),
  wire(finance.workerBankCardList, { request: request({ workerId: workerKey }), answer: v.array(bankCard) }),
  wire(finance.walletRecordList, {
    request: request({
      ...PAGING,
      workerId: workerKey,
      direction: optional(integer("收支类型", { min: 1, max: 2 })),
      // Not read by the stand-in (its wallet has no date filter): any text passes, as it did.
      startTime: optional(v.string()),
      endTime: optional(v.string()),
    }),
    answer: page(walletRecord),
  }),
];
