import crypto from "node:crypto";
import { BIZ, BIZ_MSG } from "./bizCodes";
import type { Db } from "./db/types";
import { BizError } from "./errors";
import type { Logger } from "./router";
import type { Clock } from "./time";

/**
 * Picture captchas (the "line" verification code): 4 characters drawn as an SVG with noise lines, valid for
 * 5 minutes and for one attempt. The text is logged (`[captcha] key=... code=...`) and, with test hooks on,
 * readable at /api/__test__/captcha/:key.
 */
export const CAPTCHA_TTL_MS = 5 * 60 * 1000;
const ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";

function randomColor(): string {
  return `rgb(${crypto.randomInt(20, 160)},${crypto.randomInt(20, 160)},${crypto.randomInt(20, 160)})`;
}

export function drawCaptcha(code: string): string {
  const width = 120;
  const height = 40;
  const glyphs = [...code]
    .map((ch, i) => {
      const x = 14 + i * 26;
      const y = 28 + crypto.randomInt(-4, 5);
      const angle = crypto.randomInt(-25, 26);
      return `<text x="${x}" y="${y}" transform="rotate(${angle} ${x} ${y})" fill="${randomColor()}">${ch}</text>`;
    })
    .join("");
  const lines = Array.from(
    { length: 4 },
    () =>
      `<line x1="${crypto.randomInt(0, width)}" y1="${crypto.randomInt(0, height)}" x2="${crypto.randomInt(0, width)}" ` +
      `y2="${crypto.randomInt(0, height)}" stroke="${randomColor()}" stroke-width="1"/>`,
  ).join("");
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<rect width="100%" height="100%" fill="#f3f6fb"/>${lines}` +
    `<g font-family="monospace" font-size="24" font-weight="bold">${glyphs}</g></svg>`
  );
}

export function createCaptcha(deps: { db: Db; clock: Clock; log: Logger }): {
  captchaKey: string;
  image: string;
} {
  const now = deps.clock();
  const captchaKey = crypto.randomUUID();
  const code = Array.from({ length: 4 }, () => ALPHABET[crypto.randomInt(0, ALPHABET.length)]).join("");
  deps.db.prepare("DELETE FROM captchas WHERE created_at < ?").run(now - CAPTCHA_TTL_MS);
  deps.db
    .prepare("INSERT INTO captchas (captcha_key, code, created_at) VALUES (?, ?, ?)")
    .run(captchaKey, code, now);
  deps.log(`[captcha] key=${captchaKey} code=${code}`);
  // An SVG data URL: any <img> shows it like a PNG.
  return {
    captchaKey,
    image: `data:image/svg+xml;base64,${Buffer.from(drawCaptcha(code)).toString("base64")}`,
  };
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
