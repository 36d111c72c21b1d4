/**
 * What only a provider's main account has (issue 29): the screens that manage its staff accounts and (issue 43 E4)
 * 导出记录, who exported what. They are never granted to a staff account (编辑权限 does not offer them), and the
 * console adds them to the main account's menu from the user info's `isMainAccount` (the seeded menu lists predate
 * them).
 */
import type { AccessGroup } from "../../api/adminTemplate";
import { SCREENS } from "../../api/screens";

export const MAIN_ACCOUNT_SCREENS: readonly string[] = [
  SCREENS.staffAccounts,
  SCREENS.staffPermissions,
  SCREENS.exportLog,
];

/** The account's accessGroup with the main account's own screens when it is the main account. */
export function withMainAccountScreens(group: AccessGroup, isMainAccount: boolean | undefined): AccessGroup {
  if (!isMainAccount) return group;
  const missing = MAIN_ACCOUNT_SCREENS.filter((path) => !group.menu.includes(path));
  return missing.length === 0 ? group : { ...group, menu: [...group.menu, ...missing] };
}
