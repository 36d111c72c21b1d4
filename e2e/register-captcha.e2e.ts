/**
 * The registration's SMS code is guarded by a picture captcha (verificationCode/line + verificationCode/sms/send,
 * issue 33 §2): the picture shows with 换一张; 获取验证码 sends nothing until the characters are typed; a wrong answer
 * is refused and the picture changes; the right one sends the code, and that code registers the provider.
 */
import type { Page, Request } from "playwright-core";
import { newPage, resetDb, screenshot, toastAfter } from "./harness";
import { audit, blocking, describeViolations } from "./harness/axe";
import { watchCaptchas } from "./harness/captcha";
import { hasValue, visible } from "./harness/locators";

const MOBILE = "13912340077";
const PASSWORD = "Captcha2026";

const picture = (page: Page) => page.getByRole("img", { name: "图形验证码图片" });
const pictureSrc = (page: Page) => picture(page).getAttribute("src");
const sendButton = (page: Page) => page.getByRole("button", { name: "获取验证码" });

describe("registration SMS behind a picture captcha", () => {
  beforeAll(async () => {
    await resetDb();
  });

  it("asks for the captcha before sending, refuses a wrong one and registers with the code sent", async () => {
    const page = await newPage();
    const captcha = watchCaptchas(page);
    const sends: Request[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/verificationCode/sms/send")) sends.push(request);
    });
    await page.goto("/login");
    await page.getByRole("link", { name: "注册 / 申请入驻" }).click();
    await page.waitForURL("**/apply/index");
    await visible(picture(page));
    expect(await pictureSrc(page)).toMatch(/^data:image\/png;base64,/);
    await visible(page.getByRole("button", { name: /换一张/ }));

    await page.getByPlaceholder("请输入服务商名称").fill("佛山图验安装服务有限公司");
    await page.getByPlaceholder("请输入手机号").fill(MOBILE);
    await sendButton(page).click();
    await visible(page.getByText("请输入图形验证码"));
    expect(sends).toHaveLength(0);

    // 换一张: another captcha, another picture.
    const first = await pictureSrc(page);
    await page.getByRole("button", { name: /换一张/ }).click();
    await expect.poll(() => pictureSrc(page)).not.toBe(first);
    expect(captcha.count()).toBe(2);

    // A wrong answer: refused, the picture changes, nothing is counted down.
    const right = await captcha.text();
    const wrong = right === "AAAA" ? "BBBB" : "AAAA";
    const before = await pictureSrc(page);
    await page.getByPlaceholder("请输入图形验证码").fill(wrong);
    await toastAfter(page, "图形验证码错误或已过期", () => sendButton(page).click());
    expect(sends).toHaveLength(1);
    await expect.poll(() => pictureSrc(page)).not.toBe(before);
    await hasValue(page.getByPlaceholder("请输入图形验证码"), "");
    await visible(sendButton(page));

    // The right answer (case does not matter): the code is sent and the countdown starts.
    await page.getByPlaceholder("请输入图形验证码").fill((await captcha.text()).toLowerCase());
    await screenshot(page, "register-captcha");
    await toastAfter(page, "验证码已发送", () => sendButton(page).click());
    await visible(page.getByRole("button", { name: /\d+s后重新获取/ }));
    expect(JSON.parse(sends[1].postData() ?? "{}")).toMatchObject({ mobile: MOBILE });

    const result = await audit(page, "注册（图形验证码）");
    expect(describeViolations(result, blocking(result))).toEqual([]);

    await page.getByPlaceholder("请输入验证码").fill("123456");
    await page.getByPlaceholder("请输入密码").fill(PASSWORD);
    await page.getByPlaceholder("请再次输入密码").fill(PASSWORD);
    await page
      .getByRole("button", { name: "注 册" })
      .or(page.getByRole("button", { name: "注册" }))
      .click();
    await visible(page.getByRole("heading", { name: "入驻申请" }));
  });
});
