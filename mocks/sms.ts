import type { SmsScene } from "../src/api/worker/account";
import { SMS_RESEND_SECONDS } from "../src/domain/validators";
import { BIZ, BIZ_MSG } from "./bizCodes";
import type { Db } from "./db/types";
import { BizError } from "./errors";
import { LIMIT_MESSAGES, type StandInLimits } from "./limits";
import type { Logger } from "./router";
import type { Clock } from "./time";

/**
 * SMS verification codes. The stand-in sends no SMS: every code is 123456 and is printed in the log
 * (`[sms] 13800000001 scene=login code=123456`). A code is valid for 5 minutes, can be used once and is void after
 * the limit of wrong tries; sends are limited per mobile, per client address and in total (mocks/limits.ts).
 * Scene "common" is a code sent after a picture captcha (basic-public); it is accepted for any scene.
 */
export const STAND_IN_SMS_CODE = "123456";
export const SMS_CODE_TTL_MS = 5 * 60 * 1000;
export const SMS_SCENES: readonly SmsScene[] = ["login", "register", "forgetPassword", "modifyMobile"];

export type CodeScene = SmsScene | "common";

interface Deps {
  db: Db;
  clock: Clock;
  log: Logger;
  /** The caller's address (per-client send limit). */
  client: string;
  settings: { limits: Pick<StandInLimits, "smsPerClient" | "smsTotal" | "smsWrongTries"> };
}

export function isSmsScene(value: unknown): value is SmsScene {
  return typeof value === "string" && (SMS_SCENES as readonly string[]).includes(value);
}

export function isRegisteredMobile(db: Db, mobile: string): boolean {
  return db.prepare("SELECT 1 FROM accounts WHERE mobile = ?").get(mobile) !== undefined;
}

function countSince(db: Db, sql: string, ...params: (string | number)[]): number {
  return Number(
    db
      .prepare(sql)
      .pluck()
      .get(...params),
  );
}

/**
 * What one client address has used of its per-client quota within the window: codes sent AND sends refused for
 * the mobile's registration (该手机号未注册 / 该手机号已注册), so an address can probe at most that many mobiles per
 * window. Logins, code checks and other calls never count.
 */
function clientAttempts(db: Db, client: string, since: number): number {
  return countSince(
    db,
    `SELECT (SELECT COUNT(*) FROM sms_codes WHERE client = ? AND sent_at > ?)
          + (SELECT COUNT(*) FROM sms_refusals WHERE client = ? AND at > ?)`,
    client,
    since,
    client,
    since,
  );
}

/** Refuses a send once the caller's address has used its per-client quota (sends and refusals together). */
export function assertSmsQuota({ db, clock, client, settings }: Omit<Deps, "log">): void {
  const { smsPerClient } = settings.limits;
  if (clientAttempts(db, client, clock() - smsPerClient.windowMs) >= smsPerClient.count) {
    throw new BizError(BIZ.smsTooFrequent, LIMIT_MESSAGES.smsClientLimit);
  }
}

/**
 * Refuses a send for the mobile's registration: the refusal is recorded against the caller's address (it tells
 * registered mobiles from others, so it counts like a send) and `error` is thrown.
 */
export function refuseSmsSend({ db, clock, client, settings }: Omit<Deps, "log">, error: BizError): never {
  const now = clock();
  db.prepare("INSERT INTO sms_refusals (client, at) VALUES (?, ?)").run(client, now);
  db.prepare("DELETE FROM sms_refusals WHERE at <= ?").run(now - settings.limits.smsPerClient.windowMs);
  throw error;
}

/**
 * Sends (logs) a code. Refused: a second code to the same mobile (any scene) within SMS_RESEND_SECONDS; more than
 * the per-client limit from one address (sends and registration refusals together); more than the total limit of
 * the whole stand-in.
 */
export function sendSmsCode(
  { db, clock, log, client, settings }: Deps,
  mobile: string,
  scene: CodeScene,
): void {
  const now = clock();
  const { smsPerClient, smsTotal } = settings.limits;
  const recent = db
    .prepare("SELECT 1 FROM sms_codes WHERE mobile = ? AND sent_at > ?")
    .get(mobile, now - SMS_RESEND_SECONDS * 1000);
  if (recent) throw new BizError(BIZ.smsTooFrequent, BIZ_MSG.smsTooFrequent);
  if (clientAttempts(db, client, now - smsPerClient.windowMs) >= smsPerClient.count)
    throw new BizError(BIZ.smsTooFrequent, LIMIT_MESSAGES.smsClientLimit);
  const total = countSince(db, "SELECT COUNT(*) FROM sms_codes WHERE sent_at > ?", now - smsTotal.windowMs);
  if (total >= smsTotal.count) throw new BizError(BIZ.smsTooFrequent, LIMIT_MESSAGES.smsTotalLimit);
  db.prepare("INSERT INTO sms_codes (mobile, scene, code, sent_at, client) VALUES (?, ?, ?, ?, ?)").run(
    mobile,
    scene,
    STAND_IN_SMS_CODE,
    now,
    client,
  );
  log(`[sms] ${mobile} scene=${scene} code=${STAND_IN_SMS_CODE}`);
}

interface CodeRow {
  id: number;
  code: string;
  wrongTries: number;
}

/**
 * Checks `code` against the newest unused code sent to `mobile` for `scene` (or "common") within the last 5
 * minutes; throws the business error otherwise. A wrong code counts against that code, whoever checks it
 * (checkVerifyCode and the SMS login share the count): at the limit the code is void. With `consume`, a right code
 * cannot be used again.
 */
export function requireSmsCode(
  { db, clock, settings }: Pick<Deps, "db" | "clock" | "settings">,
  mobile: string,
  scene: SmsScene,
  code: string,
  consume: boolean,
): void {
  const now = clock();
  const row = db
    .prepare(
      `SELECT id, code, wrong_tries AS wrongTries FROM sms_codes
       WHERE mobile = ? AND scene IN (?, 'common') AND used_at IS NULL AND sent_at >= ?
       ORDER BY sent_at DESC, id DESC LIMIT 1`,
    )
    .get(mobile, scene, now - SMS_CODE_TTL_MS) as CodeRow | undefined;
  if (!row) throw new BizError(BIZ.badSmsCode, BIZ_MSG.badSmsCode);
  if (row.code !== code) {
    const tries = row.wrongTries + 1;
    const voided = tries >= settings.limits.smsWrongTries;
    db.prepare("UPDATE sms_codes SET wrong_tries = ?, used_at = ? WHERE id = ?").run(
      tries,
      voided ? now : null,
      row.id,
    );
    if (voided) throw new BizError(BIZ.smsCodeVoid, LIMIT_MESSAGES.smsVoid);
    throw new BizError(BIZ.badSmsCode, BIZ_MSG.badSmsCode);
  }
  if (consume) db.prepare("UPDATE sms_codes SET used_at = ? WHERE id = ?").run(now, row.id);
}
