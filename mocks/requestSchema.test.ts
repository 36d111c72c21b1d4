// @vitest-environment node
import { api } from "../src/api";
import type { Endpoint } from "../src/api/endpoint";
import { problemOf } from "../src/api/schema";
import { fieldSchema } from "../src/api/schemaLimits";
import { schemasOf } from "../src/api/wire";
import { defineRoutes, collectRoutes, type HandlerContext } from "./router";
import { routeModules } from "./routes";
import { orderSnapshot, pickOrder } from "./orders/orderTesting";
import { createTestStandIn, type TestStandIn } from "./testing";

/**
 * The gateway checks a request against its endpoint's schema before the handler (issue 42 §1): a request the schema
 * refuses gets the 400 envelope with the field's message from the schema, and the handler never runs.
 */

const op = api.order.operations;
type Payload = Record<string, unknown>;

/** The schema's own message for `value` in the request field `name` of `endpoint`. */
function schemaMessage(endpoint: Endpoint, name: string, value: unknown): string | null {
  return problemOf(fieldSchema(schemasOf(endpoint).request!, name)!, value);
}

describe("the check runs before the handler", () => {
  let s: TestStandIn;
  let token: string;
  const seen: Payload[] = [];

  beforeAll(async () => {
    // Every route but the real 挂起, which a handler that only records what it was given replaces.
    const others = routeModules.filter(
      (module) => !collectRoutes([module]).some((route) => route.endpoint === op.hangUp),
    );
    const recorder = defineRoutes((r) =>
      r.serve(op.hangUp, (ctx: HandlerContext) => {
        seen.push({ ...ctx.payload });
        return null;
      }),
    );
    s = createTestStandIn({ modules: [...others, recorder] });
    token = await s.login("demo");
  });

  beforeEach(() => {
    seen.length = 0;
  });

  it("refuses an over-long reason with the schema's message, the handler never called", async () => {
    const hangUpReason = "挂".repeat(101);
    const { status, body } = await s.call(op.hangUp, { orderNo: "SO1", hangUpReason }, { token });
    expect(schemaMessage(op.hangUp, "hangUpReason", hangUpReason)).toBe("挂起原因不能超过100个字符");
    expect(status).toBe(200);
    expect(body).toEqual({ code: 400, msg: "挂起原因不能超过100个字符", data: null });
    expect(seen).toEqual([]);
  });

  it("refuses a missing field with the message of its own schema, not the object's", async () => {
    const { body } = await s.call(op.hangUp, { orderNo: "SO1" } as never, { token });
    expect(body).toMatchObject({ code: 400, msg: "挂起原因不能为空" });
    const wrongType = await s.call(op.hangUp, { orderNo: "SO1", hangUpReason: 7 } as never, { token });
    expect(wrongType.body).toMatchObject({ code: 400, msg: "挂起原因格式不正确" });
    const badTime = { orderNo: "SO1", hangUpReason: "x", expectResumeTime: "2026-02-30 00:00:00" };
    expect((await s.call(op.hangUp, badTime, { token })).body).toMatchObject({
      msg: "预计恢复时间格式不正确",
    });
    expect(seen).toEqual([]);
  });

  it("hands the handler the clean values (trimmed) and the fields the schema does not name", async () => {
    const payload = { orderNo: " SO1 ", hangUpReason: ` ${"挂".repeat(100)} `, extra: 1 };
    const { body } = await s.call(op.hangUp, payload as never, { token });
    expect(body).toMatchObject({ code: 1 });
    expect(seen).toEqual([{ orderNo: "SO1", hangUpReason: "挂".repeat(100), extra: 1 }]);
  });

  it("still answers 401 before the check", async () => {
    expect((await s.call(op.hangUp, { orderNo: "SO1", hangUpReason: "挂".repeat(101) })).status).toBe(401);
    expect(seen).toEqual([]);
  });
});

describe("the order operations whose dialogs allowed more than the gateway", () => {
  let s: TestStandIn;
  let token: string;

  beforeAll(async () => {
    s = createTestStandIn();
    token = await s.login("demo");
  });

  const own = (where: string) => pickOrder(s.db, `order_source = 1 AND hang_up = 0 AND ${where}`);

  /** Refused with the schema's message for the field, and nothing of the order written. */
  async function expectRefused(endpoint: Endpoint, payload: Payload, field: string, msg: string) {
    expect(schemaMessage(endpoint, field, payload[field])).toBe(msg);
    const orderNo = payload.orderNo as string;
    const before = orderSnapshot(s.db, orderNo);
    const { body } = await s.call(endpoint as Endpoint<Payload, unknown>, payload, { token });
    expect(body, `${endpoint.path} ${field}`).toEqual({ code: 400, msg, data: null });
    expect(orderSnapshot(s.db, orderNo)).toEqual(before);
  }

  const long = "因".repeat(101);

  it("refuses a 101-character reason of 挂起, 取消, 退款 and 异常费用", async () => {
    const orderNo = own("order_status = 8");
    await expectRefused(
      op.hangUp,
      { orderNo, hangUpReason: long },
      "hangUpReason",
      "挂起原因不能超过100个字符",
    );
    await expectRefused(
      op.cancelOrder,
      { orderNo, cancelReason: long },
      "cancelReason",
      "取消原因不能超过100个字符",
    );
    const paid = own("order_status = 11 AND paid_cents > 1000");
    await expectRefused(
      op.refund,
      { orderNo: paid, amount: 1, reason: long },
      "reason",
      "退款原因不能超过100个字符",
    );
    const serving = own("order_status = 9");
    await expectRefused(
      op.abnormalFee,
      { orderNo: serving, amount: 1, reason: long },
      "reason",
      "费用原因不能超过100个字符",
    );
  });

  it("keeps the dialogs' stricter amounts and photo count", async () => {
    const paid = own("order_status = 11 AND paid_cents > 1000");
    await expectRefused(
      op.refund,
      { orderNo: paid, amount: 100000, reason: "x" },
      "amount",
      "退款金额不能超过99999.99",
    );
    const serving = own("order_status = 9");
    await expectRefused(
      op.abnormalFee,
      { orderNo: serving, amount: 10000, reason: "x" },
      "amount",
      "异常费用不能超过9999.99",
    );
    await expectRefused(
      op.abnormalFee,
      { orderNo: serving, amount: 0.005, reason: "x" },
      "amount",
      "异常费用最多两位小数",
    );
    const images = Array.from({ length: 6 }, (_, i) => `r/samples/site-photo-${i}.png`);
    await expectRefused(
      op.abnormalFee,
      { orderNo: serving, amount: 1, reason: "x", images },
      "images",
      "凭证照片最多5张",
    );
  });

  it("answers 403 to an account without the button before the check", async () => {
    // The limited account holds no 取消订单 button.
    const limited = await s.login("limited");
    const cancel = { orderNo: own("order_status = 8"), cancelReason: long };
    expect((await s.call(op.cancelOrder, cancel, { token: limited })).status).toBe(403);
  });

  it("accepts a reason of exactly 100 characters, and answers what the answer schema says", async () => {
    const orderNo = own("order_status = 8");
    const { body } = await s.call(op.hangUp, { orderNo, hangUpReason: "因".repeat(100) }, { token });
    expect(body).toMatchObject({ code: 1 });
    expect(problemOf(schemasOf(op.hangUp).answer!, body.data)).toBeNull();
  });
});
