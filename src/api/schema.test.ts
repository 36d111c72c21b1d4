import * as v from "valibot";
import { MOBILE_PATTERN as DOMAIN_MOBILE } from "../domain/validators";
import { api } from "./";
import { schemasOf } from "./wire";
import type { RequestOf, ResponseOf } from "./endpoint";
import { ID_CARD_MSG, idCardCheckChar } from "./idCard";
import {
  checkRequest,
  filePaths,
  integer,
  MOBILE_PATTERN,
  oneOf,
  problemOf,
  request,
  text,
  yuan,
} from "./schema";
import { fieldSchema, limitsOf } from "./schemaLimits";

describe("the contract's schemas", () => {
  it("say what the gateway says: 不能为空, 不能超过N个字符, 格式不正确", () => {
    const reason = text("挂起原因", { max: 100 });
    expect(problemOf(reason, undefined)).toBe("挂起原因不能为空");
    expect(problemOf(reason, "   ")).toBe("挂起原因不能为空");
    expect(problemOf(reason, 12)).toBe("挂起原因格式不正确");
    expect(problemOf(reason, "挂".repeat(101))).toBe("挂起原因不能超过100个字符");
    expect(problemOf(reason, ` ${"挂".repeat(100)} `)).toBeNull();
  });

  it("name a missing field by its own message, and a field that is no object by its label", () => {
    const body = request({
      orderNo: text("订单号", { max: 32 }),
      area: request({ cityId: integer("城市") }, "服务区域"),
    });
    expect(checkRequest(body, { area: { cityId: 1 } })).toEqual({ ok: false, message: "订单号不能为空" });
    expect(checkRequest(body, { orderNo: "1", area: null })).toEqual({
      ok: false,
      message: "服务区域不能为空",
    });
    expect(checkRequest(body, { orderNo: "1", area: {} })).toEqual({ ok: false, message: "城市不能为空" });
    expect(checkRequest(body, { orderNo: " 1 ", area: { cityId: 2 }, more: 1 })).toEqual({
      ok: true,
      value: { orderNo: "1", area: { cityId: 2 } },
    });
  });

  it("state their limits for the forms", () => {
    expect(limitsOf(text("原因", { max: 100 }))).toEqual({ required: true, list: false, maxLength: 100 });
    expect(limitsOf(yuan("金额", 9999.99))).toEqual({
      required: true,
      list: false,
      min: 0.01,
      max: 9999.99,
      decimals: 2,
    });
    expect(limitsOf(integer("比例", { min: 0, max: 100 }))).toEqual({
      required: true,
      list: false,
      min: 0,
      max: 100,
      decimals: 0,
    });
    expect(limitsOf(integer("省份"))).toEqual({ required: true, list: false, decimals: 0 });
    expect(limitsOf(v.nullish(filePaths("照片", 5)))).toEqual({ required: false, list: true, maxLength: 5 });
    expect(limitsOf(oneOf("性别", [1, 2]))).toEqual({ required: true, list: false, options: [1, 2] });
  });

  it("refuse money above 0 only, two decimals at most, up to the bound", () => {
    const amount = yuan("退款金额", 99999.99);
    expect(problemOf(amount, 0)).toBe("退款金额必须大于0");
    expect(problemOf(amount, 0.005)).toBe("退款金额最多两位小数");
    expect(problemOf(amount, 100000)).toBe("退款金额不能超过99999.99");
    expect(problemOf(amount, "12")).toBe("退款金额格式不正确");
    expect(problemOf(amount, 0.01)).toBeNull();
  });

  it("check 身份证号 with the one rule (GB 11643 and its check character)", () => {
    // The worker profile's field (src/api/wire/worker/rosterProfile.ts), the only calls that carry one.
    const idCard = schemasOf(api.worker.roster.updateWorker).request!.entries.idCardNo;
    expect(problemOf(idCard, "11010519491231002X")).toBeNull();
    expect(problemOf(idCard, " 11010519491231002x ")).toBeNull();
    expect(problemOf(idCard, "110105194912310021")).toBe(ID_CARD_MSG.checksum);
    expect(problemOf(idCard, "11010519491231002X7")).toBe(ID_CARD_MSG.format);
    const future = "11010520991231002";
    expect(problemOf(idCard, `${future}${idCardCheckChar(future)}`)).toBe(ID_CARD_MSG.format);
    for (const none of [undefined, null, "", "  "]) expect(problemOf(idCard, none)).toBeNull();
  });

  it("keep the mobile pattern of the domain (the contract may not import it)", () => {
    expect(MOBILE_PATTERN.source).toBe(DOMAIN_MOBILE.source);
    expect(MOBILE_PATTERN.flags).toBe(DOMAIN_MOBILE.flags);
  });

  it("give an endpoint declared with them its request and answer types", () => {
    const hangUp = api.order.operations.hangUp;
    expectTypeOf<RequestOf<typeof hangUp>>().toEqualTypeOf<{
      orderNo: string;
      hangUpReason: string;
      expectResumeTime?: string | null | undefined;
    }>();
    expectTypeOf<ResponseOf<typeof hangUp>>().toEqualTypeOf<null>();
    expectTypeOf<ResponseOf<typeof api.worker.roster.registerWorker>>().toEqualTypeOf<{ workerId: string }>();
    expect(fieldSchema(schemasOf(hangUp).request!, "hangUpReason")).toBeDefined();
    expect(fieldSchema(schemasOf(hangUp).request!, "toString")).toBeUndefined();
  });
});
