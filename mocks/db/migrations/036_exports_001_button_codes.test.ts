// @vitest-environment node
import Database from "better-sqlite3";
import { SEED_ACCOUNTS } from "../../accounts/seed/accounts";
import { exportButtonsMigration, withExportButtons } from "./036_exports_001_button_codes";

const NEW = ["aftersales:export", "bill:export"];
const before = (buttons: readonly string[]) => buttons.filter((code) => !NEW.includes(code));

describe("the export codes of a database seeded before issue 32", () => {
  it("come to the accounts with the list's menu: the lists become what the seed grants now", () => {
    for (const seeded of SEED_ACCOUNTS) {
      expect(new Set(withExportButtons(seeded.menus, before(seeded.buttons))), seeded.username).toEqual(
        new Set(seeded.buttons),
      );
    }
    expect(withExportButtons(["/order/index"], ["order:view"])).toEqual(["order:view"]);
  });

  it("is applied by the migration to the stored lists (unreadable rows untouched)", () => {
    const db = new Database(":memory:");
    db.exec("CREATE TABLE accounts (username TEXT PRIMARY KEY, menus TEXT NOT NULL, buttons TEXT NOT NULL)");
    const insert = db.prepare("INSERT INTO accounts VALUES (?, ?, ?)");
    const demo = SEED_ACCOUNTS.find((a) => a.username === "demo")!;
    insert.run("demo", JSON.stringify(demo.menus), JSON.stringify(before(demo.buttons)));
    insert.run("broken", JSON.stringify(["/bill/index"]), "not json");
    (exportButtonsMigration.up as (db: Database.Database) => void)(db);
    const buttons = (username: string) =>
      db.prepare("SELECT buttons FROM accounts WHERE username = ?").pluck().get(username) as string;
    expect(new Set(JSON.parse(buttons("demo")))).toEqual(new Set(demo.buttons));
    expect(buttons("broken")).toBe("not json");
  });
});
