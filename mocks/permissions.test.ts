// @vitest-environment node
/**
 * Permissions on the server (issue 8 §2): a call outside the account's accessGroup is refused with HTTP 403
 * 拒绝访问, and an account still onboarding may make only the onboarding, profile-read, SMS, logout and message
 * calls. Each refusal asserts that nothing was written.
 */
import { api } from "../src/api";
import { service, type Endpoint } from "../src/api/endpoint";
import type { ConfirmPayDepositBody } from "../src/api/worker/profile";
import { isPermitted } from "./permissions";
import { collectRoutes, defineRoutes } from "./router";
import { routeModules } from "./routes";
import type { SessionUser } from "./sessions";
import { createTestStandIn, type TestStandIn } from "./testing";

const FORBIDDEN = { code: 403, msg: "拒绝访问", data: null };
const deposit: ConfirmPayDepositBody = {
  // demo's unpaid deposit: confirmPayDeposit answers only the caller's own contract (issue 31 §1).
  apiData: { amount: 3000, contractNo: "HT00000104", bizNo: "BZHT00000104" },
  payWay: 14,
  payChannel: 2,
};

const payments = (s: TestStandIn) =>
  Number(s.db.prepare("SELECT COUNT(*) FROM deposit_payments").pluck().get());

async function expectForbidden(s: TestStandIn, endpoint: Endpoint, payload: unknown, token: string) {
  const { status, body } = await s.call(endpoint, payload, { token });
  expect(status, endpoint.path).toBe(403);
  expect(body, endpoint.path).toEqual(FORBIDDEN);
}

describe("the accessGroup on the server", () => {
  it("refuses the limited account the cashier, the deposit, the worker settings and the work-order count", async () => {
    const s = createTestStandIn();
    const token = await s.login("limited");
    const before = payments(s);
    await expectForbidden(s, api.finance.getPaySource, undefined, token);
    await expectForbidden(s, api.worker.profile.confirmPayDeposit, deposit, token);
    await expectForbidden(s, api.finance.closePay, { code: "PAY-1" }, token);
    await expectForbidden(s, api.worker.roster.workerConfig, { workerId: "1810000000000000001" }, token);
    await expectForbidden(
      s,
      api.workOrders.needDealNums,
      { isProvider: 1, providerId: "1790000000000000001", workerId: "1790000000000000001", assignedType: 2 },
      token,
    );
    expect(payments(s)).toBe(before);
  });

  it("lets the limited account make its own screens' and every account's calls", async () => {
    const s = createTestStandIn();
    const token = await s.login("limited");
    expect((await s.call(api.adminTemplate.userInfo, undefined, { token })).body.code).toBe(1);
    expect((await s.call(api.message.unReadNum, { platform: "provider" }, { token })).body.code).toBe(1);
    expect(
      (await s.call(api.merchant.pageMerchantNickName, { current: 1, size: 10 }, { token })).status,
    ).toBe(200);
    expect((await s.call(api.goods.getOneClass, {}, { token })).status).toBe(200);
    // The order list filters by worker and its dialogs pick one: the worker selector's calls serve order screens.
    expect(
      (await s.call(api.worker.search.queryWorkerListByNameOrMobile, { fuzzyContent: "张" }, { token }))
        .status,
    ).toBe(200);
    const fuzzy = await s.call(api.worker.search.fuzzyQueryWorkers, { keyword: "张" }, { token });
    expect(fuzzy.status).toBe(200);
  });

  it("lets demo, which has every menu and button, make those calls", async () => {
    const s = createTestStandIn();
    const token = await s.login("demo");
    expect((await s.call(api.finance.getPaySource, undefined, { token })).body.code).toBe(1);
    expect((await s.call(api.worker.profile.confirmPayDeposit, deposit, { token })).body.code).toBe(1);
    expect(
      (await s.call(api.worker.search.queryWorkerListByNameOrMobile, { fuzzyContent: "张" }, { token }))
        .status,
    ).toBe(200);
  });

  it("needs the button code as well as the menu where the endpoint names one", async () => {
    const s = createTestStandIn();
    s.db.prepare("UPDATE accounts SET buttons = '[]' WHERE username = 'demo'").run();
    const token = await s.login("demo");
    const before = payments(s);
    // The personal centre is still in the menu: what needs no button still works.
    expect((await s.call(api.finance.getPaySource, undefined, { token })).body.code).toBe(1);
    await expectForbidden(s, api.worker.profile.confirmPayDeposit, deposit, token);
    expect(payments(s)).toBe(before);
  });

  it("refuses every served call that names btn codes to an account with its menus and none of its codes", async () => {
    // Issue 42: the handlers check no code the call's declaration names; this refusal, the gateway's, is the one.
    const s = createTestStandIn();
    s.db.prepare("UPDATE accounts SET buttons = '[]' WHERE username = 'demo'").run();
    const token = await s.login("demo");
    const gated = collectRoutes(routeModules)
      .map((route) => route.endpoint)
      .filter((endpoint) => endpoint.permission.button.length > 0 && endpoint.permission.open !== "public");
    expect(gated.length).toBeGreaterThan(60);
    const answered: string[] = [];
    for (const endpoint of gated) {
      const { status, body } = await s.call(endpoint, {}, { token });
      if (status !== 403 || JSON.stringify(body) !== JSON.stringify(FORBIDDEN))
        answered.push(`${endpoint.method} ${endpoint.path}: ${status} ${JSON.stringify(body)}`);
    }
    expect(answered).toEqual([]);
  });

  it("refuses an endpoint that names no permission (deny by default)", async () => {
    const bare = service("/account-app").post<void, string>("/v1/common/bare", "无权限声明");
    const s = createTestStandIn({
      modules: [...routeModules, defineRoutes((r) => r.serve(bare, () => "served"))],
    });
    await expectForbidden(s, bare, undefined, await s.login("demo"));
  });
});

describe("accounts still onboarding (settlePhase ≤ 5)", () => {
  it("may call onboarding, profile-read, SMS, logout and message calls", async () => {
    const s = createTestStandIn();
    const token = await s.login("applicant");
    const ok = async (endpoint: Endpoint, payload?: unknown) => {
      const { status } = await s.call(endpoint, payload, { token });
      expect(status, endpoint.path).toBe(200);
    };
    await ok(api.adminTemplate.userInfo);
    await ok(api.message.unReadNum, { platform: "provider" });
    await ok(api.message.queryMsgRecordPage, { platform: "provider", current: 1, size: 10 });
    await ok(api.finance.getPaySource);
    await ok(api.worker.profile.confirmPayDeposit, deposit);
    await ok(api.worker.account.sendVerifyCode, { mobile: "13800000002", scene: "login" });
    await ok(api.address.areaGet, { id: 0 });
    await ok(api.account.logout);
  });

  it("is refused everything else, even with every menu and button", async () => {
    const s = createTestStandIn();
    const token = await s.login("applicant");
    await expectForbidden(s, api.worker.search.queryWorkerListByNameOrMobile, { fuzzyContent: "张" }, token);
    await expectForbidden(s, api.merchant.pageMerchantNickName, { current: 1, size: 10 }, token);
    await expectForbidden(s, api.basicPublic.rhinokeenToken, undefined, token);
    await expectForbidden(s, api.worker.account.confirmFirstEnter, undefined, token);
    const firstEntry = s.db
      .prepare("SELECT is_first_entry FROM providers WHERE id = '1790000000000000002'")
      .pluck()
      .get();
    expect(firstEntry).toBe(0);
  });
});

describe("isPermitted", () => {
  const user = (over: Partial<SessionUser> = {}): SessionUser => ({
    token: "t",
    accountId: 1,
    username: "u",
    mobile: "13800000009",
    displayName: "u",
    providerId: "p",
    accountKind: 2,
    menus: ["/order/index"],
    buttons: ["order:cancel"],
    settlePhase: 7,
    ...over,
  });
  const s = service("/x-app", { menu: ["/order/index", "/order/watch/detail"] });
  const list = s.post("/list", "列表");
  const cancel = s.post("/cancel", "取消", { button: "order:cancel" });
  const refund = s.post("/refund", "退款", { button: "order:refund" });
  const mine = s.get("/mine", "我的", { open: "user" });
  const apply = s.post("/apply", "申请", { onboarding: true });
  const open = s.get("/open", "公开", { open: "public" });

  it("answers from the menu (any one path), the button and the onboarding phase", () => {
    expect(isPermitted(list, user())).toBe(true);
    expect(isPermitted(list, user({ menus: ["/order/watch/detail"] }))).toBe(true);
    expect(isPermitted(list, user({ menus: ["/bill/index"] }))).toBe(false);
    expect(isPermitted(cancel, user())).toBe(true);
    expect(isPermitted(refund, user())).toBe(false);
    expect(isPermitted(mine, user({ menus: [] }))).toBe(true);
    expect(isPermitted(open, null)).toBe(true);
    expect(isPermitted(mine, null)).toBe(false);
    expect(isPermitted(list, user({ settlePhase: 5 }))).toBe(false);
    expect(isPermitted(mine, user({ settlePhase: 5 }))).toBe(false);
    expect(isPermitted(apply, user({ settlePhase: 5, menus: [] }))).toBe(true);
    expect(isPermitted(open, user({ settlePhase: 1 }))).toBe(true);
  });

  it("asks an open call's button code too (the account's own messages: read and clear)", () => {
    const clear = s.del("/clear", "清空", { open: "user", button: "message:clear" });
    expect(isPermitted(clear, user({ menus: [], buttons: ["message:clear"] }))).toBe(true);
    expect(isPermitted(clear, user({ menus: [], buttons: [] }))).toBe(false);
    expect(isPermitted(clear, null)).toBe(false);
  });
});
