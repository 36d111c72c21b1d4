import { existsSync } from "node:fs";
import { TEST_HOOK_PATHS } from "../../mocks/testHooks";
import { STANDIN_CLOCK } from "./clock";
import { faults, login, newPage, resetDb, screenshot, toastAfter, url } from "./index";

// The harness itself: fault injection, reset, login and screenshots work against the running stand-in.
describe("e2e harness", () => {
  afterEach(() => faults.clear());

  it("makes the next matching call fail, once, and clears", async () => {
    await faults.set({ status: 503, match: "/harness-probe" });
    expect((await fetch(url("/api/harness-probe"))).status).toBe(503);
    // Without the fault: an ordinary unsigned call, refused by the gateway.
    expect((await fetch(url("/api/harness-probe"))).status).toBe(403);

    await faults.set({ status: 500, count: 5, match: "/harness-probe" });
    await faults.clear();
    expect((await fetch(url("/api/harness-probe"))).status).toBe(403);
  });

  it("rejects an invalid fault", async () => {
    await expect(faults.set({ status: 99 })).rejects.toThrow(/400/);
  });

  it("runs the pages on the stand-in's clock: the seed's day, whatever day it is", async () => {
    const page = await newPage();
    await page.goto("/login");
    const { data: standIn } = (await (await fetch(url(TEST_HOOK_PATHS.clock))).json()) as { data: number };
    const shown = await page.evaluate(() => ({
      now: Date.now(),
      built: new Date().getTime(),
      day: new Date().toLocaleDateString("zh-CN"),
      parsed: new Date("2026-01-02T03:04:05Z").toISOString(),
      isDate: new Date() instanceof Date,
    }));
    expect(Math.abs(shown.now - standIn)).toBeLessThan(5_000);
    expect(Math.abs(shown.built - standIn)).toBeLessThan(5_000);
    expect(shown.day).toBe(
      new Date(STANDIN_CLOCK).toLocaleDateString("zh-CN", { timeZone: "Asia/Shanghai" }),
    );
    expect(shown.parsed).toBe("2026-01-02T03:04:05.000Z");
    expect(shown.isDate).toBe(true);
  });

  it("resets the database", async () => {
    await expect(resetDb()).resolves.toBeUndefined();
  });

  it("logs in through the login form in a fresh zh-CN context and saves a screenshot", async () => {
    const page = await newPage();
    await page.goto("/login");
    expect(await page.evaluate(() => [navigator.language, localStorage.getItem("token")])).toEqual([
      "zh-CN",
      null,
    ]);
    await login(page, "demo");
    await page.waitForURL((u) => u.pathname !== "/login");
    await page.getByText("首页").first().waitFor();
    const file = await screenshot(page, "harness-after-login");
    expect(existsSync(file)).toBe(true);
  });

  it("sees a toast that came and went before the check, and only one shown since the action began", async () => {
    const page = await newPage();
    await page.goto("/login");
    // A notice on screen for 50 ms, gone when the action resolves.
    const flash = (text: string) =>
      page.evaluate(
        (t) =>
          new Promise<void>((done) => {
            const notice = document.createElement("div");
            notice.className = "ant-message-notice";
            notice.textContent = t;
            document.body.append(notice);
            setTimeout(() => {
              notice.remove();
              done();
            }, 50);
          }),
        text,
      );
    await flash("旧的提示");
    await toastAfter(page, "保存成功", () => flash("保存成功"));
    await expect(toastAfter(page, "旧的提示", () => Promise.resolve(), 500)).rejects.toThrow(/旧的提示/);
  });
});
