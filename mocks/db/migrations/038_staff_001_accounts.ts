/**
 * Issue 29: staff accounts (子账号). Every account is either its provider's main account (`main_account_id` NULL) or
 * a staff account of one main account of the same provider, whose menus and buttons the main account sets. The
 * accounts gain a display name, an enabled flag (a disabled account's session ends at its next call and it cannot
 * log in), `must_change_password` (an initial or reset password: only user info, logout and the change are allowed
 * until it is changed) and the last login time. `staff_audit` keeps every change with who, when, before and after.
 *
 * A database seeded before has `limited` made a staff account of `demo` here, as the seed now does; the names are
 * written out, a shipped step must not change when the seed changes later.
 */
import type { Db, Migration } from "../types";

function up(db: Db): void {
  db.exec(`
    ALTER TABLE accounts ADD COLUMN display_name TEXT NOT NULL DEFAULT '';
    ALTER TABLE accounts ADD COLUMN main_account_id INTEGER REFERENCES accounts(id);
    ALTER TABLE accounts ADD COLUMN enabled INTEGER NOT NULL DEFAULT 1 CHECK (enabled IN (0, 1));
    ALTER TABLE accounts ADD COLUMN must_change_password INTEGER NOT NULL DEFAULT 0
      CHECK (must_change_password IN (0, 1));
    ALTER TABLE accounts ADD COLUMN last_login_at TEXT;
    CREATE INDEX accounts_main ON accounts(main_account_id);
    CREATE TABLE staff_audit (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
      provider_id TEXT NOT NULL,
      operator_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
      at TEXT NOT NULL,
      action TEXT NOT NULL
        CHECK (action IN ('create', 'grant', 'disable', 'enable', 'resetPassword', 'changePassword')),
      before TEXT NOT NULL,
      after TEXT NOT NULL
    );
    CREATE INDEX staff_audit_account ON staff_audit(account_id, id);
    UPDATE accounts SET display_name = username WHERE display_name = '';
  `);
  db.prepare(
    `UPDATE accounts SET main_account_id = (SELECT id FROM accounts WHERE username = 'demo'), display_name = ?
     WHERE username = 'limited' AND EXISTS (SELECT 1 FROM accounts WHERE username = 'demo')`,
  ).run(LIMITED_DISPLAY_NAME);
}

/** The seeded staff account's display name (the seed writes the same). */
export const LIMITED_DISPLAY_NAME = "李调度";

export const staffAccountsMigration: Migration = { name: "staff_001_accounts", up };
