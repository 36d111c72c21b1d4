import { service, type Page } from "./endpoint";
import type { AnswerType, RequestType } from "./schema";
import type { Id } from "./types";
import type * as wire from "./wire/staff";

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

/** The types of the calls below, from their schemas (./wire/staff.ts, where their fields are described). */
export type StaffListQuery = RequestType<typeof wire.staffListRequest>;
export type StaffRow = AnswerType<typeof wire.staffRow>;
/** 1 启用 / 0 停用. */
export type StaffStatus = StaffRow["status"];
/** Menus (route paths) and buttons (btn codes) of an account: the same shape as the accessGroup's lists. */
export type StaffGrants = AnswerType<typeof wire.staffGrants>;
export type StaffCreateBody = RequestType<typeof wire.staffCreateRequest>;
export type StaffIdBody = RequestType<typeof wire.staffIdRequest>;
export type StaffPermissions = AnswerType<typeof wire.staffPermissions>;
export type StaffGrantBody = RequestType<typeof wire.staffGrantRequest>;
export type StaffStatusBody = RequestType<typeof wire.staffStatusRequest>;
export type StaffResetPasswordBody = RequestType<typeof wire.staffResetPasswordRequest>;
export type StaffUpdateBody = RequestType<typeof wire.staffUpdateRequest>;
export type StaffHistoryQuery = RequestType<typeof wire.staffHistoryRequest>;
export type StaffAction = (typeof wire.STAFF_ACTIONS)[number];
export type StaffHistoryRow = AnswerType<typeof wire.staffHistoryRow>;
export type ChangeInitialPasswordBody = RequestType<typeof wire.changeInitialPasswordRequest>;
export type ExportLogQuery = RequestType<typeof wire.exportLogRequest>;
export type ExportLogRow = AnswerType<typeof wire.exportLogRow>;
/** 1 已完成 (every page served) / 0 未完成 (cancelled, abandoned or expired; src/domain/exports.ts). */
export type ExportStatus = ExportLogRow["status"];

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

/**
 * Chosen (issue 43 E4): 导出记录 — every export of the provider's accounts, newest first (main account only, like
 * the calls above: the handler refuses any other account).
 */
export const exportLog = s.post<ExportLogQuery, Page<ExportLogRow>>("/exportLog", "导出记录分页", {
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
