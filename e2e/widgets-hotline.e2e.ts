import type { Locator, Page } from "playwright-core";
import path from "node:path";
import { login, newPage, resetDb, RESULTS_DIR, screenshot, url, toast } from "./harness";

async function openDialer(environment = "模拟：已授权麦克风"): Promise<{ page: Page; panel: Locator }> {
  const page = await newPage();
  await login(page, "demo");
  await page.waitForURL((u) => u.pathname !== "/login");
  await page.goto("/dev/widgets#hotline");
  const section = page.getByTestId("gallery-hotline");
  await section.waitFor();
  await section.getByText(environment).click();
  await section.getByRole("button", { name: /智能外呼/ }).click();
  const panel = section.getByRole("dialog", { name: "智能外呼" });
  await panel.waitFor();
  return { page, panel };
}

const status = (panel: Locator) => panel.getByTestId("dialer-status").textContent();

async function hotlineHook(body: unknown): Promise<void> {
  const response = await fetch(url("/api/__test__/hotline"), {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(200);
}

describe("hotline dialer (gallery)", () => {
  it("dials from the pad, refuses hang-up while dialing, talks, and hangs up", async () => {
    const { page, panel } = await openDialer();
    expect(await status(panel)).toBe("待拨号");
    for (const key of "13912345678") await panel.getByRole("button", { name: key, exact: true }).click();
    expect(await panel.getByLabel("号码").inputValue()).toBe("13912345678");

    await panel.getByRole("button", { name: /拨号/ }).click();
    await expect.poll(() => status(panel)).toBe("拨号中");
    await expect.poll(() => panel.getByTestId("dialer-info").textContent()).toMatch(/坐席 170\d{8}/);
    await panel.getByRole("button", { name: /挂断/ }).click();
    await toast(page, "正在拨号中，暂时不能挂断").waitFor();
    expect(await status(panel)).toBe("拨号中");

    await expect.poll(() => status(panel), { timeout: 10_000 }).toBe("通话中");
    await expect
      .poll(() => panel.getByTestId("dialer-timer").textContent(), { timeout: 5000 })
      .toMatch(/00:0[1-9]/);
    await screenshot(page, "widgets-hotline-in-call");
    await panel.screenshot({
      path: path.join(RESULTS_DIR, "widgets-hotline-panel.png"),
      animations: "disabled",
    });
    await panel.getByRole("button", { name: /挂断/ }).click();
    await expect.poll(() => status(panel)).toBe("通话结束");
  });

  it("tells a bad number and the unmet prerequisites with the §8 messages", async () => {
    const { page, panel } = await openDialer();
    await panel.getByLabel("号码").fill("1391234567");
    await panel.getByRole("button", { name: /拨号/ }).click();
    await toast(page, "手机格式不正确").waitFor();

    const noMic = await openDialer("模拟：无麦克风");
    await noMic.panel.getByLabel("号码").fill("13912345678-123");
    await noMic.panel.getByRole("button", { name: /拨号/ }).click();
    await toast(noMic.page, "请插入耳机或麦克风，并允许浏览器使用麦克风权限").waitFor();

    const firefox = await openDialer("模拟：非谷歌浏览器");
    await firefox.panel.getByLabel("号码").fill("13912345678");
    await firefox.panel.getByRole("button", { name: /拨号/ }).click();
    await toast(firefox.page, "请切换到谷歌浏览器").waitFor();
    expect(await status(firefox.panel)).toBe("待拨号");
  });

  it("says 暂无更多坐席，请稍后重试 when there is no seat", async () => {
    await hotlineHook({ seats: [] });
    try {
      const { page, panel } = await openDialer();
      await panel.getByLabel("号码").fill("13912345678");
      await panel.getByRole("button", { name: /拨号/ }).click();
      await toast(page, "暂无更多坐席，请稍后重试").waitFor();
      expect(await status(panel)).toBe("待拨号");
    } finally {
      await resetDb();
    }
  });
});
