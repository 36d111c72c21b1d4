// @vitest-environment node
import { api } from "../../src/api";
import type { Endpoint } from "../../src/api/endpoint";
import { labelOf } from "../../src/domain/enumeration";
import { REVIEW_FLOW } from "../../src/domain/orders/feeReview";
import { LIMITED_DISPLAY_NAME } from "../db/migrations/038_staff_001_accounts";
import { createTestStandIn, type TestStandIn } from "../testing";
import { activeDemoWorker, lastTrack, orderRow, orderSnapshot, pickOrder } from "./orderTesting";

let s: TestStandIn;
let token: string;
let limited: string;

beforeAll(async () => {
  s = createTestStandIn();
  token = await s.login("demo");
  limited = await s.login("limited");
});

const p = api.order.performance;
const t = api.order.tmall;
const op = api.order.operations;
const IMG = ["r/samples/site-photo-1.png"];
/** The test clock is 2026-11-20 11:00 China time. */
const TOMORROW = "2026-11-21";

type Payload = Record<string, unknown>;

async function call(endpoint: Endpoint, payload: Payload, as = token) {
  return s.call(endpoint as Endpoint<Payload, unknown>, payload, { token: as });
}

/** The call answers `msg` (and `code`), and nothing of the order changed. */
async function expectRefused(
  endpoint: Endpoint,
  payload: Payload,
  msg: string,
  code = 200334001,
  as = token,
) {
  const orderNo = payload.orderNo as string;
  const before = orderSnapshot(s.db, orderNo);
  const { body } = await call(endpoint, payload, as);
  expect(body, `${endpoint.path} ${orderNo}`).toMatchObject({ code, msg, data: null });
  expect(orderSnapshot(s.db, orderNo)).toEqual(before);
}

async function expectDone(endpoint: Endpoint, payload: Payload, operateType: string, as = token) {
  const { body } = await call(endpoint, payload, as);
  expect(body, endpoint.path).toMatchObject({ code: 1, data: null });
  expect(lastTrack(s.db, payload.orderNo as string)).toMatchObject({
    operate_type: operateType,
    operator_role: "服务商",
  });
}

const own = (where: string) => pickOrder(s.db, `order_source = 1 AND hang_up = 0 AND ${where}`);
const tmall = (where: string) => pickOrder(s.db, `order_source = 2 AND hang_up = 0 AND ${where}`);

describe("appointment and visits", () => {
  it("appoints an own order: 待预约 → 待上门 with the date and slot", async () => {
    const orderNo = own("order_status = 7 AND worker_id IS NOT NULL");
    const count = orderRow(s.db, orderNo).appointment_count as number;
    await expectDone(
      p.appointment,
      { orderNo, appointmentDate: TOMORROW, timeSlot: "09-11" },
      "order:appointment",
    );
    expect(orderRow(s.db, orderNo)).toMatchObject({
      order_status: 8,
      next_appointment_time: "2026-11-21 09:00:00",
      time_slot: "09-11",
      appointment_count: count + 1,
      appointment_failed: 0,
    });
    expect(lastTrack(s.db, orderNo).content).toBe("预约上门时间 2026-11-21 09-11");
  });

  it("appoints a 天猫 order with the 天猫 call, also after a failed appointment", async () => {
    const orderNo = tmall("order_status = 7 AND appointment_failed = 1");
    await expectDone(
      t.appointment,
      { orderNo, appointmentDate: "2026-11-20", timeSlot: "11-13" },
      "order:appointment",
    );
    expect(orderRow(s.db, orderNo)).toMatchObject({ order_status: 8, appointment_failed: 0 });
  });

  it("refuses a past date, a slot already over, an unknown slot, and the wrong call for the source", async () => {
    const orderNo = own("order_status = 7 AND worker_id IS NOT NULL");
    const at = (appointmentDate: string, timeSlot: string) => ({ orderNo, appointmentDate, timeSlot });
    await expectRefused(p.appointment, at("2026-11-19", "09-11"), "预约日期不能早于今天", 400);
    await expectRefused(p.appointment, at("2026-11-20", "09-11"), "该时段已过，请选择其他时段", 400);
    await expectRefused(p.appointment, at(TOMORROW, "08-10"), "预约时段不正确", 400);
    await expectRefused(p.appointment, at("2026-02-30", "09-11"), "预约日期格式不正确", 400);
    await expectRefused(t.appointment, at(TOMORROW, "09-11"), "该订单不是天猫订单");
    const tmallNo = tmall("order_status = 7");
    await expectRefused(
      p.appointment,
      { ...at(TOMORROW, "09-11"), orderNo: tmallNo },
      "天猫订单请使用天猫订单的操作",
    );
  });

  it("reschedules, signs in and verifies an own order", async () => {
    const orderNo = own("order_status = 8");
    await expectRefused(
      p.visitModify,
      { orderNo, appointmentDate: TOMORROW, timeSlot: "13-15" },
      "改约原因不能为空",
      400,
    );
    await expectDone(
      p.visitModify,
      { orderNo, appointmentDate: TOMORROW, timeSlot: "13-15", reason: "客户临时有事" },
      "order:reschedule",
    );
    expect(orderRow(s.db, orderNo)).toMatchObject({ order_status: 8, time_slot: "13-15" });
    await expectRefused(p.signIn, { orderNo, images: [] }, "请上传签到照片", 400);
    await expectDone(p.signIn, { orderNo, images: IMG }, "order:signIn");
    expect(orderRow(s.db, orderNo)).toMatchObject({ order_status: 9, visit_time: "2026-11-20 11:00:00" });
    await expectDone(p.verifyCode, { orderNo }, "order:verifyCode");
    expect(s.logs.some((line) => line.includes(`订单 ${orderNo}`) && line.includes("核销码"))).toBe(true);
    const code = orderRow(s.db, orderNo).verify_code as string;
    // 4 to 8 digits, as the 核销 dialog takes it; a code of that shape that is not the order's is a business error.
    for (const wrongShape of ["000000x", "123", "123456789"])
      await expectRefused(p.verify, { orderNo, verifyCode: wrongShape }, "核销码为4-8位数字", 400);
    const wrong = code === "000000" ? "000001" : "000000";
    await expectRefused(p.verify, { orderNo, verifyCode: wrong }, "核销码错误", 200334002);
    await expectDone(p.verify, { orderNo, verifyCode: code, images: IMG }, "order:verify");
    expect(orderRow(s.db, orderNo)).toMatchObject({
      order_status: 10,
      settle_status: 1,
      finish_time: "2026-11-20 11:00:00",
    });
  });

  it("signs in a 天猫 order with the 天猫 call and keeps 核销 to own orders", async () => {
    const orderNo = tmall("order_status = 8");
    await expectDone(t.signIn, { orderNo, images: IMG }, "order:signIn");
    expect(orderRow(s.db, orderNo).order_status).toBe(9);
    await expectRefused(p.verify, { orderNo, verifyCode: "123456" }, "当前订单来源不允许核销");
  });
});

describe("hang-up, checks and cancellation", () => {
  it("hangs up an order, blocks its visit steps, and resumes it", async () => {
    const orderNo = own("order_status = 8");
    await expectRefused(op.hangUp, { orderNo }, "挂起原因不能为空", 400);
    await expectRefused(
      op.hangUp,
      { orderNo, hangUpReason: "客户出差", expectResumeTime: "2026-11-01 00:00:00" },
      "预计恢复时间不能早于当前时间",
      400,
    );
    await expectDone(
      op.hangUp,
      { orderNo, hangUpReason: "客户出差", expectResumeTime: "2026-11-25 09:00:00" },
      "order:hangUp",
    );
    expect(orderRow(s.db, orderNo)).toMatchObject({ hang_up: 1, hang_up_reason: "客户出差" });
    await expectRefused(p.signIn, { orderNo, images: IMG }, "订单已挂起，不能签到");
    await expectRefused(
      p.visitModify,
      { orderNo, appointmentDate: TOMORROW, timeSlot: "13-15", reason: "x" },
      "订单已挂起，不能改约",
    );
    await expectRefused(op.hangUp, { orderNo, hangUpReason: "again" }, "订单已挂起，不能挂起");
    await expectDone(op.cancelHangUp, { orderNo }, "order:cancelHangUp");
    expect(orderRow(s.db, orderNo).hang_up).toBe(0);
    await expectRefused(op.cancelHangUp, { orderNo }, "订单未挂起");
  });

  it("checks goods and confirms the build once each on an order awaiting verification", async () => {
    const orderNo = own("order_status = 9 AND goods_checked = 0 AND build_confirmed = 0");
    await expectRefused(op.checkGoods, { orderNo, images: IMG }, "验货结果不能为空", 400);
    await expectDone(
      op.checkGoods,
      { orderNo, passed: false, images: IMG, remark: "外箱破损" },
      "order:checkGoods",
    );
    const check = await s.call(api.order.admin.queryCheckResultByOrderNo, { orderNo }, { token });
    expect(check.body.data).toMatchObject({ checkResult: "不合格", images: IMG, remark: "外箱破损" });
    await expectRefused(op.checkGoods, { orderNo, passed: true, images: IMG }, "订单已验货");
    // At most 5 photos, as the dialogs offer: the schema refuses a sixth before the handler.
    const photos = (n: number) => Array.from({ length: n }, () => IMG[0]);
    await expectRefused(op.buildConfirm, { orderNo, images: photos(6) }, "施工照片最多5张", 400);
    await expectDone(op.buildConfirm, { orderNo, images: photos(5) }, "order:buildConfirm");
    await expectRefused(op.buildConfirm, { orderNo, images: IMG }, "订单已施工确认");
    const early = own("order_status = 8");
    await expectRefused(
      op.checkGoods,
      { orderNo: early, passed: true, images: IMG },
      "当前订单状态不允许验货",
    );
  });

  it("cancels an open order with a reason, never a finished one", async () => {
    const orderNo = own("order_status = 5");
    await expectRefused(op.cancelOrder, { orderNo }, "取消原因不能为空", 400);
    await expectDone(op.cancelOrder, { orderNo, cancelReason: "客户暂不需要" }, "order:cancel");
    expect(orderRow(s.db, orderNo)).toMatchObject({ order_status: 12, cancel_reason: "客户暂不需要" });
    await expectRefused(op.cancelOrder, { orderNo, cancelReason: "again" }, "当前订单状态不允许取消订单");
    const done = own("order_status = 11");
    await expectRefused(op.cancelOrder, { orderNo: done, cancelReason: "x" }, "当前订单状态不允许取消订单");
  });
});

describe("money operations", () => {
  it("quotes an order awaiting a quote, then hires a worker", async () => {
    const orderNo = own("order_status = 5");
    const total = orderRow(s.db, orderNo).total_cents as number;
    for (const [amount, msg] of [
      [0, "报价金额必须大于0"],
      [-5, "报价金额必须大于0"],
      [12.345, "报价金额最多两位小数"],
      ["abc", "报价金额格式不正确"],
      [100_000, "报价金额不能超过99999.99"],
      ["99999.991", "报价金额不能超过99999.99"],
    ] as const)
      await expectRefused(op.offer, { orderNo, amount }, msg, 400);
    await expectDone(op.offer, { orderNo, amount: 188.5 }, "order:offer");
    expect(orderRow(s.db, orderNo)).toMatchObject({
      order_status: 6,
      offer_cents: 18850,
      total_cents: total + 18850,
    });
    await expectRefused(op.hire, { orderNo, workerId: "1" }, "师傅不存在", 200334002);
    const disabled = s.db
      .prepare("SELECT worker_id FROM workers WHERE provider_id = ? AND status = 4 LIMIT 1")
      .pluck()
      .get(orderRow(s.db, orderNo).provider_id) as string;
    await expectRefused(op.hire, { orderNo, workerId: disabled }, "师傅已禁用", 200334002);
    const workerId = activeDemoWorker(s.db);
    await expectDone(op.hire, { orderNo, workerId }, "order:hire");
    // 雇佣 gives the quoted order to the worker: 待接单 until they accept (src/domain/orders/flow.ts).
    expect(orderRow(s.db, orderNo)).toMatchObject({ order_status: 4, worker_id: workerId, place_status: 0 });
    await expectRefused(op.hire, { orderNo, workerId }, "当前订单状态不允许雇佣");
  });

  it("refunds at most what is left of the payment and records a fee line", async () => {
    const orderNo = own("order_status = 11 AND paid_cents > 1000 AND refunded_cents = 0");
    const paid = orderRow(s.db, orderNo).paid_cents as number;
    await expectRefused(
      op.refund,
      { orderNo, amount: paid / 100 + 0.01, reason: "少装一件" },
      `退款金额不能超过可退金额¥${(paid / 100).toFixed(2)}`,
      200334002,
    );
    await expectDone(op.refund, { orderNo, amount: 10, reason: "少装一件" }, "order:refund");
    expect(orderRow(s.db, orderNo).refunded_cents).toBe(1000);
    const fees = await s.call(api.order.admin.queryOrderFeeInfo, { orderNo }, { token });
    // Paid out at once: nothing for a reviewer (审核通过).
    expect(fees.body.data.at(-1)).toMatchObject({
      feeType: 21,
      feeTypeName: "退款",
      amount: 10,
      reviewFlow: 3,
    });
    await expectRefused(
      op.refund,
      { orderNo: own("order_status = 8"), amount: 1, reason: "x" },
      "当前订单状态不允许退款",
    );
  });

  it("adds a worker abnormal fee (type 18) to both totals", async () => {
    const orderNo = own("order_status = 9");
    const before = orderRow(s.db, orderNo);
    await expectRefused(op.abnormalFee, { orderNo, amount: 30 }, "费用原因不能为空", 400);
    await expectDone(op.abnormalFee, { orderNo, amount: 35.5, reason: "高空作业" }, "order:abnormalFee");
    expect(orderRow(s.db, orderNo)).toMatchObject({
      total_cents: (before.total_cents as number) + 3550,
      worker_total_cents: (before.worker_total_cents as number) + 3550,
    });
    const bill = await s.call(api.order.admin.queryOrderServiceBill, { orderNo }, { token });
    expect(bill.body.data.lines.at(-1)).toMatchObject({
      feeType: 18,
      feeTypeName: "师傅异常费用",
      amount: 35.5,
    });
    // A new 异常费用 waits for the merchant's review (issue 43), in the fee records the detail shows.
    const fees = await s.call(api.order.admin.queryOrderFeeInfo, { orderNo }, { token });
    expect(fees.body.data.at(-1)).toMatchObject({ feeType: 18, amount: 35.5, payStatus: 1, reviewFlow: 1 });
    expect(labelOf(REVIEW_FLOW, fees.body.data.at(-1)?.reviewFlow)).toBe("商家审核");
    await expectRefused(
      op.abnormalFee,
      { orderNo: own("order_status = 3"), amount: 1, reason: "x" },
      "当前订单状态不允许异常费用",
    );
  });

  it("refreshes the customer's number: the full number, with a track entry", async () => {
    const orderNo = own("order_status = 7");
    const { body } = await call(api.order.admin.refreshCustomMobile, { orderNo });
    expect(body.data).toEqual({ customerMobile: orderRow(s.db, orderNo).customer_mobile });
    expect(lastTrack(s.db, orderNo)).toMatchObject({ operate_type: "order:refreshCustomMobile" });
    await expectRefused(
      api.order.admin.refreshCustomMobile,
      { orderNo: own("order_status = 11") },
      "当前订单状态不允许刷新客户号码",
    );
  });
});

describe("refused transitions and permissions", () => {
  it.each([
    ["预约", p.appointment, "order_status = 9", { appointmentDate: TOMORROW, timeSlot: "09-11" }],
    [
      "改约",
      p.visitModify,
      "order_status = 7",
      { appointmentDate: TOMORROW, timeSlot: "09-11", reason: "x" },
    ],
    ["签到", p.signIn, "order_status = 7", { images: IMG }],
    ["核销", p.verify, "order_status = 8", { verifyCode: "123456" }],
    ["发送核销码", p.verifyCode, "order_status = 10", {}],
    ["挂起", op.hangUp, "order_status = 3", { hangUpReason: "x" }],
    ["施工确认", op.buildConfirm, "order_status = 10", { images: IMG }],
    ["报价", op.offer, "order_status = 6", { amount: 1 }],
    ["雇佣", op.hire, "order_status = 5", { workerId: "1810000000000000001" }],
    ["退款", op.refund, "order_status = 12", { amount: 1, reason: "x" }],
  ] as const)("refuses %s in a status that does not allow it", async (label, endpoint, where, extra) => {
    const orderNo = own(where);
    await expectRefused(endpoint, { orderNo, ...extra }, `当前订单状态不允许${label}`);
  });

  it("answers 403 拒绝访问 to the limited account for cancel, refund and abnormal fee, writing nothing", async () => {
    for (const [endpoint, where, extra] of [
      [op.cancelOrder, "order_status = 7", { cancelReason: "x" }],
      [op.refund, "order_status = 11", { amount: 1, reason: "x" }],
      [op.abnormalFee, "order_status = 9", { amount: 1, reason: "x" }],
    ] as const) {
      const orderNo = own(where);
      const before = orderSnapshot(s.db, orderNo);
      const { status, body } = await call(endpoint, { orderNo, ...extra }, limited);
      expect(status).toBe(403);
      expect(body).toEqual({ code: 403, msg: "拒绝访问", data: null });
      expect(orderSnapshot(s.db, orderNo)).toEqual(before);
    }
  });

  it("lets the limited account do what it holds, and nobody act without a login", async () => {
    const orderNo = own("order_status = 7 AND worker_id IS NOT NULL");
    await expectDone(
      p.appointment,
      { orderNo, appointmentDate: TOMORROW, timeSlot: "19-21" },
      "order:appointment",
      limited,
    );
    // The track names the colleague by their display name, never by the mobile they log in with.
    expect(lastTrack(s.db, orderNo).operator).toBe(LIMITED_DISPLAY_NAME);
    const anonymous = await s.call(op.hangUp, { orderNo, hangUpReason: "x" });
    expect(anonymous.status).toBe(401);
  });

  it("answers 订单不存在 for another provider's order, writing nothing", async () => {
    const other = await s.acceptAgreements(await s.login("newcomer"));
    const orderNo = own("order_status = 7");
    await expectRefused(op.cancelOrder, { orderNo, cancelReason: "x" }, "订单不存在", 200333404, other);
  });
});
