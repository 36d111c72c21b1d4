// @vitest-environment node
/**
 * The 待开通 step (issue 33 §1): the paid deposit moves a provider to settlePhase 5; the platform opens the account
 * (开通, the development page /api/__dev__/applications) 5 → 6 with the first-entry flag; 开通 is refused in every
 * other phase and changes nothing.
 */
import { api } from "../../src/api";
import { APPLY_MESSAGES } from "../../src/domain/onboarding";
import { SEED_PROVIDERS } from "../accounts/seed/accounts";
import { createTestStandIn, TEST_CLIENT_HEADER, TEST_ORIGIN, type TestStandIn } from "../testing";
import { APPLICATION_DEV_PAGE } from "./applicationsExtras";
import { APPLY_BIZ } from "./applicationStore";
import { contractCodeOf } from "./contractStore";
import { PAYMENT_TEST_HOOKS } from "./paymentsExtras";

const APPLICANT: string = SEED_PROVIDERS.applicant.id;
const p = api.worker.profile;

let s: TestStandIn;
let token: string;
beforeEach(async () => {
  s = createTestStandIn({ devPages: true, testHooks: true });
  token = await s.login("applicant");
});

const row = (providerId = APPLICANT) =>
  s.db
    .prepare("SELECT settle_phase AS phase, is_first_entry AS firstEntry FROM providers WHERE id = ?")
    .get(providerId);

async function signAll(): Promise<void> {
  for (const key of ["01", "02", "03"]) {
    const { body } = await s.call(
      p.signContract,
      { contractCode: contractCodeOf(APPLICANT, key) },
      { token },
    );
    expect(body.code).toBe(1);
  }
}

async function payDeposit(): Promise<void> {
  const deposit = (await s.call(p.getContractDeposit, {}, { token })).body.data;
  if (!deposit) throw new Error("no deposit");
  const payment = await s.call(
    p.confirmPayDeposit,
    { apiData: deposit.apiData, payWay: 14, payChannel: 2 },
    { token },
  );
  const done = await s.app.request(
    `${TEST_ORIGIN}${PAYMENT_TEST_HOOKS}/${payment.body.data.financeTransNo}/status`,
    {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ payStatus: 3 }),
    },
  );
  expect(done.status).toBe(200);
}

function open(providerId = APPLICANT, headers: Record<string, string> = { Accept: "application/json" }) {
  return s.app.request(`${TEST_ORIGIN}${APPLICATION_DEV_PAGE}/${providerId}/open`, {
    method: "POST",
    headers,
  });
}

const listed = async () =>
  (
    (await (
      await s.app.request(`${TEST_ORIGIN}${APPLICATION_DEV_PAGE}`, {
        headers: { Accept: "application/json" },
      })
    ).json()) as { data: { providerId: string; settlePhase: number }[] }
  ).data.find((a) => a.providerId === APPLICANT);

describe("the deposit, then 开通", () => {
  it("waits in phase 5 after the deposit; 开通 moves it to 6 with the first entry, then the first login", async () => {
    await signAll();
    await payDeposit();
    expect(row()).toEqual({ phase: 5, firstEntry: 0 });
    // Still onboarding: the console's calls stay closed, the user info says 5.
    expect((await s.call(api.adminTemplate.userInfo, undefined, { token })).body.data.settlePhase).toBe(5);
    expect((await s.call(api.order.provider.orderList, { current: 1, size: 10 }, { token })).status).toBe(
      403,
    );
    expect(await listed()).toMatchObject({ settlePhase: 5 });
    const html = await (await s.app.request(`${TEST_ORIGIN}${APPLICATION_DEV_PAGE}`)).text();
    expect(html).toContain("保证金已缴·待开通");
    expect(html).toContain(`${APPLICATION_DEV_PAGE}/${APPLICANT}/open`);

    const opened = await open();
    expect(opened.status).toBe(200);
    expect(((await opened.json()) as { data: { settlePhase: number } }).data.settlePhase).toBe(6);
    expect(row()).toEqual({ phase: 6, firstEntry: 1 });
    const user = (await s.call(api.adminTemplate.userInfo, undefined, { token: await s.login("applicant") }))
      .body.data;
    expect(user).toMatchObject({ settlePhase: 6, isFirstEntry: true });
    expect((await s.call(api.worker.account.confirmFirstEnter, undefined, { token })).body.code).toBe(1);
    expect(row()).toEqual({ phase: 6, firstEntry: 0 });
    // Opened: the page offers nothing more, a second 开通 is refused.
    expect(await (await s.app.request(`${TEST_ORIGIN}${APPLICATION_DEV_PAGE}`)).text()).not.toContain(
      `${APPLICANT}/open`,
    );
    expect((await open()).status).toBe(409);
    expect(row()).toEqual({ phase: 6, firstEntry: 0 });
  });

  it("takes the HTML form post and comes back with a notice", async () => {
    await signAll();
    await payDeposit();
    const posted = await open(APPLICANT, {});
    expect(posted.status).toBe(303);
    expect(decodeURIComponent(posted.headers.get("location") ?? "")).toContain(
      `${SEED_PROVIDERS.applicant.name} 的账号已开通`,
    );
    expect(row()).toEqual({ phase: 6, firstEntry: 1 });
  });
});

describe("开通 refused", () => {
  const refusedWith = async (response: Response, code: number, msg: string) => {
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ code, msg, data: null });
  };

  it("before the contracts are signed (3) and before the deposit is paid (4)", async () => {
    await refusedWith(await open(), APPLY_BIZ.wrongPhase, APPLY_MESSAGES.notPaid);
    expect(row()).toEqual({ phase: 3, firstEntry: 0 });
    await signAll();
    await refusedWith(await open(), APPLY_BIZ.wrongPhase, APPLY_MESSAGES.notPaid);
    expect(row()).toEqual({ phase: 4, firstEntry: 0 });
  });

  it("for a complete provider and for one without an application", async () => {
    const demo = SEED_PROVIDERS.demo.id;
    await refusedWith(
      await open(SEED_PROVIDERS.newcomer.id),
      APPLY_BIZ.notFound,
      APPLY_MESSAGES.noApplication,
    );
    await refusedWith(await open("nobody"), APPLY_BIZ.notFound, APPLY_MESSAGES.noApplication);
    expect(row(demo)).toEqual({ phase: 7, firstEntry: 0 });
    expect(row(SEED_PROVIDERS.newcomer.id)).toEqual({ phase: 6, firstEntry: 1 });
  });

  it("from another machine, cross-site, or with the development pages off", async () => {
    await signAll();
    await payDeposit();
    const remote = await open(APPLICANT, { Accept: "application/json", [TEST_CLIENT_HEADER]: "203.0.113.5" });
    expect(remote.status).toBe(403);
    expect(await remote.json()).toEqual({ code: 403, msg: "开发页面仅限本机访问", data: null });
    const foreign = await open(APPLICANT, { Accept: "application/json", Origin: "http://evil.example" });
    expect(await foreign.json()).toEqual({ code: 403, msg: "拒绝跨站请求", data: null });
    expect(row()).toEqual({ phase: 5, firstEntry: 0 });

    const off = createTestStandIn();
    off.db.prepare("UPDATE providers SET settle_phase = 5 WHERE id = ?").run(APPLICANT);
    const response = await off.app.request(`${TEST_ORIGIN}${APPLICATION_DEV_PAGE}/${APPLICANT}/open`, {
      method: "POST",
      headers: { Accept: "application/json" },
    });
    expect(response.status).toBe(403);
    expect(off.db.prepare("SELECT settle_phase FROM providers WHERE id = ?").pluck().get(APPLICANT)).toBe(5);
  });
});
