/**
 * Issue 32 §2 against the stand-in, in process: a provider bill's lines add up to the total the list shows (the
 * console shows the list's figures), page and filter by order number; 待结算列表 filters by bill month and number.
 */
import { api } from "../../src/api";
import { BILL_STATUS_CODE } from "../../src/domain/bills/rules";
import { createTestStandIn, type TestStandIn } from "../testing";
import { billHelpers } from "./billTesting";
import { BIZ } from "../bizCodes";

const finance = api.finance;
let s: TestStandIn;
let token: string;

beforeEach(async () => {
  s = createTestStandIn();
  token = await s.login("demo");
});

const { ok, providerBills, allLines, cents, sumCents } = billHelpers(() => ({ s, token }));

describe("a provider bill's lines (proBillOrders)", () => {
  it("add up to the total and the count the list shows, for every bill (open and settled)", async () => {
    const bills = await providerBills();
    expect(bills.some((b) => b.billStatus === BILL_STATUS_CODE.settled)).toBe(true);
    expect(bills.some((b) => b.billStatus !== BILL_STATUS_CODE.settled)).toBe(true);
    for (const bill of bills) {
      const lines = await allLines(bill.billNo);
      expect(lines.filter((l) => !l.adjustedBillNo).length, bill.billNo).toBe(bill.orderCount);
      expect(sumCents(lines), bill.billNo).toBe(cents(bill.totalAmount));
      expect(new Set(lines.map((l) => l.orderNo)).size).toBe(lines.length);
    }
  });

  it("name an order's service types with the spec's list separator", async () => {
    const lines = (await Promise.all((await providerBills()).map((b) => allLines(b.billNo)))).flat();
    const combos = lines.filter((l) => l.serverTypeName.includes(","));
    expect(combos.length).toBeGreaterThan(0);
    for (const line of combos) expect(line.serverTypeName).toMatch(/^(安装|维修|测量)(,(安装|维修|测量))+$/);
    expect(lines.some((l) => l.serverTypeName.includes("、"))).toBe(false);
  });

  it("pages and filters by order number; refuses an unknown bill", async () => {
    const bill = (await providerBills()).find((b) => b.orderCount > 4);
    if (!bill) throw new Error("no provider bill with more than 4 orders");
    const page = await ok(
      s.call(finance.proBillOrders, { billNo: bill.billNo, current: 2, size: 3 }, { token }),
    );
    expect(page.total).toBe(bill.orderCount);
    expect(page.records.length).toBe(Math.min(3, bill.orderCount - 3));
    expect(page.records).toEqual((await allLines(bill.billNo)).slice(3, 6));
    const one = page.records[0] ?? (await allLines(bill.billNo))[0];
    const found = await ok(
      s.call(
        finance.proBillOrders,
        { billNo: bill.billNo, orderNo: one.orderNo, current: 1, size: 10 },
        { token },
      ),
    );
    expect(found.records.map((l) => l.orderNo)).toEqual([one.orderNo]);
    expect(found.total).toBe(1);
    const { body } = await s.call(
      finance.proBillOrders,
      { billNo: "PB000000000000", current: 1, size: 10 },
      { token },
    );
    expect(body).toEqual({ code: BIZ.notFound, msg: "账单不存在", data: null });
  });
});

describe("待结算列表's bill filters", () => {
  const stay = (payload: Record<string, unknown>) =>
    ok(
      s.call(
        api.order.provider.orderList,
        { current: 1, size: 10, settleStatus: [1, 2], ...payload },
        { token },
      ),
    );

  it("keeps the orders of a bill month, and of a bill by its number", async () => {
    const [bill] = await providerBills({ billStatus: BILL_STATUS_CODE.generated });
    const byMonth = await stay({ billMonth: bill.billMonth });
    expect(byMonth.total).toBe(bill.orderCount);
    expect(byMonth.records.every((o) => o.finishTime?.startsWith(bill.billMonth))).toBe(true);
    expect((await stay({ billNo: bill.billNo })).total).toBe(bill.orderCount);
    const worker = await ok(
      s.call(finance.workerBillPageList, { current: 1, size: 1, billMonth: bill.billMonth }, { token }),
    );
    const byWorkerBill = await stay({ billNo: worker.records[0].billNo });
    expect(byWorkerBill.total).toBe(worker.records[0].orderCount);
    expect((await stay({ billNo: "PB209901nothing" })).total).toBe(0);
    expect((await stay({ billNo: "不是账单" })).total).toBe(0);
    const { body } = await s.call(
      api.order.provider.orderList,
      { current: 1, size: 10, billMonth: "2026-13" },
      { token },
    );
    expect(body.msg).toBe("账单月份格式不正确");
  });
});
