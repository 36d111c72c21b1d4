/**
 * Issue 32 §3: 导出 on the work-order and bill lists is gated by two new btn codes, `aftersales:export` and
 * `bill:export` (src/domain/buttonCodes.ts). The seed grants every code to the accounts with the full menu; a database
 * seeded before gets them for the accounts that have the list's menu, as the seed would have. The codes are written
 * out: a shipped step must not change when the catalogue changes later.
 */
import type { Migration } from "./migrations";
import type { Db } from "./types";

/** A list's menu and the export code its accounts get. */
const EXPORT_BUTTONS: readonly (readonly [string, string])[] = [
  ["/aftersales/index", "aftersales:export"],
  ["/bill/index", "bill:export"],
];

function stringList(text: string): string[] | null {
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? parsed.map(String) : null;
  } catch {
    return null;
  }
}

/** The btn list of an account with `menus` after this step. */
export function withExportButtons(menus: readonly string[], buttons: readonly string[]): string[] {
  const added = EXPORT_BUTTONS.filter(([menu, code]) => menus.includes(menu) && !buttons.includes(code));
  return [...buttons, ...added.map(([, code]) => code)];
}

function up(db: Db): void {
  const accounts = db.prepare("SELECT username, menus, buttons FROM accounts").all() as {
    username: string;
    menus: string;
    buttons: string;
  }[];
  const save = db.prepare("UPDATE accounts SET buttons = ? WHERE username = ?");
  for (const account of accounts) {
    const menus = stringList(account.menus);
    const before = stringList(account.buttons);
    if (!menus || !before) continue;
    const after = withExportButtons(menus, before);
    if (after.length !== before.length) save.run(JSON.stringify(after), account.username);
  }
}

export const exportButtonsMigration: Migration = { name: "exports_001_button_codes", up };
