// @vitest-environment node
import * as account from "../src/api/account";
import * as adminTemplate from "../src/api/adminTemplate";
import * as message from "../src/api/message";
import * as workerAccount from "../src/api/worker/account";
import { signatureHeaders } from "../src/api/signing";
import { devDefaults } from "../src/config/devDefaults";
import { TOKEN_TTL_SECONDS } from "./sessions";
import { TEST_HOOK_PATHS } from "./testHooks";
import { createTestStandIn } from "./testing";

describe("createApp", () => {
  it("answers signed calls to unknown paths under /api with a 404 envelope", async () => {
    const s = createTestStandIn();
    for (const path of ["/nope", "/order-app/not/declared", ""]) {
      const headers = await signatureHeaders(
        devDefaults.accessKey,
        devDefaults.accessSecret,
        { method: "POST", path },
        s.now(),
      );
      const response = await s.app.request(`/api${path}`, { method: "POST", headers });
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ code: 404, msg: "接口不存在", data: null });
    }
  });

  it("answers 401 without a token, with an unknown token and with an expired token", async () => {
    const s = createTestStandIn();
    const none = await s.call(adminTemplate.userInfo);
    expect(none.status).toBe(401);
    expect(none.body).toEqual({ code: 401, msg: "未授权，请重新登录", data: null });
    const unknown = await s.call(adminTemplate.userInfo, undefined, { token: "not-a-token" });
    expect(unknown.status).toBe(401);

    const token = await s.login();
    expect((await s.call(adminTemplate.userInfo, undefined, { token })).status).toBe(200);
    s.advance(TOKEN_TTL_SECONDS * 1000 + 1);
    const expired = await s.call(adminTemplate.userInfo, undefined, { token });
    expect(expired.status).toBe(401);
    expect(expired.body.msg).toBe("未授权，请重新登录");
  });

  it("answers 401 to a token call with a wrong or missing client credential", async () => {
    const s = createTestStandIn();
    const query = { grant_type: "password", scope: "server", terminalId: "t1" };
    const wrong = await s.call(
      account.token,
      { username: "demo", password: "x" },
      {
        query,
        authorization: `Basic ${btoa("provider-console-dev:wrong")}`,
      },
    );
    expect(wrong.status).toBe(401);
    const missing = await s.call(
      account.token,
      { username: "demo", password: "x" },
      { query, authorization: "" },
    );
    expect(missing.status).toBe(401);
  });

  it("answers code 400 with a Chinese message for a body that is not JSON", async () => {
    const s = createTestStandIn();
    const token = await s.login();
    const body = "{not json";
    const headers = await signatureHeaders(
      devDefaults.accessKey,
      devDefaults.accessSecret,
      { method: "POST", path: message.unReadNum.path, body },
      s.now(),
    );
    const response = await s.app.request(`/api${message.unReadNum.path}`, {
      method: "POST",
      headers: { ...headers, Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
      body,
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ code: 400, msg: "请求体不是有效的 JSON", data: null });
  });

  it("does not mount the test hooks unless asked", async () => {
    const off = createTestStandIn();
    // Without the hooks the path is an ordinary unsigned API call: refused before routing.
    expect((await off.app.request(TEST_HOOK_PATHS.reset, { method: "POST" })).status).toBe(403);
    const on = createTestStandIn({ testHooks: true });
    expect((await on.app.request(TEST_HOOK_PATHS.reset, { method: "POST" })).status).toBe(200);
  });

  it("tells a browser test its clock (test hook)", async () => {
    const s = createTestStandIn({ testHooks: true });
    s.advance(90_000);
    const response = await s.app.request(TEST_HOOK_PATHS.clock);
    expect(await response.json()).toEqual({ code: 1, msg: "success", data: s.now() });
  });

  it("restores the seed on reset (accounts, sessions, messages)", async () => {
    const s = createTestStandIn({ testHooks: true });
    const token = await s.login();
    await s.call(message.readMsg, { ids: ["200", "199"] }, { token });
    await s.call(workerAccount.sendVerifyCode, { mobile: "13900000009", scene: "register" });
    const unreadBefore = (await s.call(message.unReadNum, { platform: "provider" }, { token })).body.data;

    const response = await s.app.request(TEST_HOOK_PATHS.reset, { method: "POST" });
    expect(await response.json()).toEqual({ code: 1, msg: "success", data: null });

    expect((await s.call(adminTemplate.userInfo, undefined, { token })).status).toBe(401);
    const fresh = await s.login();
    const unreadAfter = (await s.call(message.unReadNum, { platform: "provider" }, { token: fresh })).body
      .data;
    expect(unreadAfter).toBe(unreadBefore + 2);
    expect(s.db.prepare("SELECT count(*) FROM sms_codes").pluck().get()).toBe(0);
  });
});
