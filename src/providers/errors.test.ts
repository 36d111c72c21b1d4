// @vitest-environment node
import { describe, expect, it } from "vitest";
import { ApiError, businessErrorText, httpErrorText, isApiError } from "./errors";

describe("httpErrorText (spec §8)", () => {
  it.each([
    [401, "未授权，请重新登录"],
    [403, "拒绝访问"],
    [404, "请求错误,未找到该资源"],
    [500, "服务器端出错"],
  ])("HTTP %i → %s", (status, text) => {
    expect(httpErrorText(status)).toBe(text);
  });

  it("other statuses: 未知的错误信息 followed by the status code", () => {
    expect(httpErrorText(502)).toBe("未知的错误信息502");
    expect(httpErrorText(400)).toBe("未知的错误信息400");
    expect(httpErrorText(418, "")).toBe("未知的错误信息418");
  });

  it("no response (also a timeout) → 无法连接到服务器", () => {
    expect(httpErrorText(undefined)).toBe("无法连接到服务器");
    expect(httpErrorText(0)).toBe("无法连接到服务器");
  });

  it("a msg in the body replaces the catalogue text", () => {
    expect(httpErrorText(403, "签名校验失败")).toBe("签名校验失败");
    expect(httpErrorText(500, "  库存不足 ")).toBe("库存不足");
    expect(httpErrorText(401, "令牌已过期")).toBe("令牌已过期");
  });

  it("an empty or blank msg does not replace it", () => {
    expect(httpErrorText(404, "   ")).toBe("请求错误,未找到该资源");
    expect(httpErrorText(500, null)).toBe("服务器端出错");
  });
});

describe("businessErrorText", () => {
  it("shows the msg", () => {
    expect(businessErrorText("订单状态不允许该操作")).toBe("订单状态不允许该操作");
  });
  it("服务异常 when msg is empty", () => {
    expect(businessErrorText(undefined)).toBe("服务异常");
    expect(businessErrorText(null)).toBe("服务异常");
    expect(businessErrorText("")).toBe("服务异常");
    expect(businessErrorText(" ")).toBe("服务异常");
  });
});

describe("ApiError", () => {
  it("carries kind, status, code and refine's statusCode", () => {
    const http = new ApiError("拒绝访问", { kind: "http", status: 403 });
    expect(http).toBeInstanceOf(Error);
    expect(http.message).toBe("拒绝访问");
    expect(http.statusCode).toBe(403);
    const business = new ApiError("x", { kind: "business", code: 200333303 });
    expect(business.kind).toBe("business");
    expect(business.statusCode).toBe(200333303);
    expect(new ApiError("y", { kind: "timeout" }).statusCode).toBe(0);
  });
});

describe("isApiError", () => {
  it("is true for an ApiError only", () => {
    expect(isApiError(new ApiError("拒绝访问", { kind: "http", status: 403 }))).toBe(true);
    expect(isApiError(new Error("拒绝访问"))).toBe(false);
    expect(isApiError({ name: "ApiError", message: "拒绝访问", kind: "http", statusCode: 403 })).toBe(false);
    expect(isApiError(null)).toBe(false);
  });
});
