/**
 * Picture captchas in the browser tests: the characters are only pixels, so a test reads them from the stand-in's
 * test hook by the key of the captcha the page was last given (seen in the verificationCode/line answers).
 *
 *   const captcha = watchCaptchas(page);      // before the page loads one
 *   await page.getByPlaceholder("请输入图形验证码").fill(await captcha.text());
 */
import type { Page } from "playwright-core";
import { url } from "./index";

export interface CaptchaWatch {
  /** How many captchas the page was given so far. */
  count(): number;
  /** The characters of the latest one (waits for the first). */
  text(): Promise<string>;
}

export function watchCaptchas(page: Page): CaptchaWatch {
  // Taken when the answer arrives (before the page can show its picture), read when asked.
  const keys: Promise<string | undefined>[] = [];
  page.on("response", (response) => {
    if (!response.url().includes("/verificationCode/line")) return;
    keys.push(
      response
        .json()
        .then((body: { data?: { captchaKey?: string } }) => body.data?.captchaKey)
        .catch(() => undefined),
    );
  });
  return {
    count: () => keys.length,
    async text() {
      await expect.poll(() => keys.length).toBeGreaterThan(0);
      const key = await keys.at(-1);
      if (!key) throw new Error("the latest captcha answer had no key");
      const response = await fetch(url(`/api/__test__/captcha/${encodeURIComponent(key)}`));
      const body = (await response.json()) as { code: number; data: string };
      if (body.code !== 1) throw new Error(`captcha ${key} not found`);
      return body.data;
    },
  };
}
