/**
 * Issue 43 (audit S7): a staff account's lifecycle. `accounts.removed_at` marks a removed staff account: the row
 * stays (the records and the audit name it by its display name, agreements accepted refer to it), but it leaves
 * 账号管理, cannot log in, and its mobile and user name are released for a new colleague (mocks/accounts/staff.ts).
 * `staff_audit` gains the actions 修改资料 ("update") and 删除 ("remove") and a `note` of what 修改资料 changed;
 * SQLite cannot change a CHECK constraint, so the table is rebuilt with its rows.
 */
import type { Db, Migration } from "../types";

function up(db: Db): void {
  db.exec(`
    ALTER TABLE accounts ADD COLUMN removed_at TEXT;
    CREATE TABLE staff_audit_next (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
      provider_id TEXT NOT NULL,
      operator_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
      at TEXT NOT NULL,
      action TEXT NOT NULL
        CHECK (action IN ('create', 'grant', 'disable', 'enable', 'resetPassword', 'changePassword', 'update',
          'remove')),
      before TEXT NOT NULL,
      after TEXT NOT NULL,
      note TEXT
    );
    INSERT INTO staff_audit_next (id, account_id, provider_id, operator_id, at, action, before, after)
      SELECT id, account_id, provider_id, operator_id, at, action, before, after FROM staff_audit;
    DROP TABLE staff_audit;
    ALTER TABLE staff_audit_next RENAME TO staff_audit;
    CREATE INDEX staff_audit_account ON staff_audit(account_id, id);
  `);
}

export const staffLifecycleMigration: Migration = { name: "staff_002_lifecycle", up };
