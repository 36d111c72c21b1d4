// @vitest-environment node
import * as message from "../../src/api/message";
import { SEED_PROVIDERS } from "../accounts/seed/accounts";
import { reseed } from "../db";
import type { Db } from "../db/types";
import { createTestStandIn, seededTestDb } from "../testing";
import { keywordMatch, versionedMemo } from "./messageSearch";
import { countMessages, listMessages, type MessageFilter } from "./messageStore";

const uid = SEED_PROVIDERS.demo.id;
const platform = "provider";

/** Today's reference: the LIKE search the index replaces (the stand-in before issue 8). */
function reference(db: Db, filter: MessageFilter): number[] {
  const clauses = ["uid = ?"];
  const params: unknown[] = [filter.uid];
  if (filter.platform !== undefined) {
    clauses.push("platform = ?");
    params.push(filter.platform);
  }
  if (filter.channel !== undefined) {
    clauses.push("channel = ?");
    params.push(filter.channel);
  }
  if (filter.isRead !== undefined) {
    clauses.push("is_read = ?");
    params.push(filter.isRead);
  }
  if (filter.msgType !== undefined) {
    clauses.push("(msg_type = ? OR msg_group = ?)");
    params.push(filter.msgType, filter.msgType);
  }
  if (filter.keyword !== undefined) {
    clauses.push("content LIKE ? ESCAPE '\\'");
    params.push(`%${filter.keyword.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`);
  }
  return db
    .prepare(`SELECT id FROM messages WHERE ${clauses.join(" AND ")} ORDER BY created_at DESC, id DESC`)
    .pluck()
    .all(...params) as number[];
}

/**
 * Every page of the filter (sizes 7 and 50) equals the same slice of the reference, and the counts agree; also with
 * a walk budget of 1 row, so that a walk cut short (matches older than the budget) falls back to the index.
 */
function expectSameAsLike(db: Db, filter: MessageFilter): void {
  const expected = reference(db, filter);
  expect(countMessages(db, filter), JSON.stringify(filter)).toBe(expected.length);
  for (const size of [7, 50]) {
    for (let offset = 0; offset <= expected.length; offset += size) {
      for (const budget of [undefined, 1]) {
        const ids = listMessages(db, filter, size, offset, undefined, budget).map((m) => Number(m.id));
        expect(ids, `${JSON.stringify(filter)} @${offset} budget ${budget}`).toEqual(
          expected.slice(offset, offset + size),
        );
      }
    }
  }
}

/** One word of seeded content, 1 to 3 characters long, for keywords that surely match. */
function sampleKeywords(db: Db): string[] {
  const content = db.prepare("SELECT content FROM messages WHERE uid = ? LIMIT 1").pluck().get(uid) as string;
  const chars = [...content];
  return [chars[0], chars.slice(1, 3).join(""), chars.slice(2, 5).join(""), chars.slice(-2).join("")];
}

describe("message keyword search through the FTS5 index", () => {
  it("answers exactly what the LIKE search answered, for keywords of every length and each filter", () => {
    const db = seededTestDb();
    const keywords = [
      ...sampleKeywords(db),
      "订单",
      "订",
      "师傅",
      "请尽快安排",
      "so2025",
      "SO",
      "So2",
      "a",
      " ",
      "%",
      "_",
      "\\",
      '"',
      "不存在的关键词",
      "单。",
    ];
    for (const keyword of keywords) {
      for (const isRead of [undefined, 0, 1] as const) {
        expectSameAsLike(db, { uid, platform, isRead, keyword });
      }
      expectSameAsLike(db, { uid, platform, msgType: "ORDER", keyword });
      expectSameAsLike(db, { uid, keyword });
    }
  });

  it("finds matches that are all older than what the walk reads (an order number of last year)", () => {
    const db = seededTestDb();
    const ids = db
      .prepare("SELECT id FROM messages WHERE uid = ? AND platform = ? ORDER BY created_at, id")
      .pluck()
      .all(uid, platform) as number[];
    const older = ids.slice(0, Math.floor(ids.length / 2));
    expect(older.length).toBeGreaterThan(50);
    db.prepare(
      `UPDATE messages SET content = content || '去年单号' WHERE id IN (${older.map(() => "?").join(",")})`,
    ).run(...older);
    for (const isRead of [undefined, 0, 1] as const) {
      expectSameAsLike(db, { uid, platform, isRead, keyword: "去年单号" });
    }
  });

  it("uses the index for the keywords it can answer", () => {
    const db = seededTestDb();
    expect(keywordMatch(db, "请尽快安排")).toEqual({ query: '"请尽快安排"' });
    expect(keywordMatch(db, "SO20")).toEqual({ query: '"so20"' });
    expect(keywordMatch(db, "订单")).toMatchObject({ query: expect.stringContaining('"订单') });
    expect(keywordMatch(db, "\u0001")).toBeNull();
  });

  it("follows the messages as they are read, added, changed and deleted, and after a reseed", () => {
    const db = seededTestDb();
    const keywords = ["全新关键词", "abc", "XYZ", "订单", "全", "后的"];
    // Searched once before the changes: nothing kept of these searches (counts, terms) may outlive them.
    for (const keyword of keywords) expectSameAsLike(db, { uid, platform, keyword });
    const unread = db
      .prepare("SELECT id FROM messages WHERE uid = ? AND is_read = 0 LIMIT 3")
      .pluck()
      .all(uid) as number[];
    db.prepare(`UPDATE messages SET is_read = 1 WHERE id IN (${unread.join(",")})`).run();
    db.prepare(
      `INSERT INTO messages (platform, channel, uid, msg_group, msg_type, title, content, is_read, created_at)
       VALUES ('provider', 1, ?, 'ORDER', 'ORDER_NEW', '新订单', '全新关键词ABC出现', 0, '2026-11-20 09:00:00')`,
    ).run(uid);
    db.prepare("UPDATE messages SET content = '改写后的内容XYZ' WHERE id = ?").run(unread[0]);
    db.prepare("DELETE FROM messages WHERE id = ?").run(unread[1]);
    for (const keyword of keywords) {
      for (const isRead of [undefined, 0, 1] as const)
        expectSameAsLike(db, { uid, platform, isRead, keyword });
    }
    expectSameAsLike(db, { uid, platform, isRead: 0 });
    expectSameAsLike(db, { uid, platform, msgType: "ORDER" });
    expectSameAsLike(db, { uid, channel: 1, isRead: 1 });

    reseed(db);
    for (const keyword of ["全新关键词", "改写", "订单"]) expectSameAsLike(db, { uid, platform, keyword });
    expectSameAsLike(db, { uid, platform });
  });

  it("keeps a computed value while the index stands, at most the limit of them, and recomputes after a change", () => {
    const db = seededTestDb();
    const memo = versionedMemo<number>(2);
    const computed: string[] = [];
    const get = (key: string) =>
      memo(db, key, () => {
        computed.push(key);
        return computed.length;
      });
    expect([get("a"), get("b"), get("a")]).toEqual([1, 2, 1]);
    get("c"); // the third: "a", the oldest, is dropped
    expect([get("b"), get("a")]).toEqual([2, 4]);
    db.prepare("UPDATE messages SET is_read = 1 - is_read WHERE id = (SELECT min(id) FROM messages)").run();
    expect(get("a")).toBe(5);
    expect(computed).toEqual(["a", "b", "c", "a", "a"]);
  });

  it("serves the message page with a keyword like before", async () => {
    const s = createTestStandIn();
    const token = await s.login();
    const page = await s.call(
      message.queryMsgRecordPage,
      { platform, current: 2, size: 10, keyword: "订单" },
      { token },
    );
    const expected = reference(s.db, { uid, platform, keyword: "订单" });
    expect(page.body.data.total).toBe(expected.length);
    expect(page.body.data.records.map((r) => Number(r.id))).toEqual(expected.slice(10, 20));
  });
});
