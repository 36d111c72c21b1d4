// @vitest-environment node
/**
 * workerOrderDetail: the order as one of its workers sees it. The worker who holds it sees the customer and is paid
 * the worker total; a worker whose placement was cancelled sees neither; the delivery worker of 送装分离 sees the
 * customer and has no income on the order; a worker never on the order, another provider's worker or order, and a
 * missing worker are refused (a read: nothing is written either way).
 */
import { api } from "../../src/api";
import type { Db } from "../db/types";
import { createTestStandIn, type TestStandIn } from "../testing";
import { DEMO_PROVIDER, orderSnapshot } from "./orderTesting";
import { NOT_SERVED_TEXT } from "./workerOrderView";

let s: TestStandIn;
let token: string;

beforeAll(async () => {
  s = createTestStandIn();
  token = await s.login("demo");
});

interface Pick {
  orderNo: string;
  workerId: string;
}

function pick(db: Db, sql: string): Pick {
  const row = db.prepare(sql).get(DEMO_PROVIDER) as Pick | undefined;
  if (!row) throw new Error(`no seeded order for: ${sql}`);
  return row;
}

const view = (payload: { orderNo: string; workerId: string }) =>
  s.call(api.order.admin.workerOrderDetail, payload, { token });

function orderOf(orderNo: string) {
  return s.db.prepare("SELECT * FROM orders WHERE order_no = ?").get(orderNo) as {
    customer_name: string;
    worker_total_cents: number;
    worker_start_price_cents: number;
    place_status: number;
  };
}

describe("workerOrderDetail", () => {
  it("shows the worker who holds the order the customer, the place and the worker pay", async () => {
    const { orderNo, workerId } = pick(
      s.db,
      "SELECT order_no AS orderNo, worker_id AS workerId FROM orders WHERE provider_id = ? AND order_status = 8 AND delivery_worker_id IS NULL LIMIT 1",
    );
    const { status, body } = await view({ orderNo, workerId });
    expect(status).toBe(200);
    expect(body.code).toBe(1);
    const order = orderOf(orderNo);
    const total = Math.max(order.worker_total_cents, order.worker_start_price_cents) / 100;
    expect(body.data).toMatchObject({
      orderNo,
      orderStatus: 8,
      workerId,
      workerRole: 1,
      placeStatus: order.place_status,
      assigned: true,
      customerName: order.customer_name,
      workerIncome: total,
    });
    expect(body.data.address).toBeTruthy();
    expect(body.data.goods.length).toBeGreaterThan(0);
    // The worker app shows no customer price.
    for (const line of body.data.goods) expect(Object.keys(line)).not.toContain("amount");
    for (const fee of body.data.fees) expect(Object.keys(fee)).not.toContain("amount");
    expect(Object.keys(body.data)).not.toContain("totalAmount");
    expect(Object.keys(body.data)).not.toContain("customerMobile");
  });

  it("hides the customer from a worker whose placement was cancelled, who earns nothing on it", async () => {
    const { orderNo, workerId } = pick(
      s.db,
      `SELECT o.order_no AS orderNo, h.worker_id AS workerId FROM order_workers h JOIN orders o ON o.order_id = h.order_id
       WHERE o.provider_id = ? AND h.place_status = 3 AND h.worker_id != o.worker_id
         AND h.worker_id IS NOT o.delivery_worker_id AND o.order_status != 12
         AND NOT EXISTS (SELECT 1 FROM order_workers later WHERE later.order_id = h.order_id
                         AND later.worker_id = h.worker_id AND later.id > h.id)
       LIMIT 1`,
    );
    const { body } = await view({ orderNo, workerId });
    expect(body.code).toBe(1);
    expect(body.data).toMatchObject({
      workerId,
      workerRole: 1,
      placeStatus: 3,
      assigned: false,
      customerName: null,
      address: null,
      nextAppointmentTime: null,
      workerIncome: 0,
    });
    // What the order pays its worker stays visible: it is what this worker was offered.
    expect(body.data.goods.length).toBeGreaterThan(0);
  });

  it("cancels the holder's placement with the order", async () => {
    const { orderNo, workerId } = pick(
      s.db,
      "SELECT order_no AS orderNo, worker_id AS workerId FROM orders WHERE provider_id = ? AND order_status = 12 AND worker_id IS NOT NULL LIMIT 1",
    );
    const { body } = await view({ orderNo, workerId });
    expect(body.data).toMatchObject({ placeStatus: 3, assigned: false, customerName: null, workerIncome: 0 });
  });

  it("shows the delivery worker of 送装分离 the customer, with no income on the order", async () => {
    const { orderNo, workerId } = pick(
      s.db,
      "SELECT order_no AS orderNo, delivery_worker_id AS workerId FROM orders WHERE provider_id = ? AND delivery_worker_id IS NOT NULL AND order_status NOT IN (10, 11, 12, 13) LIMIT 1",
    );
    const { body } = await view({ orderNo, workerId });
    expect(body.code).toBe(1);
    expect(body.data).toMatchObject({ workerId, workerRole: 2, assigned: true, workerIncome: null });
    expect(body.data.customerName).toBe(orderOf(orderNo).customer_name);
  });

  describe("refusals (nothing written)", () => {
    const refused = async (payload: { orderNo: string; workerId: string }, code: number, msg: string) => {
      const before = orderSnapshot(s.db, pick(s.db, HOLDER).orderNo);
      const { status, body } = await view(payload);
      expect(status).toBe(200);
      expect(body).toMatchObject({ code, msg });
      expect(body.data ?? null).toBeNull();
      expect(orderSnapshot(s.db, pick(s.db, HOLDER).orderNo)).toEqual(before);
    };
    const HOLDER =
      "SELECT order_no AS orderNo, worker_id AS workerId FROM orders WHERE provider_id = ? AND order_status = 8 LIMIT 1";

    it("refuses a worker of the provider who never was on the order", async () => {
      const { orderNo } = pick(s.db, HOLDER);
      const stranger = s.db
        .prepare(
          `SELECT w.worker_id FROM workers w, orders o WHERE w.provider_id = ? AND o.order_no = ?
             AND w.worker_id IS NOT o.worker_id AND w.worker_id IS NOT o.delivery_worker_id
             AND NOT EXISTS (SELECT 1 FROM order_workers h WHERE h.order_id = o.order_id AND h.worker_id = w.worker_id)
           LIMIT 1`,
        )
        .pluck()
        .get(DEMO_PROVIDER, orderNo) as string;
      expect(stranger).toBeTruthy();
      await refused({ orderNo, workerId: stranger }, 400, NOT_SERVED_TEXT);
    });

    it("refuses another provider's worker, an unknown one and a missing one", async () => {
      const { orderNo } = pick(s.db, HOLDER);
      const foreign = s.db
        .prepare("SELECT worker_id FROM workers WHERE provider_id != ? LIMIT 1")
        .pluck()
        .get(DEMO_PROVIDER) as string | undefined;
      expect(foreign).toBeTruthy();
      await refused({ orderNo, workerId: foreign! }, 400, NOT_SERVED_TEXT);
      await refused({ orderNo, workerId: "9999999999" }, 400, NOT_SERVED_TEXT);
      await refused({ orderNo, workerId: "" }, 400, "师傅不能为空");
    });

    it("refuses another provider's order like a missing one", async () => {
      const { workerId } = pick(s.db, HOLDER);
      const foreignOrder = s.db
        .prepare("SELECT order_no FROM orders WHERE provider_id != ? LIMIT 1")
        .pluck()
        .get(DEMO_PROVIDER) as string | undefined;
      expect(foreignOrder).toBeTruthy();
      await refused({ orderNo: foreignOrder!, workerId }, 200333404, "订单不存在");
      await refused({ orderNo: "NO-SUCH-ORDER", workerId }, 200333404, "订单不存在");
    });
  });
});
