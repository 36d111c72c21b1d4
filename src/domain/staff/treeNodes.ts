/**
 * The permission tree as antd's Tree shows it (checkStrictly: the coupling is ./permissionTree.ts's): the nodes' keys,
 * the keys shown checked and half-checked, and one node's check change.
 */
import {
  entryHeld,
  toggleButton,
  toggleEntry,
  toggleMenu,
  type Selection,
  type TreeMenu,
} from "./permissionTree";

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
