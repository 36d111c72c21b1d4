import crypto from "node:crypto";
import * as account from "../../src/api/account";
import { BIZ, BIZ_MSG } from "../bizCodes";
import type { Db } from "../db/types";
import { BizError, invalid } from "../errors";
import { countingFailures } from "../loginThrottle";
import { decryptPassword, hashPassword, verifyPassword } from "../passwords";
import { defineRoutes, type HandlerContext } from "../router";
import { issueSession, revokeSession } from "../sessions";
import { requireSmsCode } from "../sms";
import { chinaDateTime } from "../time";
import { mobile, smsCode, text } from "../validate";

/** Wrong passwords in a row after which password login answers 200333303 until an SMS login succeeds. */
export const MAX_WRONG_PASSWORDS = 5;

interface AccountRow {
  id: number;
  passwordHash: string;
  blocked: number;
  failedCount: number;
}

const ACCOUNT_COLUMNS = `id, password_hash AS passwordHash, password_login_blocked AS blocked,
  failed_password_count AS failedCount`;

/** By username, or by mobile (providers registered themselves with their mobile as username). */
function findByUsername(db: Db, username: string): AccountRow | undefined {
  return db
    .prepare(
      `SELECT ${ACCOUNT_COLUMNS} FROM accounts WHERE username = ? OR mobile = ? ORDER BY username = ? DESC`,
    )
    .get(username, username, username) as AccountRow | undefined;
}

function findByMobile(db: Db, mobileNumber: string): AccountRow | undefined {
  return db.prepare(`SELECT ${ACCOUNT_COLUMNS} FROM accounts WHERE mobile = ?`).get(mobileNumber) as
    AccountRow | undefined;
}

function isEnabled(db: Db, accountId: number): boolean {
  return db.prepare("SELECT enabled FROM accounts WHERE id = ?").pluck().get(accountId) === 1;
}

/**
 * The plain text of an RSA-OAEP password field as sent: the token call's, whose schema checks types only (its text
 * is read inside the login limit, src/api/wire/account.ts).
 */
export function decryptField(ctx: HandlerContext, value: unknown, label = "密码"): string {
  return decryptCipher(ctx, text(value, label, { max: 2048 }), label);
}

/** The plain text of an RSA-OAEP ciphertext whose text a schema checked (filled, at most 2048 characters). */
export function decryptCipher(ctx: HandlerContext, cipher: string, label = "密码"): string {
  const plain = decryptPassword(cipher, ctx.settings.loginPrivateKey);
  if (plain === null) invalid(`${label}格式不正确，请刷新页面后重试`);
  return plain;
}

/** A hash no password matches: an unknown name costs the same scrypt work as a known one. */
let unmatchableHash: string | null = null;
function dummyHash(): string {
  unmatchableHash ??= hashPassword(crypto.randomBytes(16).toString("hex"));
  return unmatchableHash;
}

function unknownNameFailures(db: Db, username: string): number {
  return Number(
    db.prepare("SELECT failed_count FROM unknown_login_names WHERE username = ?").pluck().get(username) ?? 0,
  );
}

/**
 * Password login. An unknown user name is answered exactly like a known one with a wrong password — the same
 * 用户名或密码错误, and 200333303 from the fifth try on (its count is kept by name) — so the answers tell no one which
 * names exist.
 */
function passwordLogin(ctx: HandlerContext<account.PasswordLoginBody | undefined>): number {
  const username = text(ctx.payload.username, "用户名", { max: 64 });
  const password = decryptField(ctx, ctx.payload.password);
  const found = findByUsername(ctx.db, username);
  if (found?.blocked) throw new BizError(BIZ.riskyAccount, BIZ_MSG.riskyAccount);
  const failedBefore = found ? found.failedCount : unknownNameFailures(ctx.db, username);
  if (failedBefore >= MAX_WRONG_PASSWORDS) {
    throw new BizError(BIZ.tooManyWrongPasswords, BIZ_MSG.tooManyWrongPasswords);
  }
  const matches = verifyPassword(password, found?.passwordHash ?? dummyHash());
  if (!found || !matches) {
    const failed = failedBefore + 1;
    if (found) {
      ctx.db.prepare("UPDATE accounts SET failed_password_count = ? WHERE id = ?").run(failed, found.id);
    } else {
      ctx.db
        .prepare(
          `INSERT INTO unknown_login_names (username, failed_count, updated_at) VALUES (?, ?, ?)
           ON CONFLICT(username) DO UPDATE SET failed_count = excluded.failed_count, updated_at = excluded.updated_at`,
        )
        .run(username, failed, ctx.clock());
    }
    if (failed >= MAX_WRONG_PASSWORDS) {
      throw new BizError(BIZ.tooManyWrongPasswords, BIZ_MSG.tooManyWrongPasswords);
    }
    throw new BizError(BIZ.badCredentials, BIZ_MSG.badCredentials);
  }
  ctx.db.prepare("UPDATE accounts SET failed_password_count = 0 WHERE id = ?").run(found.id);
  return found.id;
}

function smsLogin(ctx: HandlerContext): number {
  const key = mobile(ctx.query.key);
  const code = smsCode(ctx.query.verifyCode);
  const found = findByMobile(ctx.db, key);
  if (!found) throw new BizError(BIZ.mobileNotRegistered, BIZ_MSG.mobileNotRegistered);
  requireSmsCode(ctx, key, "login", code, true);
  // A successful SMS login releases the wrong-password lock.
  ctx.db.prepare("UPDATE accounts SET failed_password_count = 0 WHERE id = ?").run(found.id);
  return found.id;
}

export default defineRoutes((r) => {
  r.serve(account.token, (ctx) => {
    const grant = ctx.query.grant_type;
    if (grant !== "password" && grant !== "app") invalid("不支持的授权类型");
    if (ctx.query.scope !== undefined && ctx.query.scope !== "server") invalid("不支持的授权范围");
    const terminalId = text(ctx.query.terminalId, "终端标识", { max: 64 });
    const accountId = countingFailures(ctx, () =>
      grant === "password" ? passwordLogin(ctx) : smsLogin(ctx),
    );
    // Told only after the password or code proved the account (issue 29: a disabled account cannot log in).
    if (!isEnabled(ctx.db, accountId)) throw new BizError(BIZ.accountDisabled, BIZ_MSG.accountDisabled);
    ctx.db
      .prepare("UPDATE accounts SET last_login_at = ? WHERE id = ?")
      .run(chinaDateTime(ctx.clock()), accountId);
    return { accessToken: issueSession(ctx.db, accountId, terminalId, ctx.clock()) };
  });

  r.serve(account.logout, (ctx) => {
    revokeSession(ctx.db, ctx.requireUser().token);
    return null;
  });
});
