// @vitest-environment node
import Database from "better-sqlite3";
import { ALL_BUTTON_CODES } from "../../../src/api/buttons";
import { SEED_ACCOUNTS } from "../../accounts/seed/accounts";
import { messageButtonsMigration, withMessageButtons } from "./034_messages_004_button_codes";
import { migratedButtons } from "./033_orders_002_records_button_codes";

const account = (username: string) => SEED_ACCOUNTS.find((a) => a.username === username)!;
/** A btn list as orders_002_records_button_codes left it: no message codes. */
const withoutMessages = (buttons: readonly string[]) => migratedButtons(buttons);

describe("the message codes of a database seeded before issue 27", () => {
  it("come back to every account with the messages menu: the lists become what the seed grants now", () => {
    for (const seeded of SEED_ACCOUNTS) {
      const before = withoutMessages(seeded.buttons);
      expect(new Set(withMessageButtons(seeded.menus, before)), seeded.username).toEqual(
        new Set(seeded.buttons),
      );
    }
    expect(account("demo").buttons).toEqual(expect.arrayContaining(["message:read", "message:clear"]));
    expect(ALL_BUTTON_CODES).toEqual(expect.arrayContaining(["message:read", "message:clear"]));
  });

  it("leaves an account without the messages menu, and one already holding the codes, as it is", () => {
    expect(withMessageButtons(["/order/index"], ["order:view"])).toEqual(["order:view"]);
    expect(withMessageButtons(["/message/index"], ["message:clear", "message:read"])).toEqual([
      "message:clear",
      "message:read",
    ]);
  });

  it("is applied by the migration to the stored lists (unreadable rows untouched)", () => {
    const db = new Database(":memory:");
    db.exec("CREATE TABLE accounts (username TEXT PRIMARY KEY, menus TEXT NOT NULL, buttons TEXT NOT NULL)");
    const insert = db.prepare("INSERT INTO accounts VALUES (?, ?, ?)");
    const demo = account("demo");
    insert.run("demo", JSON.stringify(demo.menus), JSON.stringify(withoutMessages(demo.buttons)));
    insert.run("orders", JSON.stringify(["/order/index"]), JSON.stringify(["order:view"]));
    insert.run("broken", JSON.stringify(["/message/index"]), "not json");
    (messageButtonsMigration.up as (db: Database.Database) => void)(db);
    const buttons = (username: string) =>
      db.prepare("SELECT buttons FROM accounts WHERE username = ?").pluck().get(username) as string;
    expect(new Set(JSON.parse(buttons("demo")))).toEqual(new Set(demo.buttons));
    expect(JSON.parse(buttons("orders"))).toEqual(["order:view"]);
    expect(buttons("broken")).toBe("not json");
  });
});
