/**
 * 编辑权限's input: the menus as antd's Tree with checkboxes, each with its buttons, cut to what the main account
 * may grant, with the presets above it. The coupling (a button needs one of its menus, a menu brings its buttons) is
 * domain/staff's, so the Tree checks strictly and shows what the rules answer. A button that only some entries of its
 * menu carry names them (预警备注（订单预警的按钮）); checking it checks the first of them when none is held.
 */
import { Button, Empty, Space, Tree, Typography, type TreeDataNode } from "antd";
import { useMemo, type ComponentType } from "react";
import type { StaffPermissions } from "../../api/staff";
import { LIST_SEPARATOR } from "../../domain/format";
import {
  carrierTitles,
  grantableTree,
  normalizeSelection,
  selectionGrants,
  type Grants,
  type Selection,
  type TreeMenu,
} from "../../domain/staff/permissionTree";
import { checkedKeys, nodeKey, toggleNode } from "../../domain/staff/treeNodes";
import { PERMISSION_PRESETS } from "../../domain/staff/presets";
import type { FieldWidgetProps } from "../engine";
import { usePermissionTree } from "./tree";

const stringList = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : [];

/** The field's value as lists (anything else reads as nothing granted). */
export function grantsOf(value: unknown): { menus: string[]; buttons: string[] } {
  if (typeof value !== "object" || value === null) return { menus: [], buttons: [] };
  return {
    menus: stringList(Reflect.get(value, "menus")),
    buttons: stringList(Reflect.get(value, "buttons")),
  };
}

/** （按钮）, or which entries carry it when not all of its menu's do: （订单预警的按钮）. */
export function buttonKind(carriers: readonly string[]): string {
  return carriers.length === 0 ? "（按钮）" : `（${carriers.join(LIST_SEPARATOR)}的按钮）`;
}

function treeData(tree: readonly TreeMenu[]): TreeDataNode[] {
  return tree.map((menu) => ({
    key: nodeKey.menu(menu.key),
    title: menu.title,
    children: [
      // A menu of one entry is that entry (the sider links straight to it).
      ...(menu.entries.length > 1
        ? menu.entries.map((entry) => ({ key: nodeKey.entry(entry.path), title: entry.title, isLeaf: true }))
        : []),
      ...menu.buttons.map((button) => ({
        key: nodeKey.button(button.code),
        title: (
          <span>
            {button.label}
            <Typography.Text type="secondary" className="staff-grants-kind">
              {buttonKind(carrierTitles(menu, button))}
            </Typography.Text>
          </span>
        ),
        isLeaf: true,
      })),
    ],
  }));
}

interface GrantsTreeProps extends FieldWidgetProps {
  grantable: Grants;
}

export function GrantsTree({ value, onChange, id, grantable }: GrantsTreeProps) {
  const whole = usePermissionTree();
  const tree = useMemo(() => grantableTree(whole, grantable), [whole, grantable]);
  const selection = useMemo(() => normalizeSelection(tree, grantsOf(value)), [tree, value]);
  const keys = checkedKeys(tree, selection);
  const set = (next: Selection) => onChange?.(selectionGrants(tree, next));
  if (tree.length === 0) return <Empty description="暂无可授权的菜单" />;
  return (
    <div id={id}>
      <Space wrap style={{ marginBottom: 12 }}>
        <Typography.Text>预设：</Typography.Text>
        {PERMISSION_PRESETS.map((preset) => (
          <Button key={preset.key} size="small" onClick={() => set(normalizeSelection(tree, preset))}>
            {preset.label}
          </Button>
        ))}
        <Button size="small" onClick={() => set(normalizeSelection(tree, { menus: [], buttons: [] }))}>
          清空
        </Button>
      </Space>
      <Tree
        checkable
        checkStrictly
        selectable={false}
        defaultExpandAll
        treeData={treeData(tree)}
        checkedKeys={keys}
        onCheck={(_checked, info) => set(toggleNode(tree, selection, String(info.node.key), info.checked))}
      />
    </div>
  );
}

const inputs = new WeakMap<StaffPermissions, ComponentType<FieldWidgetProps>>();
const NOTHING: Grants = { menus: [], buttons: [] };

/** The field's widget for one loaded record (one component per record, so the form keeps it mounted). */
export function grantsInput(loaded: StaffPermissions | undefined): ComponentType<FieldWidgetProps> {
  if (!loaded)
    return function NoGrants(props: FieldWidgetProps) {
      return <GrantsTree {...props} grantable={NOTHING} />;
    };
  let input = inputs.get(loaded);
  if (!input) {
    const grantable: Grants = { menus: loaded.grantableMenus, buttons: loaded.grantableButtons };
    input = function LoadedGrants(props: FieldWidgetProps) {
      return <GrantsTree {...props} grantable={grantable} />;
    };
    inputs.set(loaded, input);
  }
  return input;
}
