/**
 * Grants follow the contract (issue 42 §2, N3): a screen added to src/api/screens.ts or a btn code added to the
 * catalogue (src/api/buttons) reaches the accounts of a database seeded before it without a grant migration
 * of its own. The seed gives new databases the whole contract (seed/accounts.ts: FULL_MENU, ALL_BUTTON_CODES); here,
 * each time the stand-in opens a seeded database, the screens and codes the database has not met yet
 * (`contract_grants`, migration 048) go to each main account that holds every screen (or every code) it had met: an
 * account given all of them is given the new ones too. A narrowed account and staff accounts (their main account
 * grants them, 编辑权限) get nothing.
 */
import { ALL_BUTTON_CODES } from "../../src/api/buttons";
import { stringList } from "../db/migrations/accountButtons";
import type { Db } from "../db/types";
import { FULL_MENU } from "./seed/accounts";

/** The contract's lists: every screen an account can hold and every btn code. */
export interface ContractLists {
  menus: readonly string[];
  buttons: readonly string[];
}

export const CONTRACT_LISTS: ContractLists = { menus: FULL_MENU, buttons: ALL_BUTTON_CODES };

/** `held` after the contract's `added` entries, for an account that held everything `known` (else unchanged). */
export function followed(
  held: readonly string[],
  known: readonly string[],
  added: readonly string[],
): string[] {
  if (added.length === 0 || !known.every((entry) => held.includes(entry))) return [...held];
  return [...held, ...added.filter((entry) => !held.includes(entry))];
}

/**
 * Gives the main accounts that held all the contract's screens (codes) the ones added since this database last met
 * it, and records the contract as met. The first time, it records only. Returns the usernames whose lists grew.
 */
export function followContractGrants(db: Db, contract: ContractLists = CONTRACT_LISTS): string[] {
  const met = db.prepare("SELECT menus, buttons FROM contract_grants WHERE id = 1").get() as
    { menus: string; buttons: string } | undefined;
  const record = () =>
    db
      .prepare(
        `INSERT INTO contract_grants (id, menus, buttons) VALUES (1, ?, ?)
         ON CONFLICT (id) DO UPDATE SET menus = excluded.menus, buttons = excluded.buttons`,
      )
      .run(JSON.stringify(contract.menus), JSON.stringify(contract.buttons));
  if (!met) {
    record();
    return [];
  }
  const knownMenus = stringList(met.menus) ?? [...contract.menus];
  const knownButtons = stringList(met.buttons) ?? [...contract.buttons];
  const newMenus = contract.menus.filter((path) => !knownMenus.includes(path));
  const newButtons = contract.buttons.filter((code) => !knownButtons.includes(code));
  const grown: string[] = [];
  db.transaction(() => {
    if (newMenus.length > 0 || newButtons.length > 0) {
      const accounts = db
        .prepare("SELECT username, menus, buttons FROM accounts WHERE main_account_id IS NULL")
        .all() as { username: string; menus: string; buttons: string }[];
      const save = db.prepare("UPDATE accounts SET menus = ?, buttons = ? WHERE username = ?");
      for (const account of accounts) {
        const menus = stringList(account.menus);
        const buttons = stringList(account.buttons);
        if (!menus || !buttons) continue;
        const nextMenus = followed(menus, knownMenus, newMenus);
        const nextButtons = followed(buttons, knownButtons, newButtons);
        if (nextMenus.length === menus.length && nextButtons.length === buttons.length) continue;
        save.run(JSON.stringify(nextMenus), JSON.stringify(nextButtons), account.username);
        grown.push(account.username);
      }
    }
    record();
  })();
  return grown;
}
