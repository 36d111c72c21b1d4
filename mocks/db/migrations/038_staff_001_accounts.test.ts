// @vitest-environment node
import Database from "better-sqlite3";
import { SEED_ACCOUNTS, SEED_PROVIDERS } from "../../accounts/seed/accounts";
import { applyMigrations, migrations } from ".";
import { LIMITED_DISPLAY_NAME, staffAccountsMigration } from "./038_staff_001_accounts";
import { seededTestDb } from "../../testing";

interface Linked {
  username: string;
  display_name: string;
  main: string | null;
  enabled: number;
  must_change_password: number;
}

function linkage(db: Database.Database): Linked[] {
  return db
    .prepare(
      `SELECT a.username, a.display_name, m.username AS main, a.enabled, a.must_change_password
       FROM accounts a LEFT JOIN accounts m ON m.id = a.main_account_id ORDER BY a.id`,
    )
    .all() as Linked[];
}

const EXPECTED: Linked[] = SEED_ACCOUNTS.map((a) => ({
  username: a.username,
  display_name: a.username === "limited" ? LIMITED_DISPLAY_NAME : a.username,
  main: a.username === "limited" ? "demo" : null,
  enabled: 1,
  must_change_password: 0,
}));

/** Then (accounts_002) a main account shows its company's contact person, as the seed writes it. */
const SEEDED: Linked[] = EXPECTED.map((a) => {
  const provider = Object.values(SEED_PROVIDERS).find(
    (p) => p.id === SEED_ACCOUNTS.find((s) => s.username === a.username)?.providerId,
  );
  return a.main === null && provider ? { ...a, display_name: provider.contactName } : a;
});

describe("staff_001_accounts", () => {
  it("makes limited a staff account of demo in a database seeded before, the others main accounts", () => {
    const db = new Database(":memory:");
    db.pragma("foreign_keys = ON");
    const before = migrations.slice(0, migrations.indexOf(staffAccountsMigration));
    applyMigrations(db, before);
    const insertProvider = db.prepare(
      `INSERT INTO providers (id, name, mobile, avatar, settle_phase, is_first_entry, created_at)
       VALUES (?, ?, ?, NULL, 7, 0, '2026-01-01 00:00:00')`,
    );
    for (const p of Object.values(SEED_PROVIDERS)) insertProvider.run(p.id, p.name, p.mobile);
    const insertAccount = db.prepare(
      `INSERT INTO accounts (username, mobile, password_hash, provider_id, menus, buttons, created_at)
       VALUES (?, ?, 'x', ?, ?, ?, '2026-01-01 00:00:00')`,
    );
    for (const a of SEED_ACCOUNTS) {
      insertAccount.run(
        a.username,
        a.mobile,
        a.providerId,
        JSON.stringify(a.menus),
        JSON.stringify(a.buttons),
      );
    }
    expect(applyMigrations(db, [...before, staffAccountsMigration])).toEqual(["staff_001_accounts"]);
    expect(linkage(db)).toEqual(EXPECTED);
    expect(db.prepare("SELECT COUNT(*) FROM staff_audit").pluck().get()).toBe(0);
    applyMigrations(db);
    expect(linkage(db)).toEqual(SEEDED);
  });

  it("is what the seed writes now", () => {
    expect(SEEDED.find((a) => a.username === "demo")?.display_name).toBe("李明");
    expect(linkage(seededTestDb())).toEqual(SEEDED);
  });

  it("keeps the seeded staff account's lists within its main account's", () => {
    const demo = SEED_ACCOUNTS.find((a) => a.username === "demo");
    const limited = SEED_ACCOUNTS.find((a) => a.username === "limited");
    expect(limited?.menus.every((path) => demo?.menus.includes(path))).toBe(true);
    expect(limited?.buttons.every((code) => demo?.buttons.includes(code))).toBe(true);
  });
});
