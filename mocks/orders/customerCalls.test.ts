// @vitest-environment node
import { api } from "../../src/api";
import { SEAT_DICT_TYPE } from "../../src/api/basicPublic";
import { ALL_BUTTON_CODES } from "../../src/api/buttons";
import { PRIVACY_NUMBER_MARGIN_MS, maskPhone } from "../../src/domain/privacy";
import { createTestStandIn, type TestStandIn } from "../testing";
import { lastTrack, orderRow, orderSnapshot, pickOrder } from "./orderTesting";
import { VIRTUAL_NUMBER_TTL_MS } from "./customerCalls";

let s: TestStandIn;
let token: string;

beforeAll(async () => {
  s = createTestStandIn();
  token = await s.login("demo");
});

const record = api.basicPublic.virNumberCallRecord;
const refresh = api.basicPublic.virNumberRefresh;
const history = api.basicPublic.virNumberHistory;

const seatsOf = (t: TestStandIn) =>
  t.db.prepare("SELECT dict_value FROM dictionary_items WHERE dict_type = ?").pluck().all(SEAT_DICT_TYPE);
/** A 天猫 order in service that has no privacy number yet. */
const unboundTmall = (t: TestStandIn) =>
  pickOrder(
    t.db,
    "order_source = 2 AND order_status = 8 AND order_id NOT IN (SELECT order_id FROM virtual_numbers)",
  );
const trackLines = (t: TestStandIn, orderNo: string, name: string) =>
  t.db
    .prepare(
      "SELECT COUNT(*) FROM order_track t JOIN orders o ON o.order_id = t.order_id WHERE o.order_no = ? AND operate_name = ?",
    )
    .pluck()
    .get(orderNo, name) as number;

describe("virNumber/refresh: the binding (issue 43 P2, P3)", () => {
  it("binds a privacy number for a hotline seat (the number that dials), in the history and the track", async () => {
    const orderNo = unboundTmall(s);
    const order = orderRow(s.db, orderNo);
    const { body } = await s.call(refresh, { orderNo }, { token });
    expect(body.data).toMatchObject({
      orderNo,
      virtualNumber: expect.stringMatching(/^170\d{8}$/),
      reused: false,
    });
    expect(body.data.expireTime > "2026-11-20 13:50:00").toBe(true);
    expect(seatsOf(s)).toContain(body.data.callerMobile);
    const worker = s.db
      .prepare("SELECT worker_mobile FROM workers WHERE worker_id = ?")
      .pluck()
      .get(order.worker_id);
    expect(body.data.callerMobile).not.toBe(worker);
    const rows = (await s.call(history, { orderNo }, { token })).body.data;
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      virtualNumber: body.data.virtualNumber,
      callerMobile: body.data.callerMobile,
      calleeMobile: maskPhone(String(order.customer_mobile)),
      expireTime: body.data.expireTime,
    });
    expect(lastTrack(s.db, orderNo)).toMatchObject({
      operate_type: "order:callCustomer",
      operate_name: "刷新隐私号",
      content: `隐私号 ${body.data.virtualNumber}`,
    });
  });

  it("reuses the binding while valid: another page or colleague gets it again, nothing bound or written", async () => {
    const t = createTestStandIn();
    const mine = await t.login("demo");
    const colleague = await t.login("limited");
    const orderNo = unboundTmall(t);
    const first = (await t.call(refresh, { orderNo }, { token: mine })).body.data;
    const written = orderSnapshot(t.db, orderNo);
    t.advance(VIRTUAL_NUMBER_TTL_MS - PRIVACY_NUMBER_MARGIN_MS - 1000);
    for (const as of [mine, colleague, mine]) {
      const again = (await t.call(refresh, { orderNo }, { token: as })).body.data;
      expect(again).toEqual({ ...first, reused: true });
    }
    expect(orderSnapshot(t.db, orderNo)).toEqual(written);
    expect(trackLines(t, orderNo, "刷新隐私号")).toBe(1);

    // Within the margin of its expiry (a call could outlast it) a new one is bound, and written.
    t.advance(2000);
    const next = (await t.call(refresh, { orderNo }, { token: mine })).body.data;
    expect(next).toMatchObject({ reused: false });
    expect(next.virtualNumber).not.toBe(first.virtualNumber);
    expect(trackLines(t, orderNo, "刷新隐私号")).toBe(2);
    expect((await t.call(history, { orderNo }, { token: mine })).body.data).toHaveLength(2);
  });

  it("binds anew when the binding's seat is no longer a seat, and refuses when there is none", async () => {
    const t = createTestStandIn();
    const mine = await t.login("demo");
    const orderNo = unboundTmall(t);
    const first = (await t.call(refresh, { orderNo }, { token: mine })).body.data;
    t.db.prepare("DELETE FROM dictionary_items WHERE dict_value = ?").run(first.callerMobile);
    const next = (await t.call(refresh, { orderNo }, { token: mine })).body.data;
    expect(next).toMatchObject({ reused: false });
    expect(seatsOf(t)).toContain(next.callerMobile);

    t.db.prepare("DELETE FROM dictionary_items WHERE dict_type = ?").run(SEAT_DICT_TYPE);
    const other = unboundTmall(t);
    const before = orderSnapshot(t.db, other);
    const refused = await t.call(refresh, { orderNo: other }, { token: mine });
    expect(refused.body).toMatchObject({ code: 200334002, msg: "暂无更多坐席，请稍后重试" });
    expect(orderSnapshot(t.db, other)).toEqual(before);
  });

  it("spreads new bindings over the seats (the fewest live bindings first)", async () => {
    const t = createTestStandIn();
    const mine = await t.login("demo");
    // The seeded bindings have expired by then: every seat has none.
    t.advance(VIRTUAL_NUMBER_TTL_MS);
    const orders = t.db
      .prepare(
        `SELECT order_no FROM orders WHERE provider_id = (SELECT provider_id FROM orders WHERE order_no = ?)
           AND order_status = 8 AND order_id NOT IN (SELECT order_id FROM virtual_numbers) LIMIT 3`,
      )
      .pluck()
      .all(unboundTmall(t)) as string[];
    expect(orders).toHaveLength(3);
    const seats = new Set<string>();
    for (const orderNo of orders)
      seats.add((await t.call(refresh, { orderNo }, { token: mine })).body.data.callerMobile);
    expect(seats.size).toBe(3);
  });

  it("masks a person's number left as the caller of an older binding (only seats are shown whole)", async () => {
    const orderNo = pickOrder(s.db, "order_source = 1 AND order_status = 8 AND worker_id IS NOT NULL");
    const order = orderRow(s.db, orderNo);
    s.db
      .prepare(
        `INSERT INTO virtual_numbers (order_id, virtual_number, caller_mobile, callee_mobile, created, expire_time)
         VALUES (?, '17000000001', '13900000001', ?, '2026-11-19 10:00:00', '2026-11-19 13:00:00')`,
      )
      .run(order.order_id, order.customer_mobile);
    const rows = (await s.call(history, { orderNo }, { token })).body.data;
    expect(rows.find((row) => row.virtualNumber === "17000000001")).toMatchObject({
      callerMobile: "139****0001",
      // An own order's customer stays whole (spec §5: hover reveals it).
      calleeMobile: order.customer_mobile,
    });
  });

  it("refuses a finished order without writing", async () => {
    const orderNo = pickOrder(s.db, "order_status = 12");
    const before = orderSnapshot(s.db, orderNo);
    const { body } = await s.call(refresh, { orderNo }, { token });
    expect(body).toMatchObject({ code: 200334001, msg: "当前订单状态不允许联系客户" });
    expect(orderSnapshot(s.db, orderNo)).toEqual(before);
  });
});

describe("联系客户's call record (virNumber/callRecord)", () => {
  it("writes the track line of a call through the order's privacy number, masked", async () => {
    const orderNo = pickOrder(s.db, "order_source = 2 AND order_status = 8");
    const bound = (await s.call(api.basicPublic.virNumberRefresh, { orderNo }, { token })).body.data;
    const { body } = await s.call(record, { orderNo, calleeMobile: bound.virtualNumber }, { token });
    const masked = `${bound.virtualNumber.slice(0, 3)}****${bound.virtualNumber.slice(-4)}`;
    expect(body.data).toEqual({
      orderNo,
      viaVirtualNumber: true,
      content: `拨打客户电话（隐私号 ${masked}）`,
    });
    expect(lastTrack(s.db, orderNo)).toMatchObject({
      operate_type: "order:callCustomer",
      operate_name: "联系客户",
      content: `拨打客户电话（隐私号 ${masked}）`,
    });
    const track = (await s.call(api.order.admin.orderTrack, { orderNo }, { token })).body.data;
    expect(JSON.stringify(track)).toContain(`拨打客户电话（隐私号 ${masked}）`);
    expect(JSON.stringify(track)).not.toContain(String(orderRow(s.db, orderNo).customer_mobile));
  });

  it("writes the customer's own number, masked, for a call without a privacy number", async () => {
    const orderNo = pickOrder(s.db, "order_source = 1 AND order_status = 8");
    const mobile = String(orderRow(s.db, orderNo).customer_mobile);
    const { body } = await s.call(record, { orderNo, calleeMobile: mobile }, { token });
    expect(body.data).toMatchObject({ viaVirtualNumber: false });
    expect(lastTrack(s.db, orderNo)).toMatchObject({
      content: `拨打客户电话（客户号码 ${mobile.slice(0, 3)}****${mobile.slice(-4)}）`,
    });
  });

  it("refuses a 天猫 customer's own number with the words of any other number, writing nothing", async () => {
    const orderNo = pickOrder(s.db, "order_source = 2 AND order_status = 8");
    const before = orderSnapshot(s.db, orderNo);
    const mobile = String(orderRow(s.db, orderNo).customer_mobile);
    const own = await s.call(record, { orderNo, calleeMobile: mobile }, { token });
    const other = await s.call(record, { orderNo, calleeMobile: "13912345678" }, { token });
    expect(own.body).toEqual(other.body);
    expect(own.body).toMatchObject({ code: 200334002, msg: "号码不是该订单客户的号码或隐私号" });
    expect(orderSnapshot(s.db, orderNo)).toEqual(before);
  });

  it("refuses a number that is not the order's, and an expired privacy number, writing nothing", async () => {
    const orderNo = pickOrder(s.db, "order_source = 2 AND order_status = 8");
    const bound = (await s.call(api.basicPublic.virNumberRefresh, { orderNo }, { token })).body.data;
    const before = orderSnapshot(s.db, orderNo);
    const other = await s.call(record, { orderNo, calleeMobile: "13912345678" }, { token });
    expect(other.body).toMatchObject({ code: 200334002, msg: "号码不是该订单客户的号码或隐私号" });
    s.advance(3 * 60 * 60 * 1000 + 1000);
    const expired = await s.call(record, { orderNo, calleeMobile: bound.virtualNumber }, { token });
    expect(expired.body).toMatchObject({ code: 200334002, msg: "隐私号已过期，请刷新隐私号后再拨打" });
    expect(orderSnapshot(s.db, orderNo)).toEqual(before);
  });

  it("refuses an account without order:callCustomer (403, nothing written)", async () => {
    const buttons = ALL_BUTTON_CODES.filter((c) => c !== "order:callCustomer");
    s.db.prepare("UPDATE accounts SET buttons = ? WHERE username = 'limited'").run(JSON.stringify(buttons));
    const narrow = await s.login("limited");
    const orderNo = pickOrder(s.db, "order_source = 1 AND order_status = 8");
    const before = orderSnapshot(s.db, orderNo);
    const mobile = String(orderRow(s.db, orderNo).customer_mobile);
    const { status, body } = await s.call(record, { orderNo, calleeMobile: mobile }, { token: narrow });
    expect(status).toBe(403);
    expect(body).toMatchObject({ code: 403, msg: "拒绝访问" });
    expect(orderSnapshot(s.db, orderNo)).toEqual(before);
  });
});
