// @vitest-environment node
import Database from "better-sqlite3";
import { applyMigrations, migrations } from ".";
import { staffLifecycleMigration } from "./042_staff_002_lifecycle";

describe("staff_002_lifecycle", () => {
  it("keeps the audit rows written before and accepts 修改资料 and 删除 with a note", () => {
    const db = new Database(":memory:");
    db.pragma("foreign_keys = ON");
    applyMigrations(db, migrations.slice(0, migrations.indexOf(staffLifecycleMigration)));
    db.prepare(
      `INSERT INTO providers (id, name, mobile, avatar, settle_phase, is_first_entry, created_at)
       VALUES ('p1', '服务商', '13800000009', NULL, 7, 0, '2026-01-01 00:00:00')`,
    ).run();
    const account = db.prepare(
      `INSERT INTO accounts (username, mobile, password_hash, provider_id, created_at)
       VALUES (?, ?, 'x', 'p1', '2026-01-01 00:00:00')`,
    );
    const main = Number(account.run("owner", "13800000009").lastInsertRowid);
    const colleague = Number(account.run("13900000009", "13900000009").lastInsertRowid);
    const audit = db.prepare(
      `INSERT INTO staff_audit (account_id, provider_id, operator_id, at, action, before, after)
       VALUES (?, 'p1', ?, '2026-01-02 00:00:00', ?, '{}', '{}')`,
    );
    audit.run(colleague, main, "create");
    expect(() => audit.run(colleague, main, "remove")).toThrow();

    expect(applyMigrations(db, [staffLifecycleMigration])).toEqual(["staff_002_lifecycle"]);
    expect(db.prepare("SELECT action, note FROM staff_audit").all()).toEqual([
      { action: "create", note: null },
    ]);
    audit.run(colleague, main, "update");
    audit.run(colleague, main, "remove");
    expect(db.prepare("SELECT removed_at FROM accounts WHERE id = ?").pluck().get(colleague)).toBeNull();
  });
});
