import * as v from "valibot";
import { mobile, oneOf, optional, optionalText, request, text } from "../schema";
import { page, PAGING } from "./define";

/**
 * The schemas of api.staff's calls (registered in ./entries/staff.ts; mocks/accounts/staff.ts, its rules in
 * staffRules.ts), the fields in the order the gateway checks them; src/api/staff.ts takes its types from them. Who may call (the main account only), whether the account is the caller's,
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

// ---- requests, per call

export const staffListRequest = request({
  ...PAGING,
  /** Part of the name or the mobile. */
  keyword: optionalText("关键字", { max: 20 }),
  status: optional(oneOf("状态", [0, 1])),
});

export const staffCreateRequest = request({
  name: staffName,
  /** 11-digit mainland mobile; it is the login user name and unique over all accounts. */
  mobile: mobile("手机号"),
  /** The initial password, sent like the login's: RSA-OAEP (SHA-256) ciphertext, base64. */
  password: cipher("初始密码"),
});

export const staffIdRequest = request({ id: staffId });

export const staffGrantRequest = request({ id: staffId, menus: codeList("菜单"), buttons: codeList("按钮") });

export const staffStatusRequest = request({ id: staffId, enabled });

export const staffResetPasswordRequest = request({
  id: staffId,
  /** RSA-OAEP ciphertext, base64; the colleague must change it at the next login. */
  password: cipher("密码"),
});

/** Chosen (issue 43): 修改资料 of a colleague. */
export const staffUpdateRequest = request({
  id: staffId,
  /** The display name (1-20 characters); records made before keep the name they were made under. */
  name: staffName,
  /** A new 11-digit mobile, the new login user name too; empty or absent keeps the current one. */
  mobile: newMobile,
});

// The handler finds the account before it reads the paging.
export const staffHistoryRequest = request({ id: staffId, ...PAGING });

export const exportLogRequest = request(PAGING);

export const changeInitialPasswordRequest = request({
  /** RSA-OAEP ciphertext of the current (initial) password. */
  oldPassword: cipher("原密码"),
  /** RSA-OAEP ciphertext of the new password (the app's password rule). */
  newPassword: cipher("新密码"),
});

// ---- answers

/** Lists the console holds readonly. */
const readonlyList = v.pipe(v.array(v.string()), v.readonly());
const grantEntries = {
  /** Route paths, as the accessGroup's menus. */
  menus: readonlyList,
  /** Btn codes, as the accessGroup's buttons. */
  buttons: readonlyList,
};

/** Menus and buttons of an account: the same shape as the accessGroup's lists. */
export const staffGrants = v.object(grantEntries);

/** 1 启用 / 0 停用. */
const staffStatus = v.picklist([0, 1]);

export const staffRow = v.object({
  id: v.string(),
  /** Display name. */
  name: v.string(),
  /** Masked: 138****0000. */
  mobile: v.string(),
  status: staffStatus,
  /** Null until the first login. */
  lastLoginTime: v.nullable(v.string()),
  /** True until the colleague changed the initial (or reset) password. */
  mustChangePassword: v.boolean(),
  menuCount: v.number(),
  buttonCount: v.number(),
  /** The account's menus (route paths) in the sider's order, for the list's summary column. */
  menus: v.array(v.string()),
});

export const staffCreated = v.object({ id: v.string() });

export const staffPermissions = v.object({
  ...grantEntries,
  /** What the main account may grant: its own menus and buttons. */
  grantableMenus: v.array(v.string()),
  grantableButtons: v.array(v.string()),
});

export const STAFF_ACTIONS = [
  "create",
  "grant",
  "disable",
  "enable",
  "resetPassword",
  "changePassword",
  "update",
  "remove",
] as const;

export const staffHistoryRow = v.object({
  id: v.string(),
  /** The operator's display name (the main account, or the colleague for changePassword). */
  operator: v.string(),
  operatorId: v.string(),
  time: v.string(),
  action: v.picklist(STAFF_ACTIONS),
  /** The lists before and after the change; equal for actions that do not change them. */
  before: staffGrants,
  after: staffGrants,
  /** What 修改资料 changed (姓名：王调度 → 王小调, 手机号：139****2222 → 139****3333); null for other actions. */
  note: v.nullable(v.string()),
});

/** One export of the provider's accounts (issue 43 E4), as 导出记录 shows it. */
export const exportLogRow = v.object({
  id: v.string(),
  /** When the export started (its first call). */
  time: v.string(),
  /** The display name of the account that exported, as it was then; never a mobile. */
  operator: v.string(),
  operatorId: v.string(),
  /** The list's Chinese title (订单管理列表, 待结算列表, 师傅账单 …). */
  listTitle: v.string(),
  /** The search's non-empty request fields as sent (JSON). */
  filter: v.record(v.string(), v.unknown()),
  /** The search as the console's form showed it; a short rendering of `filter` when the console sent none. */
  filterText: v.string(),
  /** Records served to the console so far (the file's lines once 已完成). */
  count: v.number(),
  /** The list's total when the export started. */
  total: v.number(),
  /** 1 已完成 (every page served) / 0 未完成 (cancelled, abandoned or expired; src/domain/exports.ts). */
  status: v.picklist([0, 1]),
});

export const staffPage = page(staffRow);
export const staffHistoryPage = page(staffHistoryRow);
export const exportLogPage = page(exportLogRow);
