import type { BankCard, WalletRecord } from "../../src/api/finance";
import type { WalletAmount } from "../../src/api/worker/roster";
import { maskCardNo } from "../../src/domain/workers/settings";
import { SEED_ANCHOR } from "../db/seed";
import { createRng } from "../db/seed/rng";
import { chinaDateTime } from "../time";

/**
 * A worker's wallet and bank cards. Nothing in the console writes them (the worker's app does), so the stand-in
 * derives them from the worker id instead of storing rows: the same worker always has the same records, and the
 * balance is the last record's balance.
 */

const HOUR = 3_600_000;
const BANKS = ["中国工商银行", "中国建设银行", "中国农业银行", "招商银行", "中国银行", "交通银行"];
const INCOME = ["订单结算", "奖励", "好评奖励"];
const EXPENSE = ["提现", "违规扣款"];

/** The worker's wallet records, newest first. */
export function walletRecords(workerId: string): WalletRecord[] {
  const rng = createRng(`wallet:${workerId}`);
  const count = rng.int(0, 36);
  let balanceCents = 0;
  let at = SEED_ANCHOR - count * 30 * HOUR;
  const records: WalletRecord[] = [];
  for (let i = 0; i < count; i++) {
    at += rng.int(6, 54) * HOUR;
    const expense = balanceCents > 20_000 && rng.chance(0.3);
    const amountCents = expense
      ? Math.min(balanceCents, rng.int(50, 400) * 100)
      : rng.int(30, 600) * 100 + rng.int(0, 99);
    balanceCents += expense ? -amountCents : amountCents;
    records.push({
      recordId: `${workerId.slice(-6)}${String(i + 1).padStart(4, "0")}`,
      workerId,
      direction: expense ? 2 : 1,
      amount: amountCents / 100,
      balanceAfter: balanceCents / 100,
      bizType: expense ? rng.pick(EXPENSE) : rng.pick(INCOME),
      bizNo: `W${rng.digits(14)}`,
      remark: null,
      gmtCreatedTime: chinaDateTime(at),
    });
  }
  return records.reverse();
}

export function walletAmountOf(workerId: string): WalletAmount {
  const balance = walletRecords(workerId)[0]?.balanceAfter ?? 0;
  const frozenCents = Math.round(balance * 100 * (createRng(`frozen:${workerId}`).int(0, 20) / 100));
  return {
    balance,
    frozenAmount: frozenCents / 100,
    withdrawableAmount: (Math.round(balance * 100) - frozenCents) / 100,
  };
}

/** The worker's bank cards (0-2), the first the default. */
export function bankCards(workerId: string, holderName: string): BankCard[] {
  const rng = createRng(`cards:${workerId}`);
  return Array.from({ length: rng.int(0, 2) }, (_, i) => ({
    cardId: `${workerId.slice(-6)}${i + 1}`,
    bankName: rng.pick(BANKS),
    cardNo: maskCardNo(`6222${rng.digits(15)}`),
    holderName,
    isDefault: i === 0,
  }));
}
