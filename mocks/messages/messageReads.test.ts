// @vitest-environment node
/**
 * Read state per account (issue 43, audit N2 / S4): the messages are the provider's, but 标为已读, 全部已读 and 清空消息
 * change only the calling account's bell and list; a new message is unread for every account of the provider; the
 * events of reading and clearing concern the caller's own consoles only.
 */
import { api } from "../../src/api";
import { messageReadsMigration } from "../db/migrations/044_messages_005_read_per_account";
import { SEED_PROVIDERS } from "../accounts/seed/accounts";
import { PLATFORM_CHANNELS } from "./seed/messages";
import { liveEventById } from "../live/events";
import { sendPlatformMessage } from "../live/writes";
import { createTestStandIn, type TestStandIn } from "../testing";
import { countMessages, listMessages } from "./messageStore";
import { accountIdOf, createStaff } from "../accounts/staffTesting";

const DEMO = SEED_PROVIDERS.demo.id;
const platform = "provider";
const CHANNEL = PLATFORM_CHANNELS.provider;

let s: TestStandIn;
let demo: string;
let limited: string;
/** The provider's unread messages as seeded (newest first): unread for the owner and the seeded colleague alike. */
let seededUnread: string[];
beforeEach(async () => {
  s = createTestStandIn();
  demo = await s.login("demo");
  limited = await s.login("limited");
  seededUnread = (
    s.db
      .prepare(
        `SELECT id FROM messages WHERE uid = ? AND platform = ? AND is_read = 0 ORDER BY created_at DESC, id DESC`,
      )
      .pluck()
      .all(DEMO, platform) as number[]
  ).map(String);
});

const unreadCount = async (token: string) =>
  (await s.call(api.message.unReadNum, { platform }, { token })).body.data;
const page = async (token: string, query: Partial<api.message.MsgRecordQuery> = {}) =>
  (await s.call(api.message.queryMsgRecordPage, { platform, size: 100, ...query }, { token })).body.data;
const unreadIds = async (token: string) => (await page(token, { isRead: 0 })).records.map((r) => r.id);
const lastEvent = () =>
  liveEventById(s.db, Number(s.db.prepare("SELECT max(id) FROM live_events").pluck().get()));

describe("each account reads for itself", () => {
  it("标为已读 by a colleague leaves the owner's bell and list as they were", async () => {
    // Both start with the provider's unread messages.
    expect(await unreadIds(demo)).toEqual(seededUnread);
    expect(await unreadIds(limited)).toEqual(seededUnread);
    const before = seededUnread.length;
    const ids = (await unreadIds(limited)).slice(0, 3);
    expect((await s.call(api.message.readMsg, { ids }, { token: limited })).body.code).toBe(1);
    expect(await unreadCount(limited)).toBe(before - 3);
    expect(await unreadCount(demo)).toBe(before);
    expect(await unreadIds(demo)).toEqual(expect.arrayContaining(ids));
    const shown = (token: string) =>
      page(token).then((p) => p.records.filter((r) => ids.includes(r.id)).map((r) => r.isRead));
    expect(await shown(limited)).toEqual([1, 1, 1]);
    expect(await shown(demo)).toEqual([0, 0, 0]);
    // The read filter and its count are the caller's too.
    const total = (await page(limited)).total;
    expect((await page(limited, { isRead: 1 })).total).toBe(total - (before - 3));
    expect((await page(demo, { isRead: 1 })).total).toBe(total - before);
    // The newest read ones come first.
    expect((await page(limited, { isRead: 1 })).records.map((r) => r.id)).toEqual(
      expect.arrayContaining(ids),
    );
  });

  it("清空消息 by a colleague empties only that colleague's bell; the owner and other colleagues keep theirs", async () => {
    const other = await createStaff(s, demo);
    // A new message: unread for every account of the provider, the colleague created before it included.
    sendPlatformMessage(s.db, DEMO, s.now());
    const owner = await unreadCount(demo);
    expect(owner).toBeGreaterThan(1);
    expect(
      s.db.prepare("SELECT count(*) FROM message_unread WHERE account_id = ?").pluck().get(Number(other)),
    ).toBe(1);

    const cleared = await s.call(
      api.basicPublic.msgClear,
      { channel: CHANNEL, uid: DEMO },
      { token: limited },
    );
    expect(cleared.body).toEqual({ code: 1, msg: `已清空${owner}条消息`, data: null });
    expect(await unreadCount(limited)).toBe(0);
    expect(await unreadCount(demo)).toBe(owner);
    expect(
      s.db.prepare("SELECT count(*) FROM message_unread WHERE account_id = ?").pluck().get(Number(other)),
    ).toBe(1);
    // The basic-public list answers the caller's state as well.
    const listed = await s.call(api.basicPublic.msgGetList, { isRead: 0 }, { token: demo });
    expect(listed.body.data).toHaveLength(owner);

    // A colleague added later starts with nothing unread, and gets what arrives afterwards.
    const later = Number(await createStaff(s, demo, { mobile: "13911113333" }));
    const unreadOf = (id: number) =>
      s.db.prepare("SELECT count(*) FROM message_unread WHERE account_id = ?").pluck().get(id);
    expect(unreadOf(later)).toBe(0);
    sendPlatformMessage(s.db, DEMO, s.now());
    expect(unreadOf(later)).toBe(1);
    expect(await unreadCount(limited)).toBe(1);
  });

  it("全部已读 (the page's unread ids) as the owner leaves the colleague's unread", async () => {
    const before = await unreadCount(limited);
    await s.call(api.message.readMsg, { ids: await unreadIds(demo) }, { token: demo });
    expect(await unreadCount(demo)).toBe(0);
    expect(await unreadCount(limited)).toBe(before);
  });

  it("keeps the keyword search exact for each account's read filter", async () => {
    const read = seededUnread.slice(0, 2);
    await s.call(api.message.readMsg, { ids: read }, { token: limited });
    const matching = (
      s.db
        .prepare(
          `SELECT id FROM messages WHERE uid = ? AND platform = ? AND content LIKE '%订单%'
           ORDER BY created_at DESC, id DESC`,
        )
        .pluck()
        .all(DEMO, platform) as number[]
    ).map(String);
    for (const [token, unread] of [
      [limited, seededUnread.filter((id) => !read.includes(id))],
      [demo, seededUnread],
    ] as const) {
      for (const isRead of [0, 1] as const) {
        const expected = matching.filter((id) => unread.includes(id) === (isRead === 0));
        const answered = await page(token, { isRead, keyword: "订单" });
        expect(answered.total).toBe(expected.length);
        expect(answered.records.map((r) => r.id)).toEqual(expected.slice(0, 100));
        expect(answered.records.every((r) => r.isRead === isRead)).toBe(true);
      }
    }
  });
});

describe("the store with an account's read filter", () => {
  it("pages exactly like LIKE over the account's state, through the walk and the index alike", async () => {
    const read = seededUnread.slice(0, 4);
    await s.call(api.message.readMsg, { ids: read }, { token: limited });
    const cases = [
      { accountId: accountIdOf(s, "limited"), unread: seededUnread.filter((id) => !read.includes(id)) },
      { accountId: accountIdOf(s, "demo"), unread: seededUnread },
    ];
    const matching = (keyword: string | undefined) =>
      (
        s.db
          .prepare(
            `SELECT id FROM messages WHERE uid = ? AND platform = ? AND content LIKE ?
             ORDER BY created_at DESC, id DESC`,
          )
          .pluck()
          .all(DEMO, platform, `%${keyword ?? ""}%`) as number[]
      ).map(String);
    for (const { accountId, unread } of cases) {
      for (const keyword of [undefined, "订", "订单", "请尽快安排", "师傅"]) {
        for (const isRead of [undefined, 0, 1] as const) {
          const filter = { uid: DEMO, accountId, platform, isRead, keyword };
          const expected = matching(keyword)
            .map((id) => ({ id, isRead: unread.includes(id) ? 0 : 1 }))
            .filter((row) => isRead === undefined || row.isRead === isRead);
          const label = JSON.stringify(filter);
          expect(countMessages(s.db, filter), label).toBe(expected.length);
          for (const [size, budget] of [
            [7, undefined],
            [50, 1],
          ] as const) {
            for (let offset = 0; offset <= expected.length; offset += size) {
              const got = listMessages(s.db, filter, size, offset, undefined, budget);
              expect(
                got.map((m) => ({ id: m.id, isRead: m.isRead })),
                `${label} @${offset}`,
              ).toEqual(expected.slice(offset, offset + size));
            }
          }
        }
      }
    }
  });
});

describe("the events of reading and clearing", () => {
  it("are aimed at the caller's account; a new message is every account's", async () => {
    const limitedId = accountIdOf(s, "limited");
    await s.call(api.message.readMsg, { ids: (await unreadIds(limited)).slice(0, 1) }, { token: limited });
    expect(lastEvent()).toMatchObject({ channel: "messages", type: "read", accountId: limitedId });
    await s.call(api.basicPublic.msgClear, { channel: CHANNEL, uid: DEMO }, { token: limited });
    expect(lastEvent()).toMatchObject({ channel: "messages", type: "cleared", accountId: limitedId });
    sendPlatformMessage(s.db, DEMO, s.now());
    expect(lastEvent()).toMatchObject({
      channel: "messages",
      type: "created",
      accountId: null,
      audience: null,
    });
  });
});

describe("migration messages_005_read_per_account", () => {
  it("makes each unread message unread for every account of its provider", () => {
    s.db.exec(`
      DROP TRIGGER message_unread_arrives; DROP TRIGGER message_unread_flag_read;
      DROP TRIGGER message_unread_flag_unread; DROP TABLE message_unread;
    `);
    const up = messageReadsMigration.up;
    if (typeof up !== "string") throw new Error("expected SQL");
    s.db.exec(up);
    const perAccount = s.db
      .prepare(
        `SELECT a.username, count(u.message_id) FROM accounts a
         LEFT JOIN message_unread u ON u.account_id = a.id GROUP BY a.id ORDER BY a.username`,
      )
      .raw()
      .all();
    const flagged = (uid: string) =>
      s.db.prepare("SELECT count(*) FROM messages WHERE uid = ? AND is_read = 0").pluck().get(uid);
    expect(perAccount).toEqual([
      ["applicant", flagged(SEED_PROVIDERS.applicant.id)],
      ["demo", flagged(DEMO)],
      ["guarded", flagged(SEED_PROVIDERS.guarded.id)],
      ["limited", flagged(DEMO)],
      ["newcomer", flagged(SEED_PROVIDERS.newcomer.id)],
    ]);
    // Setting the message's own flag applies to every account.
    const one = s.db
      .prepare("SELECT id FROM messages WHERE uid = ? AND is_read = 0 LIMIT 1")
      .pluck()
      .get(DEMO);
    s.db.prepare("UPDATE messages SET is_read = 1 WHERE id = ?").run(one);
    expect(s.db.prepare("SELECT count(*) FROM message_unread WHERE message_id = ?").pluck().get(one)).toBe(0);
    s.db.prepare("UPDATE messages SET is_read = 0 WHERE id = ?").run(one);
    expect(s.db.prepare("SELECT count(*) FROM message_unread WHERE message_id = ?").pluck().get(one)).toBe(2);
  });
});
