/**
 * Issue 40 §4: records name people. A main account's display name was its user name (`demo` in the order track, the
 * transfer records, the live operator); it is now its company's contact person (联系人), as the seed writes it. A
 * database seeded before gets the names here, only where the account still shows its user name (a name set since
 * stays). The names are written out: a shipped step must not change when the seed changes later.
 */
import type { Db, Migration } from "../types";

const NAMES: readonly (readonly [username: string, contact: string])[] = [
  ["demo", "李明"],
  ["applicant", "黄国华"],
  ["newcomer", "张伟"],
  ["guarded", "周建军"],
];

function up(db: Db): void {
  const rename = db.prepare(
    `UPDATE accounts SET display_name = ?
     WHERE username = ? AND main_account_id IS NULL AND display_name IN ('', username)`,
  );
  for (const [username, contact] of NAMES) rename.run(contact, username);
}

export const mainDisplayNamesMigration: Migration = { name: "accounts_002_main_display_names", up };
