/**
 * The rules of the staff calls (issue 29), enforced here whatever the console offers:
 * - only a provider's main account manages accounts (HTTP 403, STAFF_MESSAGES.mainOnly); a staff account therefore
 *   cannot grant itself anything, and the main account cannot change itself through these calls;
 * - the account managed is a staff account of the caller (else 子账号不存在, whoever it belongs to);
 * - a staff account's lists are a subset of its main account's (menus from its menus, buttons from its buttons, as
 *   its session holds them: with the pages its screens link to, mocks/sessions.ts `effectiveLists`), every code is in
 *   the catalogue, and a button needs one of its menus (src/api/buttons) among the pages the menus reach:
 *   待结算列表 reaches 订单详情, whose header offers 预约, so 待结算列表 + 预约 is granted, and 订单管理列表 +
 *   预警备注 is not (编辑权限's tree offers exactly this, src/domain/staff/permissionTree.ts);
 * - an unused mobile, passwords by the app's rule (PASSWORD_PATTERN; the ciphertext, the name, the mobile's format,
 *   the id and the lists' shape are the requests' schemas', src/api/wire/staff.ts, checked before the handler);
 * - at most STAFF_ACCOUNT_CAP staff accounts per main account (停用 ones count, removed ones do not); a removed
 *   account is no longer the main account's (子账号不存在).
 */
import type { StaffGrants } from "../../src/api/staff";
import { ALL_BUTTON_CODES, BUTTON_LABELS, isButtonCode } from "../../src/api/buttons";
import { buttonHasMenu } from "../../src/api/buttons";
import { openedBy } from "../../src/domain/staff/screenLinks";
import { PASSWORD_PATTERN, PASSWORD_RULE_TEXT } from "../../src/domain/validators";
import { STAFF_ACCOUNT_CAP } from "../../src/domain/staff/status";
import { BIZ, BIZ_MSG } from "../bizCodes";
import type { Db } from "../db/types";
import { BizError, failure, invalid } from "../errors";
import type { HandlerContext } from "../router";
import { effectiveLists } from "../sessions";
import { decryptCipher } from "./account";
import { findAccount, type AccountRecord } from "./staffStore";

export const STAFF_MESSAGES = {
  mainOnly: "仅主账号可管理子账号",
  notFound: "子账号不存在",
  self: "不能修改自己的账号",
  menuNotGrantable: "菜单超出主账号权限",
  buttonNotGrantable: "按钮超出主账号权限",
  unknownButton: "按钮权限不存在",
  buttonWithoutMenu: "按钮需先勾选所属菜单",
  nameLength: "姓名为1-20个字符",
  capReached: `子账号数量已达上限（${STAFF_ACCOUNT_CAP}个）`,
  noChangeNeeded: "当前账号无需修改初始密码",
  oldPasswordWrong: "原密码错误",
  samePassword: "新密码不能与原密码相同",
} as const;

/** The caller when it is its provider's main account; otherwise the 403 answer (`refusal`) to return. */
export function requireMain(
  ctx: HandlerContext,
  refusal: string = STAFF_MESSAGES.mainOnly,
): AccountRecord | Response {
  const user = ctx.requireUser();
  const me = findAccount(ctx.db, user.accountId);
  if (!me || me.mainAccountId !== null) return ctx.c.json(failure(403, refusal), 403);
  return me;
}

/**
 * The staff account `rawId` of `main` (a positive whole number, or its text, as the schema let it through);
 * 子账号不存在 for any other account, the main account itself refused.
 */
export function staffOf(ctx: HandlerContext, main: AccountRecord, rawId: string | number): AccountRecord {
  const id = Number(String(rawId).trim());
  if (id === main.id) throw new BizError(BIZ.forbiddenUid, STAFF_MESSAGES.self);
  const found = findAccount(ctx.db, id);
  if (!found || found.mainAccountId !== main.id || found.removed)
    throw new BizError(BIZ.notFound, STAFF_MESSAGES.notFound);
  return found;
}

/** Refuses a mobile any other account logs in with (its mobile or its user name): 该手机号已注册. */
export function requireFreeMobile(db: Db, to: string, exceptId?: number): void {
  const taken = db
    .prepare("SELECT 1 FROM accounts WHERE (mobile = ? OR username = ?) AND id != ?")
    .get(to, to, exceptId ?? 0);
  if (taken !== undefined) throw new BizError(BIZ.mobileAlreadyRegistered, BIZ_MSG.mobileAlreadyRegistered);
}

/** A list of codes the schema checked (absent is none), each once. */
function distinct(value: readonly string[] | null | undefined): string[] {
  return Array.from(new Set(value ?? []));
}

/**
 * The lists to store for a staff account of `main`, in the main account's order (and the catalogue's for buttons);
 * refused (400) when an entry is not the main account's, unknown, or a button lacks its menu.
 */
export function grantableLists(
  main: AccountRecord,
  menusIn: readonly string[] | null | undefined,
  buttonsIn: readonly string[] | null | undefined,
): StaffGrants {
  const menus = distinct(menusIn);
  const buttons = distinct(buttonsIn);
  const mine = grantableOf(main);
  const foreignMenu = menus.find((path) => !mine.menus.includes(path));
  if (foreignMenu !== undefined) invalid(`${STAFF_MESSAGES.menuNotGrantable}：${foreignMenu}`);
  const unknown = buttons.find((code) => !isButtonCode(code));
  if (unknown !== undefined) invalid(`${STAFF_MESSAGES.unknownButton}：${unknown}`);
  const foreignButton = buttons.find((code) => !mine.buttons.includes(code));
  if (foreignButton !== undefined) invalid(`${STAFF_MESSAGES.buttonNotGrantable}：${labelOf(foreignButton)}`);
  const reached = openedBy(menus).filter((path) => mine.menus.includes(path));
  const orphan = buttons.find((code) => !buttonHasMenu(code, reached));
  if (orphan !== undefined) invalid(`${STAFF_MESSAGES.buttonWithoutMenu}：${labelOf(orphan)}`);
  return {
    menus: mine.menus.filter((path) => menus.includes(path)),
    buttons: ALL_BUTTON_CODES.filter((code) => buttons.includes(code)),
  };
}

/** What `main` may grant: the lists its session holds (mocks/sessions.ts `effectiveLists`). */
export function grantableOf(main: Pick<AccountRecord, "menus" | "buttons">): StaffGrants {
  return effectiveLists(main, null);
}

function labelOf(code: string): string {
  return isButtonCode(code) ? `${BUTTON_LABELS[code]}（${code}）` : code;
}

/** A new password (an RSA-OAEP ciphertext the schema checked) by the app's rule. */
export function newPassword(ctx: HandlerContext, cipher: string, label = "密码"): string {
  const plain = decryptCipher(ctx, cipher, label);
  if (!PASSWORD_PATTERN.test(plain)) invalid(PASSWORD_RULE_TEXT);
  return plain;
}

export function sameLists(a: StaffGrants, b: StaffGrants): boolean {
  const same = (x: readonly string[], y: readonly string[]) =>
    x.length === y.length && x.every((item, i) => item === y[i]);
  return same(a.menus, b.menus) && same(a.buttons, b.buttons);
}
