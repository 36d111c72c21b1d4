// @vitest-environment node
/**
 * Issue 41 §1: the worker's settings decide. Each refusal reason on 派单 (and the same words on 雇佣, 转单, 天猫直派 and
 * in the candidates), the day's maximum counted per day, and the candidates' order.
 */
import { api } from "../../src/api";
import type { Endpoint } from "../../src/api/endpoint";
import type { DispatchCandidate } from "../../src/api/order/dispatch";
import { createTestStandIn, type TestStandIn } from "../testing";
import { DEMO_PROVIDER, activeDemoWorker, orderRow, orderSnapshot, pickOrder } from "../orders/orderTesting";
import { saveSettings, settingsOf, DEFAULT_CONFIG } from "../workers/workerSettingsStore";

let s: TestStandIn;
let token: string;

beforeEach(async () => {
  s = createTestStandIn();
  token = await s.login("demo");
});

type Payload = Record<string, unknown>;
const call = (endpoint: Endpoint, payload: Payload, as = token) =>
  s.call(endpoint as Endpoint<Payload, unknown>, payload, { token: as });

/** A 待派单 own order of the demo provider, not hung up; `skip` more recent ones first. */
const queued = (skip = 0) =>
  s.db
    .prepare(
      `SELECT order_no FROM orders WHERE provider_id = ? AND order_source = 1 AND order_status = 3 AND hang_up = 0
       ORDER BY created DESC, order_id DESC LIMIT 1 OFFSET ?`,
    )
    .pluck()
    .get(DEMO_PROVIDER, skip) as string;

const dispatch = (orderNo: string | string[], workerId: string) =>
  call(api.order.admin.manualDistribute, {
    orderNos: Array.isArray(orderNo) ? orderNo : [orderNo],
    workerId,
  });

/** The worker's orders not cancelled whose day (appointment, else given) is `day`. */
const held = (workerId: string, day: string) =>
  s.db
    .prepare(
      `SELECT COUNT(*) FROM orders WHERE worker_id = ? AND order_status <> 12
         AND substr(COALESCE(next_appointment_time, distribute_time), 1, 10) = ?`,
    )
    .pluck()
    .get(workerId, day) as number;

const TODAY = "2026-11-20";

function setMax(workerId: string, maxDailyOrders: number, autoAccept = false): void {
  saveSettings(s.db, workerId, { config: { ...DEFAULT_CONFIG, maxDailyOrders, autoAccept } });
}

async function candidates(orderNo: string, keyword?: string): Promise<DispatchCandidate[]> {
  const { body } = await call(api.order.dispatch.candidates, { orderNo, ...(keyword ? { keyword } : {}) });
  expect(body.code).toBe(1);
  return body.data as DispatchCandidate[];
}

describe("who may take an order", () => {
  it("refuses each reason with its words, writing nothing, and the candidates say the same", async () => {
    const orderNo = queued();
    const worker = activeDemoWorker(s.db);
    const byStatus = (status: number) =>
      s.db
        .prepare("SELECT worker_id FROM workers WHERE provider_id = ? AND status = ? LIMIT 1")
        .pluck()
        .get(DEMO_PROVIDER, status) as string;
    const parents = s.db
      .prepare(
        `SELECT p.name FROM order_goods g JOIN orders o ON o.order_id = g.order_id
         JOIN goods_categories c ON c.level = 2 AND c.name = g.item_name JOIN goods_categories p ON p.id = c.pid
         WHERE o.order_no = ?`,
      )
      .pluck()
      .all(orderNo) as string[];
    const district = orderRow(s.db, orderNo).area_name as string;
    const cases: [string, () => string, string][] = [
      ["disabled", () => byStatus(4), "师傅已禁用"],
      ["blacklisted", () => byStatus(5), "师傅已拉黑"],
      ["notEnabled", () => byStatus(2), "师傅账号未启用"],
      ["assignOff", () => (saveSettings(s.db, worker, { nonFree: false }), worker), "师傅未开启指派接单"],
      [
        "area",
        () => {
          const other = s.db
            .prepare("SELECT id, title FROM regions WHERE parent_id = 229 AND title <> ? LIMIT 1")
            .get(district) as { id: number; title: string };
          const area = { provinceId: 19, provinceName: "广东省", cityId: 229, cityName: "深圳市" };
          saveSettings(s.db, worker, {
            nonFree: true,
            nonFreeAreas: [{ ...area, areaId: other.id, areaName: other.title }],
          });
          return worker;
        },
        "该订单不在师傅的服务区域",
      ],
      [
        "category",
        () => {
          const other = s.db
            .prepare(
              "SELECT id FROM goods_categories WHERE level = 1 AND name NOT IN (SELECT value FROM json_each(?))",
            )
            .pluck()
            .get(JSON.stringify(parents)) as number;
          saveSettings(s.db, worker, {
            nonFreeAreas: settingsOf(s.db, activeDemoWorker(s.db, worker)).nonFreeAreas,
            nonFreeClasses: [String(other)],
          });
          return worker;
        },
        "该订单品类不在师傅的服务品类",
      ],
    ];
    for (const [code, pick, text] of cases) {
      const workerId = pick();
      const before = orderSnapshot(s.db, orderNo);
      const { body } = await dispatch(orderNo, workerId);
      expect(body, code).toMatchObject({ code: 200334002, msg: text });
      expect(orderSnapshot(s.db, orderNo)).toEqual(before);
      const row = (await candidates(orderNo)).find((c) => c.workerId === workerId);
      expect(row, code).toMatchObject({ eligible: false, reason: text, reasonCode: code });
    }
  });

  it("counts the day's maximum per day: today's orders, not another day's, not cancelled ones", async () => {
    const workerId = activeDemoWorker(s.db);
    const today = held(workerId, TODAY);
    setMax(workerId, today + 1);
    const [first, second, later] = [queued(0), queued(1), queued(2)];
    expect((await dispatch(first, workerId)).body.code).toBe(1);
    const full = await dispatch(second, workerId);
    expect(full.body).toMatchObject({
      code: 200334002,
      msg: `师傅今日接单已满（${today + 1}/${today + 1}）`,
    });
    expect(orderRow(s.db, second).order_status).toBe(3);
    // An order with an appointment on another day counts against that day.
    s.db
      .prepare("UPDATE orders SET next_appointment_time = '2026-12-03 09:00:00' WHERE order_no = ?")
      .run(later);
    const onDec3 = held(workerId, "2026-12-03");
    setMax(workerId, onDec3 + 1);
    const theirs = pickOrder(s.db, "worker_id <> ? AND order_status = 8", workerId);
    s.db
      .prepare(
        "UPDATE orders SET worker_id = ?, next_appointment_time = '2026-12-03 13:00:00' WHERE order_no = ?",
      )
      .run(workerId, theirs);
    const dec3 = await dispatch(later, workerId);
    expect(dec3.body).toMatchObject({ msg: `师傅12月3日接单已满（${onDec3 + 1}/${onDec3 + 1}）` });
    // A cancelled order is no longer held.
    s.db.prepare("UPDATE orders SET order_status = 12 WHERE order_no = ?").run(theirs);
    expect((await dispatch(later, workerId)).body.code).toBe(1);
  });

  it("counts a batch's earlier orders: the whole batch is refused, naming the order", async () => {
    const workerId = activeDemoWorker(s.db);
    setMax(workerId, held(workerId, TODAY) + 1);
    const orders = [queued(0), queued(1)];
    const before = orders.map((no) => orderSnapshot(s.db, no));
    const { body } = await dispatch(orders, workerId);
    expect(body.code).toBe(200334002);
    expect(body.msg).toMatch(new RegExp(`^订单${orders[1]}：师傅今日接单已满`));
    expect(orders.map((no) => orderSnapshot(s.db, no))).toEqual(before);
  });

  it("applies to 雇佣, 转单 and 天猫直派 too", async () => {
    const workerId = activeDemoWorker(s.db);
    saveSettings(s.db, workerId, { nonFree: false });
    const quoted = pickOrder(s.db, "order_source = 1 AND order_status = 6");
    const hire = await call(api.order.operations.hire, { orderNo: quoted, workerId });
    expect(hire.body).toMatchObject({ code: 200334002, msg: "师傅未开启指派接单" });
    const tmallNo = pickOrder(s.db, "order_source = 2 AND order_status = 3 AND hang_up = 0");
    const direct = await call(api.order.tmall.directDistribute, { orderNo: tmallNo, workerId });
    expect(direct.body).toMatchObject({ code: 200334002, msg: "师傅未开启指派接单" });
    const moving = pickOrder(s.db, "worker_id <> ? AND order_status IN (7, 8) AND hang_up = 0", workerId);
    const from = orderRow(s.db, moving).worker_id as string;
    const transfer = await call(api.worker.roster.transferOrders, {
      orderNos: [moving],
      fromWorkerId: from,
      toWorkerId: workerId,
      transferType: 1,
    });
    expect(transfer.body).toMatchObject({ code: 200334002, msg: "师傅未开启指派接单" });
    expect(orderRow(s.db, moving).worker_id).toBe(from);
  });
});

describe("the candidates", () => {
  it("lists every worker, those who may take the order first, lightest day first, mobiles masked", async () => {
    const orderNo = queued();
    const all = await candidates(orderNo);
    const total = s.db
      .prepare("SELECT COUNT(*) FROM workers WHERE provider_id = ?")
      .pluck()
      .get(DEMO_PROVIDER);
    expect(all).toHaveLength(total as number);
    const firstRefused = all.findIndex((c) => !c.eligible);
    expect(firstRefused).toBeGreaterThan(0);
    expect(all.slice(firstRefused).every((c) => !c.eligible && c.reason !== null)).toBe(true);
    const eligible = all.slice(0, firstRefused);
    expect(eligible.every((c) => c.reason === null && c.inArea)).toBe(true);
    const counts = eligible.map((c) => c.todayCount);
    expect(counts).toEqual([...counts].sort((a, b) => a - b));
    expect(all[0].workerMobile).toMatch(/^\d{3}\*{4}\d{4}$/);
    expect(all[0].dailyMax).toBe(10);
    // The seed's workers who may not: their account states.
    expect([...new Set(all.map((c) => c.reasonCode))]).toEqual(
      expect.arrayContaining([null, "disabled", "blacklisted", "notEnabled"]),
    );
  });

  it("filters by name or mobile, and puts who served a 天猫 customer first among those who may", async () => {
    expect(await candidates(queued(), "张建国")).toEqual([
      expect.objectContaining({ workerName: "张建国", workerMobile: "139****0001" }),
    ]);
    const tmallNo = pickOrder(s.db, "order_source = 2 AND order_status = 3 AND order_no LIKE '%9000018'");
    const list = await candidates(tmallNo);
    const served = list.filter((c) => c.servedCustomer);
    expect(served.length).toBeGreaterThan(0);
    const eligibleServed = served.filter((c) => c.eligible).length;
    expect(list.slice(0, eligibleServed).every((c) => c.servedCustomer && c.eligible)).toBe(true);
  });

  it("answers an account holding a dispatch button (地图转派), for its provider's orders only", async () => {
    const limited = await s.login("limited");
    const mapOnly = await call(api.order.dispatch.candidates, { orderNo: queued() }, limited);
    expect(mapOnly.body.code).toBe(1);
    const other = await s.acceptAgreements(await s.login("newcomer"));
    const theirs = await call(api.order.dispatch.candidates, { orderNo: queued() }, other);
    expect(theirs.body).toMatchObject({ msg: "订单不存在" });
  });
});
