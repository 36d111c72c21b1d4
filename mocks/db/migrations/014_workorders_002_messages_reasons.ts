import type { Migration } from "../types";

/**
 * Issue 9: the conversation of a work order (who wrote what, when, with attachments) and the reasons per work
 * order type (fetchReasonByType, the reasons of a provider's cancellation request).
 */
export const workOrderMessagesMigration: Migration = {
  name: "workorders_002_messages_reasons",
  up: `
      CREATE TABLE work_order_messages (
        id INTEGER PRIMARY KEY,
        work_order_id INTEGER NOT NULL REFERENCES work_orders(id),
        sender_role TEXT NOT NULL,
        sender_name TEXT NOT NULL,
        content TEXT NOT NULL,
        attachments TEXT NOT NULL DEFAULT '[]',
        created_at TEXT NOT NULL
      );
      CREATE INDEX work_order_messages_order ON work_order_messages(work_order_id, id);
      CREATE TABLE work_order_reasons (
        reason_id INTEGER PRIMARY KEY,
        work_type INTEGER NOT NULL CHECK (work_type BETWEEN 1 AND 17),
        reason_name TEXT NOT NULL
      );
      CREATE INDEX work_order_reasons_type ON work_order_reasons(work_type, reason_id);
      ALTER TABLE work_orders ADD COLUMN attachments TEXT NOT NULL DEFAULT '[]';
    `,
};
