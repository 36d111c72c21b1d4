// @vitest-environment node
import { api } from "../../src/api";
import { ALL_BUTTON_CODES } from "../../src/domain/buttonCodes";
import { createTestStandIn, type TestStandIn } from "../testing";
import { lastTrack, orderRow, orderSnapshot, pickOrder } from "./orderTesting";

let s: TestStandIn;
let token: string;

beforeAll(async () => {
  s = createTestStandIn();
  token = await s.login("demo");
});

const record = api.basicPublic.virNumberCallRecord;

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
