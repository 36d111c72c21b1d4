// @vitest-environment node
/**
 * tmall servedWorkerIds: the workers who finished an earlier order of a 天猫 order's customer, the most recent
 * first (the seed's returning customer: the 天猫 待派单 showcase order's customer had the 服务完成 and 已完成 ones).
 */
import { api } from "../../src/api";
import type { Endpoint } from "../../src/api/endpoint";
import { createTestStandIn, type TestStandIn } from "../testing";
import { DEMO_PROVIDER, activeDemoWorker, orderRow, orderSnapshot, pickOrder } from "../orders/orderTesting";
import { NOT_TMALL_TEXT } from "./servedWorkers";

let s: TestStandIn;
let token: string;

beforeEach(async () => {
  s = createTestStandIn();
  token = await s.login("demo");
});

const served = (orderNo: unknown, as = token) =>
  s.call(
    api.worker.tmall.servedWorkerIds as Endpoint<Record<string, unknown>, string[]>,
    { orderNo },
    { token: as },
  );

/** The 天猫 待派单 showcase order (SO…9000018) and its customer's earlier orders. */
function returning() {
  const orderNo = pickOrder(s.db, "order_source = 2 AND order_status = 3 AND order_no LIKE '%9000018'");
  const mobile = orderRow(s.db, orderNo).customer_mobile as string;
  return { orderNo, mobile };
}

describe("servedWorkerIds", () => {
  it("lists the workers of the customer's finished orders, the latest service first", async () => {
    const { orderNo, mobile } = returning();
    const earlier = s.db
      .prepare(
        `SELECT worker_id FROM orders WHERE provider_id = ? AND customer_mobile = ? AND order_no != ?
           AND order_status IN (10, 11, 13) ORDER BY finish_time DESC`,
      )
      .pluck()
      .all(DEMO_PROVIDER, mobile, orderNo) as string[];
    expect(earlier).toHaveLength(2);
    const { status, body } = await served(orderNo);
    expect(status).toBe(200);
    expect(body.data).toEqual([...new Set(earlier)]);
  });

  it("counts neither open orders of the customer nor the order itself, nor another customer", async () => {
    const { orderNo, mobile } = returning();
    const before = (await served(orderNo)).body.data ?? [];
    const worker = activeDemoWorker(s.db, before[0]);
    // An open order of the same customer with a worker, and a finished order of another customer.
    const open = pickOrder(s.db, "order_status = 8 AND worker_id IS NOT NULL");
    s.db
      .prepare("UPDATE orders SET customer_mobile = ?, worker_id = ? WHERE order_no = ?")
      .run(mobile, worker, open);
    const other = pickOrder(s.db, "order_status = 11 AND customer_mobile != ?", mobile);
    s.db.prepare("UPDATE orders SET worker_id = ? WHERE order_no = ?").run(worker, other);
    s.db.prepare("UPDATE orders SET worker_id = ? WHERE order_no = ?").run(worker, orderNo);
    expect((await served(orderNo)).body.data).toEqual(before);
    // Once that order is finished, its worker has served the customer: he comes first.
    // Later than every seeded finish.
    s.db
      .prepare("UPDATE orders SET order_status = 11, finish_time = '2027-01-01 00:00:00' WHERE order_no = ?")
      .run(open);
    expect((await served(orderNo)).body.data).toEqual([worker, ...before.filter((id) => id !== worker)]);
  });

  it("refuses an own order, an unknown or missing number and another provider's order, writing nothing", async () => {
    const { orderNo } = returning();
    const own = pickOrder(s.db, "order_source = 1 AND order_status = 3");
    const newcomer = await s.acceptAgreements(await s.login("newcomer"));
    const cases: [unknown, string, number, string][] = [
      [own, token, 200334001, NOT_TMALL_TEXT],
      ["SO000000000000000", token, 200333404, "订单不存在"],
      ["", token, 400, "订单号不能为空"],
      [orderNo, newcomer, 200333404, "订单不存在"],
    ];
    for (const [no, as, code, msg] of cases) {
      const before = orderSnapshot(s.db, typeof no === "string" && no.startsWith("SO2") ? no : orderNo);
      const { status, body } = await served(no, as);
      expect(status, String(no)).toBe(200);
      expect(body, String(no)).toEqual({ code, msg, data: null });
      expect(orderSnapshot(s.db, typeof no === "string" && no.startsWith("SO2") ? no : orderNo)).toEqual(
        before,
      );
    }
  });

  it("refuses an account without the order screens (403)", async () => {
    const applicant = await s.login("applicant");
    const { status, body } = await served(returning().orderNo, applicant);
    expect(status).toBe(403);
    expect(body).toEqual({ code: 403, msg: "拒绝访问", data: null });
  });
});
