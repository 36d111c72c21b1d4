/** The worker map of the gallery (/dev/widgets#worker-map): pointer, keyboard and list select the same worker. */
import { mkdirSync } from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { login, newPage, RESULTS_DIR } from "./harness";

async function openGallery(): Promise<Page> {
  const page = await newPage();
  await login(page, "demo");
  await page.waitForURL((url) => url.pathname !== "/login");
  await page.goto("/dev/widgets#worker-map");
  await page.getByTestId("worker-map-plot").waitFor();
  return page;
}

const marker = (page: Page, name: string) => page.getByRole("button", { name: new RegExp(`^${name}，距离`) });

describe("worker map (gallery)", () => {
  it("selects a worker by marker, by keyboard and from the list", async () => {
    const page = await openGallery();
    const demo = page.getByTestId("worker-map-demo");
    expect(await demo.locator(".worker-map-marker").count()).toBe(8);
    expect(await demo.locator("[data-ring-km] text").allTextContents()).toEqual([
      "1 km",
      "3 km",
      "5 km",
      "10 km",
      "20 km",
    ]);

    // Hover shows the name and distance; a click selects.
    await marker(page, "王志强").hover();
    await expect.poll(() => page.locator(".ant-tooltip:visible").textContent()).toBe("王志强 · 2.8 km");
    await marker(page, "王志强").click();
    expect(await marker(page, "王志强").getAttribute("aria-pressed")).toBe("true");
    expect(await demo.locator('tr[aria-selected="true"]').textContent()).toContain("王志强");
    expect(await page.getByTestId("worker-map-output").textContent()).toBe("已选师傅：王志强（2.8 km）");

    // Keyboard: Tab from the selected marker to the next one by distance, Enter selects it.
    await marker(page, "王志强").focus();
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toMatch(
      /^赵海滨，/,
    );
    await page.keyboard.press("Enter");
    expect(await marker(page, "赵海滨").getAttribute("aria-pressed")).toBe("true");
    expect(await marker(page, "王志强").getAttribute("aria-pressed")).toBe("false");

    // The list selects the marker.
    await demo.locator("tr[data-worker-id]").filter({ hasText: "刘德明" }).locator("td").nth(1).click();
    expect(await marker(page, "刘德明").getAttribute("aria-pressed")).toBe("true");
    expect(await page.getByTestId("worker-map-output").textContent()).toBe("已选师傅：刘德明（7.7 km）");
    mkdirSync(RESULTS_DIR, { recursive: true });
    await page
      .getByTestId("gallery-worker-map")
      .screenshot({ path: path.join(RESULTS_DIR, "widgets-worker-map.png"), animations: "disabled" });

    // A smaller radius: fewer workers, rings up to it.
    await demo.locator(".ant-radio-button-wrapper", { hasText: "5 km" }).click();
    await expect.poll(() => demo.locator(".worker-map-marker").count()).toBe(4);
    expect(await demo.locator("[data-ring-km] text").allTextContents()).toEqual(["1 km", "3 km", "5 km"]);
  });
});
