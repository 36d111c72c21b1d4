/**
 * Accessibility (issue 14): axe-core's WCAG 2.1 A/AA rules on every declared route (taken from the declarations in
 * src/resources, so screens added later are covered with no edit here), the widget gallery, the public pages and
 * the open overlays. Fails on any critical or serious violation; the figures of every audit go to
 * test-results/axe-summary.json. Also checks the structure the rules cannot: one <main>, one <h1> (the page title).
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import type { Locator, Page } from "playwright-core";
import { devRoutes } from "../src/layout/devRoutes";
import { routes } from "../src/resources";
import { login, networkIdle, newPage, RESULTS_DIR, resetDb } from "./harness";
import {
  audit,
  AXE_VERSION,
  blocking,
  describeViolations,
  duplicateIds,
  englishNames,
  EXTRA_RULES,
  type Audit,
} from "./harness/axe";
import { menuItem, visible } from "./harness/locators";

const audits: Audit[] = [];

afterAll(() => {
  const summary = audits.map((a) => ({
    label: a.label,
    engine: a.engine,
    byImpact: a.violations.reduce<Record<string, number>>((acc, v) => {
      acc[v.impact ?? "unknown"] = (acc[v.impact ?? "unknown"] ?? 0) + v.nodes.length;
      return acc;
    }, {}),
    rules: a.violations.map((v) => `${v.id}:${v.impact}:${v.nodes.length}`),
  }));
  writeFileSync(path.join(RESULTS_DIR, "axe-summary.json"), JSON.stringify(summary, null, 2));
});

/**
 * Audits the page and answers the readable lines of its critical and serious violations, of any English name a
 * screen reader would announce, and of any id given twice in the document. The audit must be the project's axe
 * with the extra rules run.
 */
async function check(page: Page, label: string): Promise<string[]> {
  const result = await audit(page, label);
  audits.push(result);
  const engine =
    result.engine === AXE_VERSION
      ? []
      : [`${label}: axe ${result.engine} ran, not the project's ${AXE_VERSION}`];
  const skipped = EXTRA_RULES.filter((rule) => !result.rulesRun.includes(rule)).map(
    (rule) => `${label}: rule ${rule} did not run`,
  );
  const english = (await englishNames(page)).map((name) => `${label}: English name ${name}`);
  const twice = (await duplicateIds(page)).map((id) => `${label}: id ${id}`);
  return [...engine, ...skipped, ...describeViolations(result, blocking(result)), ...english, ...twice];
}

/** Waits until the page has finished loading: its <h1> is shown and no spinner or progress bar runs. */
async function settled(page: Page): Promise<void> {
  await networkIdle(page);
  await visible(page.locator("main h1"), 20_000);
  const busy = page.locator(".ant-spin-spinning:visible, .route-progress-loading");
  try {
    await expect.poll(() => busy.count(), { timeout: 20_000 }).toBe(0);
  } catch (error) {
    throw new Error(`still loading on ${page.url()}: ${await busyElements(busy)}`, { cause: error });
  }
}

async function busyElements(busy: ReturnType<Page["locator"]>): Promise<string> {
  const found = await busy.evaluateAll((els) =>
    els.map((e) => `${e.className} in ${e.closest("[data-testid], [id]")?.outerHTML.slice(0, 120) ?? "?"}`),
  );
  return found.join(" | ");
}

/**
 * Resolves once the open dialog has zoomed in: half way its text is see-through, and axe measures a contrast too low
 * (the bell's confirmation below waits the same way).
 */
async function dialogShown(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page
        .locator(".ant-modal")
        .last()
        .evaluate((el) => el.className),
    )
    .not.toMatch(/-(enter|appear)/);
}

/** One <main>, one <h1> inside it, shown or not (only pages of hidden tabs may hold more, not displayed). */
async function structure(page: Page) {
  return page.evaluate(() => {
    const shown = (el: Element) => el.getClientRects().length > 0 || el.classList.contains("sr-only");
    const mains = [...document.querySelectorAll("main, [role=main]")].filter(shown);
    const h1s = [...document.querySelectorAll("h1")].filter(
      (h) => !h.closest("[hidden], [style*='display: none']") && shown(h),
    );
    return {
      mains: mains.length,
      h1: h1s.map((h) => h.textContent?.trim() ?? ""),
      h1InMain: h1s.every((h) => h.closest("main, [role=main]") !== null),
    };
  });
}

const declared = [...routes, ...devRoutes];

describe("axe: WCAG 2.1 A/AA", () => {
  beforeAll(async () => {
    await resetDb();
  });

  it("covers every declared route (the widget gallery included)", () => {
    expect(declared.length).toBeGreaterThan(15);
    expect(declared.map((r) => r.path)).toContain("/dev/widgets");
  });

  it("has no critical or serious violation on any declared route as demo; one <main>, one <h1> = title", async () => {
    const page = await newPage();
    await login(page, "demo");
    await page.waitForURL("**/dashboard");
    const failures: string[] = [];
    for (const route of declared) {
      await page.goto(route.path);
      await settled(page);
      failures.push(...(await check(page, route.path)));
      const shape = await structure(page);
      if (shape.mains !== 1 || shape.h1.length !== 1 || shape.h1[0] !== route.title || !shape.h1InMain) {
        failures.push(
          `${route.path}: structure ${JSON.stringify(shape)} (expected one main, h1 ${route.title})`,
        );
      }
    }
    expect(failures).toEqual([]);
  }, 600_000);

  it("has no critical or serious violation on the public pages", async () => {
    const failures: string[] = [];
    const page = await newPage();
    for (const [pathname, title] of [
      ["/login", "服务商工作台"],
      ["/password/index", "忘记密码"],
      ["/apply/index", "注册 / 申请入驻"],
      ["/404", "404"],
      ["/401", "401"],
    ] as const) {
      await page.goto(pathname);
      await settled(page);
      failures.push(...(await check(page, pathname)));
      const shape = await structure(page);
      if (shape.mains !== 1 || shape.h1.length !== 1 || shape.h1[0] !== title) {
        failures.push(`${pathname}: structure ${JSON.stringify(shape)}`);
      }
    }
    // The application page is where an account that has not finished onboarding is kept.
    const applicant = await newPage();
    await login(applicant, "applicant");
    await applicant.waitForURL("**/apply/index");
    await settled(applicant);
    failures.push(...(await check(applicant, "/apply/index")));
    expect(failures).toEqual([]);
  }, 120_000);
});

describe("axe: open overlays", () => {
  beforeAll(async () => {
    await resetDb();
  });

  /**
   * Waits until an overlay has finished its entrance: half way through antd's zoom or slide, its text is
   * see-through and axe measures a contrast too low (the bell's confirmation and the user menu each failed so once).
   */
  async function shownInFull(overlay: Locator): Promise<void> {
    await expect.poll(() => overlay.evaluate((el) => el.className)).not.toMatch(/-(enter|appear)/);
  }

  async function dashboard(options: Parameters<typeof newPage>[0] = {}): Promise<Page> {
    const page = await newPage(options);
    await login(page, "demo");
    await page.waitForURL("**/dashboard");
    await settled(page);
    return page;
  }

  it("the bell's popover and its 清空消息 confirmation", async () => {
    const page = await dashboard();
    await page.getByRole("button", { name: /^消息通知/ }).click();
    await visible(page.locator(".bell-panel .bell-message, .bell-panel .ant-empty"));
    const failures = await check(page, "bell");
    await page.getByRole("button", { name: "清空消息" }).click();
    await visible(page.locator(".ant-popconfirm"));
    await shownInFull(page.locator(".ant-popconfirm"));
    failures.push(...(await check(page, "bell confirmation")));
    expect(failures).toEqual([]);
  });

  it("the user menu", async () => {
    const page = await dashboard();
    await page.locator(".header-user-trigger").click();
    await visible(page.getByRole("menuitem", { name: "退出登录" }));
    await shownInFull(
      page.locator(".ant-dropdown").filter({ has: page.getByRole("menuitem", { name: "退出登录" }) }),
    );
    expect(await check(page, "user menu")).toEqual([]);
  });

  it("the tab context menu", async () => {
    const page = await dashboard();
    await page.getByRole("tab", { name: "首页" }).click({ button: "right" });
    await visible(page.getByRole("menuitem", { name: "关闭其他" }));
    await shownInFull(
      page.locator(".ant-dropdown").filter({ has: page.getByRole("menuitem", { name: "关闭其他" }) }),
    );
    expect(await check(page, "tab context menu")).toEqual([]);
  });

  it("an open select (阅读状态 on 我的消息)", async () => {
    const page = await dashboard();
    await page.goto("/message/index");
    await settled(page);
    // The selected value's text covers the combobox's input: click the select box itself.
    await page
      .locator(".ant-select")
      .filter({ has: page.getByRole("combobox", { name: "阅读状态" }) })
      .click();
    await visible(page.locator(".ant-select-dropdown .ant-select-item-option"));
    await shownInFull(page.locator(".ant-select-dropdown"));
    expect(await check(page, "open select")).toEqual([]);
  });

  it("the 新增师傅 dialog over the worker list: ids unique, each label names its own control", async () => {
    const page = await dashboard();
    await page.goto("/worker/index");
    await settled(page);
    await page.getByRole("button", { name: "新增师傅" }).click();
    const dialog = page.getByRole("dialog", { name: "新增师傅" });
    await visible(dialog.getByRole("textbox", { name: "师傅姓名" }));
    const failures = await check(page, "新增师傅 dialog");
    expect(failures).toEqual([]);
    // The list's filter form behind the dialog has fields of the same names (师傅姓名, 手机号).
    const filters = page.locator(".engine-search-form");
    expect(await filters.getByLabel("师傅姓名").count()).toBe(1);
    for (const label of ["师傅姓名", "手机号"]) {
      const input = dialog.getByRole("textbox", { name: label });
      const id = await input.getAttribute("id");
      expect(id).toBeTruthy();
      expect(await page.locator(`[id="${id}"]`).count()).toBe(1);
      expect(await dialog.locator(`label[for="${id}"]`).innerText()).toBe(label);
      expect(await filters.locator(`[id="${id}"], label[for="${id}"]`).count()).toBe(0);
      // A click on the dialog's label puts the focus in the dialog's input, not in the filter behind it.
      await dialog.locator("label", { hasText: label }).click();
      await expect.poll(() => input.evaluate((el) => el === document.activeElement)).toBe(true);
    }
  });

  it("ids stay unique with several pages kept alive in tabs (their forms share field names)", async () => {
    const page = await dashboard();
    const entries = [
      "订单管理列表",
      "待结算列表",
      "已结算订单列表",
      "工单列表",
      "师傅列表",
      "基本信息",
      "我的消息",
    ];
    for (const entry of entries) {
      await page.getByRole("tab", { name: "首页" }).click();
      await page.locator("main").getByRole("link", { name: entry, exact: true }).click();
      await visible(page.getByRole("tab", { name: entry, selected: true }));
      await visible(page.getByRole("heading", { level: 1, name: entry }));
      await networkIdle(page);
    }
    // The open lists' filter forms share field names (orderNo, …): without a form name each would be one id.
    const shared = await page.evaluate(() => {
      const fields = [...document.querySelectorAll("form.engine-search-form [id]")]
        .map((e) => /^filter-\w+_(\w+)$/.exec(e.id)?.[1])
        .filter((f): f is string => f !== undefined);
      return fields.filter((f, i) => fields.indexOf(f) !== i);
    });
    expect(shared.length).toBeGreaterThan(0);
    expect(await duplicateIds(page)).toEqual([]);
  });

  it("the newest surfaces: 代接单's dialog, a colleague's 修改资料 and the 派单设置 tab", async () => {
    // Fresh 待接单 orders (the stand-in's clock returns late ones to 待派单) and the seeded colleague 李调度.
    await resetDb();
    const page = await dashboard();
    await page.goto("/order/index?tab=11");
    await settled(page);
    await page
      .locator('[data-tab="/order/index"] .ant-table-row')
      .first()
      .getByRole("button", { name: "代接单" })
      .click();
    await visible(page.getByRole("dialog").getByRole("textbox", { name: "代接单原因" }));
    await dialogShown(page);
    const failures = await check(page, "代接单 dialog");
    await page
      .getByRole("dialog")
      .getByRole("button", { name: /取\s?消/ })
      .click();

    await page.goto("/personal/staff");
    await settled(page);
    await page
      .locator(".ant-table-row")
      .filter({ hasText: "李调度" })
      .getByRole("button", { name: /更多/ })
      .click();
    await (await menuItem(page, "修改资料")).click();
    await visible(page.getByRole("dialog").getByRole("textbox", { name: "姓名" }));
    await dialogShown(page);
    failures.push(...(await check(page, "修改资料 dialog")));
    await page
      .getByRole("dialog")
      .getByRole("button", { name: /取\s?消/ })
      .click();

    await page.goto("/personal/index?tab=dispatch");
    await settled(page);
    await visible(page.getByRole("tab", { name: "派单设置", selected: true }));
    await visible(page.getByLabel("接单超时时间"));
    failures.push(...(await check(page, "派单设置 tab")));
    expect(failures).toEqual([]);
  });

  it("a dialog (the widget gallery's) and the narrow window's sider drawer", async () => {
    const page = await dashboard();
    await page.goto("/dev/widgets");
    await settled(page);
    await page.getByRole("button", { name: "打开对话框" }).click();
    await visible(page.getByRole("dialog", { name: "示例对话框" }));
    const failures = await check(page, "dialog");

    const narrow = await dashboard({ viewport: { width: 800, height: 900 } });
    await narrow.getByRole("button", { name: "展开菜单" }).click();
    await visible(narrow.locator(".sider-drawer .ant-drawer-content"));
    failures.push(...(await check(narrow, "sider drawer")));
    expect(failures).toEqual([]);
  });
});
