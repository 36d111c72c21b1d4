/**
 * Issue 32 §3: 导出 on the work-order and bill lists is gated by two new btn codes, `aftersales:export` and
 * `bill:export` (src/api/buttons). The seed grants every code to the accounts with the full menu; a database
 * seeded before gets them for the accounts that have the list's menu, as the seed would have. The codes are written
 * out: a shipped step must not change when the catalogue changes later.
 */
import { grantAccountButtons } from "./accountButtons";
import type { Db, Migration } from "../types";

/** A list's menu and the export code its accounts get. */
const EXPORT_BUTTONS: readonly (readonly [string, string])[] = [
  ["/aftersales/index", "aftersales:export"],
  ["/bill/index", "bill:export"],
];

/** The btn list of an account with `menus` after this step. */
export function withExportButtons(menus: readonly string[], buttons: readonly string[]): string[] {
  const added = EXPORT_BUTTONS.filter(([menu, code]) => menus.includes(menu) && !buttons.includes(code));
  return [...buttons, ...added.map(([, code]) => code)];
}

function up(db: Db): void {
  grantAccountButtons(db, withExportButtons);
}

export const exportButtonsMigration: Migration = { name: "exports_001_button_codes", up };
