/**
 * 编辑权限's tree (issue 29, issue 43): the console's menus as the sider shows them, each with its buttons, built from
 * the route declarations and the btn-code catalogue it is given (never a list of its own), and the rules that couple a
 * menu with its buttons. Pure, so the screen, its tests and the stand-in read one model.
 *
 * - A menu is a sider group (订单管理, 辖区师傅管理, …), in the groups' order, titled as the sider titles it. Its
 *   entries are its visible routes in declaration order; a group with one entry is that entry (the sider links
 *   straight to it), so it has no entry nodes of its own.
 * - The main account's own screens (账号管理) are never granted, so never offered.
 * - An entry is granted with the pages it links to (screenLinks.ts: 待结算列表 with 订单详情, 订单详情 with 测量信息 …);
 *   a hidden route no entry links to goes with the entry it goes back to (`backTo`), or its group's first entry.
 * - A button is carried by the entries holding one of its menus by the server's rule (src/api/buttons,
 *   the same function mocks/accounts/staffRules.ts checks): 预警备注 by 订单预警 alone, 预约 by every order list (their
 *   details offer it). It sits under the menu of its first carrier; a button no entry carries is not offered.
 * - Checking a button checks its first carrier when it holds none; unchecking an entry (or a menu) drops the
 *   buttons no held entry carries any more. Checking a menu checks its entries and its buttons.
 */

import { isButtonCode } from "../../api/buttons";
import { menusOfButton } from "../../api/buttons";
import { MAIN_ACCOUNT_SCREENS } from "./mainAccount";
import { linkedScreens } from "./screenLinks";

export interface TreeRoute {
  path: string;
  title: string;
  group: string;
  hidden?: boolean;
  backTo?: string;
  /** Routes outside the permission model (development-only) are left out. */
  ungated?: boolean;
}

export interface TreeGroup {
  key: string;
  title: string;
}

export interface TreeEntry {
  /** The entry's own route path (the menu item). */
  path: string;
  title: string;
  /** Every path granted with it: its own and the hidden routes that go with it. */
  paths: string[];
}

export interface TreeButton {
  code: string;
  label: string;
  /** The route paths that carry it (the server's rule), or null for a code the rule does not know: its menu's. */
  menus: readonly string[] | null;
  /** The entries (their paths) that carry it, in tree order: one of them must be held. */
  carriers: string[];
}

export interface TreeMenu {
  key: string;
  title: string;
  entries: TreeEntry[];
  buttons: TreeButton[];
}

/** What an account holds: route paths and btn codes (the accessGroup's lists). */
export interface Grants {
  menus: readonly string[];
  buttons: readonly string[];
}

/** The menus a code needs one of (src/api/buttons); null for a code outside the catalogue. */
export type ButtonRule = (code: string) => readonly string[] | null;

const serverRule: ButtonRule = (code) => (isButtonCode(code) ? menusOfButton(code) : null);

const carries = (entry: TreeEntry, menus: readonly string[] | null) =>
  menus === null || entry.paths.some((path) => menus.includes(path));

/** Builds the tree from the declarations and the catalogue (code → label, in catalogue order). */
export function buildPermissionTree(
  routes: readonly TreeRoute[],
  groups: readonly TreeGroup[],
  catalogue: Readonly<Record<string, string>>,
  rule: ButtonRule = serverRule,
): TreeMenu[] {
  const gated = routes.filter((route) => !route.ungated && !MAIN_ACCOUNT_SCREENS.includes(route.path));
  const hidden = gated.filter((route) => route.hidden).map((route) => route.path);
  const tree: TreeMenu[] = groups.flatMap((group) => {
    const visible = gated.filter((route) => route.group === group.key && !route.hidden);
    if (visible.length === 0) return [];
    const entries = visible.map((route) => ({
      path: route.path,
      title: route.title,
      paths: [route.path, ...linkedScreens(route.path).filter((path) => hidden.includes(path))],
    }));
    return [{ key: group.key, title: group.title, entries, buttons: [] }];
  });
  const entries = tree.flatMap((menu) => menu.entries);
  for (const route of gated.filter((candidate) => candidate.hidden)) {
    if (entries.some((entry) => entry.paths.includes(route.path))) continue;
    const menu = tree.find((candidate) => candidate.key === route.group);
    const home = menu?.entries.find((entry) => entry.path === route.backTo) ?? menu?.entries[0];
    home?.paths.push(route.path);
  }
  for (const [code, label] of Object.entries(catalogue)) {
    const menus = rule(code);
    // A code the rule does not know goes by its area, "<group key>:<action>", as the catalogue names it.
    const candidates =
      menus === null ? (tree.find((menu) => code.startsWith(`${menu.key}:`))?.entries ?? []) : entries;
    const carriers = candidates.filter((entry) => carries(entry, menus)).map((entry) => entry.path);
    const home = tree.find((menu) => menu.entries.some((entry) => entry.path === carriers[0]));
    home?.buttons.push({ code, label, menus, carriers });
  }
  return tree;
}

/** The tree cut to what the main account may grant: entries it may open, buttons it holds that an entry carries. */
export function grantableTree(tree: readonly TreeMenu[], grantable: Grants): TreeMenu[] {
  const menus = new Set(grantable.menus);
  const buttons = new Set(grantable.buttons);
  const cut = tree.map((menu) => ({
    ...menu,
    entries: menu.entries
      .filter((entry) => menus.has(entry.path))
      .map((entry) => ({ ...entry, paths: entry.paths.filter((path) => menus.has(path)) })),
  }));
  const entries = cut.flatMap((menu) => menu.entries);
  return cut.flatMap((menu) => {
    if (menu.entries.length === 0) return [];
    const offered = menu.buttons.flatMap((button) => {
      const carriers = entries
        .filter((entry) => button.carriers.includes(entry.path) && carries(entry, button.menus))
        .map((entry) => entry.path);
      return buttons.has(button.code) && carriers.length > 0 ? [{ ...button, carriers }] : [];
    });
    return [{ ...menu, buttons: offered }];
  });
}

/** One selection, kept as sets while it is edited. */
export interface Selection {
  menus: ReadonlySet<string>;
  buttons: ReadonlySet<string>;
}

export const entryHeld = (entry: TreeEntry, selection: Selection) => selection.menus.has(entry.path);
const allEntries = (tree: readonly TreeMenu[]) => tree.flatMap((menu) => menu.entries);
const allButtons = (tree: readonly TreeMenu[]) => tree.flatMap((menu) => menu.buttons);

/**
 * A selection made consistent with the tree: only what the tree offers, an entry with its hidden routes, and no
 * button without one of its carriers.
 */
export function normalizeSelection(tree: readonly TreeMenu[], grants: Grants): Selection {
  const wanted = new Set(grants.menus);
  const wantedButtons = new Set(grants.buttons);
  const held = allEntries(tree).filter((entry) => wanted.has(entry.path));
  const menus = new Set(held.flatMap((entry) => entry.paths));
  const buttons = new Set(
    allButtons(tree)
      .filter((button) => wantedButtons.has(button.code))
      .filter((button) => held.some((entry) => button.carriers.includes(entry.path)))
      .map((button) => button.code),
  );
  return { menus, buttons };
}

/** The selection as the call's lists, in the tree's order (a page two entries link to, once). */
export function selectionGrants(tree: readonly TreeMenu[], selection: Selection): Grants {
  const menus = allEntries(tree).flatMap((entry) => (entryHeld(entry, selection) ? entry.paths : []));
  return {
    menus: menus.filter((path, index) => menus.indexOf(path) === index),
    buttons: allButtons(tree)
      .filter((button) => selection.buttons.has(button.code))
      .map((button) => button.code),
  };
}

function rebuild(tree: readonly TreeMenu[], menus: Set<string>, buttons: Set<string>): Selection {
  return normalizeSelection(tree, { menus: [...menus], buttons: [...buttons] });
}

/** Checks or unchecks a whole menu: its entries and its buttons. */
export function toggleMenu(
  tree: readonly TreeMenu[],
  selection: Selection,
  key: string,
  checked: boolean,
): Selection {
  const menu = tree.find((candidate) => candidate.key === key);
  if (!menu) return selection;
  const menus = new Set(selection.menus);
  const buttons = new Set(selection.buttons);
  for (const entry of menu.entries) {
    if (checked) menus.add(entry.path);
    else menus.delete(entry.path);
  }
  for (const button of menu.buttons) {
    if (checked) buttons.add(button.code);
    else buttons.delete(button.code);
  }
  return rebuild(tree, menus, buttons);
}

/** Checks or unchecks one entry; the buttons it alone carried go with it. */
export function toggleEntry(
  tree: readonly TreeMenu[],
  selection: Selection,
  path: string,
  checked: boolean,
): Selection {
  const entry = allEntries(tree).find((candidate) => candidate.path === path);
  if (!entry) return selection;
  const menus = new Set(selection.menus);
  if (checked) menus.add(entry.path);
  else menus.delete(entry.path);
  return rebuild(tree, menus, new Set(selection.buttons));
}

/** Checks or unchecks one button; checking it checks its first carrier when it holds none. */
export function toggleButton(
  tree: readonly TreeMenu[],
  selection: Selection,
  code: string,
  checked: boolean,
): Selection {
  const button = allButtons(tree).find((candidate) => candidate.code === code);
  if (!button) return selection;
  const menus = new Set(selection.menus);
  const buttons = new Set(selection.buttons);
  if (checked) {
    buttons.add(code);
    if (!button.carriers.some((path) => menus.has(path))) menus.add(button.carriers[0]);
  } else {
    buttons.delete(code);
  }
  return rebuild(tree, menus, buttons);
}

/**
 * The entries of `button`'s menu that carry it, when they are not all of them (预警备注: 订单预警): what 编辑权限
 * names beside the button; empty when any entry of its menu carries it.
 */
export function carrierTitles(menu: TreeMenu, button: TreeButton): string[] {
  const own = menu.entries.filter((entry) => button.carriers.includes(entry.path));
  if (menu.entries.length <= 1 || own.length === menu.entries.length) return [];
  return own.map((entry) => entry.title);
}

/** The list's summary of an account's lists: the titles of the menus it holds. */
export function menuSummary(tree: readonly TreeMenu[], menus: readonly string[]): string[] {
  const held = new Set(menus);
  return tree.filter((menu) => menu.entries.some((entry) => held.has(entry.path))).map((menu) => menu.title);
}

/** What a change added and took away, by the tree's labels (entries and buttons), for the history. */
export function grantsChange(
  tree: readonly TreeMenu[],
  before: Grants,
  after: Grants,
): { added: string[]; removed: string[] } {
  const labels = (grants: Grants) => {
    const menus = new Set(grants.menus);
    const buttons = new Set(grants.buttons);
    return tree.flatMap((menu) => [
      ...menu.entries
        .filter((entry) => menus.has(entry.path))
        .map((entry) => (menu.entries.length > 1 ? `${menu.title}/${entry.title}` : menu.title)),
      ...menu.buttons
        .filter((button) => buttons.has(button.code))
        .map((button) => `${menu.title}/${button.label}`),
    ]);
  };
  const was = labels(before);
  const is = labels(after);
  return {
    added: is.filter((label) => !was.includes(label)),
    removed: was.filter((label) => !is.includes(label)),
  };
}
