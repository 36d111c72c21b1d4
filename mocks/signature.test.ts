// @vitest-environment node
import * as adminTemplate from "../src/api/adminTemplate";
import * as message from "../src/api/message";
import { SIGNATURE_WINDOW_MS, signatureHeaders } from "../src/api/signing";
import { devDefaults } from "../src/config/devDefaults";
import { SIGNATURE_MESSAGES } from "./signature";
import { buildSignedRequest, createTestStandIn } from "./testing";

describe("signature verification", () => {
  it("accepts a correctly signed call, including Chinese query values", async () => {
    const s = createTestStandIn();
    const token = await s.login();
    const { status, body } = await s.call(
      message.queryMsgRecordPage,
      { platform: "provider", keyword: "订单 预约", current: 1, size: 5 },
      { token, query: { note: "中文 & 符号+=" } },
    );
    expect(status).toBe(200);
    expect(body.code).toBe(1);
  });

  it("rejects a call without the signature headers", async () => {
    const s = createTestStandIn();
    const { status, body } = await s.call(adminTemplate.userInfo, undefined, { sign: false });
    expect(status).toBe(403);
    expect(body).toEqual({ code: 403, msg: SIGNATURE_MESSAGES.missing, data: null });
    expect(body.msg).toBe("缺少签名信息");
  });

  it("rejects an unknown access key", async () => {
    const s = createTestStandIn();
    const { status, body } = await s.call(adminTemplate.userInfo, undefined, { accessKey: "someone-else" });
    expect(status).toBe(403);
    expect(body.msg).toBe("未知的访问密钥");
  });

  it("rejects a timestamp more than 5 minutes off, either way", async () => {
    const s = createTestStandIn();
    const token = await s.login();
    for (const offset of [-(SIGNATURE_WINDOW_MS + 1000), SIGNATURE_WINDOW_MS + 1000]) {
      const { status, body } = await s.call(adminTemplate.userInfo, undefined, {
        token,
        timestamp: s.now() + offset,
      });
      expect(status).toBe(403);
      expect(body.msg).toBe("签名已过期：时间戳偏差超过5分钟");
    }
    const inside = await s.call(adminTemplate.userInfo, undefined, {
      token,
      timestamp: s.now() - 4 * 60 * 1000,
    });
    expect(inside.body.code).toBe(1);
  });

  it("rejects a replayed nonce within the window", async () => {
    const s = createTestStandIn();
    const token = await s.login();
    const nonce = "0123456789abcdef0123456789abcdef";
    const first = await s.call(adminTemplate.userInfo, undefined, { token, nonce });
    expect(first.body.code).toBe(1);
    const again = await s.call(adminTemplate.userInfo, undefined, { token, nonce });
    expect(again.status).toBe(403);
    expect(again.body.msg).toBe("重复请求：nonce 已使用");
  });

  it("does not let a badly signed request burn a nonce", async () => {
    const s = createTestStandIn();
    const token = await s.login();
    const nonce = "fedcba9876543210fedcba9876543210";
    const bad = await s.call(adminTemplate.userInfo, undefined, { token, nonce, accessSecret: "wrong" });
    expect(bad.body.msg).toBe("签名校验失败");
    const good = await s.call(adminTemplate.userInfo, undefined, { token, nonce });
    expect(good.body.code).toBe(1);
  });

  it("rejects a signature over another body (tampered request)", async () => {
    const s = createTestStandIn();
    const token = await s.login();
    const request = await buildSignedRequest(
      message.unReadNum,
      { platform: "provider" },
      { token, now: s.now() },
    );
    const tampered = new Request(request.url, {
      method: "POST",
      headers: request.headers,
      body: JSON.stringify({ platform: "merchant" }),
    });
    const response = await s.app.request(tampered);
    expect(response.status).toBe(403);
    expect((await response.json()).msg).toBe(SIGNATURE_MESSAGES.mismatch);
  });

  it("signs the path without the /api prefix", async () => {
    const s = createTestStandIn();
    const token = await s.login();
    const now = s.now();
    const withPrefix = await signatureHeaders(
      devDefaults.accessKey,
      devDefaults.accessSecret,
      { method: "GET", path: `/api${adminTemplate.userInfo.path}` },
      now,
    );
    const response = await s.app.request(`/api${adminTemplate.userInfo.path}`, {
      headers: { ...withPrefix, Authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(403);
    expect((await response.json()).msg).toBe("签名校验失败");
    // The same call signed over the path without the prefix passes: the prefix alone made the difference.
    const withoutPrefix = await signatureHeaders(
      devDefaults.accessKey,
      devDefaults.accessSecret,
      { method: "GET", path: adminTemplate.userInfo.path },
      now,
    );
    const accepted = await s.app.request(`/api${adminTemplate.userInfo.path}`, {
      headers: { ...withoutPrefix, Authorization: `Bearer ${token}` },
    });
    expect(accepted.status).toBe(200);
    expect((await accepted.json()).code).toBe(1);
  });
});
