/**
 * The step both btn-code migrations take (messages_004, exports_001): rewrite each account's stored btn list with
 * `next(menus, buttons)`, leaving accounts whose lists cannot be read, and writing only those that gain a code.
 */
import type { Db } from "../types";

/** A stored JSON list of texts, or null when it cannot be read as one. */
export function stringList(text: string): string[] | null {
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? parsed.map(String) : null;
  } catch {
    return null;
  }
}

export function grantAccountButtons(
  db: Db,
  next: (menus: readonly string[], buttons: readonly string[]) => string[],
): void {
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
    const after = next(menus, before);
    if (after.length !== before.length) save.run(JSON.stringify(after), account.username);
  }
}
