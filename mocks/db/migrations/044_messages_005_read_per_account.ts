/**
 * Issue 43 (audit N2 / S4): read state per account. Messages belong to the provider (`messages.uid`); whether one is
 * read is each account's own, so one colleague's 标为已读 / 全部已读 / 清空消息 changes only that colleague's bell and
 * list (mocks/messages/messageReads.ts).
 * - `message_unread (account_id, message_id)`: the messages an account has not read. A message that arrives unread
 *   (`is_read = 0`) is unread for every account of its provider at that moment (trigger: whoever adds it, the seed,
 *   a dispatch notice, a platform announcement); reading or clearing deletes the account's own rows only. A colleague
 *   added later starts with nothing unread: what arrived before the account existed is history, not news to it.
 *   Unread rows rather than read ones: the bell counts and lists the unread, a handful, while reads grow with the
 *   whole history (100k per account at the benchmark's scale).
 * - `messages.is_read` is the message's flag for the provider as a whole: the calls no longer write it, and setting
 *   it directly (the seed's markup message, a test, a tool) makes the message read or unread for every account.
 * A database from before: each unread message becomes unread for every account of its provider.
 */
import type { Migration } from "../types";

const FOR_EVERY_ACCOUNT = (message: "NEW") =>
  `INSERT OR IGNORE INTO message_unread (account_id, message_id)
     SELECT id, ${message}.id FROM accounts WHERE provider_id = ${message}.uid`;

export const messageReadsMigration: Migration = {
  name: "messages_005_read_per_account",
  up: `
    CREATE TABLE message_unread (
      account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
      message_id INTEGER NOT NULL REFERENCES messages(id) ON DELETE CASCADE,
      PRIMARY KEY (account_id, message_id)
    ) WITHOUT ROWID;
    CREATE INDEX message_unread_by_message ON message_unread(message_id);

    INSERT INTO message_unread (account_id, message_id)
      SELECT a.id, m.id FROM messages m JOIN accounts a ON a.provider_id = m.uid WHERE m.is_read = 0;

    CREATE TRIGGER message_unread_arrives AFTER INSERT ON messages WHEN NEW.is_read = 0
    BEGIN ${FOR_EVERY_ACCOUNT("NEW")}; END;
    CREATE TRIGGER message_unread_flag_read AFTER UPDATE OF is_read ON messages
      WHEN NEW.is_read = 1 AND OLD.is_read = 0
    BEGIN DELETE FROM message_unread WHERE message_id = NEW.id; END;
    CREATE TRIGGER message_unread_flag_unread AFTER UPDATE OF is_read ON messages
      WHEN NEW.is_read = 0 AND OLD.is_read = 1
    BEGIN ${FOR_EVERY_ACCOUNT("NEW")}; END;
  `,
};
