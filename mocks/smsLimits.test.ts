// @vitest-environment node
/**
 * SMS codes (issue 8 §2): single use, 5 minutes, void after 5 wrong tries counted across checkVerifyCode and the SMS
 * login; sends limited per mobile (60 s), per client address and in total; the captcha-guarded send needs its
 * captcha; sends refused for the mobile's registration count against the per-client quota (issue 31 §3). Each
 * refusal asserts its message and that nothing was written.
 */
import * as account from "../src/api/account";
import * as basicPublic from "../src/api/basicPublic";
import * as workerAccount from "../src/api/worker/account";
import { BIZ, BIZ_MSG } from "./bizCodes";
import { DEFAULT_LIMITS, LIMIT_MESSAGES } from "./limits";
import { SMS_CODE_TTL_MS } from "./sms";
import { createTestStandIn, TEST_CLIENT, TEST_CLIENT_HEADER, type TestStandIn } from "./testing";

const MOBILE = "13800000001";

const codes = (s: TestStandIn) => Number(s.db.prepare("SELECT COUNT(*) FROM sms_codes").pluck().get());
const sessions = (s: TestStandIn) => Number(s.db.prepare("SELECT COUNT(*) FROM sessions").pluck().get());

function send(s: TestStandIn, mobile = MOBILE, client?: string) {
  return s.call(
    workerAccount.sendVerifyCode,
    { mobile, scene: "login" },
    client ? { headers: { [TEST_CLIENT_HEADER]: client } } : {},
  );
}

function smsLogin(s: TestStandIn, verifyCode: string, mobile = MOBILE) {
  return s.call(account.token, undefined, {
    query: { grant_type: "app", key: mobile, verifyCode, terminalId: "terminal-1" },
  });
}

function check(s: TestStandIn, verifyCode: string) {
  return s.call(workerAccount.checkVerifyCode, { mobile: MOBILE, scene: "login", verifyCode });
}

describe("an SMS code", () => {
  it("is used once", async () => {
    const s = createTestStandIn();
    await send(s);
    expect((await smsLogin(s, "123456")).body.code).toBe(1);
    const again = await smsLogin(s, "123456");
    expect(again.body).toMatchObject({ code: 200333310, msg: "验证码错误或已过期" });
  });

  it("expires after 5 minutes", async () => {
    const s = createTestStandIn();
    await send(s);
    s.advance(SMS_CODE_TTL_MS + 1);
    const before = sessions(s);
    expect((await smsLogin(s, "123456")).body.msg).toBe("验证码错误或已过期");
    expect(sessions(s)).toBe(before);
  });

  it("is void after 5 wrong tries, counted across checkVerifyCode and the SMS login", async () => {
    const s = createTestStandIn();
    await send(s);
    for (let i = 0; i < 3; i++) expect((await check(s, "000000")).body.msg).toBe("验证码错误或已过期");
    expect((await smsLogin(s, "000001")).body.msg).toBe("验证码错误或已过期");
    const fifth = await smsLogin(s, "000002");
    expect(fifth.body).toMatchObject({ code: 200333317, msg: "验证码错误次数过多，请重新获取" });
    const before = sessions(s);
    expect((await smsLogin(s, "123456")).body.msg).toBe("验证码错误或已过期");
    expect((await check(s, "123456")).body.code).not.toBe(1);
    expect(sessions(s)).toBe(before);
    // A new code (after the 60 s wait) works again.
    s.advance(61_000);
    await send(s);
    expect((await smsLogin(s, "123456")).body.code).toBe(1);
  });

  it("cannot be guessed by trying the right one among 4 wrong ones per code", async () => {
    const s = createTestStandIn();
    await send(s);
    for (let i = 0; i < 4; i++) await check(s, `00000${i}`);
    expect((await check(s, "123456")).body.data).toBe(true);
  });
});

describe("sending SMS codes", () => {
  it("is limited per mobile: one code a minute, whatever the scene", async () => {
    const s = createTestStandIn();
    expect((await send(s)).body.code).toBe(1);
    const again = await s.call(workerAccount.sendVerifyCode, { mobile: MOBILE, scene: "forgetPassword" });
    expect(again.body.msg).toBe("验证码发送过于频繁，请稍后再试");
    expect(codes(s)).toBe(1);
  });

  it("is limited per client address (10 in 10 minutes), not for other clients", async () => {
    const s = createTestStandIn();
    const mobiles = Array.from({ length: 12 }, (_, i) => `1390000${String(i).padStart(4, "0")}`);
    const register = (mobile: string, client: string) =>
      s.call(
        workerAccount.sendVerifyCode,
        { mobile, scene: "register" },
        { headers: { [TEST_CLIENT_HEADER]: client } },
      );
    for (const mobile of mobiles.slice(0, DEFAULT_LIMITS.smsPerClient.count)) {
      expect((await register(mobile, "203.0.113.7")).body.code).toBe(1);
    }
    const over = await register(mobiles[10], "203.0.113.7");
    expect(over.body).toMatchObject({ code: 200333313, msg: "验证码发送次数过多，请稍后再试" });
    expect(codes(s)).toBe(10);
    expect((await register(mobiles[10], "198.51.100.9")).body.code).toBe(1);
    s.advance(DEFAULT_LIMITS.smsPerClient.windowMs);
    expect((await register(mobiles[11], "203.0.113.7")).body.code).toBe(1);
  });

  it("is limited in total", async () => {
    const s = createTestStandIn({ limits: { smsTotal: { count: 3, windowMs: 60 * 60_000 } } });
    for (const [i, mobile] of ["13800000001", "13800000002", "13800000003"].entries()) {
      expect((await send(s, mobile, `192.0.2.${i}`)).body.code).toBe(1);
    }
    const over = await send(s, "13800000004", "192.0.2.99");
    expect(over.body.msg).toBe("短信服务繁忙，请稍后再试");
    expect(codes(s)).toBe(3);
  });

  it("needs the captcha on the captcha-guarded send", async () => {
    const s = createTestStandIn();
    const missing = await s.call(basicPublic.verificationCodeSmsSend, {
      mobile: MOBILE,
      captchaKey: "no-such-key",
      captchaCode: "ABCD",
    });
    expect(missing.body.msg).toBe("图形验证码错误或已过期");
    expect(codes(s)).toBe(0);
  });
});

describe("refused SMS sends (registered or not)", () => {
  const PROBER = "203.0.113.50";
  const OTHER = "198.51.100.60";
  const QUOTA = DEFAULT_LIMITS.smsPerClient.count;
  /** Unregistered mobiles: a login code to one is refused with 该手机号未注册. */
  const unregistered = (i: number) => `1390000${String(i).padStart(4, "0")}`;
  const refusals = (s: TestStandIn) =>
    Number(s.db.prepare("SELECT COUNT(*) FROM sms_refusals").pluck().get());
  const sendAs = (s: TestStandIn, client: string, mobile: string, scene: "login" | "register" = "login") =>
    s.call(workerAccount.sendVerifyCode, { mobile, scene }, { headers: { [TEST_CLIENT_HEADER]: client } });
  const quotaAnswer = { code: BIZ.smsTooFrequent, msg: LIMIT_MESSAGES.smsClientLimit, data: null };

  it("count against the per-client quota: after N refusals the address is refused, other addresses are not", async () => {
    const s = createTestStandIn();
    for (let i = 0; i < QUOTA; i++) {
      const { status, body } = await sendAs(s, PROBER, unregistered(i));
      expect(status).toBe(200);
      expect(body).toEqual({ code: BIZ.mobileNotRegistered, msg: BIZ_MSG.mobileNotRegistered, data: null });
    }
    expect(refusals(s)).toBe(QUOTA);
    // The next probe learns nothing: registered or not, the answer is the quota's, and nothing is written.
    for (const mobile of [MOBILE, unregistered(QUOTA)]) {
      const { status, body } = await sendAs(s, PROBER, mobile);
      expect(status).toBe(200);
      expect(body).toEqual(quotaAnswer);
    }
    const registering = await sendAs(s, PROBER, "13800000002", "register");
    expect(registering.body).toEqual(quotaAnswer);
    expect(codes(s)).toBe(0);
    expect(refusals(s)).toBe(QUOTA);

    // Another address is unaffected.
    expect((await sendAs(s, OTHER, unregistered(0))).body.msg).toBe(BIZ_MSG.mobileNotRegistered);
    expect((await sendAs(s, OTHER, MOBILE)).body.code).toBe(1);
    // Once the window has passed the prober may try again.
    s.advance(DEFAULT_LIMITS.smsPerClient.windowMs);
    expect((await sendAs(s, PROBER, "13800000003")).body.code).toBe(1);
  });

  it("share the quota with the codes sent", async () => {
    const s = createTestStandIn();
    const half = QUOTA / 2;
    for (let i = 0; i < half; i++)
      expect((await sendAs(s, PROBER, unregistered(i), "register")).body.code).toBe(1);
    for (const mobile of ["13800000001", "13800000002", "13800000003", "13800000004", "13800000005"].slice(
      0,
      half,
    )) {
      const { body } = await sendAs(s, PROBER, mobile, "register");
      expect(body).toEqual({
        code: BIZ.mobileAlreadyRegistered,
        msg: BIZ_MSG.mobileAlreadyRegistered,
        data: null,
      });
    }
    const over = await sendAs(s, PROBER, unregistered(50), "register");
    expect(over.body).toEqual(quotaAnswer);
    expect(codes(s)).toBe(half);
  });

  it("are the only calls besides sends that count: logins and code checks never do", async () => {
    const s = createTestStandIn();
    for (let i = 0; i < QUOTA - 1; i++) await sendAs(s, TEST_CLIENT, unregistered(i));
    for (let i = 0; i < 5; i++) await s.login("demo");
    for (let i = 0; i < 3; i++) await check(s, "000000");
    expect((await send(s)).body.code).toBe(1);
    expect((await sendAs(s, TEST_CLIENT, "13800000002")).body).toEqual(quotaAnswer);
  });
});
