import crypto from "node:crypto";
import { BIZ, BIZ_MSG } from "./bizCodes";
import type { Db } from "./db/types";
import { BizError } from "./errors";
import { CAPTCHA_ALPHABET } from "./captchaFont";
import { drawCaptchaPng } from "./captchaImage";
import type { Logger } from "./router";
import type { Clock } from "./time";

/**
 * Picture captchas (the "line" verification code): 4 characters drawn on the server as a PNG with distortion and
 * noise (captchaImage.ts), valid for 5 minutes and for one attempt. The characters appear nowhere in the answer but
 * as pixels. The text is logged (`[captcha] key=... code=...`) and, with test hooks on, readable at
 * /api/__test__/captcha/:key.
 */
export const CAPTCHA_TTL_MS = 5 * 60 * 1000;
export const CAPTCHA_LENGTH = 4;

export function createCaptcha(deps: { db: Db; clock: Clock; log: Logger }): {
  captchaKey: string;
  image: string;
} {
  const now = deps.clock();
  const captchaKey = crypto.randomUUID();
  const code = Array.from(
    { length: CAPTCHA_LENGTH },
    () => CAPTCHA_ALPHABET[crypto.randomInt(0, CAPTCHA_ALPHABET.length)],
  ).join("");
  deps.db.prepare("DELETE FROM captchas WHERE created_at < ?").run(now - CAPTCHA_TTL_MS);
  deps.db
    .prepare("INSERT INTO captchas (captcha_key, code, created_at) VALUES (?, ?, ?)")
    .run(captchaKey, code, now);
  deps.log(`[captcha] key=${captchaKey} code=${code}`);
  return { captchaKey, image: `data:image/png;base64,${drawCaptchaPng(code).toString("base64")}` };
}

/** Checks and uses up a captcha (one attempt per captcha, right or wrong). */
export function requireCaptcha(deps: { db: Db; clock: Clock }, captchaKey: string, code: string): void {
  const now = deps.clock();
  const row = deps.db
    .prepare("SELECT code FROM captchas WHERE captcha_key = ? AND used_at IS NULL AND created_at >= ?")
    .get(captchaKey, now - CAPTCHA_TTL_MS) as { code: string } | undefined;
  if (row) deps.db.prepare("UPDATE captchas SET used_at = ? WHERE captcha_key = ?").run(now, captchaKey);
  if (!row || row.code.toUpperCase() !== code.trim().toUpperCase()) {
    throw new BizError(BIZ.badCaptcha, BIZ_MSG.badCaptcha);
  }
}
