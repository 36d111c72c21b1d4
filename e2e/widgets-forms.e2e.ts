import type { Locator, Page } from "playwright-core";
import { mkdirSync } from "node:fs";
import path from "node:path";
import { login, newPage, RESULTS_DIR, toast, toastAfter, toastsShown } from "./harness";

/** The form and display widgets of the gallery, driven as a person would against the stand-in. */

async function openGallery(anchor: string): Promise<Page> {
  const page = await newPage();
  await login(page, "demo");
  await page.waitForURL((url) => url.pathname !== "/login");
  await page.goto(`/dev/widgets#${anchor}`);
  await page.getByTestId(`gallery-${anchor}`).waitFor();
  return page;
}

const openDropdown = (page: Page): Locator => page.locator(".ant-select-dropdown:visible");

/** Opens a select, types `search` (when given) and clicks the option titled `title` in the open dropdown. */
async function choose(page: Page, select: Locator, title: string, search?: string): Promise<void> {
  await select.locator(".ant-select-selector").click();
  if (search) await page.keyboard.type(search);
  await openDropdown(page).locator(`.ant-select-item-option[title="${title}"]`).click();
  await expect.poll(() => openDropdown(page).count()).toBe(0);
}

/** Saves a screenshot of one gallery section (test-results/<name>.png) for a person to look at. */
async function sectionShot(section: Locator, name: string): Promise<void> {
  mkdirSync(RESULTS_DIR, { recursive: true });
  await section.screenshot({ path: path.join(RESULTS_DIR, `${name}.png`), animations: "disabled" });
}

async function text(locator: Locator): Promise<string> {
  return (await locator.textContent()) ?? "";
}

describe("form widgets (gallery)", () => {
  it("picks an address down to a street in 东莞 with no area level", async () => {
    const page = await openGallery("address");
    const demo = page.getByTestId("address-level4");
    await expect.poll(() => demo.locator(".address-picker-city").count()).toBe(0);

    await choose(page, demo.locator(".address-picker-province"), "广东省", "广东");
    await choose(page, demo.locator(".address-picker-city"), "东莞市", "东莞");
    expect(await demo.locator(".address-picker-area").count()).toBe(0);
    await choose(page, demo.locator(".address-picker-town"), "南城街道", "南城");

    const output = page.getByTestId("address-level4-output");
    await expect
      .poll(() => text(output))
      .toMatch(/"province":19,"city":382,"town":\d+,"shipAddress":"19-382-\d+"/);
    expect(await text(output)).toContain("广东省 / 东莞市 / 南城街道");
    expect(await text(output)).not.toContain('"area"');

    // The echoed value (东莞) shows its names and offers the streets right after the city.
    const echo = page.getByTestId("address-echo");
    await expect.poll(() => text(echo.locator(".address-picker-city"))).toBe("东莞市");
    expect(await echo.locator(".address-picker-area").count()).toBe(0);
    expect(await echo.locator(".address-picker-town").count()).toBe(1);
    await sectionShot(page.getByTestId("gallery-address"), "widgets-forms-address");
  });

  it("picks 北京 levels, and changing a parent clears the children", async () => {
    const page = await openGallery("address");
    const demo = page.getByTestId("address-level4");
    await choose(page, demo.locator(".address-picker-province"), "北京市", "北京");
    await choose(page, demo.locator(".address-picker-city"), "北京市");
    await choose(page, demo.locator(".address-picker-area"), "东城区", "东城");
    await choose(page, demo.locator(".address-picker-town"), "景山街道", "景山");
    const output = page.getByTestId("address-level4-output");
    await expect.poll(() => text(output)).toContain("北京市 / 北京市 / 东城区 / 景山街道");
    expect(await text(output)).toMatch(/"shipAddress":"1-\d+-\d+-\d+"/);

    await choose(page, demo.locator(".address-picker-province"), "天津市", "天津");
    await expect.poll(() => text(output)).toContain('{"province":2,"shipAddress":"2"}');
    expect(await text(demo.locator(".address-picker-city"))).toBe("请选择市");
    expect(await demo.locator(".address-picker-area").count()).toBe(0);
    expect(await demo.locator(".address-picker-town").count()).toBe(0);

    // The default picker stops at the area level.
    const level3 = page.getByTestId("address-level3");
    await choose(page, level3.locator(".address-picker-province"), "北京市", "北京");
    await choose(page, level3.locator(".address-picker-city"), "北京市");
    await choose(page, level3.locator(".address-picker-area"), "西城区", "西城");
    expect(await level3.locator(".address-picker-town").count()).toBe(0);
  });

  it("searches a worker by name and picks him", async () => {
    const page = await openGallery("worker-select");
    const select = page.getByTestId("worker-select-demo").locator(".worker-select").first();
    // A typed keyword goes to fuzzyQuery/workers (GET, the keyword in the query string).
    const searched = page.waitForResponse(
      (r) => r.url().includes("/fuzzyQuery/workers") && decodeURIComponent(r.url()).includes("keyword=张建"),
    );
    await select.locator(".ant-select-selector").click();
    await page.keyboard.type("张建");
    await searched;
    // Mobiles are masked in the options and in the chosen value (spec §5).
    await openDropdown(page).locator('.ant-select-item-option[title="张建国 139****0001"]').click();
    await expect
      .poll(() => text(page.getByTestId("worker-select-output")))
      .toBe("workerId：1810000000000000001（张建国 139****0001）");
    expect(await text(select.locator(".ant-select-selection-item"))).toBe("张建国 139****0001");
  });

  it("picks 众包 categories two levels deep and 总包 from the class list, after the service type", async () => {
    const page = await openGallery("service-type");
    const demo = page.getByTestId("service-type-demo");
    await choose(page, demo.locator(".service-type-picker-scopeType"), "众包");
    expect(await demo.locator(".service-type-picker-categoryId").count()).toBe(0);
    await choose(page, demo.locator(".service-type-picker-serviceId"), "安装");
    await choose(page, demo.locator(".service-type-picker-categoryId"), "热水器", "热水");
    await choose(page, demo.locator(".service-type-picker-subCategoryId"), "燃气热水器", "燃气");
    const output = page.getByTestId("service-type-output");
    await expect.poll(() => text(output)).toContain("众包 / 安装 / 热水器 / 燃气热水器");
    await choose(page, demo.locator(".service-type-picker-scopeType"), "总包");
    await expect.poll(() => text(output)).toContain('{"scopeType":2}');
    expect(await demo.locator(".service-type-picker-subCategoryId").count()).toBe(0);
    await choose(page, demo.locator(".service-type-picker-serviceId"), "维修");
    await choose(page, demo.locator(".service-type-picker-categoryId"), "晾衣架");
    await expect.poll(() => text(output)).toContain("总包 / 维修 / 晾衣架");
  });

  it("clamps a wrong number with 输入数值不符合", async () => {
    const page = await openGallery("number-input");
    const input = page.getByTestId("number-int").locator("input");
    await input.fill("");
    await input.pressSequentially("5a00");
    await toast(page, "输入数值不符合").waitFor();
    expect(await input.inputValue()).toBe("100");
    expect(await text(page.getByTestId("number-int-output"))).toBe("100");

    const money = page.getByTestId("number-money").locator("input");
    await money.pressSequentially("12.3456");
    expect(await money.inputValue()).toBe("12.34");

    const custom = page.getByTestId("number-warning").locator("input");
    await custom.pressSequentially("3");
    await custom.blur();
    await toast(page, "数量须在10到50之间").waitFor();
    expect(await custom.inputValue()).toBe("10");
    // The single error toast: the new one replaced the first.
    expect(await toastsShown(page, "error").count()).toBe(1);
    await sectionShot(page.getByTestId("gallery-number-input"), "widgets-forms-number-input");
  });

  it("reveals the masked phone on hover and copies it on click", async () => {
    const page = await openGallery("masked-phone");
    const phone = page.getByTestId("masked-phone-mobile").getByRole("button");
    expect(await text(phone)).toBe("138****0001");
    await phone.hover();
    await expect.poll(() => text(phone)).toBe("13800000001");
    await toastAfter(page, "复制成功", () => phone.click());
    await sectionShot(page.getByTestId("gallery-display"), "widgets-forms-display");
    await page.mouse.move(0, 0);
    await expect.poll(() => text(phone)).toBe("138****0001");
  });

  it("loads the next page when the remote select is scrolled, and pages the merchant dropdown", async () => {
    const page = await openGallery("remote-select");
    const scroll = page.getByTestId("remote-select-scroll").locator(".remote-select");
    await scroll.locator(".ant-select-selector").click();
    await openDropdown(page).locator('.ant-select-item-option[title="格力官方旗舰店"]').waitFor();
    const second = page.waitForResponse(
      (r) => r.url().includes("pageMerchantNickName") && r.url().includes("current=2"),
    );
    await openDropdown(page)
      .locator(".rc-virtual-list-holder")
      .evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
    await second;
    // Page 2 (records 11-20) is appended below page 1. The list is virtual: scroll to the rows of page 2 (rows are
    // 32 px; 200 px down shows rows 7-14) without reaching the bottom again.
    await expect.poll(() => openDropdown(page).locator(".ant-select-item-option").count()).toBeGreaterThan(0);
    await openDropdown(page)
      .locator(".rc-virtual-list-holder")
      .evaluate((el) => el.scrollTo({ top: 200 }));
    const appended = openDropdown(page).locator('.ant-select-item-option[title="美的京东自营店"]');
    await appended.click();
    await expect.poll(() => text(page.getByTestId("remote-select-scroll-output"))).toMatch(/^172\d{16}$/);

    const merchant = page.getByTestId("remote-select-pager").locator(".merchant-select");
    await merchant.locator(".ant-select-selector").click();
    const pager = openDropdown(page).locator(".remote-select-pager");
    await pager.waitFor();
    await expect
      .poll(async () => (await pager.locator("button:not([aria-label])").allTextContents()).join(","))
      .toBe("1,2,3,4,5");
    await pager.getByRole("button", { name: "5", exact: true }).click();
    await openDropdown(page).locator('.ant-select-item-option[title="方太官方旗舰店"]').waitFor();
    await expect
      .poll(async () => (await pager.locator("button:not([aria-label])").allTextContents()).join(","))
      .toBe("3,4,5,6,7");
    await page.screenshot({
      path: path.join(RESULTS_DIR, "widgets-forms-merchant-pager.png"),
      clip: { x: 0, y: 0, width: 1440, height: 900 },
      animations: "disabled",
    });
    await openDropdown(page).locator('.ant-select-item-option[title="方太官方旗舰店"]').click();
    await expect.poll(() => text(page.getByTestId("remote-select-pager-output"))).toMatch(/^172\d{16}$/);
  });
});
