/**
 * Issue 33 §2: agreements accepted per account. `protocol_acceptances` and `protocols.must_accept`; a database seeded
 * before this step takes every account already using the console to have accepted the current versions
 * (mocks/accounts/protocolAcceptanceSchema.ts describes the rule and holds what the seed shares).
 */
import { chinaDateTime } from "../../time";
import { acceptForConsoleAccounts, AGREEMENTS_MUST_ACCEPT } from "../../accounts/protocolAcceptanceSchema";
import type { Db, Migration } from "../types";

export const protocolAcceptanceMigration: Migration = {
  name: "protocols_002_acceptances",
  up: (db: Db) => {
    db.exec(`
      ALTER TABLE protocols ADD COLUMN must_accept INTEGER NOT NULL DEFAULT 0;
      CREATE TABLE protocol_acceptances (
        account_id INTEGER NOT NULL REFERENCES accounts(id),
        protocol_code TEXT NOT NULL,
        version TEXT NOT NULL,
        accepted_at TEXT NOT NULL,
        PRIMARY KEY (account_id, protocol_code, version)
      );
    `);
    const mark = db.prepare("UPDATE protocols SET must_accept = 1 WHERE code = ?");
    for (const code of AGREEMENTS_MUST_ACCEPT) mark.run(code);
    acceptForConsoleAccounts(db, chinaDateTime(Date.now()));
  },
};
