/**
 * Issue 32 §1 against the stand-in, in process: a settled bill keeps the lines and totals it was settled with, and a
 * fee on one of its orders goes to the next open bill as an adjustment line naming the order and the settled bill.
 */
import { api } from "../../src/api";
import type { WorkerBill } from "../../src/api/finance";
import { BILL_STATUS_CODE } from "../../src/domain/bills/rules";
import { createTestStandIn, type TestStandIn } from "../testing";
import { billHelpers } from "./billTesting";
import { applyMigrations } from "../db/migrations";
import { SEED_PROVIDERS } from "../accounts/seed/accounts";
import { chinaDateTime } from "../time";

const finance = api.finance;
const DEMO = SEED_PROVIDERS.demo.id;
let s: TestStandIn;
let token: string;

beforeEach(async () => {
  s = createTestStandIn();
  token = await s.login("demo");
});

const { ok, providerBills, providerBill, workerBill, allLines, cents, sumCents, feeableOrder, findFeeable } =
  billHelpers(() => ({ s, token }));

describe("settled money does not change", () => {
  const thisMonth = () => chinaDateTime(s.now()).slice(0, 7);

  it("an 异常费用 on an order of a bill confirmed now leaves it as it was; the fee is an adjustment line of this month's bill", async () => {
    const [bill] = await providerBills({ billStatus: BILL_STATUS_CODE.generated });
    await ok(
      s.call(finance.proBillFinish, { billNo: bill.billNo, totalAmount: bill.totalAmount }, { token }),
    );
    const settled = await providerBill(bill.billNo);
    expect(settled).toMatchObject({
      billStatus: 3,
      totalAmount: bill.totalAmount,
      settledAmount: bill.totalAmount,
    });
    const linesBefore = await allLines(bill.billNo);
    expect(sumCents(linesBefore)).toBe(cents(bill.totalAmount));
    const [open] = await providerBills({ billMonth: thisMonth() });
    expect(open.billStatus).toBe(BILL_STATUS_CODE.pending);

    const orderNo = feeableOrder(bill.billMonth);
    await ok(
      s.call(api.order.operations.abnormalFee, { orderNo, amount: 88, reason: "二次上门" }, { token }),
    );
    // The settled bill: the same figures and lines, to the cent.
    expect(await providerBill(bill.billNo)).toEqual(settled);
    expect(await allLines(bill.billNo)).toEqual(linesBefore);
    expect(sumCents(await allLines(bill.billNo))).toBe(cents(bill.totalAmount));
    // This month's bill: +88 as a line naming the order and the settled bill; its lines still add up.
    const after = await providerBill(open.billNo);
    expect(cents(after.totalAmount)).toBe(cents(open.totalAmount) + 8800);
    expect(after.orderCount).toBe(open.orderCount);
    const lines = await allLines(open.billNo);
    expect(lines.filter((l) => l.adjustedBillNo)).toEqual([
      expect.objectContaining({
        orderNo,
        adjustedBillNo: bill.billNo,
        orderAmount: 88,
        workerAmount: 88,
        serverTypeName: "账单调整",
        goodsName: `异常费用：二次上门（原账单 ${bill.billNo}）`,
      }),
    ]);
    expect(sumCents(lines)).toBe(cents(after.totalAmount));
    // The order's track says where the fee went.
    const track = s.db
      .prepare(
        `SELECT t.content FROM order_track t JOIN orders o ON o.order_id = t.order_id WHERE o.order_no = ?
         ORDER BY t.id DESC LIMIT 1`,
      )
      .pluck()
      .get(orderNo);
    expect(track).toContain(`原账单 ${bill.billNo} 已结算`);

    // Once that bill is settled in turn, its stored lines keep the adjustment line and its total.
    s.db.prepare("UPDATE provider_bills SET bill_status = 3 WHERE bill_no = ?").run(open.billNo);
    const frozen = await providerBill(open.billNo);
    expect(frozen).toMatchObject({ totalAmount: after.totalAmount, orderCount: after.orderCount });
    expect(sumCents(await allLines(open.billNo))).toBe(cents(after.totalAmount));
    expect((await allLines(open.billNo)).filter((l) => l.adjustedBillNo)).toHaveLength(1);
  });

  it("reads a settled bill from what was stored, even when its orders' amounts change afterwards", async () => {
    const [bill] = await providerBills({ billStatus: BILL_STATUS_CODE.settled });
    const linesBefore = await allLines(bill.billNo);
    const orderNo = linesBefore[0].orderNo;
    // A change straight in the table: the stored bill must not follow it.
    s.db.prepare("UPDATE orders SET total_cents = total_cents + 12345 WHERE order_no = ?").run(orderNo);
    expect(await providerBill(bill.billNo)).toEqual(bill);
    expect(await allLines(bill.billNo)).toEqual(linesBefore);
    expect(sumCents(linesBefore)).toBe(cents(bill.totalAmount));
  });

  it("keeps a settled worker bill as it was; the fee goes to the worker's bill of this month", async () => {
    const page = await ok(
      s.call(
        finance.workerBillPageList,
        { current: 1, size: 50, billStatus: BILL_STATUS_CODE.generated },
        { token },
      ),
    );
    const open = page.records.find((b) => findFeeable(b.billMonth, b.workerId));
    if (!open) throw new Error("no open worker bill with orders");
    // Its provider bill stays open: only the worker bill is settled.
    const [providerOpen] = await providerBills({ billMonth: open.billMonth });
    expect(providerOpen.billStatus).not.toBe(BILL_STATUS_CODE.settled);
    await ok(s.call(finance.workerBillFinish, { billNo: open.billNo }, { token }));
    const settled = await workerBill(open.billNo);
    const detail = await ok(s.call(finance.workerBillDetail, { billNo: open.billNo }, { token }));
    expect(settled).toMatchObject({
      billStatus: 3,
      totalAmount: open.totalAmount,
      orderAmount: open.orderAmount,
    });
    const current = async () =>
      (
        await ok(
          s.call(
            finance.workerBillPageList,
            { current: 1, size: 1, workerId: open.workerId, billMonth: thisMonth() },
            { token },
          ),
        )
      ).records[0] as WorkerBill | undefined;
    const currentBefore = await current();

    const orderNo = feeableOrder(open.billMonth, open.workerId);
    await ok(s.call(api.order.operations.abnormalFee, { orderNo, amount: 20, reason: "x" }, { token }));
    expect(await workerBill(open.billNo)).toEqual(settled);
    expect(await ok(s.call(finance.workerBillDetail, { billNo: open.billNo }, { token }))).toEqual(detail);
    // The provider bill of that month is open: it takes the fee through the order, with no adjustment line.
    const providerAfter = await providerBill(providerOpen.billNo);
    expect(cents(providerAfter.totalAmount)).toBe(cents(providerOpen.totalAmount) + 2000);
    expect((await allLines(providerOpen.billNo)).some((l) => l.adjustedBillNo)).toBe(false);
    // The worker's bill of this month (opened for it when the worker had none) carries it.
    const currentAfter = await current();
    if (!currentAfter) throw new Error("no worker bill of this month");
    expect(cents(currentAfter.totalAmount)).toBe(cents(currentBefore?.totalAmount ?? 0) + 2000);
    const currentDetail = await ok(
      s.call(finance.workerBillDetail, { billNo: currentAfter.billNo }, { token }),
    );
    expect(currentDetail.orders.filter((l) => l.adjustedBillNo)).toEqual([
      expect.objectContaining({ orderNo, adjustedBillNo: open.billNo, workerAmount: 20 }),
    ]);

    s.db
      .prepare("UPDATE orders SET worker_total_cents = worker_total_cents + 999 WHERE order_no = ?")
      .run(orderNo);
    expect(await workerBill(open.billNo)).toEqual(settled);
  });

  it("still takes a fee on an order whose bills are open", async () => {
    const [bill] = await providerBills({ billStatus: BILL_STATUS_CODE.generated });
    // An order of the open provider bill whose worker's bill of the month is open too.
    const orderNo = s.db
      .prepare(
        `SELECT o.order_no FROM orders o JOIN worker_bills w ON w.worker_id = o.worker_id AND w.bill_month = ?
         WHERE o.provider_id = ? AND o.order_status IN (8, 9, 10) AND substr(o.finish_time, 1, 7) = ?
           AND w.bill_status <> 3 LIMIT 1`,
      )
      .pluck()
      .get(bill.billMonth, DEMO, bill.billMonth);
    if (typeof orderNo !== "string") throw new Error("no order with both bills open");
    const { body } = await s.call(
      api.order.operations.abnormalFee,
      { orderNo, amount: 10, reason: "x" },
      { token },
    );
    expect(body.code).toBe(1);
    expect(cents((await providerBill(bill.billNo)).totalAmount)).toBe(cents(bill.totalAmount) + 1000);
    expect(sumCents(await allLines(bill.billNo))).toBe(cents(bill.totalAmount) + 1000);
  });

  it("stores the settled bills of an older database when it migrates", async () => {
    const settled = await providerBills({ billStatus: BILL_STATUS_CODE.settled });
    const linesBefore = await allLines(settled[0].billNo);
    // The database as it was before the migration: no stored bills.
    s.db.exec("DROP TABLE settled_bills; DROP TABLE settled_bill_lines; DROP TABLE bill_adjustments");
    s.db.prepare("DELETE FROM _migrations WHERE name = ?").run("bills_003_settled_lines");
    expect(applyMigrations(s.db)).toEqual(["bills_003_settled_lines"]);
    const stored = s.db
      .prepare(
        "SELECT COUNT(*) FROM settled_bills WHERE bill_no IN (SELECT bill_no FROM provider_bills WHERE bill_status = 3)",
      )
      .pluck()
      .get();
    expect(stored).toBe(
      s.db.prepare("SELECT COUNT(*) FROM provider_bills WHERE bill_status = 3").pluck().get(),
    );
    expect(await providerBills({ billStatus: BILL_STATUS_CODE.settled })).toEqual(settled);
    expect(await allLines(settled[0].billNo)).toEqual(linesBefore);
  });
});
