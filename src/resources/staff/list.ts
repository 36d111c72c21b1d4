/**
 * 账号管理 (/personal/staff): the provider's staff accounts, for the main account only (the route is in its menu
 * alone, and the server refuses anyone else). 新增子账号 with an initial password the colleague changes at the first
 * login, 编辑权限 (its own page, ./permissions.ts), 停用 / 启用, 重置密码, the account's 变更记录, and (issue 43)
 * 修改资料 (name, mobile: the login follows the mobile) and 删除 (the records keep the colleague's name).
 */
import { createElement } from "react";
import {
  staffCreate,
  staffList,
  staffRemove,
  staffResetPassword,
  staffStatus,
  staffUpdate,
  type StaffRow,
} from "../../api/staff";
import { STAFF_STATUS } from "../../domain/staff/status";
import { PASSWORD_PATTERN, PASSWORD_RULE_TEXT } from "../../domain/validators";
import { encryptPassword } from "../../providers/passwordCipher";
import {
  linkTo,
  listScreen,
  loadedOnUse,
  requestFields,
  type ActionDecl,
  type FormFieldDecl,
  type RequestFieldDecl,
} from "../engine";
import { PasswordInput, PermissionSummary } from "./parts";

// The drawer loads when it is first opened (issue 30).
const HistoryDrawer = loadedOnUse(() => import("./historyDrawer").then((m) => m.HistoryDrawer));
import { staffPermissionsRoute } from "./routes";

/**
 * The dialogs' fields fill their calls' requests (src/api/wire/staff.ts): required, the name's 20 characters and the
 * mobile's check (手机号格式不正确) are the schemas'. The password travels encrypted, so its rule is the field's own.
 */
const create = requestFields(staffCreate);
const update = requestFields(staffUpdate);
const reset = requestFields(staffResetPassword);

type FieldOf<Name extends string> = (name: Name, decl: RequestFieldDecl) => FormFieldDecl;

const text = (value: unknown): string => (typeof value === "string" ? value.trim() : "");

const passwordField = (field: FieldOf<"password">, label: string) =>
  field("password", {
    label,
    input: "custom",
    component: PasswordInput,
    message: `请输入${label}`,
    extra: `${PASSWORD_RULE_TEXT}；该同事首次登录时须修改`,
    // An empty one is the required message's; a filled one is checked here (the call carries it encrypted).
    validate: (value) =>
      text(value) === "" || PASSWORD_PATTERN.test(text(value)) ? null : PASSWORD_RULE_TEXT,
  });

const nameField = (field: FieldOf<"name">) => field("name", { label: "姓名", input: "text" });

const createFields: FormFieldDecl[] = [
  nameField(create),
  create("mobile", { label: "手机号", input: "text", extra: "该手机号即登录账号" }),
  passwordField(create, "初始密码"),
];

export const createAction: ActionDecl<StaffRow> = {
  key: "create",
  label: "新增子账号",
  placement: ["toolbar"],
  form: { title: "新增子账号", width: 520, fields: createFields },
  endpoint: staffCreate,
  // The password travels like the login's: encrypted (async, which the engine awaits).
  payload: async (_target, values) => ({
    name: text(values.name),
    mobile: text(values.mobile),
    password: await encryptPassword(text(values.password)),
  }),
  success: "新增成功",
};

const statusAction = (enabled: boolean): ActionDecl<StaffRow> => ({
  key: enabled ? "enable" : "disable",
  label: enabled ? "启用" : "停用",
  placement: ["row"],
  danger: !enabled,
  when: (row) => row.status === (enabled ? 0 : 1),
  confirm: (row) =>
    enabled
      ? `确定启用「${row.name}」吗？启用后可用原密码登录。`
      : `确定停用「${row.name}」吗？停用后该账号立即退出登录，且不能再登录。`,
  endpoint: staffStatus,
  payload: ({ record }) => ({ id: record?.id ?? "", enabled }),
  success: enabled ? "已启用" : "已停用",
});

export const staffActions: ActionDecl<StaffRow>[] = [
  createAction,
  {
    key: "permissions",
    label: "编辑权限",
    placement: ["row"],
    link: (row) => linkTo(staffPermissionsRoute, row.id),
  },
  statusAction(false),
  statusAction(true),
  {
    key: "resetPassword",
    label: "重置密码",
    placement: ["row"],
    form: {
      title: (row) => `重置密码：${row?.name ?? ""}`,
      width: 520,
      fields: [passwordField(reset, "新的初始密码")],
    },
    endpoint: staffResetPassword,
    payload: async ({ record }, values) => ({
      id: record?.id ?? "",
      password: await encryptPassword(text(values.password)),
    }),
    success: "密码已重置",
  },
  { key: "history", label: "变更记录", placement: ["row"], component: HistoryDrawer },
  {
    key: "update",
    label: "修改资料",
    placement: ["row"],
    form: {
      title: (row) => `修改资料：${row?.name ?? ""}`,
      width: 520,
      fields: [
        nameField(update),
        update("mobile", {
          label: "新手机号",
          input: "text",
          extra: "留空则不修改；修改后该同事用新手机号登录",
        }),
      ],
      initial: (row) => ({ name: row?.name ?? "", mobile: "" }),
    },
    endpoint: staffUpdate,
    payload: ({ record }, values) => ({
      id: record?.id ?? "",
      name: text(values.name),
      ...(text(values.mobile) === "" ? {} : { mobile: text(values.mobile) }),
    }),
    success: "修改成功",
  },
  {
    key: "remove",
    label: "删除",
    placement: ["row"],
    danger: true,
    confirm: (row) =>
      `确定删除「${row.name}」吗？删除后该账号立即退出登录且不能恢复，其手机号可再用于新增子账号；已有记录仍显示其姓名。`,
    endpoint: staffRemove,
    payload: ({ record }) => ({ id: record?.id ?? "" }),
    success: "已删除",
  },
];

export const staffListScreen = listScreen({
  endpoint: staffList,
  rowKey: (row) => row.id,
  rowLabel: (row) => row.name,
  filters: [
    { field: "keyword", label: "姓名/手机号", placeholder: "姓名或手机号", input: "text", maxLength: 20 },
    { field: "status", label: "状态", placeholder: "全部状态", input: "select", options: STAFF_STATUS },
  ],
  columns: [
    { field: "name", title: "姓名", width: 140 },
    { field: "mobile", title: "手机号", width: 140, value: "maskedPhone" },
    { field: "status", title: "状态", width: 90, value: { enum: STAFF_STATUS } },
    { field: "lastLoginTime", title: "最近登录", width: 180, value: "datetime" },
    {
      field: "menus",
      title: "权限摘要",
      value: {
        render: (_value: unknown, row: StaffRow) => createElement(PermissionSummary, { row }),
        text: (_value: unknown, row: StaffRow) => `${row.menuCount} 个菜单、${row.buttonCount} 个按钮`,
      },
    },
  ],
  actions: staffActions,
});
