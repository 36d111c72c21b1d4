import type { BankCard, WalletRecord } from "../../src/api/finance";
import type { WalletAmount } from "../../src/api/worker/roster";
import { monthLabel } from "../../src/domain/bills/rules";
import { maskCardNo } from "../../src/domain/workers/settings";
import { SEED_ANCHOR } from "../db/seed";
import { createRng } from "../db/seed/rng";
import type { Db } from "../db/types";
import { chinaDateTime } from "../time";

/**
 * A worker's wallet and bank cards. The worker's app writes them (withdrawals, cards), so the stand-in derives their
 * history from the worker id instead of storing rows: the same worker always has the same records. On top of it come
 * the payouts of the worker bills the provider settled (师傅结算, mocks/db/migrations/043_bills_004_worker_payouts.ts,
 * issue 43), stored; the balance runs through both and is the newest record's.
 */

const HOUR = 3_600_000;
const BANKS = ["中国工商银行", "中国建设银行", "中国农业银行", "招商银行", "中国银行", "交通银行"];
const INCOME = ["订单结算", "奖励", "好评奖励"];
const EXPENSE = ["提现", "违规扣款"];

/** A wallet record before its balance: amounts in cents, signed (an expense is negative). */
interface Entry {
  record: Omit<WalletRecord, "amount" | "balanceAfter" | "direction">;
  cents: number;
}

/** The worker's wallet records, newest first: the derived history and the settled bills' payouts, by time. */
export function walletRecords(db: Db, workerId: string): WalletRecord[] {
  const entries = [...history(workerId), ...payouts(db, workerId)].sort((a, b) =>
    a.record.gmtCreatedTime.localeCompare(b.record.gmtCreatedTime),
  );
  let balanceCents = 0;
  const records = entries.map(({ record, cents }): WalletRecord => {
    balanceCents += cents;
    return {
      ...record,
      direction: cents < 0 ? 2 : 1,
      amount: Math.abs(cents) / 100,
      balanceAfter: balanceCents / 100,
    };
  });
  return records.reverse();
}

interface PayoutRow {
  bill_no: string;
  bill_month: string;
  amount_cents: number;
  created: string;
}

/** 师傅结算's payouts: a settled bill's amount (a bill whose deductions exceed its orders takes money back). */
function payouts(db: Db, workerId: string): Entry[] {
  const rows = db
    .prepare("SELECT * FROM worker_payouts WHERE worker_id = ? ORDER BY created, bill_no")
    .all(workerId) as PayoutRow[];
  return rows.map((row) => ({
    record: {
      recordId: `P${row.bill_no}`,
      workerId,
      bizType: row.amount_cents < 0 ? "账单扣款" : "账单结算",
      bizNo: row.bill_no,
      remark: `${monthLabel(row.bill_month)}账单结算`,
      gmtCreatedTime: row.created,
    },
    cents: row.amount_cents,
  }));
}

/** The derived history (the worker app's side), oldest first. */
function history(workerId: string): Entry[] {
  const rng = createRng(`wallet:${workerId}`);
  const count = rng.int(0, 36);
  let balanceCents = 0;
  let at = SEED_ANCHOR - count * 30 * HOUR;
  const entries: Entry[] = [];
  for (let i = 0; i < count; i++) {
    at += rng.int(6, 54) * HOUR;
    const expense = balanceCents > 20_000 && rng.chance(0.3);
    const amountCents = expense
      ? Math.min(balanceCents, rng.int(50, 400) * 100)
      : rng.int(30, 600) * 100 + rng.int(0, 99);
    balanceCents += expense ? -amountCents : amountCents;
    entries.push({
      record: {
        recordId: `${workerId.slice(-6)}${String(i + 1).padStart(4, "0")}`,
        workerId,
        bizType: expense ? rng.pick(EXPENSE) : rng.pick(INCOME),
        bizNo: `W${rng.digits(14)}`,
        remark: null,
        gmtCreatedTime: chinaDateTime(at),
      },
      cents: expense ? -amountCents : amountCents,
    });
  }
  return entries;
}

/** The balance, and the part of it frozen (a withdrawal of the history in progress; a payout is withdrawable). */
export function walletAmountOf(db: Db, workerId: string): WalletAmount {
  const balanceCents = Math.round((walletRecords(db, workerId)[0]?.balanceAfter ?? 0) * 100);
  const historyCents = history(workerId).reduce((sum, entry) => sum + entry.cents, 0);
  const frozenCents = Math.round(historyCents * (createRng(`frozen:${workerId}`).int(0, 20) / 100));
  return {
    balance: balanceCents / 100,
    frozenAmount: frozenCents / 100,
    withdrawableAmount: (balanceCents - frozenCents) / 100,
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
