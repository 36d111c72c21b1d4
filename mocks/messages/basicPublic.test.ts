// @vitest-environment node
import * as basicPublic from "../../src/api/basicPublic";
import { ALL_BUTTON_CODES } from "../../src/api/buttons";
import * as message from "../../src/api/message";
import * as workerAccount from "../../src/api/worker/account";
import { TEST_HOOK_PATHS } from "../testHooks";
import { SEED_PROVIDERS } from "../accounts/seed/accounts";
import { DEMO_MESSAGE_BASE } from "./seed/messages";
import { createTestStandIn } from "../testing";

const uid = SEED_PROVIDERS.demo.id;

describe("platform messages", () => {
  it("pages by POST and by GET alike", async () => {
    const s = createTestStandIn();
    const token = await s.login();
    const post = await s.call(
      basicPublic.msgGetPageList,
      { channel: 2, uid, current: 2, size: 20 },
      { token },
    );
    const get = await s.call(
      basicPublic.msgGetPageListByGet,
      { channel: 2, uid, current: 2, size: 20 },
      { token },
    );
    expect(post.body.data).toMatchObject({ current: 2, size: 20, total: DEMO_MESSAGE_BASE });
    expect(post.body.data.records).toHaveLength(20);
    expect(get.body.data).toEqual(post.body.data);
    const merchantChannel = await s.call(basicPublic.msgGetPageList, { channel: 1 }, { token });
    expect(merchantChannel.body.data.total).toBe(0);
    const bad = await s.call(basicPublic.msgGetPageListByGet, { channel: 9 }, { token });
    expect(bad.body.msg).toBe("消息渠道超出范围");
  });

  it("lists without paging (newest first, capped)", async () => {
    const s = createTestStandIn();
    const token = await s.login();
    const { body } = await s.call(basicPublic.msgGetList, { channel: 2, isRead: 0 }, { token });
    const unread = (await s.call(message.unReadNum, { platform: "provider" }, { token })).body.data;
    expect(body.data).toHaveLength(unread);
    expect(body.data.every((m) => m.isRead === 0)).toBe(true);
  });

  it("clears the unread messages of a channel and says how many", async () => {
    const s = createTestStandIn();
    const token = await s.login();
    const unread = (await s.call(message.unReadNum, { platform: "provider" }, { token })).body.data;
    expect(unread).toBeGreaterThan(0);
    const cleared = await s.call(basicPublic.msgClear, { channel: 2, uid }, { token });
    expect(cleared.body).toEqual({ code: 1, msg: `已清空${unread}条消息`, data: null });
    expect((await s.call(message.unReadNum, { platform: "provider" }, { token })).body.data).toBe(0);
    expect((await s.call(basicPublic.msgClear, { channel: 2, uid }, { token })).body.msg).toBe(
      "已清空0条消息",
    );
    // The history stays on the message page.
    const page = await s.call(message.queryMsgRecordPage, { platform: "provider" }, { token });
    expect(page.body.data.total).toBe(DEMO_MESSAGE_BASE);
  });

  it("refuses clear without message:clear (403, nothing cleared) and allows it with the code", async () => {
    const s = createTestStandIn();
    const setButtons = (buttons: readonly string[]) =>
      s.db.prepare("UPDATE accounts SET buttons = ? WHERE username = 'demo'").run(JSON.stringify(buttons));
    setButtons(ALL_BUTTON_CODES.filter((code) => code !== "message:clear"));
    const narrow = await s.login();
    const unread = (await s.call(message.unReadNum, { platform: "provider" }, { token: narrow })).body.data;
    const refused = await s.call(basicPublic.msgClear, { channel: 2, uid }, { token: narrow });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ code: 403, msg: "拒绝访问", data: null });
    expect((await s.call(message.unReadNum, { platform: "provider" }, { token: narrow })).body.data).toBe(
      unread,
    );

    setButtons(["message:clear"]);
    const token = await s.login();
    const cleared = await s.call(basicPublic.msgClear, { channel: 2, uid }, { token });
    expect(cleared.body).toEqual({ code: 1, msg: `已清空${unread}条消息`, data: null });
  });

  it("validates clear: channel and uid required, only one's own uid", async () => {
    const s = createTestStandIn();
    const token = await s.login();
    expect(
      (await s.call(basicPublic.msgClear, { uid } as { channel: number; uid: string }, { token })).body.msg,
    ).toBe("消息渠道不能为空");
    expect(
      (await s.call(basicPublic.msgClear, { channel: 2 } as { channel: number; uid: string }, { token })).body
        .msg,
    ).toBe("用户标识不能为空");
    const other = await s.call(
      basicPublic.msgClear,
      { channel: 2, uid: SEED_PROVIDERS.newcomer.id },
      { token },
    );
    expect(other.body.msg).toBe("无权访问其他用户的消息");
  });

  it("lists the message types", async () => {
    const s = createTestStandIn();
    const { body } = await s.call(basicPublic.msgTypeGetList, undefined, { token: await s.login() });
    expect(body.data).toContainEqual({ msgType: "SETTLE_PAID", msgTypeName: "结算到账" });
    expect(body.data.some((t) => t.msgType === "ORDER")).toBe(false);
  });
});

// Protocols (agreements): mocks/accounts/protocols.test.ts.

describe("captcha and the captcha-guarded SMS", () => {
  it("draws a captcha, then sends an SMS code valid for any scene", async () => {
    const s = createTestStandIn({ testHooks: true });
    const line = await s.call(basicPublic.verificationCodeLine);
    expect(line.body.code).toBe(1);
    const { captchaKey, image } = line.body.data;
    expect(image).toMatch(/^data:image\/png;base64,/);
    const hook = await s.app.request(TEST_HOOK_PATHS.captcha(captchaKey));
    const code = (await hook.json()).data as string;
    expect(code).toMatch(/^[0-9A-Z]{4}$/);
    expect(s.logs).toContain(`[captcha] key=${captchaKey} code=${code}`);

    const sent = await s.call(basicPublic.verificationCodeSmsSend, {
      mobile: "13800000001",
      captchaKey,
      captchaCode: code.toLowerCase(),
    });
    expect(sent.body.code).toBe(1);
    expect(s.logs).toContain("[sms] 13800000001 scene=common code=123456");
    const check = await s.call(workerAccount.checkVerifyCode, {
      mobile: "13800000001",
      scene: "forgetPassword",
      verifyCode: "123456",
    });
    expect(check.body.data).toBe(true);
  });

  it("allows one attempt per captcha", async () => {
    const s = createTestStandIn();
    const { captchaKey } = (await s.call(basicPublic.verificationCodeLine)).body.data;
    const wrong = await s.call(basicPublic.verificationCodeSmsSend, {
      mobile: "13800000001",
      captchaKey,
      captchaCode: "????",
    });
    expect(wrong.body.msg).toBe("图形验证码错误或已过期");
    const code = String(
      s.db.prepare("SELECT code FROM captchas WHERE captcha_key = ?").pluck().get(captchaKey),
    );
    const late = await s.call(basicPublic.verificationCodeSmsSend, {
      mobile: "13800000001",
      captchaKey,
      captchaCode: code,
    });
    expect(late.body.msg).toBe("图形验证码错误或已过期");
    const badMobile = await s.call(basicPublic.verificationCodeSmsSend, {
      mobile: "138",
      captchaKey,
      captchaCode: code,
    });
    expect(badMobile.body.msg).toBe("手机号格式不正确");
  });
});
