import { service, type Page, type PageQuery } from "./endpoint";
import type { DateTime, Id } from "./types";

/**
 * /account-app — staff accounts (子账号) of a provider and what each may see and do (issue 29).
 *
 * The spec is silent on managing accounts (its §6 says finer permissions are "not shown"), so every path here is
 * chosen: they sit under the account service, beside the token calls, as `/V1/provider/staff/…`. Who may call them:
 * any logged-in account at the gateway (`open: "user"`), and the stand-in's handlers refuse every account that is not
 * its provider's main account (the permission model has no "main account" menu entry to name). The first-login
 * password change is the exception: any logged-in account that must change its password.
 */
const s = service("/account-app", { open: "user", chosenPath: true }).under("/V1/provider/staff");

/** 1 启用 / 0 停用. */
export type StaffStatus = 0 | 1;

/** Menus and buttons of an account: the same shape as the accessGroup's lists (route paths, btn codes). */
export interface StaffGrants {
  menus: readonly string[];
  buttons: readonly string[];
}

export interface StaffRow {
  id: Id;
  /** Display name. */
  name: string;
  /** Masked: 138****0000. */
  mobile: string;
  status: StaffStatus;
  /** Null until the first login. */
  lastLoginTime: DateTime | null;
  /** True until the colleague changed the initial (or reset) password. */
  mustChangePassword: boolean;
  menuCount: number;
  buttonCount: number;
  /** The account's menus (route paths) in the sider's order, for the list's summary column. */
  menus: string[];
}

export interface StaffListQuery extends PageQuery {
  /** Part of the name or the mobile. */
  keyword?: string;
  status?: StaffStatus;
}

export interface StaffCreateBody {
  name: string;
  /** 11-digit mainland mobile; it is the login user name and unique over all accounts. */
  mobile: string;
  /** The initial password, sent like the login's: RSA-OAEP (SHA-256) ciphertext, base64. */
  password: string;
}

export interface StaffIdBody {
  id: Id;
}

export interface StaffPermissions extends StaffGrants {
  /** What the main account may grant: its own menus and buttons. */
  grantableMenus: string[];
  grantableButtons: string[];
}

export interface StaffGrantBody extends StaffGrants {
  id: Id;
}

export interface StaffStatusBody {
  id: Id;
  enabled: boolean;
}

export interface StaffResetPasswordBody {
  id: Id;
  /** RSA-OAEP ciphertext, base64; the colleague must change it at the next login. */
  password: string;
}

/** Chosen (issue 43): 修改资料 of a colleague. */
export interface StaffUpdateBody {
  id: Id;
  /** The display name (1-20 characters); records made before keep the name they were made under. */
  name: string;
  /** A new 11-digit mobile, the new login user name too; empty or absent keeps the current one. */
  mobile?: string;
}

export interface StaffHistoryQuery extends PageQuery {
  id: Id;
}

export type StaffAction =
  "create" | "grant" | "disable" | "enable" | "resetPassword" | "changePassword" | "update" | "remove";

export interface StaffHistoryRow {
  id: Id;
  /** The operator's display name (the main account, or the colleague for changePassword). */
  operator: string;
  operatorId: Id;
  time: DateTime;
  action: StaffAction;
  /** The lists before and after the change; equal for actions that do not change them. */
  before: StaffGrants;
  after: StaffGrants;
  /** What 修改资料 changed (姓名：王调度 → 王小调, 手机号：139****2222 → 139****3333); null for other actions. */
  note: string | null;
}

export interface ChangeInitialPasswordBody {
  /** RSA-OAEP ciphertext of the current (initial) password. */
  oldPassword: string;
  /** RSA-OAEP ciphertext of the new password (the app's password rule). */
  newPassword: string;
}

/** Chosen: the list of the provider's staff accounts (main account only). */
export const staffList = s.post<StaffListQuery, Page<StaffRow>>("/list", "子账号分页", {
  paginated: true,
  effect: "read",
});

/** Chosen: 新增子账号 (main account only). The event names the new account (the handler knows its id). */
export const staffCreate = s.post<StaffCreateBody, { id: Id }>("/create", "新增子账号", {
  effect: { channel: "staff", type: "created", label: "新增" },
});

/** Chosen: an account's lists and what the main account may grant (main account only). */
export const staffPermissions = s.get<StaffIdBody, StaffPermissions>(
  "/permissions",
  "子账号权限及可授权范围",
);

/**
 * Chosen: 编辑权限 — replaces the account's lists (main account only). The change is the colleague's own session
 * fact: its event goes to that account alone ("account" / "permissions"), whose open consoles read their user info
 * again at once (src/layout/AccessFollower.tsx).
 */
export const staffGrant = s.post<StaffGrantBody, null>("/grant", "编辑子账号权限", {
  effect: { channel: "account", type: "permissions", key: "id", label: "编辑权限" },
});

/**
 * Chosen: 停用 / 启用 (main account only). Like a grant, its event goes to the account alone, typed "disabled" or
 * "enabled" by the handler: a disabled colleague's open consoles end their session.
 */
export const staffStatus = s.post<StaffStatusBody, null>("/status", "停用/启用子账号", {
  effect: { channel: "account", type: "status", key: "id", label: "停用或启用" },
});

/** Chosen: 重置密码 (main account only). */
export const staffResetPassword = s.post<StaffResetPasswordBody, null>("/resetPassword", "重置子账号密码", {
  effect: { channel: "staff", type: "passwordReset", key: "id", label: "重置密码" },
});

/**
 * Chosen (issue 43): 修改资料 — a colleague's display name and mobile (main account only). A new mobile is the new
 * login user name; the colleague's open consoles stay (the session belongs to the account, not to its number).
 */
export const staffUpdate = s.post<StaffUpdateBody, null>("/update", "修改子账号资料", {
  effect: { channel: "staff", type: "updated", key: "id", label: "修改资料" },
});

/**
 * Chosen (issue 43): 删除 — removes a staff account (main account only): its sessions end, it leaves 账号管理 and
 * its mobile may be given to a new colleague; the records it made keep its name. Aimed at the colleague like 停用
 * ("disabled"), whose open consoles end at once.
 */
export const staffRemove = s.post<StaffIdBody, null>("/remove", "删除子账号", {
  effect: { channel: "account", type: "disabled", key: "id", label: "删除" },
});

/** Chosen: the account's change history (main account only). */
export const staffHistory = s.post<StaffHistoryQuery, Page<StaffHistoryRow>>("/history", "子账号变更记录", {
  paginated: true,
  effect: "read",
});

/** 1 已完成 (every page served) / 0 未完成 (cancelled, abandoned or expired; src/domain/exports.ts). */
export type ExportStatus = 0 | 1;

/** One export of the provider's accounts (issue 43 E4), as 导出记录 shows it. */
export interface ExportLogRow {
  id: Id;
  /** When the export started (its first call). */
  time: DateTime;
  /** The display name of the account that exported, as it was then; never a mobile. */
  operator: string;
  operatorId: Id;
  /** The list's Chinese title (订单管理列表, 待结算列表, 师傅账单 …). */
  listTitle: string;
  /** The search's non-empty request fields as sent (JSON). */
  filter: Record<string, unknown>;
  /** The search as the console's form showed it; a short rendering of `filter` when the console sent none. */
  filterText: string;
  /** Records served to the console so far (the file's lines once 已完成). */
  count: number;
  /** The list's total when the export started. */
  total: number;
  status: ExportStatus;
}

/**
 * Chosen (issue 43 E4): 导出记录 — every export of the provider's accounts, newest first (main account only, like
 * the calls above: the handler refuses any other account).
 */
export const exportLog = s.post<PageQuery, Page<ExportLogRow>>("/exportLog", "导出记录分页", {
  paginated: true,
  effect: "read",
});

/**
 * Chosen: the first-login change of the logged-in account whose password must be changed (user info says
 * `mustChangePassword`). Callable during onboarding too: it is the only way out of the must-change state.
 */
export const changeInitialPassword = s.post<ChangeInitialPasswordBody, null>(
  "/changeInitialPassword",
  "首次登录修改密码",
  { onboarding: true, effect: "session" },
);
