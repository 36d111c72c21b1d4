/**
 * Helpers of the bill tests (settledBills.test.ts, billLines.test.ts): the bill calls as `demo`, a bill's lines page
 * by page, sums in cents and an order on which 异常费用 is allowed.
 */
import { api } from "../../src/api";
import type { ProviderBill, ProviderBillLine, WorkerBill } from "../../src/api/finance";
import { SEED_PROVIDERS } from "../accounts/seed/accounts";
import type { TestStandIn } from "../testing";

const finance = api.finance;
const DEMO = SEED_PROVIDERS.demo.id;

export function billHelpers(ctx: () => { s: TestStandIn; token: string }) {
  async function ok<T>(promise: Promise<{ body: { code: number; data: T } }>): Promise<T> {
    const { body } = await promise;
    expect(body.code).toBe(1);
    return body.data;
  }

  const providerBills = (payload: Record<string, unknown> = {}) =>
    ok(
      ctx().s.call(finance.proBillPageList, { current: 1, size: 100, ...payload }, { token: ctx().token }),
    ).then((p) => p.records);

  const providerBill = async (billNo: string): Promise<ProviderBill> => {
    const [bill] = await providerBills({ billNo });
    return bill;
  };

  const workerBill = async (billNo: string): Promise<WorkerBill> => {
    const page = await ok(
      ctx().s.call(finance.workerBillPageList, { current: 1, size: 10, billNo }, { token: ctx().token }),
    );
    return page.records[0];
  };

  /** Every line of a provider bill, page by page (40 a page, the largest the lists offer). */
  async function allLines(billNo: string): Promise<ProviderBillLine[]> {
    const lines: ProviderBillLine[] = [];
    for (let current = 1; ; current += 1) {
      const page = await ok(
        ctx().s.call(finance.proBillOrders, { billNo, current, size: 40 }, { token: ctx().token }),
      );
      lines.push(...page.records);
      if (lines.length >= page.total || page.records.length === 0) return lines;
    }
  }

  const cents = (yuan: number) => Math.round(yuan * 100);
  const sumCents = (lines: readonly ProviderBillLine[]) =>
    lines.reduce((sum, l) => sum + cents(l.orderAmount), 0);

  /** An order of the bill's month on which 异常费用 is otherwise allowed (finished, with a worker). */
  function feeableOrder(month: string, workerId?: string): string {
    const orderNo = findFeeable(month, workerId);
    if (!orderNo) throw new Error(`no feeable order in ${month}`);
    return orderNo;
  }

  function findFeeable(month: string, workerId?: string): string | undefined {
    const orderNo = ctx()
      .s.db.prepare(
        `SELECT order_no FROM orders WHERE provider_id = ? AND order_status IN (8, 9, 10) AND worker_id IS NOT NULL
         AND settle_status IS NOT NULL AND substr(finish_time, 1, 7) = ? ${workerId ? "AND worker_id = ?" : ""}
       ORDER BY order_no LIMIT 1`,
      )
      .pluck()
      .get(...[DEMO, month, ...(workerId ? [workerId] : [])]);
    return typeof orderNo === "string" ? orderNo : undefined;
  }

  return {
    ok,
    providerBills,
    providerBill,
    workerBill,
    allLines,
    cents,
    sumCents,
    feeableOrder,
    findFeeable,
  };
}
