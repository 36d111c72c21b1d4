// @vitest-environment node
import { api } from "../../src/api";
import { DISPATCH_QUEUE } from "../../src/domain/orders";
import { createTestStandIn, type TestStandIn } from "../testing";
import { activeDemoWorker, pickOrder } from "../orders/orderTesting";

/**
 * orderStatusCount (the dispatch queue's counts) and the queue's tabs of orderList (listStatus 10-13): each count is
 * the total its tab lists, they follow a 派单, and the call is allowed exactly where the order list is.
 */

let s: TestStandIn;
let token: string;

beforeAll(async () => {
  s = createTestStandIn();
  token = await s.login("demo");
});

const counts = async () => (await s.call(api.order.provider.orderStatusCount, {}, { token })).body.data;
const listed = async (listStatus: number) =>
  (await s.call(api.order.provider.orderList, { listStatus, current: 1, size: 5 }, { token })).body.data;

describe("the dispatch queue's counts", () => {
  it("answers 待派单, 待接单, 待报价, 待雇佣 in tab order, each the total of its tab", async () => {
    const answer = await counts();
    expect(answer.map((c) => c.listStatus)).toEqual([10, 11, 12, 13]);
    for (const option of DISPATCH_QUEUE) {
      const page = await listed(option.value);
      expect(answer.find((c) => c.listStatus === option.value)?.count).toBe(page.total);
      expect(page.total).toBeGreaterThan(0);
      for (const row of page.records) expect(option.orderStatus).toContain(row.orderStatus);
    }
  });

  it("follows a 派单: one order leaves 待派单 for 待接单", async () => {
    const before = await counts();
    const orderNo = pickOrder(s.db, "order_source = 1 AND order_status = 3");
    const { body } = await s.call(
      api.order.admin.manualDistribute,
      { orderNos: [orderNo], workerId: activeDemoWorker(s.db) },
      { token },
    );
    expect(body.code).toBe(1);
    const after = await counts();
    expect(after[0].count).toBe(before[0].count - 1);
    expect(after[1].count).toBe(before[1].count + 1);
    expect(after.slice(2)).toEqual(before.slice(2));
  });

  it("refuses an unknown list status, and is allowed where the order list is", async () => {
    const bad = await s.call(
      api.order.provider.orderList,
      { listStatus: 14, current: 1, size: 5 },
      { token },
    );
    expect(bad.body.code).toBe(400);
    for (const username of ["demo", "limited", "applicant", "newcomer"]) {
      const as = await s.login(username);
      const list = await s.call(api.order.provider.orderList, { current: 1, size: 1 }, { token: as });
      const count = await s.call(api.order.provider.orderStatusCount, {}, { token: as });
      expect(count.status, username).toBe(list.status);
      expect(count.body.code, username).toBe(list.body.code);
    }
  });
});
