import crypto from "node:crypto";
import { buttonHasMenu } from "../src/api/buttons";
import { openedBy, withLinkedScreens } from "../src/domain/staff/screenLinks";
import type { Db } from "./db/types";

/** Bearer tokens: random, stored in the `sessions` table, valid for TOKEN_TTL_SECONDS. */
export const TOKEN_TTL_SECONDS = 12 * 60 * 60;

export interface SessionUser {
  token: string;
  accountId: number;
  username: string;
  mobile: string;
  /** The name records show for this account (the order track, replies, the live operator): see displayNameOf. */
  displayName: string;
  providerId: string;
  accountKind: number;
  /** The account's accessGroup: menu paths and button codes (what the permission check reads). */
  menus: readonly string[];
  buttons: readonly string[];
  /** The provider's onboarding phase (> 5: complete). */
  settlePhase: number;
  /** Issue 29: the main account this staff account belongs to; null for a main account. */
  mainAccountId?: number | null;
  /** Issue 29: an initial or reset password: only user info, logout and the change are allowed until changed. */
  mustChangePassword?: boolean;
}

/** Issue 29: what the next call of a disabled account is answered (401) once its sessions ended. */
export const ACCOUNT_DISABLED_MESSAGE = "账号已停用";

export function issueSession(
  db: Db,
  accountId: number,
  terminalId: string,
  now: number,
): { tokenValue: string; expiresIn: number } {
  const tokenValue = crypto.randomBytes(32).toString("hex");
  db.prepare(
    "INSERT INTO sessions (token, account_id, terminal_id, created_at, expires_at) VALUES (?, ?, ?, ?, ?)",
  ).run(tokenValue, accountId, terminalId, now, now + TOKEN_TTL_SECONDS * 1000);
  db.prepare("DELETE FROM sessions WHERE expires_at < ?").run(now);
  return { tokenValue, expiresIn: TOKEN_TTL_SECONDS };
}

interface SessionRow {
  accountId: number;
  username: string;
  mobile: string;
  displayName: string;
  providerId: string;
  accountKind: number;
  menus: string;
  buttons: string;
  settlePhase: number;
  mainAccountId: number | null;
  mustChangePassword: number;
  /** The main account's lists (a staff account's), null for a main account. */
  ownerMenus: string | null;
  ownerButtons: string | null;
}

function stringList(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.map(String) : [];
  } catch {
    return [];
  }
}

const MOBILE = /^\d{11}$/;

/** 138****0001: enough to tell colleagues apart, never the whole number. */
export function maskedMobile(mobile: string): string {
  const digits = mobile.trim();
  return digits.length >= 8 ? `${digits.slice(0, 3)}****${digits.slice(-4)}` : "****";
}

/**
 * The name records show for an account (issue 40 §4): its display name when set; else its username unless that is a
 * mobile (staff accounts log in with their mobile); else the masked mobile. A whole mobile is never shown, not even
 * one typed as a display name.
 */
export function displayNameOf(account: {
  displayName: string | null;
  username: string;
  mobile: string;
}): string {
  const name = account.displayName?.trim() ?? "";
  if (name !== "") return MOBILE.test(name) ? maskedMobile(name) : name;
  const username = account.username.trim();
  if (username !== "" && !MOBILE.test(username)) return username;
  return maskedMobile(account.mobile);
}

/** The display name of any account (a record naming who wrote it by account id); null when the account is gone. */
export function accountDisplayName(db: Db, accountId: number): string | null {
  const row = db
    .prepare("SELECT display_name AS displayName, username, mobile FROM accounts WHERE id = ?")
    .get(accountId) as { displayName: string; username: string; mobile: string } | undefined;
  return row ? displayNameOf(row) : null;
}

/** An account's stored lists (menus, buttons). */
export interface StoredLists {
  menus: readonly string[];
  buttons: readonly string[];
}

/**
 * The lists an account holds in effect (issue 43), which the permission check, the user info and the live audience
 * read:
 * - every screen brings the pages it links to (src/domain/staff/screenLinks.ts: 待结算列表 its 订单详情), the rule
 *   编辑权限's tree grants by, so a list granted before the rule or by the platform opens its details too;
 * - a staff account holds only what its main account holds now (audit S6): its screens cut to the main account's,
 *   with the pages those screens link to (a detail stored with a list the main account lost goes with the list),
 *   its buttons cut to the main account's and to those one of its remaining menus carries (src/api/buttons). A menu
 *   or code the platform takes from the main account leaves its staff at their next call.
 */
export function effectiveLists(
  own: StoredLists,
  owner: StoredLists | null,
): { menus: string[]; buttons: string[] } {
  if (owner === null) return { menus: withLinkedScreens(own.menus), buttons: [...own.buttons] };
  const ownerMenus = new Set(withLinkedScreens(owner.menus));
  const held = openedBy(own.menus.filter((path) => ownerMenus.has(path))).filter((path) =>
    ownerMenus.has(path),
  );
  const ownerButtons = new Set(owner.buttons);
  return {
    menus: held,
    buttons: own.buttons.filter((code) => ownerButtons.has(code) && buttonHasMenu(code, held)),
  };
}

const ownerLists = (row: { ownerMenus: string | null; ownerButtons: string | null }): StoredLists | null =>
  row.ownerMenus === null
    ? null
    : { menus: stringList(row.ownerMenus), buttons: stringList(row.ownerButtons ?? "[]") };

/** An enabled account's effective lists (effectiveLists) and its main account; null when it is gone or disabled. */
export function accountLists(
  db: Db,
  accountId: number,
): { menus: string[]; buttons: string[]; mainAccountId: number | null } | null {
  const row = db
    .prepare(
      `SELECT a.menus, a.buttons, a.main_account_id AS mainAccountId, m.menus AS ownerMenus,
         m.buttons AS ownerButtons
       FROM accounts a LEFT JOIN accounts m ON m.id = a.main_account_id WHERE a.id = ? AND a.enabled = 1`,
    )
    .get(accountId) as
    | {
        menus: string;
        buttons: string;
        mainAccountId: number | null;
        ownerMenus: string | null;
        ownerButtons: string | null;
      }
    | undefined;
  if (!row) return null;
  const own = { menus: stringList(row.menus), buttons: stringList(row.buttons) };
  return { ...effectiveLists(own, ownerLists(row)), mainAccountId: row.mainAccountId };
}

export function resolveSession(db: Db, token: string, now: number): SessionUser | null {
  const row = db
    .prepare(
      `SELECT a.id AS accountId, a.username, a.mobile, a.display_name AS displayName,
         a.provider_id AS providerId, a.account_kind AS accountKind,
         a.menus, a.buttons, p.settle_phase AS settlePhase, a.main_account_id AS mainAccountId,
         a.must_change_password AS mustChangePassword, m.menus AS ownerMenus, m.buttons AS ownerButtons
       FROM sessions s JOIN accounts a ON a.id = s.account_id JOIN providers p ON p.id = a.provider_id
         LEFT JOIN accounts m ON m.id = a.main_account_id
       WHERE s.token = ? AND s.expires_at > ? AND a.enabled = 1`,
    )
    .get(token, now) as SessionRow | undefined;
  if (!row) return null;
  // Read per request, never cached: a changed list or a disabled account applies to the very next call.
  const { ownerMenus: _menus, ownerButtons: _buttons, ...account } = row;
  const lists = effectiveLists(
    { menus: stringList(row.menus), buttons: stringList(row.buttons) },
    ownerLists(row),
  );
  return {
    token,
    ...account,
    displayName: displayNameOf(row),
    menus: lists.menus,
    buttons: lists.buttons,
    mustChangePassword: row.mustChangePassword === 1,
  };
}

/**
 * A token that no longer resolves because its account was disabled: the account's sessions end now and the answer
 * says why (ACCOUNT_DISABLED_MESSAGE); null for any other token (unknown, expired, logged out).
 */
export function endDisabledSession(db: Db, token: string): string | null {
  const accountId = db
    .prepare(
      "SELECT a.id FROM sessions s JOIN accounts a ON a.id = s.account_id WHERE s.token = ? AND a.enabled = 0",
    )
    .pluck()
    .get(token);
  if (typeof accountId !== "number") return null;
  revokeAccountSessions(db, accountId);
  return ACCOUNT_DISABLED_MESSAGE;
}

export function revokeSession(db: Db, token: string): void {
  db.prepare("DELETE FROM sessions WHERE token = ?").run(token);
}

export function revokeAccountSessions(db: Db, accountId: number): void {
  db.prepare("DELETE FROM sessions WHERE account_id = ?").run(accountId);
}

/** The token of an `Authorization: Bearer <token>` header, or null. */
export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(header?.trim() ?? "");
  return match ? match[1] : null;
}

/** True when an `Authorization: Basic ...` header carries exactly clientId:clientSecret. */
export function isClientCredential(
  header: string | undefined,
  clientId: string,
  clientSecret: string,
): boolean {
  const match = /^Basic\s+(\S+)$/i.exec(header?.trim() ?? "");
  if (!match) return false;
  const given = Buffer.from(match[1], "base64").toString("utf8");
  const expected = `${clientId}:${clientSecret}`;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && crypto.timingSafeEqual(a, b);
}
