import * as v from "valibot";
import * as staff from "../staff";
import { integer, mobile, optional, optionalText, request, text } from "../schema";
import { page, PAGING, wire, type WireEntry } from "./define";

/**
 * The schemas of api.staff's calls (./define.ts; mocks/accounts/staff.ts, its rules in staffRules.ts), the fields
 * in the order the gateway checks them. Who may call (the main account only), whether the account is the caller's,
 * which menus and buttons may be granted, the password rule (after decryption) and a mobile already used are the
 * handlers'.
 */

// ---- requests

const ID_FORMAT = "账号ID格式不正确";

/** A staff account's id: a positive whole number, as a number or its text; anything else 账号ID格式不正确. */
const staffId = v.pipe(
  v.union([v.string(), v.number()], ID_FORMAT),
  v.check((raw) => {
    const id = Number(String(raw).trim());
    return Number.isSafeInteger(id) && id > 0;
  }, ID_FORMAT),
);

/**
 * The display name: 1 to 20 characters (longer: 姓名为1-20个字符), any other value 姓名不能为空. Counted in UTF-16
 * units, as the dialog's input counts them and every text of the contract is: stricter than the code points the
 * handler once counted (docs/decisions.md), and a form reads it (../schemaLimits.ts).
 */
const staffName = v.pipe(
  v.string("姓名不能为空"),
  v.trim(),
  v.nonEmpty("姓名不能为空"),
  v.maxLength(20, "姓名为1-20个字符"),
);

/** An RSA-OAEP password field (mocks/accounts/account.ts `decryptCipher`): whether it decrypts is the handler's. */
const cipher = (label: string) => text(label, { max: 2048 });

/**
 * A list of menus or of buttons: absent is none, anything but a list of texts 「X格式不正确」. The console sends the
 * readonly lists of StaffGrants, so the list is taken as one (custom: its input type is readonly) and its items are
 * then checked.
 */
const codeList = (label: string) =>
  optional(
    v.pipe(
      v.custom<readonly string[]>((input) => Array.isArray(input), `${label}格式不正确`),
      v.array(v.string(`${label}格式不正确`)),
    ),
  );

/** 启用 true, 停用 false, also 1 / 0 and their text; anything else, absent included, is 状态格式不正确. */
const enabled = v.union([v.boolean(), v.picklist([1, 0, "1", "0", "true", "false"])], "状态格式不正确");

/**
 * 修改资料's mobile: absent, null or "" keep the current one; any other value must be a mobile ("  " is blank). At
 * most 11 characters, as a mobile is: the union's own bound, stated after it where a form reads it
 * (../schemaLimits.ts; the 新手机号 field's maxLength).
 */
const newMobile = optional(
  v.pipe(v.union([v.literal(""), mobile("手机号")], "手机号格式不正确"), v.maxLength(11, "手机号格式不正确")),
);

// ---- answers

/** Lists the console holds readonly (StaffGrants). */
const readonlyList = v.pipe(v.array(v.string()), v.readonly());
const grants = { menus: readonlyList, buttons: readonlyList };

const staffRow = v.object({
  id: v.string(),
  name: v.string(),
  mobile: v.string(),
  status: v.picklist([0, 1]),
  lastLoginTime: v.nullable(v.string()),
  mustChangePassword: v.boolean(),
  menuCount: v.number(),
  buttonCount: v.number(),
  menus: v.array(v.string()),
});

const STAFF_ACTIONS = [
  "create",
  "grant",
  "disable",
  "enable",
  "resetPassword",
  "changePassword",
  "update",
  "remove",
] as const satisfies readonly staff.StaffAction[];

const historyRow = v.object({
  id: v.string(),
  operator: v.string(),
  operatorId: v.string(),
  time: v.string(),
  action: v.picklist(STAFF_ACTIONS),
  before: v.object(grants),
  after: v.object(grants),
  note: v.nullable(v.string()),
});

const exportLogRow = v.object({
  id: v.string(),
  time: v.string(),
  operator: v.string(),
  operatorId: v.string(),
  listTitle: v.string(),
  filter: v.record(v.string(), v.unknown()),
  filterText: v.string(),
  count: v.number(),
  total: v.number(),
  status: v.picklist([0, 1]),
});

export const entries: readonly WireEntry[] = [
  wire(staff.staffList, {
    request: request({
      ...PAGING,
      keyword: optionalText("关键字", { max: 20 }),
      status: optional(integer("状态", { min: 0, max: 1 })),
    }),
    answer: page(staffRow),
  }),
  wire(staff.staffCreate, {
    request: request({ name: staffName, mobile: mobile("手机号"), password: cipher("初始密码") }),
    answer: v.object({ id: v.string() }),
  }),
  wire(staff.staffPermissions, {
    request: request({ id: staffId }),
    answer: v.object({
      ...grants,
      grantableMenus: v.array(v.string()),
      grantableButtons: v.array(v.string()),
    }),
  }),
  wire(staff.staffGrant, {
    request: request({ id: staffId, menus: codeList("菜单"), buttons: codeList("按钮") }),
    answer: v.null(),
  }),
  wire(staff.staffStatus, {
    request: request({ id: staffId, enabled }),
    answer: v.null(),
  }),
  wire(staff.staffResetPassword, {
    request: request({ id: staffId, password: cipher("密码") }),
    answer: v.null(),
  }),
  wire(staff.staffUpdate, {
    request: request({ id: staffId, name: staffName, mobile: newMobile }),
    answer: v.null(),
  }),
  wire(staff.staffRemove, {
    request: request({ id: staffId }),
    answer: v.null(),
  }),
  wire(staff.staffHistory, {
    // The handler finds the account before it reads the paging.
    request: request({ id: staffId, ...PAGING }),
    answer: page(historyRow),
  }),
  wire(staff.exportLog, {
    request: request(PAGING),
    answer: page(exportLogRow),
  }),
  wire(staff.changeInitialPassword, {
    request: request({ oldPassword: cipher("原密码"), newPassword: cipher("新密码") }),
    answer: v.null(),
  }),
];
