// @vitest-environment node
import { describe, expect, it } from "vitest";
import { service } from "../api/endpoint";
import { buildHeaders, type IdentityUser } from "./headers";

const s = service("/test-app");
const bearer = s.get("/a", "bearer provider call");
const basic = s.post("/token", "token call", { auth: "basic", identity: "none" });
const open = s.post("/open", "public call", { auth: "none", identity: "none" });
const workOrder = s.post("/wo", "work-order call", { identity: "workOrder" });
const noIdentity = s.get("/me", "user info", { identity: "none" });

const provider: IdentityUser = { providerId: "P100", providerName: "安心家装服务中心" };
const merchant: IdentityUser = { ...provider, merchantId: "M9", isMainMerchant: 1, isUser: 0 };
const ctx = { clientId: "console", clientSecret: "s3cret" };

describe("buildHeaders", () => {
  it("bearer endpoints send the token", () => {
    expect(buildHeaders(bearer, { ...ctx, token: "tok" }).Authorization).toBe("Bearer tok");
  });

  it("bearer endpoints without a token send no Authorization", () => {
    expect(buildHeaders(bearer, { ...ctx, token: null })).not.toHaveProperty("Authorization");
  });

  it("basic endpoints send base64(clientId:clientSecret), even with a token", () => {
    const headers = buildHeaders(basic, { ...ctx, token: "tok" });
    expect(headers.Authorization).toBe("Basic " + Buffer.from("console:s3cret").toString("base64"));
  });

  it("auth none sends nothing", () => {
    expect(buildHeaders(open, { ...ctx, token: "tok", user: provider })).toEqual({});
  });

  it("provider calls send isProvider and providerId, not the name", () => {
    const headers = buildHeaders(bearer, { ...ctx, token: "t", user: provider });
    expect(headers).toEqual({ Authorization: "Bearer t", isProvider: "1", providerId: "P100" });
  });

  it("no identity headers before the user is known, nor on identity none", () => {
    expect(buildHeaders(bearer, { ...ctx, token: "t", user: null })).toEqual({ Authorization: "Bearer t" });
    expect(buildHeaders(noIdentity, { ...ctx, token: "t", user: provider })).toEqual({
      Authorization: "Bearer t",
    });
  });

  it("work-order calls add the provider name percent-encoded (ASCII only)", () => {
    const headers = buildHeaders(workOrder, { ...ctx, token: "t", user: provider });
    expect(headers.providerName).toBe(encodeURIComponent("安心家装服务中心"));
    expect(headers.providerName).toMatch(/^[\x21-\x7e]+$/);
    expect(decodeURIComponent(headers.providerName)).toBe("安心家装服务中心");
    expect(headers.isProvider).toBe("1");
  });

  it("merchant logins add isMainMerchant, merchantId and isUser", () => {
    const headers = buildHeaders(bearer, { ...ctx, token: "t", user: merchant });
    expect(headers).toMatchObject({ merchantId: "M9", isMainMerchant: "1", isUser: "0", providerId: "P100" });
    expect(buildHeaders(bearer, { ...ctx, token: "t", user: provider })).not.toHaveProperty("merchantId");
  });

  it("an empty providerId sends no isProvider nor providerId", () => {
    const headers = buildHeaders(bearer, { ...ctx, token: "t", user: { providerId: "", providerName: "" } });
    expect(headers).toEqual({ Authorization: "Bearer t" });
  });

  it("a merchant login without isMainMerchant or isUser leaves those headers out", () => {
    const headers = buildHeaders(bearer, { ...ctx, token: "t", user: { ...provider, merchantId: "M9" } });
    expect(headers).toEqual({
      Authorization: "Bearer t",
      isProvider: "1",
      providerId: "P100",
      merchantId: "M9",
    });
    const nulls = { ...provider, merchantId: "M9", isMainMerchant: null, isUser: null };
    expect(buildHeaders(bearer, { ...ctx, token: "t", user: nulls })).toEqual(headers);
  });
});
