/**
 * The console under its Content-Security-Policy (issue 8 §2): the page is served with the policy, nothing the
 * console does violates it (antd's inline styles included), and it still renders styled, from login to the frame.
 */
import type { Page } from "playwright-core";
import { login, newPage, resetDb, url } from "./harness";
import { visible } from "./harness/locators";

/** Collects CSP violation reports of the page (and of its later navigations). */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction("__reportCspViolation", (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const report = (window as unknown as { __reportCspViolation: (text: string) => void })
        .__reportCspViolation;
      report(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  page.on("console", (message) => {
    if (message.type() === "error" && message.text().includes("Content Security Policy")) {
      violations.push(message.text());
    }
  });
  return violations;
}

describe("Content-Security-Policy", () => {
  beforeAll(async () => {
    await resetDb();
  });

  it("serves the console with the security headers and renders it, styled, without a violation", async () => {
    const page = await newPage();
    const violations = await watchViolations(page);
    const response = await page.goto("/login");
    const headers = response?.headers() ?? {};
    expect(headers["content-security-policy"]).toContain("script-src 'self'");
    expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("same-origin");

    // antd's CSS-in-JS styles apply: the primary button has the theme's blue (#0958d9), not the browser's grey.
    const submit = page.getByRole("button", { name: /登\s?录/ });
    await visible(submit);
    expect(await submit.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe("rgb(9, 88, 217)");

    await login(page, "demo");
    await page.waitForURL("**/dashboard");
    await visible(page.getByRole("menu").first());
    await page.goto("/message/index");
    await page.locator('[data-tab="/message/index"] .ant-table-row').first().waitFor();
    expect(violations).toEqual([]);
  });

  it("cannot be framed by another page (clickjacking)", async () => {
    const page = await newPage();
    await page.setContent(`<iframe src="${url("/login")}" width="800" height="600"></iframe>`);
    await page.waitForTimeout(2000);
    const child = page.frames().find((frame) => frame !== page.mainFrame());
    const rendered = child
      ? await child.evaluate(() => document.querySelector("#root")?.childElementCount ?? 0).catch(() => 0)
      : 0;
    expect(rendered).toBe(0);
  });
});
