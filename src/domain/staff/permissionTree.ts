/**
 * 编辑权限's tree (issue 29): the console's menus as the sider shows them, each with its buttons, built from the
 * route declarations and the btn-code catalogue it is given (never a list of its own), and the rules that couple a
 * menu with its buttons. Pure, so the screen, its tests and the stand-in read one model.
 *
 * - A menu is a sider group (订单管理, 辖区师傅管理, …), in the groups' order, titled as the sider titles it. Its
 *   entries are its visible routes in declaration order; a group with one entry is that entry (the sider links
 *   straight to it), so it has no entry nodes of its own.
 * - The main account's own screens (账号管理) are never granted, so never offered.
 * - A hidden route (a detail page) is granted with the entry it goes back to (`backTo`), or with its group's first
 *   entry when it names none (订单地图转派, /newOrderDetail).
 * - The buttons of a menu are the codes of its area: "<group key>:<action>" (order:, worker:, bill:, …), in
 *   catalogue order, labelled with the catalogue's text (the screens' button texts).
 * - A button needs its menu: checking a button checks its menu's entries when none is checked; unchecking a menu (or
 *   its last entry) clears its buttons. Checking a menu checks its entries and its buttons.
 */

import { MAIN_ACCOUNT_SCREENS } from "./mainAccount";

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

/** Builds the tree from the declarations and the catalogue (code → label, in catalogue order). */
export function buildPermissionTree(
  routes: readonly TreeRoute[],
  groups: readonly TreeGroup[],
  catalogue: Readonly<Record<string, string>>,
): TreeMenu[] {
  return groups.flatMap((group) => {
    const own = routes.filter(
      (route) => route.group === group.key && !route.ungated && !MAIN_ACCOUNT_SCREENS.includes(route.path),
    );
    const visible = own.filter((route) => !route.hidden);
    if (visible.length === 0) return [];
    const entries = visible.map((route) => ({ path: route.path, title: route.title, paths: [route.path] }));
    for (const route of own.filter((candidate) => candidate.hidden)) {
      const home = entries.find((entry) => entry.path === route.backTo) ?? entries[0];
      home.paths.push(route.path);
    }
    const buttons = Object.entries(catalogue)
      .filter(([code]) => code.startsWith(`${group.key}:`))
      .map(([code, label]) => ({ code, label }));
    return [{ key: group.key, title: group.title, entries, buttons }];
  });
}

/** The tree cut to what the main account may grant: entries it may open, buttons it holds; empty menus dropped. */
export function grantableTree(tree: readonly TreeMenu[], grantable: Grants): TreeMenu[] {
  const menus = new Set(grantable.menus);
  const buttons = new Set(grantable.buttons);
  return tree.flatMap((menu) => {
    const entries = menu.entries
      .filter((entry) => menus.has(entry.path))
      .map((entry) => ({ ...entry, paths: entry.paths.filter((path) => menus.has(path)) }));
    if (entries.length === 0) return [];
    return [{ ...menu, entries, buttons: menu.buttons.filter((button) => buttons.has(button.code)) }];
  });
}

/** One selection, kept as sets while it is edited. */
export interface Selection {
  menus: ReadonlySet<string>;
  buttons: ReadonlySet<string>;
}

const entryHeld = (entry: TreeEntry, selection: Selection) => selection.menus.has(entry.path);
const menuHeld = (menu: TreeMenu, selection: Selection) =>
  menu.entries.some((entry) => entryHeld(entry, selection));

/**
 * A selection made consistent with the tree: only what the tree offers, an entry with its hidden routes, and no
 * button without its menu.
 */
export function normalizeSelection(tree: readonly TreeMenu[], grants: Grants): Selection {
  const wanted = new Set(grants.menus);
  const wantedButtons = new Set(grants.buttons);
  const menus = new Set<string>();
  const buttons = new Set<string>();
  for (const menu of tree) {
    const held = menu.entries.filter((entry) => wanted.has(entry.path));
    for (const entry of held) for (const path of entry.paths) menus.add(path);
    if (held.length === 0) continue;
    for (const button of menu.buttons) if (wantedButtons.has(button.code)) buttons.add(button.code);
  }
  return { menus, buttons };
}

/** The selection as the call's lists, in the tree's order. */
export function selectionGrants(tree: readonly TreeMenu[], selection: Selection): Grants {
  return {
    menus: tree.flatMap((menu) =>
      menu.entries.flatMap((entry) => (entryHeld(entry, selection) ? entry.paths : [])),
    ),
    buttons: tree.flatMap((menu) =>
      menu.buttons.filter((button) => selection.buttons.has(button.code)).map((button) => button.code),
    ),
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
    for (const path of entry.paths) {
      if (checked) menus.add(path);
      else menus.delete(path);
    }
  }
  for (const button of menu.buttons) {
    if (checked) buttons.add(button.code);
    else buttons.delete(button.code);
  }
  return rebuild(tree, menus, buttons);
}

/** Checks or unchecks one entry; the last entry of a menu unchecked takes the menu's buttons with it. */
export function toggleEntry(
  tree: readonly TreeMenu[],
  selection: Selection,
  path: string,
  checked: boolean,
): Selection {
  const entry = tree.flatMap((menu) => menu.entries).find((candidate) => candidate.path === path);
  if (!entry) return selection;
  const menus = new Set(selection.menus);
  for (const granted of entry.paths) {
    if (checked) menus.add(granted);
    else menus.delete(granted);
  }
  return rebuild(tree, menus, new Set(selection.buttons));
}

/** Checks or unchecks one button; checking it checks its menu (every entry) when the menu is not held yet. */
export function toggleButton(
  tree: readonly TreeMenu[],
  selection: Selection,
  code: string,
  checked: boolean,
): Selection {
  const menu = tree.find((candidate) => candidate.buttons.some((button) => button.code === code));
  if (!menu) return selection;
  const menus = new Set(selection.menus);
  const buttons = new Set(selection.buttons);
  if (checked) {
    buttons.add(code);
    if (!menuHeld(menu, selection))
      for (const entry of menu.entries) for (const p of entry.paths) menus.add(p);
  } else {
    buttons.delete(code);
  }
  return rebuild(tree, menus, buttons);
}

/** The tree nodes' keys: a menu, an entry, a button. */
export const nodeKey = {
  menu: (key: string) => `menu:${key}`,
  entry: (path: string) => `entry:${path}`,
  button: (code: string) => `button:${code}`,
};

/** A node key read back: what kind of node, and its menu key, path or code. */
export function parseNodeKey(key: string): { kind: "menu" | "entry" | "button"; id: string } | null {
  const match = /^(menu|entry|button):(.+)$/.exec(key);
  if (!match) return null;
  const kind = match[1] === "menu" ? "menu" : match[1] === "entry" ? "entry" : "button";
  return { kind, id: match[2] };
}

/** The keys antd's Tree shows checked and half-checked (checkStrictly: the coupling is ours). */
export function checkedKeys(
  tree: readonly TreeMenu[],
  selection: Selection,
): { checked: string[]; halfChecked: string[] } {
  const checked: string[] = [];
  const halfChecked: string[] = [];
  for (const menu of tree) {
    const entries = menu.entries.filter((entry) => entryHeld(entry, selection));
    const buttons = menu.buttons.filter((button) => selection.buttons.has(button.code));
    if (menu.entries.length > 1) checked.push(...entries.map((entry) => nodeKey.entry(entry.path)));
    checked.push(...buttons.map((button) => nodeKey.button(button.code)));
    const all = entries.length === menu.entries.length && buttons.length === menu.buttons.length;
    if (entries.length > 0 && all) checked.push(nodeKey.menu(menu.key));
    else if (entries.length > 0) halfChecked.push(nodeKey.menu(menu.key));
  }
  return { checked, halfChecked };
}

/** Applies one node's check change (antd's onCheck with checkStrictly). */
export function toggleNode(
  tree: readonly TreeMenu[],
  selection: Selection,
  key: string,
  checked: boolean,
): Selection {
  const node = parseNodeKey(key);
  if (!node) return selection;
  // antd reports a half-checked menu clicked as checked (it was not in `checked`): the whole menu.
  if (node.kind === "menu") return toggleMenu(tree, selection, node.id, checked);
  if (node.kind === "entry") return toggleEntry(tree, selection, node.id, checked);
  return toggleButton(tree, selection, node.id, checked);
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
