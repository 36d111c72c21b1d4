/**
 * Keyword search of the messages through the FTS5 trigram index (mocks/db/migrations/012_messages_002_search.ts),
 * with exactly the results of `content LIKE '%keyword%'` (ASCII case-insensitive substring): the index holds the
 * content with ASCII letters lowered and the keyword is lowered the same way.
 * - 3+ characters: one phrase (consecutive trigrams = the substring).
 * - 1 or 2 characters: the trigrams that begin with them, from the index's vocabulary (cached per index version);
 *   the two U+0001 appended to every content make each substring the start of some trigram.
 * A keyword the index cannot answer (control characters, too many trigrams) is left to LIKE (`null`).
 */
import type { Statement } from "better-sqlite3";
import type { Db } from "../db/types";

/** Prepared statements, prepared once per database and SQL text. */
const statements = new WeakMap<Db, Map<string, Statement>>();

export function prepared(db: Db, sql: string): Statement {
  let cache = statements.get(db);
  if (!cache) statements.set(db, (cache = new Map()));
  let statement = cache.get(sql);
  if (!statement) cache.set(sql, (statement = db.prepare(sql)));
  return statement;
}

/** Above this many trigrams a short keyword is left to LIKE (the OR query would cost more than the scan). */
const MAX_EXPANDED_TERMS = 400;
/** The largest code point: the upper bound of "every term beginning with". */
const LAST_CHAR = "\u{10FFFF}";

const lowerAscii = (value: string) => value.replace(/[A-Z]/g, (ch) => ch.toLowerCase());
const phrase = (term: string) => `"${term.replace(/"/g, '""')}"`;

/**
 * The index's version: it changes whenever a message is added, deleted or changes a column a search filters or reads
 * (the triggers of mocks/db/migrations/012_messages_002_search.ts), and a reseed starts it afresh. It keys what is
 * cached of a search.
 */
export function searchVersion(db: Db): unknown {
  return prepared(db, "SELECT n FROM message_search_version").pluck().get();
}

/**
 * Values computed from the index, kept while its version stands (`searchVersion`): at most `limit` of them, the
 * oldest dropped first.
 */
export function versionedMemo<T>(limit: number): (db: Db, key: string, compute: () => T) => T {
  const caches = new WeakMap<Db, { version: unknown; values: Map<string, T> }>();
  return (db, key, compute) => {
    const version = searchVersion(db);
    let cache = caches.get(db);
    if (!cache || cache.version !== version) caches.set(db, (cache = { version, values: new Map() }));
    const kept = cache.values.get(key);
    if (kept !== undefined) return kept;
    const value = compute();
    if (cache.values.size >= limit) cache.values.delete(cache.values.keys().next().value as string);
    cache.values.set(key, value);
    return value;
  };
}

/** The vocabulary's terms by the prefix they begin with. */
const termsByPrefix = versionedMemo<string[]>(1000);

function termsBeginningWith(db: Db, prefix: string): string[] {
  return termsByPrefix(
    db,
    prefix,
    () =>
      prepared(db, "SELECT term FROM messages_fts_terms WHERE term >= ? AND term < ?")
        .pluck()
        .all(prefix, prefix + LAST_CHAR) as string[],
  );
}

/** What the index answers for a keyword: an FTS5 query, "none" (nothing can match), or null (use LIKE). */
export type KeywordMatch = { query: string } | "none" | null;

export function keywordMatch(db: Db, keyword: string): KeywordMatch {
  // eslint-disable-next-line no-control-regex
  if (keyword === "" || /[\u0000-\u001f]/.test(keyword)) return null;
  const lowered = lowerAscii(keyword);
  if ([...lowered].length >= 3) return { query: phrase(lowered) };
  const terms = termsBeginningWith(db, lowered);
  if (terms.length === 0) return "none";
  if (terms.length > MAX_EXPANDED_TERMS) return null;
  return { query: terms.map(phrase).join(" OR ") };
}

/** The FTS rowid range of one account's messages on one platform (read and unread, or one of them). */
export function ownerRange(
  db: Db,
  uid: string,
  platform: string,
  isRead: 0 | 1 | undefined,
): [bigint, bigint] | "none" {
  const owner = prepared(db, "SELECT id FROM message_owners WHERE uid = ? AND platform = ?")
    .pluck()
    .get(uid, platform) as number | undefined;
  if (owner === undefined) return "none";
  const first = BigInt(owner * 2 + (isRead ?? 0));
  const last = BigInt(owner * 2 + (isRead ?? 1));
  return [first << 32n, ((last + 1n) << 32n) - 1n];
}
