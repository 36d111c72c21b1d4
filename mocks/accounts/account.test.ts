// @vitest-environment node
import * as account from "../../src/api/account";
import * as adminTemplate from "../../src/api/adminTemplate";
import * as workerAccount from "../../src/api/worker/account";
import { DEMO_PASSWORD } from "./seed/accounts";
import { createTestStandIn, encryptForLogin, type TestStandIn } from "../testing";

const passwordQuery = { grant_type: "password", scope: "server", terminalId: "terminal-1" };

function passwordLogin(s: TestStandIn, username: string, password: string) {
  return s.call(account.token, { username, password: encryptForLogin(password) }, { query: passwordQuery });
}

function smsLogin(s: TestStandIn, mobile: string, verifyCode: string) {
  return s.call(account.token, undefined, {
    query: { grant_type: "app", key: mobile, verifyCode, terminalId: "terminal-1" },
  });
}

describe("token (password)", () => {
  it("logs in with username and password and the token works", async () => {
    const s = createTestStandIn();
    const { status, body } = await passwordLogin(s, "  demo ", DEMO_PASSWORD);
    expect(status).toBe(200);
    expect(body.code).toBe(1);
    expect(body.msg).toBe("success");
    const { tokenValue, expiresIn } = body.data.accessToken;
    expect(tokenValue).toMatch(/^[0-9a-f]{64}$/);
    expect(expiresIn).toBeGreaterThan(0);
    const info = await s.call(adminTemplate.userInfo, undefined, { token: tokenValue });
    expect(info.body.data.providerName).toBe("深圳安居家装服务有限公司");
  });

  it("answers 用户名或密码错误 for a wrong password and for an unknown user", async () => {
    const s = createTestStandIn();
    const wrong = await passwordLogin(s, "demo", "Wrong@2026");
    expect(wrong.status).toBe(200);
    expect(wrong.body.code).not.toBe(1);
    expect(wrong.body.msg).toBe("用户名或密码错误");
    expect(wrong.body.data).toBeNull();
    const unknown = await passwordLogin(s, "nobody", DEMO_PASSWORD);
    expect(unknown.body.msg).toBe("用户名或密码错误");
    expect(unknown.body.code).toBe(wrong.body.code);
  });

  it("always answers 200333308 for the guarded account", async () => {
    const s = createTestStandIn();
    for (const password of [DEMO_PASSWORD, "Wrong@2026"]) {
      const { body } = await passwordLogin(s, "guarded", password);
      expect(body).toEqual({ code: 200333308, msg: "账号存在安全风险，请使用短信验证码登录", data: null });
    }
  });

  it("locks password login after 5 wrong passwords in a row until an SMS login succeeds", async () => {
    const s = createTestStandIn();
    for (let i = 1; i <= 4; i++) {
      expect((await passwordLogin(s, "newcomer", `Wrong@${i}`)).body.msg).toBe("用户名或密码错误");
    }
    const fifth = await passwordLogin(s, "newcomer", "Wrong@5");
    expect(fifth.body).toEqual({
      code: 200333303,
      msg: "密码错误次数过多，请使用短信验证码登录",
      data: null,
    });
    // Even the right password is refused now; the counter lives in the database.
    expect((await passwordLogin(s, "newcomer", DEMO_PASSWORD)).body.code).toBe(200333303);
    expect(
      s.db.prepare("SELECT failed_password_count FROM accounts WHERE username = 'newcomer'").pluck().get(),
    ).toBe(5);
    // Other accounts are not affected.
    expect((await passwordLogin(s, "demo", DEMO_PASSWORD)).body.code).toBe(1);

    // A failed SMS login does not release the lock.
    await s.call(workerAccount.sendVerifyCode, { mobile: "13800000003", scene: "login" });
    expect((await smsLogin(s, "13800000003", "654321")).body.code).not.toBe(1);
    expect((await passwordLogin(s, "newcomer", DEMO_PASSWORD)).body.code).toBe(200333303);

    const sms = await smsLogin(s, "13800000003", "123456");
    expect(sms.body.code).toBe(1);
    expect((await passwordLogin(s, "newcomer", DEMO_PASSWORD)).body.code).toBe(1);
  });

  it("resets the count after a successful password login (wrong passwords must be in a row)", async () => {
    const s = createTestStandIn();
    for (let i = 0; i < 4; i++) await passwordLogin(s, "demo", "Wrong@2026");
    expect((await passwordLogin(s, "demo", DEMO_PASSWORD)).body.code).toBe(1);
    for (let i = 0; i < 4; i++) await passwordLogin(s, "demo", "Wrong@2026");
    expect((await passwordLogin(s, "demo", DEMO_PASSWORD)).body.code).toBe(1);
  });

  it("validates its input", async () => {
    const s = createTestStandIn();
    const noUser = await s.call(
      account.token,
      { username: " ", password: encryptForLogin("x") },
      { query: passwordQuery },
    );
    expect(noUser.body).toEqual({ code: 400, msg: "用户名不能为空", data: null });
    const plain = await s.call(
      account.token,
      { username: "demo", password: DEMO_PASSWORD },
      { query: passwordQuery },
    );
    expect(plain.body.code).toBe(400);
    expect(plain.body.msg).toBe("密码格式不正确，请刷新页面后重试");
    const grant = await s.call(
      account.token,
      { username: "demo", password: "x" },
      {
        query: { ...passwordQuery, grant_type: "client_credentials" },
      },
    );
    expect(grant.body.msg).toBe("不支持的授权类型");
    const terminal = await s.call(
      account.token,
      { username: "demo", password: "x" },
      {
        query: { grant_type: "password", scope: "server" },
      },
    );
    expect(terminal.body.msg).toBe("终端标识不能为空");
  });
});

describe("token (SMS)", () => {
  it("logs in with a code sent for scene login within 5 minutes, once", async () => {
    const s = createTestStandIn();
    await s.call(workerAccount.sendVerifyCode, { mobile: "13800000005", scene: "login" });
    expect(s.logs).toContain("[sms] 13800000005 scene=login code=123456");
    const first = await smsLogin(s, "13800000005", "123456");
    expect(first.body.code).toBe(1);
    const info = await s.call(adminTemplate.userInfo, undefined, {
      token: first.body.data.accessToken.tokenValue,
    });
    expect(info.body.data.providerName).toBe("中山诚信安装服务有限公司");
    const reused = await smsLogin(s, "13800000005", "123456");
    expect(reused.body).toEqual({ code: 200333310, msg: "验证码错误或已过期", data: null });
  });

  it("refuses a code older than 5 minutes, a code for another scene and an unsent code", async () => {
    const s = createTestStandIn();
    expect((await smsLogin(s, "13800000001", "123456")).body.msg).toBe("验证码错误或已过期");
    await s.call(workerAccount.sendVerifyCode, { mobile: "13800000001", scene: "forgetPassword" });
    expect((await smsLogin(s, "13800000001", "123456")).body.msg).toBe("验证码错误或已过期");
    s.advance(61_000);
    await s.call(workerAccount.sendVerifyCode, { mobile: "13800000001", scene: "login" });
    s.advance(5 * 60 * 1000 + 1);
    expect((await smsLogin(s, "13800000001", "123456")).body.msg).toBe("验证码错误或已过期");
  });

  it("validates the mobile and the code, and knows unregistered mobiles", async () => {
    const s = createTestStandIn();
    expect((await smsLogin(s, "12345678901", "123456")).body).toEqual({
      code: 400,
      msg: "手机号格式不正确",
      data: null,
    });
    expect((await smsLogin(s, "13800000001", "12ab")).body.msg).toBe("验证码格式不正确");
    expect((await smsLogin(s, "13912345678", "123456")).body.msg).toBe("该手机号未注册");
  });
});

describe("logout", () => {
  it("invalidates the token", async () => {
    const s = createTestStandIn();
    const token = await s.login();
    const other = await s.login();
    const { body } = await s.call(account.logout, undefined, { token });
    expect(body).toEqual({ code: 1, msg: "success", data: null });
    expect((await s.call(adminTemplate.userInfo, undefined, { token })).status).toBe(401);
    expect((await s.call(adminTemplate.userInfo, undefined, { token: other })).status).toBe(200);
    expect((await s.call(account.logout, undefined, { token })).status).toBe(401);
  });
});

describe("test helper loginBySms", () => {
  it("logs the guarded account in", async () => {
    const s = createTestStandIn();
    const token = await s.loginBySms("13800000005");
    const info = await s.call(adminTemplate.userInfo, undefined, { token });
    expect(info.body.data.providerId).toBe("1790000000000000005");
  });
});
