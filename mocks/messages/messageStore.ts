import type { Db } from "../db/types";
import { BIZ, BIZ_MSG } from "../bizCodes";
import { BizError, invalid } from "../errors";
import type { HandlerContext } from "../router";
import { readClause, UNREAD_MESSAGES, UNREAD_OF_ACCOUNT, unreadAmong } from "./messageReads";
import { keywordMatch, ownerRange, prepared, versionedMemo } from "./messageSearch";

/**
 * Message records shared by the message-app calls and the basic-public msg calls (one store). The messages belong to
 * the provider (`uid`); whether one is read is each account's (issue 43: mocks/messages/messageReads.ts).
 */

export interface MessageFilter {
  uid: string;
  /**
   * The account whose read state `isRead` filters and each record's isRead shows (every call names its caller);
   * without one, the message's own flag `is_read` (the store's tests of the search compare with it).
   */
  accountId?: number;
  platform?: string;
  channel?: number;
  isRead?: 0 | 1;
  /** A leaf type or a group (all its leaves). */
  msgType?: string;
  /** Substring of the content. */
  keyword?: string;
}

export interface MessageRow {
  id: number;
  msgType: string;
  msgTypeName: string;
  title: string;
  content: string;
  isRead: 0 | 1;
  createdAt: string;
}

export interface MessageOut {
  id: string;
  msgContent: string;
  gmtCreatedTime: string;
  isRead: 0 | 1;
  msgType: string;
  msgTypeName: string;
  title: string;
}

export function toRecord(row: MessageRow): MessageOut {
  return {
    id: String(row.id),
    msgContent: row.content,
    gmtCreatedTime: row.createdAt,
    isRead: row.isRead,
    msgType: row.msgType,
    msgTypeName: row.msgTypeName,
    title: row.title,
  };
}

/** A filter on the account's own read state (message_unread), not on the column is_read. */
function byAccount(filter: MessageFilter): filter is MessageFilter & { accountId: number; isRead: 0 | 1 } {
  return filter.accountId !== undefined && filter.isRead !== undefined;
}

/** The read flag filtered on the column is_read: none when the account's own state is meant. */
const columnRead = (filter: MessageFilter) => (filter.accountId === undefined ? filter.isRead : undefined);

/*
 * The filters' values as the requests' schemas (src/api/wire/message.ts, basicPublic.ts) let them through: a JSON
 * body's trimmed text and numbers, or a query's text as it came (digits where a number is asked for).
 */

/** The uid a caller may read: its own provider id (the default: absent or blank); another uid is refused. */
export function ownUid(ctx: HandlerContext, value: string | null | undefined): string {
  const own = ctx.requireUser().providerId;
  const uid = value?.trim();
  if (uid && uid !== own) throw new BizError(BIZ.forbiddenUid, BIZ_MSG.forbiddenUid);
  return own;
}

/** A message type or group (absent or blank: any); one the store does not have is refused. */
export function msgTypeFilter(db: Db, value: string | null | undefined): string | undefined {
  const code = value?.trim();
  if (!code) return undefined;
  if (!prepared(db, "SELECT 1 FROM msg_types WHERE code = ?").get(code)) invalid("消息类型不存在");
  return code;
}

/** The read flag asked for: 0 or 1, or none. */
export function readFilter(value: number | string | null | undefined): 0 | 1 | undefined {
  if (value === undefined || value === null) return undefined;
  return Number(value) === 1 ? 1 : 0;
}

/** The channel asked for (1 to 3), or none. */
export function channelOf(value: number | string | null | undefined): number | undefined {
  return value === undefined || value === null ? undefined : Number(value);
}

/** The WHERE clause of a filter over `m` (messages, or message_counts without the keyword). */
function where(filter: MessageFilter, withKeyword = true): { sql: string; params: unknown[] } {
  const clauses = ["m.uid = ?"];
  const params: unknown[] = [filter.uid];
  if (filter.platform !== undefined) {
    clauses.push("m.platform = ?");
    params.push(filter.platform);
  }
  if (filter.channel !== undefined) {
    clauses.push("m.channel = ?");
    params.push(filter.channel);
  }
  if (filter.isRead !== undefined) {
    clauses.push(filter.accountId === undefined ? "m.is_read = ?" : readClause(filter.isRead));
    params.push(filter.accountId ?? filter.isRead);
  }
  if (filter.msgType !== undefined) {
    clauses.push("(m.msg_type = ? OR m.msg_group = ?)");
    params.push(filter.msgType, filter.msgType);
  }
  if (withKeyword && filter.keyword !== undefined) {
    clauses.push("m.content LIKE ? ESCAPE '\\'");
    params.push(`%${filter.keyword.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`);
  }
  return { sql: clauses.join(" AND "), params };
}

/** How the index answers a keyword filter: the FTS query and, within one account, its rowid range. */
interface IndexPlan {
  match: string;
  range: [bigint, bigint] | null;
  /** Only the account, platform and read flag are filtered: the FTS count is the answer. */
  ftsOnly: boolean;
}

function indexPlan(db: Db, filter: MessageFilter & { keyword: string }): IndexPlan | "none" | null {
  const match = keywordMatch(db, filter.keyword);
  if (match === null || match === "none") return match;
  let range: [bigint, bigint] | null = null;
  if (filter.platform !== undefined) {
    const found = ownerRange(db, filter.uid, filter.platform, columnRead(filter));
    if (found === "none") return "none";
    range = found;
  }
  const ftsOnly =
    range !== null && filter.channel === undefined && filter.msgType === undefined && !byAccount(filter);
  return { match: match.query, range, ftsOnly };
}

const FTS_ROWS = "SELECT rowid & 4294967295 AS id FROM messages_fts WHERE messages_fts MATCH ?";
const ftsRows = (plan: IndexPlan) => ({
  sql: plan.range ? `${FTS_ROWS} AND rowid BETWEEN ? AND ?` : FTS_ROWS,
  params: plan.range ? [plan.match, ...plan.range] : [plan.match],
});

/** Over message_counts, which knows no account: an account's read filter is left out (callers split it off). */
function countWithoutKeyword(db: Db, filter: MessageFilter): number {
  const w = where({ ...filter, isRead: columnRead(filter) }, false);
  return prepared(db, `SELECT coalesce(sum(m.n), 0) FROM message_counts m WHERE ${w.sql}`)
    .pluck()
    .get(...w.params) as number;
}

/**
 * Keyword counts while the index stands: a provider pages through one search, and every page needs the same total
 * (counting a common keyword reads tens of thousands of index entries).
 */
const keywordCounts = versionedMemo<number>(500);

export function countMessages(db: Db, filter: MessageFilter): number {
  if (byAccount(filter)) {
    // The account's unread are few: counted through message_unread; the read ones are all the others.
    const unread = countUnread(db, filter);
    return filter.isRead === 0 ? unread : countMessages(db, { ...filter, isRead: undefined }) - unread;
  }
  if (filter.keyword === undefined) return countWithoutKeyword(db, filter);
  const keyword = filter.keyword;
  return keywordCounts(db, searchKey(filter), () => countWithKeyword(db, { ...filter, keyword }));
}

/** What identifies a search (every field of the filter, in a fixed order). */
function searchKey({ uid, platform, channel, isRead, msgType, keyword }: MessageFilter): string {
  return JSON.stringify([uid, platform, channel, isRead, msgType, keyword]);
}

/** How many messages of the filter (keyword included, by LIKE) the account has not read. */
function countUnread(db: Db, filter: MessageFilter & { accountId: number }): number {
  const w = where({ ...filter, isRead: undefined });
  return prepared(db, `SELECT count(*) FROM ${UNREAD_MESSAGES} WHERE ${UNREAD_OF_ACCOUNT} AND ${w.sql}`)
    .pluck()
    .get(filter.accountId, ...w.params) as number;
}

/** A page of the messages of the filter the account has not read (newest first). */
function unreadRows(
  db: Db,
  filter: MessageFilter & { accountId: number },
  limit: number,
  offset: number,
): MessageRow[] {
  const w = where({ ...filter, isRead: undefined });
  return prepared(
    db,
    `SELECT ${COLUMNS} FROM ${UNREAD_MESSAGES} JOIN msg_types t ON t.code = m.msg_type
     WHERE ${UNREAD_OF_ACCOUNT} AND ${w.sql} ${ORDER}`,
  ).all(filter.accountId, ...w.params, limit, offset) as MessageRow[];
}

function countWithKeyword(db: Db, filter: MessageFilter & { keyword: string }): number {
  const plan = indexPlan(db, filter);
  if (plan === "none") return 0;
  const w = where(filter);
  if (plan === null) {
    return prepared(db, `SELECT count(*) FROM messages m WHERE ${w.sql}`)
      .pluck()
      .get(...w.params) as number;
  }
  const rows = ftsRows(plan);
  if (plan.ftsOnly)
    return prepared(db, `SELECT count(*) FROM (${rows.sql})`)
      .pluck()
      .get(...rows.params) as number;
  return prepared(
    db,
    `SELECT count(*) FROM (${rows.sql}) f CROSS JOIN messages m ON m.id = f.id WHERE ${w.sql}`,
  )
    .pluck()
    .get(...rows.params, ...w.params) as number;
}

const COLUMNS = `m.id, m.msg_type AS msgType, t.name AS msgTypeName, m.title, m.content, m.is_read AS isRead,
              m.created_at AS createdAt`;
const ORDER = "ORDER BY m.created_at DESC, m.id DESC LIMIT ? OFFSET ?";

/**
 * Rows of the account read newest first, at least, before a keyword search gives up walking and reads the index:
 * the matches of a keyword are not spread evenly over time (an order number of last year is only in old messages).
 */
const WALK_BUDGET = 2000;

/**
 * One page of messages, newest first. With a keyword, the cheaper of two plans:
 * - walk the account's messages newest first, checking each: about (offset + limit) × all / matching rows read if
 *   the matches were spread evenly; the walk reads at most twice that (WALK_BUDGET at least) and gives up when the
 *   page is not full by then (the matches are older);
 * - read the matching rows from the index and sort them (matching rows read; the index answers the keyword
 *   exactly, so only the other filters are checked).
 * `total` is the count when the caller has it; `walkBudget` is for tests (small seeds). With an account, each record's
 * isRead is the account's, and its unread messages are read through message_unread.
 */
export function listMessages(
  db: Db,
  filter: MessageFilter,
  limit: number,
  offset: number,
  total?: number,
  walkBudget = WALK_BUDGET,
): MessageOut[] {
  const { accountId } = filter;
  if (accountId === undefined) return pageRows(db, filter, limit, offset, total, walkBudget).map(toRecord);
  const rows =
    filter.isRead === 0
      ? unreadRows(db, { ...filter, accountId }, limit, offset)
      : pageRows(db, filter, limit, offset, total, walkBudget);
  const unread = unreadAmong(
    db,
    accountId,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toRecord({ ...row, isRead: unread.has(row.id) ? 0 : 1 }));
}

function pageRows(
  db: Db,
  filter: MessageFilter,
  limit: number,
  offset: number,
  total: number | undefined,
  walkBudget: number,
): MessageRow[] {
  const w = where(filter);
  const walk = () =>
    prepared(
      db,
      `SELECT ${COLUMNS} FROM messages m JOIN msg_types t ON t.code = m.msg_type WHERE ${w.sql} ${ORDER}`,
    ).all(...w.params, limit, offset) as MessageRow[];
  if (filter.keyword === undefined) return walk();
  const plan = indexPlan(db, { ...filter, keyword: filter.keyword });
  if (plan === "none") return [];
  if (plan === null) return walk();
  const matching = total ?? countMessages(db, filter);
  if (matching <= offset) return [];
  const others = where(filter, false);
  const evenWalk = ((offset + limit) * countWithoutKeyword(db, filter)) / matching;
  if (evenWalk <= matching) {
    // The oldest row the walk may read: the budget-th newest of the account (none: it has fewer rows).
    const last = prepared(
      db,
      `SELECT m.created_at AS createdAt, m.id FROM messages m WHERE ${others.sql}
       ORDER BY m.created_at DESC, m.id DESC LIMIT 1 OFFSET ?`,
    ).get(...others.params, Math.max(walkBudget, Math.ceil(2 * evenWalk)) - 1) as
      { createdAt: string; id: number } | undefined;
    if (!last) return walk();
    const rows = prepared(
      db,
      `SELECT ${COLUMNS} FROM messages m JOIN msg_types t ON t.code = m.msg_type
       WHERE ${w.sql} AND (m.created_at, m.id) >= (?, ?) ${ORDER}`,
    ).all(...w.params, last.createdAt, last.id, limit, offset) as MessageRow[];
    if (rows.length === Math.min(limit, matching - offset)) return rows;
  }
  return indexedPage(db, filter, plan, matching, limit, offset);
}

/** Searches whose matches are kept in order (at most this many matches each), and how many searches are kept. */
const KEPT_MATCHES = { perSearch: 20_000, searches: 50 };

/**
 * The ids of a search's matches, newest first, while the index stands: a provider pages through one search, and
 * each next page is a slice of them.
 */
const matchesInOrder = versionedMemo<number[]>(KEPT_MATCHES.searches);

/**
 * A page read from the index: the matches' ids in order (kept for the search's next pages when there are not too
 * many, and not for an account's read filter: reading changes no index version), then the page's rows. When the rowid
 * range is the whole filter, the matches are sorted through the narrow (id, created_at) index: matches spread over
 * the year are read from a few index pages, not from the rows.
 */
function indexedPage(
  db: Db,
  filter: MessageFilter,
  plan: IndexPlan,
  matching: number,
  limit: number,
  offset: number,
): MessageRow[] {
  const rows = ftsRows(plan);
  const others = where(filter, false);
  const [candidates, check, checkParams] = plan.ftsOnly
    ? ["messages m INDEXED BY messages_by_id_time", "", []]
    : ["messages m", `WHERE ${others.sql}`, others.params];
  const params = [...rows.params, ...checkParams];
  const ordered = `SELECT m.id FROM (${rows.sql}) f CROSS JOIN ${candidates} ON m.id = f.id ${check}
    ORDER BY m.created_at DESC, m.id DESC`;
  let [pageIds, pageParams]: [string, unknown[]] = [
    `${ordered} LIMIT ? OFFSET ?`,
    [...params, limit, offset],
  ];
  if (matching <= KEPT_MATCHES.perSearch && !byAccount(filter)) {
    const ids = matchesInOrder(
      db,
      searchKey(filter),
      () =>
        prepared(db, ordered)
          .pluck()
          .all(...params) as number[],
    );
    [pageIds, pageParams] = [
      "SELECT value AS id FROM json_each(?)",
      [JSON.stringify(ids.slice(offset, offset + limit))],
    ];
  }
  return prepared(
    db,
    `SELECT ${COLUMNS} FROM (${pageIds}) page CROSS JOIN messages m ON m.id = page.id
       JOIN msg_types t ON t.code = m.msg_type ORDER BY m.created_at DESC, m.id DESC`,
  ).all(...pageParams) as MessageRow[];
}

export interface MsgTypeRow {
  code: string;
  name: string;
  parentCode: string | null;
}

export function msgTypes(db: Db): MsgTypeRow[] {
  return db
    .prepare("SELECT code, name, parent_code AS parentCode FROM msg_types ORDER BY sort")
    .all() as MsgTypeRow[];
}
