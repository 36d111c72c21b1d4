/**
 * Issue 8 §1 "No blank page after login": from the click on 登录 until the admin frame, and while an admin route
 * reloads, the page always shows something (the frame's skeleton at least). The page records the body's text at
 * every DOM change and before every frame; no sample may be empty.
 */
import type { Page } from "playwright-core";
import { DEMO_PASSWORD, newPage, resetDb } from "./harness";
import { visible } from "./harness/locators";

interface Sample {
  at: number;
  /** The body's visible text, trimmed ("" for a blank page). */
  text: string;
  /** What the sampler saw: "frame" (before a paint) or "dom" (after a DOM change). */
  via: "frame" | "dom";
}

declare global {
  interface Window {
    __blankSamples?: Sample[];
    __blankSampling?: boolean;
  }
}

/**
 * Installs the sampler in every document of the page, from its first byte: a MutationObserver (each committed DOM
 * change) and a requestAnimationFrame loop (each frame about to be painted). Sampling starts when
 * `window.__blankSampling` is true (at once when `fromStart`) and the document is parsed, and stops at the admin
 * frame (`.admin-layout` with the sider's menu).
 */
async function installSampler(page: Page, fromStart: boolean): Promise<void> {
  await page.addInitScript((start: boolean) => {
    window.__blankSamples = [];
    window.__blankSampling = start;
    let done = false;
    const sample = (via: "frame" | "dom") => {
      // While the HTML is parsed, the body can be there without the skeleton that follows it: not a page yet.
      if (done || !window.__blankSampling || document.readyState === "loading") return;
      window.__blankSamples!.push({ at: performance.now(), text: document.body.innerText.trim(), via });
      if (document.querySelector(".admin-layout [role=menu]")) done = true;
    };
    new MutationObserver(() => sample("dom")).observe(document, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
    });
    const frame = () => {
      sample("frame");
      if (!done) requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  }, fromStart);
}

async function samples(page: Page): Promise<Sample[]> {
  return page.evaluate(() => window.__blankSamples ?? []);
}

/** The blank samples, each with the samples before and after it (so a failure shows what the page went through). */
function blanks(list: Sample[]): string[] {
  return list.flatMap((s, i) =>
    s.text === ""
      ? [
          list
            .slice(Math.max(0, i - 2), i + 3)
            .map((n) => `${n.at.toFixed(1)} ${n.via} ${JSON.stringify(n.text.slice(0, 40))}`)
            .join(" | "),
        ]
      : [],
  );
}

describe("no blank page on the way into the admin frame", () => {
  beforeAll(async () => {
    await resetDb();
  });

  it("shows something at every moment from the click on 登录 to the admin frame", async () => {
    const page = await newPage();
    await installSampler(page, false);
    await page.goto("/login");
    await page.getByPlaceholder("请输入用户名").fill("demo");
    await page.getByPlaceholder("请输入密码").fill(DEMO_PASSWORD);
    await page.evaluate(() => {
      window.__blankSampling = true;
    });
    await page.getByRole("button", { name: "登录" }).click();
    await page.waitForURL("**/dashboard");
    await visible(page.locator(".admin-layout [role=menu]"), 30_000);
    const list = await samples(page);
    expect(list.length).toBeGreaterThan(3);
    expect(blanks(list)).toEqual([]);
  });

  it("shows the frame's skeleton, never a white page, while an admin route reloads", async () => {
    const page = await newPage();
    await page.goto("/login");
    await page.getByPlaceholder("请输入用户名").fill("demo");
    await page.getByPlaceholder("请输入密码").fill(DEMO_PASSWORD);
    await page.getByRole("button", { name: "登录" }).click();
    await page.waitForURL("**/dashboard");
    await installSampler(page, true);
    // A slow network: the console's code comes 1 s after the page. What is shown meanwhile is index.html's own.
    await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await route.continue();
    });
    await page.goto("/message/index");
    await visible(page.locator(".admin-layout [role=menu]"), 30_000);
    const list = await samples(page);
    expect(list.length).toBeGreaterThan(3);
    expect(blanks(list)).toEqual([]);
    // The first thing painted is the frame's skeleton (sider with the title, header, tab strip, content placeholder).
    expect(list[0].text).toContain("服务商工作台");
  });

  it("starts loading the admin code while the login page is idle", async () => {
    const page = await newPage();
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(request.url());
    });
    await page.goto("/login");
    await expect
      .poll(() => scripts.some((u) => /\/AdminLayout-[\w-]+\.js$/.test(u)), { timeout: 15_000 })
      .toBe(true);
    expect(scripts.some((u) => /\/AdminApp-[\w-]+\.js$/.test(u))).toBe(true);
  });
});
