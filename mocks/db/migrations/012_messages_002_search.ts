/**
 * The message list at scale (issue 8 §3): counts and keyword search that do not read every message.
 *
 * - `message_counts`: the number of messages per (uid, platform, channel, group, type, read flag), kept by triggers;
 *   a count without a keyword sums a handful of rows instead of scanning 100k.
 * - `messages_fts`: an FTS5 trigram index of the content (contentless), so a keyword of 3+ characters, Chinese
 *   included, is found without a LIKE scan. The text indexed is the content with ASCII letters lowered (SQLite's
 *   lower() folds ASCII only) and two U+0001 characters appended: with `case_sensitive 1` a phrase then matches
 *   exactly what `content LIKE '%keyword%'` matches (ASCII case-insensitive, nothing else folded), and every 1- or
 *   2-character substring begins some trigram (mocks/messages/messageSearch.ts expands those through the
 *   vocabulary `messages_fts_terms`).
 * - The FTS rowid is `(owner * 2 + is_read) << 32 | message id`, owner = `message_owners.id` of (uid, platform): one
 *   account's messages, read or unread, are a rowid range, which FTS5 seeks to, so a keyword count within one
 *   account never joins the messages table.
 * - `message_search_version.n` changes whenever indexed text changes (it keys the vocabulary cache).
 */
import type { Migration } from "../types";

const ROWID = (row: "NEW" | "OLD") =>
  `(((SELECT id FROM message_owners WHERE uid = ${row}.uid AND platform = ${row}.platform) * 2 + ${row}.is_read) << 32) + ${row}.id`;
const BODY = (row: "NEW" | "OLD") => `lower(${row}.content) || char(1, 1)`;
const COUNT_KEY = (row: "NEW" | "OLD") =>
  `uid = ${row}.uid AND platform = ${row}.platform AND channel = ${row}.channel AND msg_group = ${row}.msg_group
   AND msg_type = ${row}.msg_type AND is_read = ${row}.is_read`;

const add = (row: "NEW") => `
  INSERT OR IGNORE INTO message_owners (uid, platform) VALUES (${row}.uid, ${row}.platform);
  INSERT INTO messages_fts (rowid, body) VALUES (${ROWID(row)}, ${BODY(row)});
  INSERT INTO message_counts (uid, platform, channel, msg_group, msg_type, is_read, n)
    VALUES (${row}.uid, ${row}.platform, ${row}.channel, ${row}.msg_group, ${row}.msg_type, ${row}.is_read, 1)
    ON CONFLICT DO UPDATE SET n = n + 1;`;
const remove = (row: "OLD") => `
  DELETE FROM messages_fts WHERE rowid = ${ROWID(row)};
  UPDATE message_counts SET n = n - 1 WHERE ${COUNT_KEY(row)};`;
const bump = "UPDATE message_search_version SET n = n + 1;";

export const messageSearchMigration: Migration = {
  name: "messages_002_search",
  up: `
    CREATE TABLE message_owners (
      id INTEGER PRIMARY KEY,
      uid TEXT NOT NULL,
      platform TEXT NOT NULL,
      UNIQUE (uid, platform)
    );
    CREATE TABLE message_counts (
      uid TEXT NOT NULL,
      platform TEXT NOT NULL,
      channel INTEGER NOT NULL,
      msg_group TEXT NOT NULL,
      msg_type TEXT NOT NULL,
      is_read INTEGER NOT NULL,
      n INTEGER NOT NULL,
      PRIMARY KEY (uid, platform, channel, msg_group, msg_type, is_read)
    ) WITHOUT ROWID;
    CREATE TABLE message_search_version (n INTEGER NOT NULL);
    INSERT INTO message_search_version (n) VALUES (0);
    CREATE VIRTUAL TABLE messages_fts USING fts5(
      body, content = '', contentless_delete = 1, tokenize = 'trigram case_sensitive 1'
    );
    CREATE VIRTUAL TABLE messages_fts_terms USING fts5vocab(messages_fts, 'row');

    INSERT OR IGNORE INTO message_owners (uid, platform) SELECT DISTINCT uid, platform FROM messages;
    INSERT INTO messages_fts (rowid, body)
      SELECT (((SELECT id FROM message_owners o WHERE o.uid = m.uid AND o.platform = m.platform) * 2 + m.is_read) << 32)
             + m.id, lower(m.content) || char(1, 1)
      FROM messages m;
    INSERT INTO message_counts (uid, platform, channel, msg_group, msg_type, is_read, n)
      SELECT uid, platform, channel, msg_group, msg_type, is_read, count(*) FROM messages
      GROUP BY uid, platform, channel, msg_group, msg_type, is_read;

    CREATE TRIGGER messages_search_insert AFTER INSERT ON messages BEGIN ${add("NEW")} ${bump} END;
    CREATE TRIGGER messages_search_delete AFTER DELETE ON messages BEGIN ${remove("OLD")} ${bump} END;
    CREATE TRIGGER messages_search_update
      AFTER UPDATE OF uid, platform, channel, msg_group, msg_type, is_read, content ON messages
    BEGIN ${remove("OLD")} ${add("NEW")} ${bump} END;

    -- The unread filter walks its own order (the list of a few unread among 100k read was a long scan).
    DROP INDEX messages_unread;
    CREATE INDEX messages_by_read ON messages(uid, platform, is_read, created_at DESC, id DESC);
  `,
};
