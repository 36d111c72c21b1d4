/**
 * Issue 43 (audit B3) against the stand-in, in process: 师傅结算 pays the worker what the bill was settled with. The
 * worker's wallet gains a 账单结算 record naming the bill, its balance (and the worker's card) with it, once.
 */
import { api } from "../../src/api";
import { BILL_STATUS_CODE } from "../../src/domain/bills/rules";
import { applyMigrations } from "../db/migrations";
import { createTestStandIn, type TestStandIn } from "../testing";
import { billHelpers } from "./billTesting";

const finance = api.finance;
const roster = api.worker.roster;
let s: TestStandIn;
let token: string;

beforeEach(async () => {
  s = createTestStandIn();
  token = await s.login("demo");
});

const { ok, workerBill, cents } = billHelpers(() => ({ s, token }));

const wallet = async (workerId: string) => ({
  amount: await ok(s.call(roster.walletAmount, { workerId }, { token })),
  records: (await ok(s.call(finance.walletRecordList, { workerId, current: 1, size: 100 }, { token })))
    .records,
  card: await ok(s.call(roster.workerCommon, { workerId }, { token })),
});

describe("师傅结算 pays the worker", () => {
  it("credits the settled amount to the wallet as a 账单结算 record naming the bill, once", async () => {
    const page = await ok(
      s.call(
        finance.workerBillPageList,
        { current: 1, size: 50, billStatus: BILL_STATUS_CODE.generated },
        { token },
      ),
    );
    const bill = page.records.find((b) => b.totalAmount > 0);
    if (!bill) throw new Error("no worker bill awaiting settlement with an amount");
    const before = await wallet(bill.workerId);

    await ok(s.call(finance.workerBillFinish, { billNo: bill.billNo }, { token }));

    const settled = await workerBill(bill.billNo);
    expect(settled.billStatus).toBe(BILL_STATUS_CODE.settled);
    const after = await wallet(bill.workerId);
    const balance = cents(before.amount.balance) + cents(settled.totalAmount);
    expect(cents(after.amount.balance)).toBe(balance);
    expect(cents(after.amount.withdrawableAmount)).toBe(
      cents(before.amount.withdrawableAmount) + cents(settled.totalAmount),
    );
    expect(after.amount.frozenAmount).toBe(before.amount.frozenAmount);
    expect(cents(after.card.walletBalance)).toBe(balance);
    const paid = after.records.filter((r) => r.bizNo === bill.billNo);
    expect(paid).toEqual([
      expect.objectContaining({
        direction: 1,
        amount: settled.totalAmount,
        bizType: "账单结算",
        remark: `${Number(bill.billMonth.slice(0, 4))}年${Number(bill.billMonth.slice(5))}月账单结算`,
      }),
    ]);
    expect(after.records).toHaveLength(before.records.length + 1);
    expect(cents(after.records[0].balanceAfter)).toBe(balance);

    // Settled again, it is refused and pays nothing more.
    const again = await s.call(finance.workerBillFinish, { billNo: bill.billNo }, { token });
    expect(again.body.code).toBe(400);
    expect(cents((await wallet(bill.workerId)).amount.balance)).toBe(balance);
  });

  it("leaves the wallets of an older database as they were when it migrates", async () => {
    s.db.exec("DROP TABLE worker_payouts");
    s.db.prepare("DELETE FROM _migrations WHERE name = ?").run("bills_004_worker_payouts");
    expect(applyMigrations(s.db)).toEqual(["bills_004_worker_payouts"]);
    expect(s.db.prepare("SELECT COUNT(*) FROM worker_payouts").pluck().get()).toBe(0);
  });
});
