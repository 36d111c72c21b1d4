/**
 * Issue 43 (audit N2 / S4): what each account has read (table message_unread,
 * mocks/db/migrations/044_messages_005_read_per_account.ts). The messages are the provider's; reading and clearing
 * change the calling account's state only, so a colleague's 清空消息 leaves the owner's bell and every other colleague's
 * as they were.
 */
import type { Db } from "../db/types";
import { prepared } from "./messageSearch";

const numericIds = (ids: readonly string[]) => ids.filter((id) => /^\d+$/.test(id)).map(Number);

/** Marks the given messages read for `accountId` (ids it has no unread row for change nothing); returns how many. */
export function markRead(db: Db, accountId: number, ids: readonly string[]): number {
  const numeric = numericIds(ids);
  if (numeric.length === 0) return 0;
  return prepared(
    db,
    "DELETE FROM message_unread WHERE account_id = ? AND message_id IN (SELECT value FROM json_each(?))",
  ).run(accountId, JSON.stringify(numeric)).changes;
}

/** Clears (marks read) the unread messages of one channel for `accountId`; returns how many. */
export function clearUnread(db: Db, accountId: number, channel: number): number {
  return prepared(
    db,
    `DELETE FROM message_unread WHERE account_id = ?
       AND message_id IN (SELECT message_id FROM message_unread u JOIN messages m ON m.id = u.message_id
                          WHERE u.account_id = ? AND m.channel = ?)`,
  ).run(accountId, accountId, channel).changes;
}

/** The ids among `ids` that `accountId` has not read. */
export function unreadAmong(db: Db, accountId: number, ids: readonly number[]): Set<number> {
  if (ids.length === 0) return new Set();
  const unread = prepared(
    db,
    `SELECT message_id FROM message_unread
     WHERE account_id = ? AND message_id IN (SELECT value FROM json_each(?))`,
  )
    .pluck()
    .all(accountId, JSON.stringify(ids)) as number[];
  return new Set(unread);
}

/**
 * The SQL of "`accountId` has (not) read m": a clause over the messages aliased `m`, with its one parameter, the
 * account id.
 */
export function readClause(isRead: 0 | 1): string {
  return `${isRead === 1 ? "NOT " : ""}EXISTS (SELECT 1 FROM message_unread r WHERE r.account_id = ? AND r.message_id = m.id)`;
}

/** The FROM of an account's unread messages aliased `m` (one parameter, the account id, in the WHERE). */
export const UNREAD_MESSAGES = "message_unread u CROSS JOIN messages m ON m.id = u.message_id";
export const UNREAD_OF_ACCOUNT = "u.account_id = ?";
