import crypto from "node:crypto";
import type { Db } from "./db/types";

/** Bearer tokens: random, stored in the `sessions` table, valid for TOKEN_TTL_SECONDS. */
export const TOKEN_TTL_SECONDS = 12 * 60 * 60;

export interface SessionUser {
  token: string;
  accountId: number;
  username: string;
  mobile: string;
  providerId: string;
  accountKind: number;
  /** The account's accessGroup: menu paths and button codes (what the permission check reads). */
  menus: readonly string[];
  buttons: readonly string[];
  /** The provider's onboarding phase (> 5: complete). */
  settlePhase: number;
}

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
  providerId: string;
  accountKind: number;
  menus: string;
  buttons: string;
  settlePhase: number;
}

function stringList(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.map(String) : [];
  } catch {
    return [];
  }
}

export function resolveSession(db: Db, token: string, now: number): SessionUser | null {
  const row = db
    .prepare(
      `SELECT a.id AS accountId, a.username, a.mobile, a.provider_id AS providerId, a.account_kind AS accountKind,
         a.menus, a.buttons, p.settle_phase AS settlePhase
       FROM sessions s JOIN accounts a ON a.id = s.account_id JOIN providers p ON p.id = a.provider_id
       WHERE s.token = ? AND s.expires_at > ?`,
    )
    .get(token, now) as SessionRow | undefined;
  if (!row) return null;
  return { token, ...row, menus: stringList(row.menus), buttons: stringList(row.buttons) };
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
