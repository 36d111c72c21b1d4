/**
 * Issue 43 (audit B2) against the stand-in, in process: a refund of a finished order reaches the bills. Its amount
 * comes off the provider's bill of the month the refund is made in (this month's, open) as an adjustment line naming
 * the order and its bill; the order's own bill stays as it was (settled, or awaiting confirmation), and no worker
 * bill changes.
 */
import { api } from "../../src/api";
import type { ProviderBill } from "../../src/api/finance";
import { BILL_STATUS_CODE } from "../../src/domain/bills/rules";
import { SEED_PROVIDERS } from "../accounts/seed/accounts";
import { createTestStandIn, type TestStandIn } from "../testing";
import { chinaDateTime } from "../time";
import { billHelpers } from "./billTesting";

const finance = api.finance;
const DEMO = SEED_PROVIDERS.demo.id;
let s: TestStandIn;
let token: string;

beforeEach(async () => {
  s = createTestStandIn();
  token = await s.login("demo");
});

const { ok, providerBills, providerBill, allLines, cents, sumCents } = billHelpers(() => ({ s, token }));

const thisMonth = () => chinaDateTime(s.now()).slice(0, 7);

/** A finished own order of the month with at least ¥50 left to refund, and its worker. */
function refundable(month: string): { orderNo: string; workerId: string } {
  const row = s.db
    .prepare(
      `SELECT order_no AS orderNo, worker_id AS workerId FROM orders
       WHERE provider_id = ? AND order_status IN (10, 11, 13) AND order_source = 1 AND worker_id IS NOT NULL
         AND paid_cents - refunded_cents >= 5000 AND substr(finish_time, 1, 7) = ?
       ORDER BY order_no LIMIT 1`,
    )
    .get(DEMO, month) as { orderNo: string; workerId: string } | undefined;
  if (!row) throw new Error(`no refundable order finished in ${month}`);
  return row;
}

const refund = (orderNo: string, amount: number, reason: string) =>
  ok(s.call(api.order.operations.refund, { orderNo, amount, reason }, { token }));

/** The worker bills' summary over all of them (what a refund must leave alone). */
const workerSummary = () => ok(s.call(finance.workerBillCollection, {}, { token }));

function lastTrack(orderNo: string): unknown {
  return s.db
    .prepare(
      `SELECT t.content FROM order_track t JOIN orders o ON o.order_id = t.order_id WHERE o.order_no = ?
       ORDER BY t.id DESC LIMIT 1`,
    )
    .pluck()
    .get(orderNo);
}

async function currentBill(): Promise<ProviderBill> {
  const [bill] = await providerBills({ billMonth: thisMonth() });
  expect(bill.billStatus).toBe(BILL_STATUS_CODE.pending);
  return bill;
}

describe("a refund reaches the provider's bill", () => {
  it("of an order of a settled bill: that bill stays as it was, this month's bill takes the refund off", async () => {
    const [settled] = await providerBills({ billStatus: BILL_STATUS_CODE.settled });
    const settledLines = await allLines(settled.billNo);
    const open = await currentBill();
    const workersBefore = await workerSummary();
    const { orderNo } = refundable(settled.billMonth);

    await refund(orderNo, 50, "少装一件");

    expect(await providerBill(settled.billNo)).toEqual(settled);
    expect(await allLines(settled.billNo)).toEqual(settledLines);
    const after = await providerBill(open.billNo);
    expect(cents(after.totalAmount)).toBe(cents(open.totalAmount) - 5000);
    expect(after.orderCount).toBe(open.orderCount);
    const lines = await allLines(open.billNo);
    expect(lines.filter((l) => l.adjustedBillNo)).toEqual([
      expect.objectContaining({
        orderNo,
        adjustedBillNo: settled.billNo,
        orderAmount: -50,
        // The customer's money: the worker's pay does not change.
        workerAmount: 0,
        serverTypeName: "账单调整",
        goodsName: `退款：少装一件（原账单 ${settled.billNo}）`,
      }),
    ]);
    expect(sumCents(lines)).toBe(cents(after.totalAmount));
    expect(await workerSummary()).toEqual(workersBefore);
    expect(lastTrack(orderNo)).toBe(
      `退款 ¥50.00，原因：少装一件；计入${Number(thisMonth().slice(0, 4))}年${Number(thisMonth().slice(5))}月账单调整（-¥50.00）`,
    );

    // Settled in turn, this month's bill keeps the refund line as it was.
    s.db.prepare("UPDATE provider_bills SET bill_status = 3 WHERE bill_no = ?").run(open.billNo);
    expect(await providerBill(open.billNo)).toMatchObject({
      totalAmount: after.totalAmount,
      orderCount: after.orderCount,
    });
    expect(await allLines(open.billNo)).toEqual(lines);
  });

  it("of an order of a bill awaiting confirmation: that bill's total does not move under the provider", async () => {
    const [generated] = await providerBills({ billStatus: BILL_STATUS_CODE.generated });
    const open = await currentBill();
    const { orderNo } = refundable(generated.billMonth);

    await refund(orderNo, 50.5, "客户投诉");

    expect(await providerBill(generated.billNo)).toEqual(generated);
    // Confirmed on the total it showed, it settles.
    await ok(
      s.call(
        finance.proBillFinish,
        { billNo: generated.billNo, totalAmount: generated.totalAmount },
        { token },
      ),
    );
    expect(cents((await providerBill(open.billNo)).totalAmount)).toBe(cents(open.totalAmount) - 5050);
    const [line] = (await allLines(open.billNo)).filter((l) => l.adjustedBillNo);
    expect(line).toMatchObject({ orderNo, adjustedBillNo: generated.billNo, orderAmount: -50.5 });
  });

  it("of an order finished this month: a line of the same bill, beside the order's own line", async () => {
    const open = await currentBill();
    const { orderNo } = refundable(open.billMonth);

    await refund(orderNo, 50, "差价退还");
    await refund(orderNo, 20, "再退一次");

    const after = await providerBill(open.billNo);
    expect(cents(after.totalAmount)).toBe(cents(open.totalAmount) - 7000);
    expect(after.orderCount).toBe(open.orderCount);
    const lines = (await allLines(open.billNo)).filter((l) => l.orderNo === orderNo);
    expect(lines.map((l) => [l.adjustedBillNo ?? null, l.orderAmount, l.goodsName])).toEqual([
      [null, expect.any(Number), expect.any(String)],
      [open.billNo, -50, "退款：差价退还"],
      [open.billNo, -20, "退款：再退一次"],
    ]);
    expect(new Set(lines.map((l) => l.lineId)).size).toBe(3);
    expect(sumCents(await allLines(open.billNo))).toBe(cents(after.totalAmount));
  });
});
