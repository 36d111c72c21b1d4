/**
 * 编辑权限 (/personal/staff/permissions?id=): one staff account's menus and buttons as the engine's edit view, its
 * one field the tree (GrantsTree). A failed save keeps the selection and shows the server's message (FormView).
 */
import {
  staffGrant,
  staffPermissions,
  type StaffGrantBody,
  type StaffIdBody,
  type StaffPermissions,
} from "../../api/staff";
import type { FormScreen } from "../engine";
import { grantsInput, grantsOf } from "./GrantsTree";
import { staffListRoute } from "./routes";

const idOf = (params: URLSearchParams): string => params.get("id") ?? "";

export const staffPermissionsForm: FormScreen<StaffPermissions, StaffGrantBody, StaffIdBody> = {
  name: "staff-permissions",
  title: "编辑权限",
  load: {
    endpoint: staffPermissions,
    payload: (params) => ({ id: idOf(params) }),
    requires: { id: "账号" },
  },
  fields: (loaded) => [
    {
      name: "grants",
      label: "菜单和按钮",
      input: "custom",
      component: grantsInput(loaded),
      extra:
        "勾选菜单即带上其全部按钮；按钮须随其所属菜单授予，勾选按钮会同时勾选其所属菜单，取消菜单会一并取消只属于它的按钮。列表可打开的详情页随列表授予。只能授予本账号拥有的权限。",
    },
  ],
  initial: (loaded) => ({ grants: { menus: loaded?.menus ?? [], buttons: loaded?.buttons ?? [] } }),
  save: {
    endpoint: staffGrant,
    payload: (values, _loaded, params) => ({ id: idOf(params), ...grantsOf(values.grants) }),
    success: "保存成功",
  },
  after: () => staffListRoute.path,
  cancel: () => staffListRoute.path,
  maxWidth: 800,
};
