/**
 * Accessibility (issue 14) by keyboard alone: log in, open a page from the sider, switch tabs, open and close the
 * bell (with its confirmation), the user menu and a tab's context menu with focus going in and coming back, the skip
 * link, and a visible focus ring on the controls that had none.
 */
import type { Locator, Page } from "playwright-core";
import { DEMO_PASSWORD, networkIdle, newPage, resetDb, screenshot } from "./harness";
import { ringProblem, sweepFocus } from "./harness/focusRing";
import { gone, visible } from "./harness/locators";

/** Presses Tab (Shift+Tab with `back`) until the locator's element has the focus; fails after `max` presses. */
async function tabTo(page: Page, target: Locator, { max = 80, back = false } = {}): Promise<void> {
  for (let i = 0; i < max; i += 1) {
    await page.keyboard.press(back ? "Shift+Tab" : "Tab");
    if (await hasFocus(target)) return;
  }
  throw new Error(`${String(target)} was not reached with ${max} presses of Tab`);
}

const hasFocus = (target: Locator) => target.first().evaluate((el) => el === document.activeElement);
/** Text and role of the focused element (readable assertions). */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    return {
      tag: el?.tagName.toLowerCase() ?? "",
      role: el?.getAttribute("role") ?? "",
      text: (el?.getAttribute("aria-label") || (el as HTMLElement | null)?.innerText || "").trim(),
    };
  });
const focusInside = (page: Page, selector: string) =>
  page.evaluate((css) => document.activeElement?.closest(css) !== null, selector);

/** The machine is shared: give focus moves and animations time. */
const SLOW = { timeout: 10_000 };

async function keyboardLogin(page: Page): Promise<void> {
  await page.goto("/login");
  await tabTo(page, page.getByPlaceholder("请输入用户名"));
  await page.keyboard.type("demo");
  await page.keyboard.press("Tab");
  await page.keyboard.type(DEMO_PASSWORD);
  await page.keyboard.press("Enter");
  await page.waitForURL("**/dashboard");
}

describe("keyboard", () => {
  beforeAll(async () => {
    await resetDb();
  });

  it("logs in by keyboard alone; focus then starts at the page's <h1>", async () => {
    const page = await newPage();
    await page.goto("/login");
    // The login mode switch is one tab stop, named in Chinese; the password eye is a button.
    await tabTo(page, page.getByRole("radio", { name: "账号密码登录" }));
    expect(await page.getByRole("radiogroup", { name: "登录方式" }).count()).toBe(1);
    await page.keyboard.press("Tab");
    expect(await hasFocus(page.getByPlaceholder("请输入用户名"))).toBe(true);
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    expect(await focused(page)).toMatchObject({ tag: "button", text: "显示密码" });

    await keyboardLogin(page);
    await expect.poll(() => focused(page), SLOW).toEqual({ tag: "h1", role: "", text: "首页" });
  });

  it("skips to the main content, opens a page from the sider and switches tabs", async () => {
    const page = await newPage();
    await keyboardLogin(page);
    await tabTo(page, page.getByRole("link", { name: "跳到主要内容" }), { back: true });
    await page.keyboard.press("Enter");
    await expect.poll(() => focused(page), SLOW).toEqual({ tag: "h1", role: "", text: "首页" });

    await tabTo(page, page.locator(".app-sider").getByRole("link", { name: "消息中心" }), { back: true });
    await page.keyboard.press("Enter");
    await page.waitForURL("**/message/index");
    await visible(page.getByRole("tab", { name: "我的消息", selected: true }));

    // To the active tab, then the previous one with the arrow key, shown with Enter.
    await tabTo(page, page.getByRole("tab", { name: "我的消息" }));
    await page.keyboard.press("ArrowLeft");
    expect(await focused(page)).toEqual({ tag: "div", role: "tab", text: "师傅服务数据" });
    await page.keyboard.press("Enter");
    await page.waitForURL("**/dashboard/list");
    await visible(page.getByRole("tab", { name: "师傅服务数据", selected: true }));
    // While a tab has the keyboard focus its name is still its title alone (no English "Tab 2 of 3").
    await page.keyboard.press("ArrowRight");
    expect(await page.getByRole("tab", { name: "我的消息", exact: true }).count()).toBe(1);
    expect(await page.getByRole("tab", { name: /Tab \d+ of/ }).count()).toBe(0);
    expect(await page.getByRole("tab").count()).toBe(3);
  });

  it("opens a tab's menu with Shift+F10; Escape closes it and focus returns to the tab", async () => {
    const page = await newPage();
    await keyboardLogin(page);
    await tabTo(page, page.getByRole("tab", { name: "首页" }));
    await page.keyboard.press("Shift+F10");
    await visible(page.getByRole("menuitem", { name: "关闭所有" }));
    await expect.poll(() => focusInside(page, ".ant-dropdown"), SLOW).toBe(true);
    await screenshot(page, "a11y-tab-context-menu");
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Escape");
    await expect.poll(() => focused(page), SLOW).toEqual({ tag: "div", role: "tab", text: "首页" });
    await gone(page.getByRole("menuitem", { name: "关闭所有" }));
  });

  it("opens the bell and its confirmation: focus goes in, Escape closes each and returns focus", async () => {
    const page = await newPage();
    await keyboardLogin(page);
    const bell = page.getByRole("button", { name: /^消息通知/ });
    await tabTo(page, bell, { back: true });
    await page.keyboard.press("Enter");
    await expect.poll(() => focused(page), SLOW).toMatchObject({ role: "dialog" });
    await tabTo(page, page.getByRole("button", { name: "清空消息" }), { max: 5 });
    await page.keyboard.press("Enter");
    await expect.poll(() => focused(page), SLOW).toEqual({ tag: "button", role: "", text: "清空" });
    await page.keyboard.press("Escape");
    await expect.poll(() => focused(page), SLOW).toEqual({ tag: "button", role: "", text: "清空消息" });
    await visible(page.locator(".bell-panel"));
    await page.keyboard.press("Escape");
    await expect.poll(() => hasFocus(bell), SLOW).toBe(true);
    await gone(page.locator(".bell-panel"));
  });

  it("opens the user menu by keyboard; Escape returns focus to its button", async () => {
    const page = await newPage();
    await keyboardLogin(page);
    const trigger = page.getByRole("button", { name: /用户菜单$/ });
    // Named by what it shows (the avatar's initial, the provider's name), then 用户菜单; the masked mobile below it
    // is its own 24 px target, named by the number it shows.
    const shown = await page.locator(".header-user-name").innerText();
    const initial = await page.locator(".header-user-trigger .ant-avatar").innerText();
    expect(shown.length).toBeGreaterThan(0);
    expect(await trigger.getAttribute("aria-label")).toBeNull();
    const named = (name: RegExp) => page.locator(".header-user").getByRole("button", { name }).count();
    expect(await named(new RegExp(`^${initial}\\s*${shown}\\s*，用户菜单$`))).toBe(1);
    const mobile = page.locator(".header-user .masked-mobile");
    expect(await named(new RegExp(`^${(await mobile.innerText()).replace(/\*/g, "\\*")}$`))).toBe(1);
    expect((await mobile.boundingBox())?.height).toBeGreaterThanOrEqual(24);
    await tabTo(page, trigger, { back: true });
    await page.keyboard.press("Enter");
    await visible(page.getByRole("menuitem", { name: "退出登录" }));
    await expect.poll(() => focusInside(page, ".ant-dropdown"), SLOW).toBe(true);
    await page.keyboard.press("Escape");
    await expect.poll(() => hasFocus(trigger), SLOW).toBe(true);
  });

  it("opens a row's dialog: focus is in it at once, Escape closes it and focus returns to the row's button", async () => {
    const page = await newPage();
    await keyboardLogin(page);
    await page.goto("/order/earlywarning");
    const button = page
      .locator('[data-tab^="/order/earlywarning"] .ant-table-row')
      .first()
      .getByRole("button", { name: "跟踪记录" });
    await button.focus();
    await page.keyboard.press("Enter");
    await visible(page.getByRole("dialog", { name: /^跟踪记录/ }));
    // No waiting: antd alone moved focus in only after its 0.3 s opening animation, and Esc did nothing until then.
    expect(await focusInside(page, '[role="dialog"]')).toBe(true);
    await page.keyboard.press("Escape");
    await gone(page.getByRole("dialog"));
    await expect.poll(() => hasFocus(button), SLOW).toBe(true);
  });
});

describe("focus ring", () => {
  /** The element's box and a margin, as a PNG. */
  async function shot(page: Page, target: Locator): Promise<Buffer> {
    const box = await target.first().boundingBox();
    if (!box) throw new Error(`${String(target)} has no box`);
    const m = 4;
    return page.screenshot({
      animations: "disabled",
      clip: {
        x: Math.max(0, box.x - m),
        y: Math.max(0, box.y - m),
        width: box.width + 2 * m,
        height: box.height + 2 * m,
      },
    });
  }

  /** Reaches the control by Tab, then compares its box focused and blurred: they must differ. */
  async function ringShown(page: Page, target: Locator, back = false): Promise<boolean> {
    await tabTo(page, target, { back });
    const focusedShot = await shot(page, target);
    await target.first().evaluate((el) => (el as HTMLElement).blur());
    const blurredShot = await shot(page, target);
    return !focusedShot.equals(blurredShot);
  }

  it("shows on 忘记密码？, the brand link, sider items, shortcuts, tabs, header buttons", async () => {
    const page = await newPage();
    await page.goto("/login");
    expect(await ringShown(page, page.getByRole("link", { name: "忘记密码？" }))).toBe(true);

    await keyboardLogin(page);
    const checks: [string, Locator, boolean][] = [
      ["dashboard shortcut", page.locator("main").getByRole("link", { name: "我的消息" }), false],
      ["bell", page.getByRole("button", { name: /^消息通知/ }), true],
      ["sider item", page.locator(".app-sider").getByRole("link", { name: "消息中心" }), true],
      ["brand link", page.locator(".sider-brand"), true],
      ["tab", page.getByRole("tab", { name: "首页" }), false],
    ];
    const missing: string[] = [];
    for (const [name, locator, back] of checks) {
      await page.locator("main h1:visible").first().focus();
      if (!(await ringShown(page, locator, back))) missing.push(name);
    }
    expect(missing).toEqual([]);
  });

  it("surrounds a whole home counter card, unclipped", async () => {
    const page = await newPage();
    await keyboardLogin(page);
    const card = page.locator("[data-counter]").first();
    await visible(card.locator(".ant-statistic-content-value"));
    // Named by what it shows: its title and its figure.
    const title = await card.locator(".ant-statistic-title").innerText();
    const figure = await card.locator(".ant-statistic-content-value").innerText();
    expect(await card.getAttribute("aria-label")).toBeNull();
    expect(await page.getByRole("link", { name: new RegExp(`^${title}\\s*${figure}`) }).count()).toBe(1);

    await page.locator("main h1:visible").first().focus();
    await tabTo(page, card);
    const outline = await card.evaluate((el) => {
      const s = getComputedStyle(el);
      return { style: s.outlineStyle, width: s.outlineWidth, display: s.display };
    });
    expect(outline).toEqual({ style: "solid", width: "2px", display: "block" });
    expect(await ringProblem(page)).toBe("");
    await screenshot(page, "a11y-counter-focus", { fullPage: false });
    await page.locator("main h1:visible").first().focus();
    expect(await ringShown(page, card)).toBe(true);
  });

  it("shows on every element reached by Tab: home, a list with filters and row actions, a form page", async () => {
    const page = await newPage();
    await keyboardLogin(page);
    await visible(page.locator("[data-counter] .ant-statistic-content-value"));
    const problems: string[] = [];
    for (const path of ["/dashboard", "/worker/index", "/order/index", "/personal/index"]) {
      if (path !== "/dashboard") {
        await page.goto(path);
        await networkIdle(page);
        await expect.poll(() => page.locator(".ant-spin-spinning:visible").count(), SLOW).toBe(0);
      }
      await page.locator("main h1").first().focus();
      const stops = await sweepFocus(page);
      expect(stops.length).toBeGreaterThan(20);
      problems.push(...stops.filter((s) => s.problem).map((s) => `${path}: ${s.what}: ${s.problem}`));
    }
    expect(problems).toEqual([]);
  }, 240_000);
});
