// @vitest-environment node
import Database from "better-sqlite3";
import { ALL_BUTTON_CODES, buttonCodesOf } from "../../../src/api/buttons";
import { SEED_ACCOUNTS } from "../../accounts/seed/accounts";
import { migratedButtons, orderRecordsMigration } from "./033_orders_002_records_button_codes";

/** The catalogue before issue 33 §3: the codes taken out were there, the new ones were not. */
const REMOVED = [
  "order:urgeHandle",
  "order:serviceOrderComplete",
  "personal:abilities",
  "personal:coverArea",
  "message:read",
  "message:clear",
];
const ADDED = [
  "order:alertTrack",
  "worker:tmallPullId",
  "worker:tmallAbilities",
  "worker:tmallUnderTaking",
  "personal:identify",
];
/** Codes of later issues, granted by their own migrations (issue 41: 代接单, mocks/dispatch/dispatchSchema.ts). */
const LATER = ["order:acceptOnBehalf"];
const OLD_ALL = [
  ...ALL_BUTTON_CODES.filter((code) => !ADDED.includes(code) && !LATER.includes(code)),
  ...REMOVED,
];
const OLD_LIMITED = [...buttonCodesOf("order"), "order:urgeHandle", "order:serviceOrderComplete"].filter(
  (code) =>
    !ADDED.includes(code) &&
    !LATER.includes(code) &&
    !["order:manualDistribute", "order:cancel", "order:refund", "order:abnormalFee"].includes(code),
);
/** What the seed granted after issue 33 §3: the message codes came back later (issue 27, 034_messages_004_button_codes.ts). */
const seeded = (username: string) =>
  SEED_ACCOUNTS.find((a) => a.username === username)!.buttons.filter(
    (code) => !code.startsWith("message:") && !LATER.includes(code),
  );

describe("the btn lists of a database seeded before the catalogue change", () => {
  it("become what the seed grants now: demo every code, limited its documented order set", () => {
    expect(new Set(migratedButtons(OLD_ALL))).toEqual(new Set(seeded("demo")));
    expect(new Set(migratedButtons(OLD_LIMITED))).toEqual(new Set(seeded("limited")));
    expect(migratedButtons(seeded("demo"))).toEqual([...seeded("demo")]);
  });

  it("are rewritten by the migration, which also creates the vouchers table", () => {
    const db = new Database(":memory:");
    db.exec("CREATE TABLE accounts (username TEXT PRIMARY KEY, buttons TEXT NOT NULL)");
    const insert = db.prepare("INSERT INTO accounts VALUES (?, ?)");
    insert.run("demo", JSON.stringify(OLD_ALL));
    insert.run("limited", JSON.stringify(OLD_LIMITED));
    insert.run("broken", "not json");
    (orderRecordsMigration.up as (db: Database.Database) => void)(db);
    const buttons = (username: string) =>
      db.prepare("SELECT buttons FROM accounts WHERE username = ?").pluck().get(username) as string;
    expect(new Set(JSON.parse(buttons("demo")))).toEqual(new Set(seeded("demo")));
    expect(new Set(JSON.parse(buttons("limited")))).toEqual(new Set(seeded("limited")));
    expect(buttons("broken")).toBe("not json");
    expect(db.prepare("SELECT count(*) FROM order_vouchers").pluck().get()).toBe(0);
  });
});
