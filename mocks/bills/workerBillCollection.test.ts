// @vitest-environment node
import { api } from "../../src/api";
import type { WorkerBill } from "../../src/api/finance";
import { createTestStandIn, type TestStandIn } from "../testing";

/**
 * The worker bills summary reads the settled bills' stored figures for all bills at once (issue 30): it answers the
 * sum of what the bill list shows, also when a settled bill's stored total is not what its orders sum to now.
 */

let s: TestStandIn;
let token: string;

beforeAll(async () => {
  s = createTestStandIn();
  token = await s.login("demo");
});

async function allWorkerBills(): Promise<WorkerBill[]> {
  const bills: WorkerBill[] = [];
  for (let current = 1; ; current++) {
    const { body } = await s.call(api.finance.workerBillPageList, { current, size: 100 }, { token });
    bills.push(...body.data.records);
    if (bills.length >= body.data.total || body.data.records.length === 0) return bills;
  }
}

const cents = (bills: WorkerBill[]) => bills.reduce((sum, b) => sum + Math.round(b.totalAmount * 100), 0);

describe("the worker bills summary", () => {
  it("sums the listed bills, a settled bill with the figures it was settled with", async () => {
    await allWorkerBills();
    const settled = s.db
      .prepare(
        `SELECT b.bill_no FROM worker_bills b JOIN settled_bills s ON s.bill_no = b.bill_no
         WHERE b.bill_status = 3 ORDER BY b.bill_no LIMIT 1`,
      )
      .pluck()
      .get() as string;
    expect(settled).toBeTruthy();
    // As if the orders had changed after the settlement: the stored figures stay what the bill was settled with.
    s.db
      .prepare(
        `UPDATE settled_bills SET order_count = order_count + 1, total_cents = total_cents + 12345
         WHERE bill_no = ?`,
      )
      .run(settled);
    const bills = await allWorkerBills();
    const bill = bills.find((b) => b.billNo === settled);
    const stored = s.db
      .prepare("SELECT total_cents FROM settled_bills WHERE bill_no = ?")
      .pluck()
      .get(settled);
    expect(bill && Math.round(bill.totalAmount * 100)).toBe(stored);
    const { body } = await s.call(api.finance.workerBillCollection, {}, { token });
    const settledCents = cents(bills.filter((b) => b.billStatus === 3));
    expect(body.data).toEqual({
      totalAmount: cents(bills) / 100,
      settledAmount: settledCents / 100,
      unsettledAmount: (cents(bills) - settledCents) / 100,
      billCount: bills.length,
      orderCount: bills.reduce((sum, b) => sum + b.orderCount, 0),
    });
  });
});
