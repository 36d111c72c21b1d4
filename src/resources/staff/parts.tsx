/** 账号管理's widgets: the password input of its dialogs and the list's summary cell (the history is historyDrawer.tsx). */
// antd's Password alone: `Input` from "antd" would bring TextArea, Search and OTP to the list (issue 30).
import Password from "antd/es/input/Password";
import type { StaffRow } from "../../api/staff";
import { LIST_SEPARATOR } from "../../domain/format";
import { menuSummary } from "../../domain/staff/permissionTree";
import type { FieldWidgetProps } from "../engine";
import { usePermissionTree } from "./tree";
import { ToneText } from "../../widgets/text";

/** A new password (the initial one, or a reset): masked, never filled in by the browser's saved passwords. */
export function PasswordInput({ value, onChange, id }: FieldWidgetProps) {
  return (
    <Password
      id={id}
      value={typeof value === "string" ? value : ""}
      onChange={(event) => onChange?.(event.target.value)}
      autoComplete="new-password"
      placeholder="请输入初始密码"
    />
  );
}

/** 权限摘要: the menus the account holds, by the sider's titles, and how many buttons. */
export function PermissionSummary({ row }: { row: StaffRow }) {
  const tree = usePermissionTree();
  const titles = menuSummary(tree, row.menus);
  if (titles.length === 0) return <ToneText tone="secondary">无权限</ToneText>;
  return (
    <span>
      {titles.join(LIST_SEPARATOR)}（{row.buttonCount} 个按钮）
    </span>
  );
}
