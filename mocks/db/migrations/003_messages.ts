import type { Migration } from "../types";

/**
 * Message types, messages and protocols (agreements).
 */
export const messagesMigration: Migration = {
  name: "003_messages",
  up: `
      CREATE TABLE msg_types (
        code TEXT PRIMARY KEY,
        name TEXT NOT NULL,
        parent_code TEXT,
        sort INTEGER NOT NULL
      );
      CREATE TABLE messages (
        id INTEGER PRIMARY KEY,
        platform TEXT NOT NULL,
        channel INTEGER NOT NULL,
        uid TEXT NOT NULL,
        msg_group TEXT NOT NULL,
        msg_type TEXT NOT NULL,
        title TEXT NOT NULL,
        content TEXT NOT NULL,
        is_read INTEGER NOT NULL DEFAULT 0,
        created_at TEXT NOT NULL
      );
      CREATE INDEX messages_by_platform ON messages(uid, platform, created_at DESC, id DESC);
      CREATE INDEX messages_by_channel ON messages(uid, channel, created_at DESC, id DESC);
      CREATE INDEX messages_unread ON messages(uid, platform, is_read);
      CREATE TABLE protocols (
        code TEXT PRIMARY KEY,
        title TEXT NOT NULL,
        version TEXT NOT NULL,
        content TEXT NOT NULL,
        modified_at TEXT NOT NULL
      );
    `,
};
