import type { Migration } from "../types";

/**
 * Issue 8: a keyword search sorts its matches by time; this narrow index gives a message's time without reading
 * its row (mocks/messages/messageStore.ts listMessages).
 */
export const messageTimeIndexMigration: Migration = {
  name: "messages_003_by_id_time",
  up: "CREATE INDEX messages_by_id_time ON messages(id, created_at);",
};
