// @vitest-environment node
import { api } from "../../src/api";
import type { Endpoint } from "../../src/api/endpoint";
import { ALL_BUTTON_CODES } from "../../src/api/buttons";
import { createTestStandIn, type TestStandIn } from "../testing";
import { lastTrack, orderRow, orderSnapshot, pickOrder } from "./orderTesting";

let s: TestStandIn;
let token: string;

beforeAll(async () => {
  s = createTestStandIn();
  token = await s.login("demo");
});

const op = api.order.operations;
const IMG = ["r/samples/site-photo-1.png"];
/** Regions of the seed (mocks/lookups/seed/regions.ts): 广东省 19, 深圳市 229, its 南山区 2226, 东莞市 382. */
const GD = 19;
const SZ = 229;
const NANSHAN = 2226;
const DONGGUAN = 382;

type Payload = Record<string, unknown>;

async function call(endpoint: Endpoint, payload: Payload, as = token) {
  return s.call(endpoint as Endpoint<Payload, unknown>, payload, { token: as });
}

/** The call answers `msg` (and `code`, HTTP 200), and nothing of the order changed. */
async function expectRefused(endpoint: Endpoint, payload: Payload, msg: string, code = 200334001) {
  const orderNo = payload.orderNo as string;
  const before = orderSnapshot(s.db, orderNo);
  const { status, body } = await call(endpoint, payload);
  expect(status).toBe(200);
  expect(body, `${endpoint.path} ${orderNo}`).toMatchObject({ code, msg, data: null });
  expect(orderSnapshot(s.db, orderNo)).toEqual(before);
}

async function expectDone(endpoint: Endpoint, payload: Payload, operateType: string) {
  const { body } = await call(endpoint, payload);
  expect(body, endpoint.path).toMatchObject({ code: 1, data: null });
  expect(lastTrack(s.db, payload.orderNo as string)).toMatchObject({
    operate_type: operateType,
    operator: "李明",
    operator_role: "服务商",
  });
}

const pick = (where: string) => pickOrder(s.db, `hang_up = 0 AND ${where}`);
const logisticsRecord = (orderNo: string) =>
  s.db
    .prepare(
      `SELECT l.logistics_status, l.traces FROM order_logistics l JOIN orders o ON o.order_id = l.order_id
       WHERE o.order_no = ? ORDER BY l.id DESC LIMIT 1`,
    )
    .get(orderNo) as { logistics_status: number; traces: string };

describe("订单备注 (remark)", () => {
  it("adds a remark by the account to any order, even a cancelled one, and the detail lists it first", async () => {
    const orderNo = pick("order_status = 12");
    await expectDone(op.remark, { orderNo, content: "  客户要求下午上门  " }, "order:remark");
    expect(lastTrack(s.db, orderNo).content).toBe("添加备注：客户要求下午上门");
    const { body } = await s.call(api.order.admin.getOrderRemark, { orderNo }, { token });
    expect(body.data[0]).toMatchObject({ content: "客户要求下午上门", operator: "李明" });
  });

  it("refuses an empty or too long remark, and another provider's order", async () => {
    const orderNo = pick("order_status = 7");
    await expectRefused(op.remark, { orderNo, content: "  " }, "备注内容不能为空", 400);
    await expectRefused(op.remark, { orderNo, content: "长".repeat(201) }, "备注内容不能超过200个字符", 400);
    const other = s.db
      .prepare("SELECT order_no FROM orders WHERE provider_id != ? LIMIT 1")
      .pluck()
      .get(orderRow(s.db, orderNo).provider_id) as string;
    await expectRefused(op.remark, { orderNo: other, content: "备注" }, "订单不存在", 200333404);
  });
});

describe("修改地址 (modifyAddress)", () => {
  const to = (orderNo: string, rest: Payload = {}) => ({
    orderNo,
    provinceId: GD,
    cityId: SZ,
    areaId: NANSHAN,
    detailAddress: "科技园南区8栋1201",
    ...rest,
  });

  it("moves an own order to the new address before the visit, names from the region table", async () => {
    const orderNo = pick("order_source = 1 AND order_status = 8");
    const before = orderRow(s.db, orderNo);
    await expectDone(op.modifyAddress, to(orderNo, { reason: "客户搬家" }), "order:modifyAddress");
    expect(orderRow(s.db, orderNo)).toMatchObject({
      province_name: "广东省",
      city_name: "深圳市",
      area_name: "南山区",
      town_name: null,
      detail_address: "科技园南区8栋1201",
    });
    const content = String(lastTrack(s.db, orderNo).content);
    expect(content).toContain(`「${String(before.province_name)}${String(before.city_name)}`);
    expect(content).toContain("改为「广东省深圳市南山区科技园南区8栋1201」，原因：客户搬家");
  });

  it("takes a street straight under 东莞 (no district level)", async () => {
    const orderNo = pick("order_source = 1 AND order_status = 7");
    const town = s.db.prepare("SELECT id FROM regions WHERE parent_id = ? LIMIT 1").pluck().get(DONGGUAN);
    await expectDone(
      op.modifyAddress,
      { orderNo, provinceId: GD, cityId: DONGGUAN, townId: town, detailAddress: "东城万达3栋" },
      "order:modifyAddress",
    );
    expect(orderRow(s.db, orderNo)).toMatchObject({ city_name: "东莞市", area_name: null });
  });

  it("refuses a 天猫 order, an order already visited, and an address that does not hold together", async () => {
    await expectRefused(
      op.modifyAddress,
      to(pick("order_source = 2 AND order_status = 7")),
      "当前订单来源不允许修改地址",
    );
    await expectRefused(
      op.modifyAddress,
      to(pick("order_source = 1 AND order_status = 9")),
      "当前订单状态不允许修改地址",
    );
    const orderNo = pick("order_source = 1 AND order_status = 7");
    await expectRefused(op.modifyAddress, to(orderNo, { cityId: 32 }), "城市不正确", 400);
    await expectRefused(op.modifyAddress, to(orderNo, { areaId: undefined }), "请选择区县", 400);
    await expectRefused(op.modifyAddress, to(orderNo, { areaId: 1038 }), "区县不正确", 400);
    await expectRefused(op.modifyAddress, to(orderNo, { detailAddress: " " }), "详细地址不能为空", 400);
  });
});

describe("上传服务凭证 (uploadVoucher) and queryOrderVoucher", () => {
  it("keeps each upload as a group of photos, newest first", async () => {
    const orderNo = pick("order_status = 10");
    await expectDone(op.uploadVoucher, { orderNo, images: IMG }, "order:uploadVoucher");
    await expectDone(
      op.uploadVoucher,
      { orderNo, images: [...IMG, "r/samples/site-photo-2.png"], remark: "安装后全景" },
      "order:uploadVoucher",
    );
    expect(lastTrack(s.db, orderNo).content).toBe("上传服务凭证 2 张，备注：安装后全景");
    const { body } = await s.call(api.order.admin.queryOrderVoucher, { orderNo }, { token });
    expect(body.data).toHaveLength(2);
    expect(body.data[0]).toMatchObject({
      images: [...IMG, "r/samples/site-photo-2.png"],
      remark: "安装后全景",
    });
    expect(body.data[1]).toMatchObject({ images: IMG, remark: null, operator: "李明" });
  });

  it("refuses before the visit and without photos", async () => {
    await expectRefused(
      op.uploadVoucher,
      { orderNo: pick("order_status = 8"), images: IMG },
      "当前订单状态不允许上传服务凭证",
    );
    await expectRefused(
      op.uploadVoucher,
      { orderNo: pick("order_status = 9"), images: [] },
      "请上传凭证照片",
      400,
    );
  });
});

describe("提货 (pickUp) and 确认签收 (confirmReceipt)", () => {
  it("picks the goods up: 待提货 → 派送中, on the order (its mark) and its logistics record", async () => {
    const orderNo = "SO202611199000045"; // 天猫, 待预约, 待提货
    await expectDone(op.pickUp, { orderNo, pickedUp: true, images: IMG }, "order:pickUp");
    expect(orderRow(s.db, orderNo).logistics_status).toBe(4);
    const record = logisticsRecord(orderNo);
    expect(record.logistics_status).toBe(4);
    expect(JSON.parse(record.traces).at(-1)).toEqual({
      time: "2026-11-20 11:00:00",
      content: "师傅已提货，正在送往客户",
    });
    const { body } = await s.call(api.order.provider.orderDetail, { orderNo }, { token });
    expect(body.data.orderMarks).toContain("派送中");
    expect(body.data.orderMarks).not.toContain("待提货");
  });

  it("records a failed pick-up with its reason (提货失败), and a second try from there", async () => {
    const orderNo = "SO202611199000046"; // 提货失败
    await expectRefused(op.pickUp, { orderNo, pickedUp: false }, "提货失败原因不能为空", 400);
    await expectDone(op.pickUp, { orderNo, pickedUp: false, reason: "提货点未到货" }, "order:pickUp");
    expect(orderRow(s.db, orderNo).logistics_status).toBe(8);
    expect(lastTrack(s.db, orderNo).content).toBe("提货失败，原因：提货点未到货");
    await expectRefused(op.pickUp, { orderNo, pickedUp: true }, "请上传提货照片", 400);
  });

  it("refuses a pick-up when the goods are not waiting for one", async () => {
    await expectRefused(
      op.pickUp,
      { orderNo: "SO202611199000043", pickedUp: true, images: IMG },
      "订单商品不在待提货状态，不能提货",
    );
  });

  it("confirms the customer signed for goods on their way, or records a refusal", async () => {
    const signed = "SO202611199000043"; // 派送中
    await expectDone(
      op.confirmReceipt,
      { orderNo: signed, signed: true, images: IMG },
      "order:confirmReceipt",
    );
    expect(orderRow(s.db, signed).logistics_status).toBe(5);
    expect(JSON.parse(logisticsRecord(signed).traces).at(-1).content).toBe("客户已签收");
    await expectRefused(
      op.confirmReceipt,
      { orderNo: signed, signed: true, images: IMG },
      "订单商品未在配送中，不能确认签收",
    );
    const refused = "SO202611199000042"; // 已出库
    await expectRefused(op.confirmReceipt, { orderNo: refused, signed: false }, "拒签原因不能为空", 400);
    await expectDone(
      op.confirmReceipt,
      { orderNo: refused, signed: false, reason: "外包装破损" },
      "order:confirmReceipt",
    );
    expect(orderRow(s.db, refused).logistics_status).toBe(6);
  });
});

describe("服务完工 of a 天猫 order (complete)", () => {
  it("completes a 天猫 order awaiting verification with its photos, kept as a voucher", async () => {
    const orderNo = pick("order_source = 2 AND order_status = 9");
    await expectDone(op.complete, { orderNo, images: IMG, remark: "客户已确认" }, "order:complete");
    expect(orderRow(s.db, orderNo)).toMatchObject({
      order_status: 10,
      finish_time: "2026-11-20 11:00:00",
      settle_status: 1,
    });
    const { body } = await s.call(api.order.admin.queryOrderVoucher, { orderNo }, { token });
    expect(body.data[0]).toMatchObject({ images: IMG, remark: "客户已确认" });
  });

  it("refuses an own order (核销 is its completion), no photos, and a hung-up order", async () => {
    await expectRefused(
      op.complete,
      { orderNo: pick("order_source = 1 AND order_status = 9"), images: IMG },
      "当前订单来源不允许服务完工",
    );
    await expectRefused(
      op.complete,
      { orderNo: pick("order_source = 2 AND order_status = 9"), images: [] },
      "请上传完工照片",
      400,
    );
    await expectRefused(
      op.complete,
      { orderNo: "SO202611199000049", images: IMG },
      "订单已挂起，不能服务完工",
    );
  });
});

describe("button codes", () => {
  it.each([
    ["order:remark", op.remark, { content: "备注" }],
    [
      "order:modifyAddress",
      op.modifyAddress,
      { provinceId: GD, cityId: SZ, areaId: NANSHAN, detailAddress: "x" },
    ],
    ["order:uploadVoucher", op.uploadVoucher, { images: IMG }],
    ["order:pickUp", op.pickUp, { pickedUp: true, images: IMG }],
    ["order:confirmReceipt", op.confirmReceipt, { signed: true, images: IMG }],
    ["order:complete", op.complete, { images: IMG }],
  ] as const)("refuses %s to an account without it (403, nothing written)", async (code, endpoint, rest) => {
    const buttons = ALL_BUTTON_CODES.filter((c) => c !== code);
    s.db.prepare("UPDATE accounts SET buttons = ? WHERE username = 'limited'").run(JSON.stringify(buttons));
    const narrow = await s.login("limited");
    const orderNo =
      code === "order:complete" ? pick("order_source = 2 AND order_status = 9") : "SO202611199000045";
    const before = orderSnapshot(s.db, orderNo);
    const { status, body } = await call(endpoint, { orderNo, ...rest }, narrow);
    expect(status).toBe(403);
    expect(body).toMatchObject({ code: 403, msg: "拒绝访问" });
    expect(orderSnapshot(s.db, orderNo)).toEqual(before);
  });
});
