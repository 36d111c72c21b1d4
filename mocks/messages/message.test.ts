// @vitest-environment node
import * as message from "../../src/api/message";
import { ALL_BUTTON_CODES } from "../../src/api/buttons";
import { SEED_PROVIDERS } from "../accounts/seed/accounts";
import { DEMO_MESSAGE_BASE } from "./seed/messages";
import { createTestStandIn } from "../testing";

const platform = "provider";

describe("queryMsgRecordPage", () => {
  it("pages the demo provider's messages newest first, with numeric page fields", async () => {
    const s = createTestStandIn();
    const token = await s.login();
    const total = s.db
      .prepare("SELECT count(*) FROM messages WHERE uid = ?")
      .pluck()
      .get(SEED_PROVIDERS.demo.id);
    expect(total).toBe(DEMO_MESSAGE_BASE);

    const first = await s.call(message.queryMsgRecordPage, { platform, current: 1, size: 10 }, { token });
    expect(first.body.code).toBe(1);
    expect(first.body.data).toMatchObject({ current: 1, size: 10, total: DEMO_MESSAGE_BASE });
    expect(first.body.data.records).toHaveLength(10);
    const record = first.body.data.records[0];
    expect(record).toEqual({
      id: expect.stringMatching(/^\d+$/),
      msgContent: expect.any(String),
      gmtCreatedTime: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
      isRead: expect.any(Number),
      msgType: expect.any(String),
      msgTypeName: expect.any(String),
      title: expect.any(String),
    });
    const times = first.body.data.records.map((r) => r.gmtCreatedTime);
    expect([...times].sort().reverse()).toEqual(times);

    const last = await s.call(message.queryMsgRecordPage, { platform, current: 20, size: 10 }, { token });
    expect(last.body.data.records).toHaveLength(10);
    const beyond = await s.call(message.queryMsgRecordPage, { platform, current: 21, size: 10 }, { token });
    expect(beyond.body.data).toMatchObject({ current: 21, size: 10, total: DEMO_MESSAGE_BASE, records: [] });
    const odd = await s.call(message.queryMsgRecordPage, { platform, current: 7, size: 30 }, { token });
    expect(odd.body.data.records).toHaveLength(DEMO_MESSAGE_BASE - 180);

    const defaults = await s.call(message.queryMsgRecordPage, { platform }, { token });
    expect(defaults.body.data).toMatchObject({ current: 1, size: 10 });
  });

  it("filters by isRead, msgType (leaf or group) and keyword", async () => {
    const s = createTestStandIn();
    const token = await s.login();
    const count = (sql: string, ...args: unknown[]) =>
      s.db
        .prepare(`SELECT count(*) FROM messages WHERE uid = ? AND ${sql}`)
        .pluck()
        .get(SEED_PROVIDERS.demo.id, ...args);

    const unread = await s.call(message.queryMsgRecordPage, { platform, isRead: 0, size: 100 }, { token });
    expect(unread.body.data.total).toBe(count("is_read = 0"));
    expect(unread.body.data.records.every((r) => r.isRead === 0)).toBe(true);

    const leaf = await s.call(
      message.queryMsgRecordPage,
      { platform, msgType: "ORDER_NEW", size: 100 },
      { token },
    );
    expect(leaf.body.data.total).toBe(count("msg_type = 'ORDER_NEW'"));
    expect(leaf.body.data.records.every((r) => r.msgType === "ORDER_NEW" && r.msgTypeName === "新订单")).toBe(
      true,
    );
    const group = await s.call(message.queryMsgRecordPage, { platform, msgType: "ORDER" }, { token });
    expect(group.body.data.total).toBe(count("msg_group = 'ORDER'"));
    expect(group.body.data.total).toBeGreaterThan(leaf.body.data.total);

    const keyword = await s.call(
      message.queryMsgRecordPage,
      { platform, keyword: "师傅", size: 100 },
      { token },
    );
    expect(keyword.body.data.total).toBe(count("content LIKE '%师傅%'"));
    expect(keyword.body.data.records.every((r) => r.msgContent.includes("师傅"))).toBe(true);
    const literal = await s.call(message.queryMsgRecordPage, { platform, keyword: "100%" }, { token });
    expect(literal.body.data.total).toBe(0);

    const otherPlatform = await s.call(message.queryMsgRecordPage, { platform: "merchant" }, { token });
    expect(otherPlatform.body.data.total).toBe(0);
  });

  it("validates paging, filters and the uid", async () => {
    const s = createTestStandIn();
    const token = await s.login();
    const page = (payload: message.MsgRecordQuery) => s.call(message.queryMsgRecordPage, payload, { token });
    expect((await page({ platform, current: 0 })).body).toEqual({
      code: 400,
      msg: "页码超出范围",
      data: null,
    });
    expect((await page({ platform, size: 1000 })).body.msg).toBe("每页条数超出范围");
    expect((await page({ platform: "" })).body.msg).toBe("平台不能为空");
    expect((await page({ platform, msgType: "NOPE" })).body.msg).toBe("消息类型不存在");
    expect((await page({ platform, isRead: 2 as 0 })).body.msg).toBe("已读状态超出范围");
    expect((await page({ platform, uid: SEED_PROVIDERS.demo.id })).body.code).toBe(1);
    expect((await page({ platform, uid: SEED_PROVIDERS.guarded.id })).body.msg).toBe(
      "无权访问其他用户的消息",
    );
    expect((await s.call(message.queryMsgRecordPage, { platform })).status).toBe(401);
  });

  it("keeps providers apart", async () => {
    const s = createTestStandIn();
    const newcomer = await s.acceptAgreements(await s.login("newcomer"));
    const page = await s.call(message.queryMsgRecordPage, { platform, size: 100 }, { token: newcomer });
    expect(page.body.data.total).toBe(12);
    const demoIds = new Set(
      s.db.prepare("SELECT id FROM messages WHERE uid = ?").pluck().all(SEED_PROVIDERS.demo.id).map(String),
    );
    expect(page.body.data.records.some((r) => demoIds.has(r.id))).toBe(false);
  });
});

describe("unReadNum and readMsg", () => {
  it("counts unread messages and marks the given ones read", async () => {
    const s = createTestStandIn();
    const token = await s.login();
    const before = (await s.call(message.unReadNum, { platform }, { token })).body.data;
    expect(before).toBeGreaterThan(0);
    const unread = await s.call(message.queryMsgRecordPage, { platform, isRead: 0, size: 3 }, { token });
    const ids = unread.body.data.records.map((r) => r.id);
    const read = await s.call(message.readMsg, { ids }, { token });
    expect(read.body).toEqual({ code: 1, msg: "success", data: null });
    expect((await s.call(message.unReadNum, { platform }, { token })).body.data).toBe(before - 3);
    // Again (already read) and ids of another provider change nothing.
    const foreign = String(
      s.db
        .prepare("SELECT id FROM messages WHERE uid = ? AND is_read = 0")
        .pluck()
        .get(SEED_PROVIDERS.newcomer.id),
    );
    await s.call(message.readMsg, { ids: [...ids, foreign] }, { token });
    expect((await s.call(message.unReadNum, { platform }, { token })).body.data).toBe(before - 3);
    expect(s.db.prepare("SELECT is_read FROM messages WHERE id = ?").pluck().get(Number(foreign))).toBe(0);
  });

  it("validates the ids", async () => {
    const s = createTestStandIn();
    const token = await s.login();
    expect((await s.call(message.readMsg, { ids: [] }, { token })).body.msg).toBe("消息id不能为空");
    expect((await s.call(message.readMsg, {} as { ids: string[] }, { token })).body.msg).toBe(
      "消息id格式不正确",
    );
  });
});

describe("readMsg and the btn code message:read", () => {
  const unreadIds = async (s: ReturnType<typeof createTestStandIn>, token: string) =>
    (
      await s.call(message.queryMsgRecordPage, { platform, isRead: 0, size: 2 }, { token })
    ).body.data.records.map((r) => r.id);
  const setButtons = (s: ReturnType<typeof createTestStandIn>, buttons: readonly string[]) =>
    s.db.prepare("UPDATE accounts SET buttons = ? WHERE username = 'demo'").run(JSON.stringify(buttons));

  it("is refused (403, nothing marked) without message:read", async () => {
    const s = createTestStandIn();
    setButtons(
      s,
      ALL_BUTTON_CODES.filter((code) => code !== "message:read"),
    );
    const token = await s.login();
    const before = (await s.call(message.unReadNum, { platform }, { token })).body.data;
    const { status, body } = await s.call(message.readMsg, { ids: await unreadIds(s, token) }, { token });
    expect(status).toBe(403);
    expect(body).toEqual({ code: 403, msg: "拒绝访问", data: null });
    expect((await s.call(message.unReadNum, { platform }, { token })).body.data).toBe(before);
  });

  it("is allowed with message:read alone among the message codes", async () => {
    const s = createTestStandIn();
    setButtons(s, ["message:read"]);
    const token = await s.login();
    const before = (await s.call(message.unReadNum, { platform }, { token })).body.data;
    const read = await s.call(message.readMsg, { ids: await unreadIds(s, token) }, { token });
    expect(read.body.code).toBe(1);
    expect((await s.call(message.unReadNum, { platform }, { token })).body.data).toBe(before - 2);
  });
});

describe("msgType tree", () => {
  it("answers groups with their leaves", async () => {
    const s = createTestStandIn();
    const token = await s.login();
    const { body } = await s.call(message.msgTypeTree, { platform }, { token });
    expect(body.data.map((g) => g.label)).toEqual([
      "订单消息",
      "结算消息",
      "售后消息",
      "师傅消息",
      "系统通知",
    ]);
    expect(body.data[0].children).toContainEqual({ value: "ORDER_NEW", label: "新订单" });
  });
});
