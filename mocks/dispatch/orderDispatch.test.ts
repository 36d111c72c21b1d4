// @vitest-environment node
import { api } from "../../src/api";
import type { Endpoint } from "../../src/api/endpoint";
import { createTestStandIn, type TestStandIn } from "../testing";
import { distanceKm } from "./orderMap";
import { answerAssignment } from "./orderAssign";
import { DEMO_PROVIDER, activeDemoWorker, lastTrack, orderRow, orderSnapshot } from "../orders/orderTesting";

let s: TestStandIn;
let token: string;
let limited: string;

beforeAll(async () => {
  s = createTestStandIn();
  token = await s.login("demo");
  limited = await s.login("limited");
});

type Payload = Record<string, unknown>;

async function call(endpoint: Endpoint, payload: Payload, as = token) {
  return s.call(endpoint as Endpoint<Payload, unknown>, payload, { token: as });
}

/** Demo order numbers matching `where`, newest first. */
function orders(where: string, limit = 2): string[] {
  return s.db
    .prepare(`SELECT order_no FROM orders WHERE provider_id = ? AND ${where} ORDER BY created DESC LIMIT ?`)
    .pluck()
    .all(DEMO_PROVIDER, limit) as string[];
}

function snapshots(orderNos: string[]) {
  return orderNos.map((orderNo) => orderSnapshot(s.db, orderNo));
}

const worker = () => activeDemoWorker(s.db);

describe("manual and direct distribution", () => {
  it("gives a batch of own orders awaiting dispatch to a worker", async () => {
    const batch = orders("order_source = 1 AND order_status IN (3, 4)");
    expect(batch).toHaveLength(2);
    const workerId = worker();
    const { body } = await call(api.order.admin.manualDistribute, {
      orderNos: batch,
      workerId,
      remark: "就近",
    });
    expect(body).toMatchObject({ code: 1, data: null });
    for (const orderNo of batch) {
      // Given, not taken: 待接单 with placement 未下单 until the worker accepts (src/domain/orders/flow.ts).
      expect(orderRow(s.db, orderNo)).toMatchObject({
        order_status: 4,
        worker_id: workerId,
        place_status: 0,
      });
      expect(lastTrack(s.db, orderNo)).toMatchObject({ operate_type: "order:manualDistribute" });
    }
  });

  it("refuses the whole batch when one order cannot be dispatched", async () => {
    const [ownNo] = orders("order_source = 1 AND order_status = 3", 1);
    const [tmallNo] = orders("order_source = 2 AND order_status = 3", 1);
    const before = snapshots([ownNo, tmallNo]);
    const { body } = await call(api.order.admin.manualDistribute, {
      orderNos: [ownNo, tmallNo],
      workerId: worker(),
    });
    expect(body).toMatchObject({ code: 200334001, msg: `订单${tmallNo}：天猫订单请使用天猫直派` });
    expect(snapshots([ownNo, tmallNo])).toEqual(before);
    const [visiting] = orders("order_source = 1 AND order_status = 8", 1);
    const single = await call(api.order.admin.manualDistribute, { orderNos: [visiting], workerId: worker() });
    expect(single.body.msg).toBe("当前订单状态不允许手动派单");
  });

  it("refuses a worker who is not a 正常 worker of the provider", async () => {
    const [orderNo] = orders("order_source = 1 AND order_status = 3", 1);
    const other = s.db
      .prepare("SELECT worker_id FROM workers WHERE provider_id != ? LIMIT 1")
      .pluck()
      .get(DEMO_PROVIDER);
    const before = orderSnapshot(s.db, orderNo);
    const theirs = await call(api.order.admin.manualDistribute, { orderNos: [orderNo], workerId: other });
    expect(theirs.body).toMatchObject({ code: 200334002, msg: "师傅不存在" });
    const blocked = s.db
      .prepare("SELECT worker_id FROM workers WHERE provider_id = ? AND status = 5 LIMIT 1")
      .pluck()
      .get(DEMO_PROVIDER);
    const { body } = await call(api.order.admin.manualDistribute, { orderNos: [orderNo], workerId: blocked });
    // The worker's state decides, in the rules' words (issue 41, src/domain/orders/dispatchRules.ts).
    expect(body.msg).toBe("师傅已拉黑");
    expect(orderSnapshot(s.db, orderNo)).toEqual(before);
  });

  it("directly distributes a 天猫 order and refuses an own one", async () => {
    const [tmallNo] = orders("order_source = 2 AND order_status = 3", 1);
    const workerId = worker();
    const { body } = await call(api.order.tmall.directDistribute, { orderNo: tmallNo, workerId });
    expect(body.code).toBe(1);
    expect(orderRow(s.db, tmallNo)).toMatchObject({ order_status: 4, worker_id: workerId });
    const [ownNo] = orders("order_source = 1 AND order_status = 3", 1);
    const before = orderSnapshot(s.db, ownNo);
    const refused = await call(api.order.tmall.directDistribute, { orderNo: ownNo, workerId });
    expect(refused.body.msg).toBe("当前订单来源不允许天猫直派");
    expect(orderSnapshot(s.db, ownNo)).toEqual(before);
  });

  it("lets the limited account dispatch one order from the map, never a batch", async () => {
    const batch = orders("order_source = 1 AND order_status IN (3, 4)");
    const before = snapshots(batch);
    const denied = await call(
      api.order.admin.manualDistribute,
      { orderNos: batch, workerId: worker() },
      limited,
    );
    expect(denied.status).toBe(403);
    expect(denied.body).toEqual({ code: 403, msg: "拒绝访问", data: null });
    expect(snapshots(batch)).toEqual(before);
    const one = await call(
      api.order.admin.manualDistribute,
      { orderNos: [batch[0]], workerId: worker() },
      limited,
    );
    expect(one.body.code).toBe(1);
  });
});

describe("transfers", () => {
  it("moves orders from one worker to another (手动转单) and reports the ones it could not", async () => {
    const row = s.db
      .prepare(
        `SELECT worker_id FROM orders WHERE provider_id = ? AND order_status IN (7, 8) AND hang_up = 0
         GROUP BY worker_id HAVING COUNT(*) >= 2 LIMIT 1`,
      )
      .pluck()
      .get(DEMO_PROVIDER) as string;
    const mine = orders(`worker_id = '${row}' AND order_status IN (7, 8) AND hang_up = 0`);
    const [elsewhere] = orders(`worker_id != '${row}' AND order_status = 7 AND hang_up = 0`, 1);
    const toWorkerId = activeDemoWorker(s.db, row);
    const candidates = await s.call(
      api.worker.roster.deliveryOrders,
      { workerId: row, current: 1, size: 50 },
      { token },
    );
    expect(candidates.body.data.records.map((o) => o.orderNo)).toEqual(expect.arrayContaining(mine));
    const { body } = await call(api.worker.roster.transferOrders, {
      fromWorkerId: row,
      toWorkerId,
      orderNos: [...mine, elsewhere],
      transferType: 1,
      reason: "师傅请假",
    });
    expect(body.data).toEqual({ successCount: 2, failedOrderNos: [elsewhere] });
    for (const orderNo of mine) {
      expect(orderRow(s.db, orderNo)).toMatchObject({
        worker_id: toWorkerId,
        order_status: 4,
        next_appointment_time: null,
      });
      expect(lastTrack(s.db, orderNo).content).toMatch(/^手动转单：转给师傅 .+，原因：师傅请假$/);
    }
    const again = await call(api.worker.roster.transferOrders, {
      fromWorkerId: row,
      toWorkerId,
      orderNos: [elsewhere],
      transferType: 1,
    });
    expect(again.body).toMatchObject({ code: 200334001, msg: "订单不属于原师傅" });
    const self = await call(api.worker.roster.transferOrders, {
      fromWorkerId: row,
      toWorkerId: row,
      orderNos: mine,
      transferType: 1,
    });
    expect(self.body.msg).toBe("不能转给原师傅");
  });

  it("splits a delivery order between a delivery and an install worker (送装分离)", async () => {
    const [orderNo] = orders(
      "order_source = 1 AND order_status IN (7, 8) AND hang_up = 0 AND delivery_mode IN (2, 3)",
      1,
    );
    const from = orderRow(s.db, orderNo).worker_id as string;
    const install = activeDemoWorker(s.db, from);
    const delivery = s.db
      .prepare(
        "SELECT worker_id FROM workers WHERE provider_id = ? AND status = 3 AND worker_id NOT IN (?, ?) LIMIT 1",
      )
      .pluck()
      .get(DEMO_PROVIDER, from, install) as string;
    const { body } = await call(api.worker.roster.transferOrders, {
      fromWorkerId: from,
      toWorkerId: install,
      deliveryWorkerId: delivery,
      orderNos: [orderNo],
      transferType: 2,
    });
    expect(body.data).toEqual({ successCount: 1, failedOrderNos: [] });
    expect(orderRow(s.db, orderNo)).toMatchObject({
      worker_id: install,
      delivery_worker_id: delivery,
      delivery_mode: 4,
    });
    const detail = await s.call(api.order.provider.orderDetail, { orderNo }, { token });
    expect(detail.body.data.orderMarks).toContain("送装分离");
    const [plain] = orders(
      "order_source = 1 AND order_status = 7 AND hang_up = 0 AND delivery_mode = 0 AND worker_id IS NOT NULL",
      1,
    );
    const refused = await call(api.worker.roster.transferOrders, {
      fromWorkerId: orderRow(s.db, plain).worker_id,
      toWorkerId: install,
      deliveryWorkerId: delivery,
      orderNos: [plain],
      transferType: 2,
    });
    expect(refused.body.msg).toBe("订单不是送装订单，不能送装分离");
  });

  it("separates delivery and install with deliveryInstallSeparate", async () => {
    const [orderNo] = orders(
      "order_source = 1 AND order_status IN (7, 8) AND hang_up = 0 AND delivery_mode IN (2, 3)",
      1,
    );
    const install = worker();
    const same = await call(api.order.admin.deliveryInstallSeparate, {
      orderNo,
      deliveryWorkerId: install,
      installWorkerId: install,
    });
    expect(same.body.msg).toBe("送货师傅与安装师傅不能是同一人");
    const delivery = activeDemoWorker(s.db, install);
    const { body } = await call(api.order.admin.deliveryInstallSeparate, {
      orderNo,
      deliveryWorkerId: delivery,
      installWorkerId: install,
    });
    expect(body.code).toBe(1);
    expect(orderRow(s.db, orderNo)).toMatchObject({
      delivery_mode: 4,
      delivery_worker_id: delivery,
      worker_id: install,
      order_status: 4,
    });
    // Once the install worker has accepted, the order is no delivery order any more.
    answerAssignment(s.db, DEMO_PROVIDER, orderNo, "accept", Date.now());
    expect(orderRow(s.db, orderNo).order_status).toBe(7);
    const twice = await call(api.order.admin.deliveryInstallSeparate, {
      orderNo,
      deliveryWorkerId: delivery,
      installWorkerId: install,
    });
    expect(twice.body.msg).toBe("订单不是送装订单，不能送装分离");
  });
});

describe("map", () => {
  it("lists 正常 workers within the radius, nearest first", async () => {
    const [orderNo] = orders("order_source = 1 AND order_status = 3", 1);
    const { body } = await s.call(api.worker.map.byOrderAndArea, { orderNo, radiusKm: 15 }, { token });
    const order = orderRow(s.db, orderNo);
    expect(body.data.order).toMatchObject({ orderNo, lng: order.lng, lat: order.lat });
    expect(body.data.workers.length).toBeGreaterThan(3);
    const distances = body.data.workers.map((w) => w.distanceKm);
    expect([...distances].sort((x, y) => x - y)).toEqual(distances);
    expect(Math.max(...distances)).toBeLessThanOrEqual(15);
    const near = await s.call(api.worker.map.byOrderAndArea, { orderNo, radiusKm: 2 }, { token });
    expect(near.body.data.workers.length).toBeLessThan(body.data.workers.length);
    const bad = await s.call(api.worker.map.byOrderAndArea, { orderNo, radiusKm: 500 }, { token });
    expect(bad.body).toMatchObject({ code: 400, msg: "搜索半径超出范围" });
  });

  it("answers the 天猫 map calls: workers near an order, and a worker's 天猫 orders", async () => {
    const [orderNo] = orders("order_source = 2 AND order_status = 7", 1);
    const near = await s.call(api.worker.map.tmallByOrderAndArea, { orderNo }, { token });
    expect(near.body.data.order.orderNo).toBe(orderNo);
    const workerId = orderRow(s.db, orderNo).worker_id as string;
    const { body } = await s.call(api.worker.map.tmallByWorkerId, { workerId }, { token });
    expect(body.data.worker.workerId).toBe(workerId);
    expect(body.data.orders.map((o) => o.orderNo)).toContain(orderNo);
    const unknown = await s.call(api.worker.map.tmallByWorkerId, { workerId: "1" }, { token });
    expect(unknown.body).toMatchObject({ code: 200333404, msg: "师傅不存在" });
  });

  it("answers the map's workers with masked mobiles: the map is a selector (issue 43 P4)", async () => {
    const [orderNo] = orders("order_source = 2 AND order_status = 7", 1);
    const workerId = orderRow(s.db, orderNo).worker_id as string;
    const answers = [
      (await s.call(api.worker.map.byOrderAndArea, { orderNo, radiusKm: 100 }, { token })).body.data.workers,
      (await s.call(api.worker.map.tmallByOrderAndArea, { orderNo, radiusKm: 100 }, { token })).body.data
        .workers,
      [(await s.call(api.worker.map.tmallByWorkerId, { workerId }, { token })).body.data.worker],
    ];
    const whole = s.db.prepare("SELECT worker_mobile FROM workers").pluck().all() as string[];
    for (const workers of answers) {
      expect(workers.length).toBeGreaterThan(0);
      for (const worker of workers) expect(worker.workerMobile).toMatch(/^1[3-9]\d\*{4}\d{4}$/);
      const text = JSON.stringify(workers);
      expect(whole.filter((mobile) => text.includes(mobile))).toEqual([]);
    }
  });

  it("measures distance on the sphere", () => {
    expect(distanceKm(114, 22.5, 114, 22.5)).toBe(0);
    expect(distanceKm(114, 22, 114, 23)).toBeCloseTo(111.2, 0);
  });
});
