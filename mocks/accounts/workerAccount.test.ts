// @vitest-environment node
import * as account from "../../src/api/account";
import * as adminTemplate from "../../src/api/adminTemplate";
import * as workerAccount from "../../src/api/worker/account";
import { DEMO_PASSWORD } from "./seed/accounts";
import { createTestStandIn, encryptForLogin, type TestStandIn } from "../testing";

const NEW_MOBILE = "13912345678";

function send(s: TestStandIn, mobile: string, scene: workerAccount.SmsScene) {
  return s.call(workerAccount.sendVerifyCode, { mobile, scene });
}

describe("SMS codes", () => {
  it("sends a code (logged) and checks it without using it up", async () => {
    const s = createTestStandIn();
    const sent = await send(s, "13800000001", "forgetPassword");
    expect(sent.body).toEqual({ code: 1, msg: "success", data: null });
    expect(s.logs).toContain("[sms] 13800000001 scene=forgetPassword code=123456");
    const check = { mobile: "13800000001", scene: "forgetPassword" as const, verifyCode: "123456" };
    expect((await s.call(workerAccount.checkVerifyCode, check)).body.data).toBe(true);
    expect((await s.call(workerAccount.checkVerifyCode, check)).body.data).toBe(true);
    const wrong = await s.call(workerAccount.checkVerifyCode, { ...check, verifyCode: "000000" });
    expect(wrong.body.msg).toBe("验证码错误或已过期");
    const otherScene = await s.call(workerAccount.checkVerifyCode, { ...check, scene: "login" });
    expect(otherScene.body.code).not.toBe(1);
  });

  it("answers a Chinese message for a bad mobile and a bad scene", async () => {
    const s = createTestStandIn();
    expect((await send(s, "1380000000", "login")).body).toEqual({
      code: 400,
      msg: "手机号格式不正确",
      data: null,
    });
    expect((await send(s, "12800000001", "login")).body.msg).toBe("手机号格式不正确");
    expect((await s.call(workerAccount.sendVerifyCode, { mobile: "", scene: "login" })).body.msg).toBe(
      "手机号不能为空",
    );
    const scene = await s.call(workerAccount.sendVerifyCode, {
      mobile: "13800000001",
      scene: "other" as workerAccount.SmsScene,
    });
    expect(scene.body.msg).toBe("验证码用途不正确");
  });

  it("knows which scenes need a registered mobile", async () => {
    const s = createTestStandIn();
    expect((await send(s, NEW_MOBILE, "login")).body.msg).toBe("该手机号未注册");
    expect((await send(s, NEW_MOBILE, "forgetPassword")).body.msg).toBe("该手机号未注册");
    expect((await send(s, "13800000001", "register")).body.msg).toBe("该手机号已注册");
    expect((await send(s, NEW_MOBILE, "register")).body.code).toBe(1);
  });

  it("refuses a second code for the same mobile, whatever the scene, within 60 seconds", async () => {
    const s = createTestStandIn();
    expect((await send(s, "13800000001", "login")).body.code).toBe(1);
    expect((await send(s, "13800000001", "login")).body.msg).toBe("验证码发送过于频繁，请稍后再试");
    expect((await send(s, "13800000001", "forgetPassword")).body.msg).toBe("验证码发送过于频繁，请稍后再试");
    expect((await send(s, "13800000002", "login")).body.code).toBe(1);
    s.advance(60_001);
    expect((await send(s, "13800000001", "login")).body.code).toBe(1);
  });
});

describe("registerNewProvider", () => {
  const body = () => ({
    mobile: NEW_MOBILE,
    verifyCode: "123456",
    password: encryptForLogin("Newpass2026"),
    providerName: "惠州万家安装服务有限公司",
  });

  it("registers a provider that can log in with its mobile and starts onboarding", async () => {
    const s = createTestStandIn();
    await send(s, NEW_MOBILE, "register");
    const registered = await s.call(workerAccount.registerNewProvider, body());
    expect(registered.body.code).toBe(1);
    expect(registered.body.data.providerId).toMatch(/^\d{19}$/);
    const login = await s.call(
      account.token,
      { username: NEW_MOBILE, password: encryptForLogin("Newpass2026") },
      { query: { grant_type: "password", scope: "server", terminalId: "t" } },
    );
    expect(login.body.code).toBe(1);
    const info = await s.call(adminTemplate.userInfo, undefined, {
      token: login.body.data.accessToken.tokenValue,
    });
    expect(info.body.data).toMatchObject({
      providerId: registered.body.data.providerId,
      providerName: "惠州万家安装服务有限公司",
      settlePhase: 0,
      isFirstEntry: false,
    });
    // The code was used up.
    expect((await s.call(workerAccount.registerNewProvider, body())).body.code).not.toBe(1);
  });

  it("validates the password rule, the name and the code", async () => {
    const s = createTestStandIn();
    await send(s, NEW_MOBILE, "register");
    const weak = await s.call(workerAccount.registerNewProvider, {
      ...body(),
      password: encryptForLogin("12345678"),
    });
    expect(weak.body.msg).toBe("密码为8-20位，须同时包含字母和数字");
    const noName = await s.call(workerAccount.registerNewProvider, { ...body(), providerName: " " });
    expect(noName.body.msg).toBe("服务商名称不能为空");
    const taken = await s.call(workerAccount.registerNewProvider, {
      ...body(),
      providerName: "深圳安居家装服务有限公司",
    });
    expect(taken.body.msg).toBe("该服务商名称已被注册");
    const badCode = await s.call(workerAccount.registerNewProvider, { ...body(), verifyCode: "111111" });
    expect(badCode.body.msg).toBe("验证码错误或已过期");
    const existing = await s.call(workerAccount.registerNewProvider, { ...body(), mobile: "13800000002" });
    expect(existing.body.msg).toBe("该手机号已注册");
  });
});

describe("registerNewProvider refusals", () => {
  const body = () => ({
    mobile: NEW_MOBILE,
    verifyCode: "123456",
    password: encryptForLogin("Newpass2026"),
    providerName: "惠州万家安装服务有限公司",
  });

  it("needs a register code sent to that very mobile, and refuses a registered mobile before using the code", async () => {
    const s = createTestStandIn();
    const unsent = await s.call(workerAccount.registerNewProvider, body());
    expect(unsent.body.msg).toBe("验证码错误或已过期");
    await send(s, "13912345679", "register");
    const otherMobile = await s.call(workerAccount.registerNewProvider, body());
    expect(otherMobile.body.msg).toBe("验证码错误或已过期");
    await send(s, NEW_MOBILE, "register");
    expect((await s.call(workerAccount.registerNewProvider, body())).body.code).toBe(1);
    const count = () =>
      s.db.prepare("SELECT COUNT(*) FROM accounts WHERE mobile = ?").pluck().get(NEW_MOBILE);
    expect(count()).toBe(1);
    const again = await s.call(workerAccount.registerNewProvider, {
      ...body(),
      providerName: "另一家服务公司",
    });
    expect(again.body.msg).toBe("该手机号已注册");
    expect(count()).toBe(1);
  });
});

describe("forgeProviderPassword", () => {
  it("changes the password, releases the lock and ends the sessions", async () => {
    const s = createTestStandIn();
    const token = await s.login("demo");
    s.db.prepare("UPDATE accounts SET failed_password_count = 5 WHERE username = 'demo'").run();
    await send(s, "13800000001", "forgetPassword");
    const changed = await s.call(workerAccount.forgeProviderPassword, {
      mobile: "13800000001",
      verifyCode: "123456",
      password: encryptForLogin("Changed2026"),
    });
    expect(changed.body).toEqual({ code: 1, msg: "success", data: null });
    expect((await s.call(adminTemplate.userInfo, undefined, { token })).status).toBe(401);
    await expect(s.login("demo", DEMO_PASSWORD)).rejects.toThrow(/用户名或密码错误/);
    await expect(s.login("demo", "Changed2026")).resolves.toMatch(/^[0-9a-f]+$/);
  });

  it("needs a forgetPassword code and a registered mobile", async () => {
    const s = createTestStandIn();
    await send(s, "13800000001", "login");
    const wrongScene = await s.call(workerAccount.forgeProviderPassword, {
      mobile: "13800000001",
      verifyCode: "123456",
      password: encryptForLogin("Changed2026"),
    });
    expect(wrongScene.body.msg).toBe("验证码错误或已过期");
    const unknown = await s.call(workerAccount.forgeProviderPassword, {
      mobile: NEW_MOBILE,
      verifyCode: "123456",
      password: encryptForLogin("Changed2026"),
    });
    expect(unknown.body.msg).toBe("该手机号未注册");
  });
});

describe("confirmFirstEnter", () => {
  it("clears isFirstEntry of the caller's provider", async () => {
    const s = createTestStandIn();
    const token = await s.login("newcomer");
    expect((await s.call(adminTemplate.userInfo, undefined, { token })).body.data.isFirstEntry).toBe(true);
    expect((await s.call(workerAccount.confirmFirstEnter, undefined, { token })).body.code).toBe(1);
    expect((await s.call(adminTemplate.userInfo, undefined, { token })).body.data.isFirstEntry).toBe(false);
  });

  it("refuses a provider still onboarding and needs a token", async () => {
    const s = createTestStandIn();
    const token = await s.login("applicant");
    // Not an onboarding call: the gateway refuses it before the handler.
    const refused = await s.call(workerAccount.confirmFirstEnter, undefined, { token });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ code: 403, msg: "拒绝访问", data: null });
    expect((await s.call(workerAccount.confirmFirstEnter)).status).toBe(401);
  });
});
