/**
 * Who hears an event (issue 40 §3): an event aimed at one account reaches that account only; otherwise an account
 * hears it when it holds one of the event's audience menus (null = every account of the provider). The menus are the
 * ones the console shows and the gateway checks (mocks/permissions.ts `isPermitted` reads the same effective list): the
 * account's own list, plus the staff screens a main account always has (src/domain/staff/mainAccount.ts), so a
 * notification never links to a page its account cannot open.
 */
import { withMainAccountScreens } from "../../src/domain/staff/mainAccount";
import type { Db } from "../db/types";
import { accountLists } from "../sessions";
import type { LiveEventRow } from "./events";

/** The menus an account holds; null when the account is gone or disabled (it hears nothing but its own events). */
export type AccountMenus = ReadonlySet<string> | null;

/** Reads an account's menus as they are now, as its session holds them (mocks/sessions.ts `accountLists`). */
export function accountMenus(db: Db, accountId: number): AccountMenus {
  const lists = accountLists(db, accountId);
  if (!lists) return null;
  const group = withMainAccountScreens({ menu: lists.menus, btn: [] }, lists.mainAccountId === null);
  return new Set(group.menu);
}

/** True when the account (holding `menus`) may hear `event`. */
export function hears(
  event: Pick<LiveEventRow, "accountId" | "audience">,
  accountId: number,
  menus: AccountMenus,
): boolean {
  if (event.accountId !== null) return event.accountId === accountId;
  if (event.audience === null) return true;
  return menus !== null && event.audience.some((path) => menus.has(path));
}

/**
 * Menus read at most once per account per poll round, and only when an event with an audience comes for it: a
 * permission change committed before the round applies to every event of the round (issue 40 §3 "at once"), and an
 * idle round costs nothing.
 */
export class RoundMenus {
  private readonly read = new Map<number, AccountMenus>();

  constructor(private readonly db: Db) {}

  hears(event: Pick<LiveEventRow, "accountId" | "audience">, accountId: number): boolean {
    if (event.accountId !== null || event.audience === null) return hears(event, accountId, null);
    let menus = this.read.get(accountId);
    if (menus === undefined) this.read.set(accountId, (menus = accountMenus(this.db, accountId)));
    return hears(event, accountId, menus);
  }
}
