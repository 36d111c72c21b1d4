import type { SmsScene } from "../src/api/worker/account";
import { SMS_RESEND_SECONDS } from "../src/domain/validators";
import { BIZ, BIZ_MSG } from "./bizCodes";
import type { Db } from "./db/types";
import { BizError } from "./errors";
import type { Logger } from "./router";
import type { Clock } from "./time";

/**
 * SMS verification codes. The stand-in sends no SMS: every code is 123456 and is printed in the log
 * (`[sms] 13800000001 scene=login code=123456`). A code is valid for 5 minutes and can be used once.
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
}

export function isSmsScene(value: unknown): value is SmsScene {
  return typeof value === "string" && (SMS_SCENES as readonly string[]).includes(value);
}

export function isRegisteredMobile(db: Db, mobile: string): boolean {
  return db.prepare("SELECT 1 FROM accounts WHERE mobile = ?").get(mobile) !== undefined;
}

/** Sends (logs) a code; refuses a second one for the same mobile and scene within SMS_RESEND_SECONDS. */
export function sendSmsCode({ db, clock, log }: Deps, mobile: string, scene: CodeScene): void {
  const now = clock();
  const recent = db
    .prepare("SELECT 1 FROM sms_codes WHERE mobile = ? AND scene = ? AND sent_at > ?")
    .get(mobile, scene, now - SMS_RESEND_SECONDS * 1000);
  if (recent) throw new BizError(BIZ.smsTooFrequent, BIZ_MSG.smsTooFrequent);
  db.prepare("INSERT INTO sms_codes (mobile, scene, code, sent_at) VALUES (?, ?, ?, ?)").run(
    mobile,
    scene,
    STAND_IN_SMS_CODE,
    now,
  );
  log(`[sms] ${mobile} scene=${scene} code=${STAND_IN_SMS_CODE}`);
}

/**
 * Checks that `code` was sent to `mobile` for `scene` (or "common") within the last 5 minutes and not used yet;
 * throws the business error otherwise. With `consume`, the code cannot be used again.
 */
export function requireSmsCode(
  { db, clock }: Omit<Deps, "log">,
  mobile: string,
  scene: SmsScene,
  code: string,
  consume: boolean,
): void {
  const now = clock();
  const id = db
    .prepare(
      `SELECT id FROM sms_codes
       WHERE mobile = ? AND scene IN (?, 'common') AND code = ? AND used_at IS NULL AND sent_at >= ?
       ORDER BY sent_at DESC LIMIT 1`,
    )
    .pluck()
    .get(mobile, scene, code, now - SMS_CODE_TTL_MS);
  if (id === undefined) throw new BizError(BIZ.badSmsCode, BIZ_MSG.badSmsCode);
  if (consume) db.prepare("UPDATE sms_codes SET used_at = ? WHERE id = ?").run(now, id);
}
