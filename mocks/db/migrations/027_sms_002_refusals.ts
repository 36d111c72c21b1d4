import type { Migration } from "../types";

/**
 * Issue 31 §3: SMS sends refused for the mobile's registration (该手机号未注册 / 该手机号已注册), one row per refusal
 * with the caller's address. They count against the per-client SMS quota with the codes sent (mocks/sms.ts), so an
 * address cannot probe which mobiles are registered beyond that quota. Rows older than the window are deleted as
 * new ones come.
 */
export const smsRefusalsMigration: Migration = {
  name: "sms_002_refusals",
  up: `
    CREATE TABLE sms_refusals (
      id INTEGER PRIMARY KEY,
      client TEXT NOT NULL,
      at INTEGER NOT NULL
    );
    CREATE INDEX sms_refusals_by_client ON sms_refusals(client, at);
  `,
};
