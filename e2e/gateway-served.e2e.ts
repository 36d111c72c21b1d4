/**
 * Issue 42 §3: against a gateway that lacks some of the paths this project chose, the console asks once with the user
 * info which chosen calls are served and offers no action whose call is missing, instead of failing on click; the
 * same console against a gateway that serves them all offers them again at its next load.
 */
import { api } from "../src/api";
import { actAsNotServing, login, newPage, screenshot } from "./harness";
import { gone, visible } from "./harness/locators";

const AWAITING_APPOINTMENT = "SO202611209000011"; // 待预约 (mocks/orders/seed/orders.ts SHOWCASE)
const DETAIL = `/order/watch/detail?orderNo=${AWAITING_APPOINTMENT}`;
const HANG_UP = `${api.order.operations.hangUp.method} ${api.order.operations.hangUp.path}`;
const STAFF_LIST = `${api.staff.staffList.method} ${api.staff.staffList.path}`;

afterEach(() => actAsNotServing([]));

describe("a gateway without some chosen calls", () => {
  it("hides 挂起 when the gateway does not serve it, asking once; offers it again once served", async () => {
    await actAsNotServing([HANG_UP]);
    const page = await newPage();
    const asked: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/contract/servedCalls")) asked.push(request.url());
    });
    await login(page, "demo");
    await page.waitForURL((u) => u.pathname !== "/login");
    await page.goto(DETAIL);
    const detail = page.locator(`[data-tab="${DETAIL}"]`);
    // 预约 (a call the spec shows) is offered; 挂起 (a chosen call this gateway lacks) is not.
    await visible(detail.getByRole("button", { name: /预\s?约/ }));
    await gone(detail.getByRole("button", { name: /挂\s?起/ }));
    await screenshot(page, "gateway-without-hang-up");
    // Once at the login, once at the reload that opened the detail.
    expect(asked).toHaveLength(2);

    await actAsNotServing([]);
    await page.reload();
    await visible(detail.getByRole("button", { name: /挂\s?起/ }));
    expect(asked).toHaveLength(3);
    await page.context().close();
  });

  it("leaves 账号管理 out of the menu, and its address to 401, when the gateway does not serve its list", async () => {
    await actAsNotServing([STAFF_LIST]);
    const page = await newPage();
    await login(page, "demo");
    await page.waitForURL((u) => u.pathname !== "/login");
    await page.getByRole("menuitem", { name: "个人中心" }).click();
    await visible(page.getByRole("menuitem", { name: "基本信息" }));
    await visible(page.getByRole("menuitem", { name: "导出记录" }));
    await gone(page.getByRole("menuitem", { name: "账号管理" }));
    // Nor among the home page's quick links, beside the screens it does serve.
    await visible(page.getByRole("link", { name: "导出记录" }));
    await gone(page.getByRole("link", { name: "账号管理" }));
    await screenshot(page, "gateway-without-staff-list");
    await page.goto("/personal/staff");
    await page.waitForURL("**/401");
    await page.context().close();
  });
});
