// @vitest-environment node
/**
 * Issue 29: what a staff account's session sees of the main account's changes — the next call applies them (a
 * removed endpoint answers 403 and writes nothing, a disabled account's session ends), and a new or reset password
 * must be changed before anything else.
 */
import { api } from "../../src/api";
import { withLinkedScreens } from "../../src/domain/staff/screenLinks";
import { PASSWORD_RULE_TEXT } from "../../src/domain/validators";
import { BIZ_MSG } from "../bizCodes";
import { FORBIDDEN_MESSAGE, MUST_CHANGE_PASSWORD_MESSAGE } from "../permissions";
import { ACCOUNT_DISABLED_MESSAGE } from "../sessions";
import { createTestStandIn, encryptForLogin, type TestStandIn } from "../testing";
import { activeDemoWorker, orderSnapshot } from "../orders/orderTesting";
import { STAFF_MESSAGES } from "./staffRules";
import {
  accountEvents,
  auditRows,
  callAs,
  changePassword,
  createStaff,
  INITIAL_PASSWORD,
  NEW_PASSWORD,
  STAFF_MOBILE,
  writtenRecords,
  writtenState,
} from "./staffTesting";

const staff = api.staff;
let s: TestStandIn;
let demo: string;

beforeEach(async () => {
  s = createTestStandIn();
  demo = await s.login("demo");
});

const ORDER_MENUS = ["/order/index", "/order/staylist", "/order/watch/detail"];

/** A staff account with 订单管理 and `buttons`, its password changed, logged in: its id and token. */
async function workingStaff(buttons: string[]): Promise<{ id: string; token: string }> {
  const id = await createStaff(s, demo);
  await callAs(s, demo, staff.staffGrant, { id, menus: ORDER_MENUS, buttons });
  const first = await s.login(STAFF_MOBILE, INITIAL_PASSWORD);
  expect((await changePassword(s, first)).body).toMatchObject({ code: 1 });
  return { id, token: first };
}

function awaitingDispatch(limit: number): string[] {
  return s.db
    .prepare(
      `SELECT order_no FROM orders WHERE provider_id = (SELECT provider_id FROM accounts WHERE username = 'demo')
         AND order_source = 1 AND order_status IN (3, 4) ORDER BY created DESC LIMIT ?`,
    )
    .pluck()
    .all(limit) as string[];
}

describe("the next call applies the main account's change", () => {
  it("lets a granted button through, then refuses it (403) once taken away, writing nothing", async () => {
    const { id, token } = await workingStaff(["order:manualDistribute"]);
    const [first, second] = awaitingDispatch(2);
    const given = await callAs(s, token, api.order.admin.manualDistribute, {
      orderNos: [first],
      workerId: activeDemoWorker(s.db),
    });
    expect(given.body).toMatchObject({ code: 1 });

    await callAs(s, demo, staff.staffGrant, { id, menus: ORDER_MENUS, buttons: [] });
    const before = { order: orderSnapshot(s.db, second), state: writtenState(s) };
    const refused = await callAs(s, token, api.order.admin.manualDistribute, {
      orderNos: [second],
      workerId: activeDemoWorker(s.db),
    });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 403, msg: FORBIDDEN_MESSAGE });
    expect({ order: orderSnapshot(s.db, second), state: writtenState(s) }).toEqual(before);

    const info = await s.call(api.adminTemplate.userInfo, undefined, { token });
    // The lists as granted, with the pages they open (src/domain/staff/screenLinks.ts).
    expect(info.body.data.accessGroup).toEqual({ menu: withLinkedScreens(ORDER_MENUS), btn: [] });
  });

  it("refuses a menu taken away (403) on the very next call", async () => {
    const { id, token } = await workingStaff([]);
    const list = { current: 1, size: 1 };
    expect((await callAs(s, token, api.order.provider.orderList, list)).status).toBe(200);
    await callAs(s, demo, staff.staffGrant, { id, menus: ["/message/index"], buttons: [] });
    const refused = await callAs(s, token, api.order.provider.orderList, list);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 403, msg: FORBIDDEN_MESSAGE });
  });
});

describe("a disabled account", () => {
  it("has its session ended at its next call (401 账号已停用) and cannot log in; enabled, it can", async () => {
    const { id, token } = await workingStaff([]);
    const disabled = await callAs(s, demo, staff.staffStatus, { id, enabled: false });
    expect(disabled.body).toMatchObject({ code: 1 });
    expect(accountEvents(s, id).at(-1)).toEqual({ channel: "account", type: "disabled" });
    expect(auditRows(s, id).at(-1)).toMatchObject({ action: "disable" });

    const next = await s.call(api.adminTemplate.userInfo, undefined, { token });
    expect(next.status).toBe(401);
    expect(next.body).toMatchObject({ code: 401, msg: ACCOUNT_DISABLED_MESSAGE });
    const sessions = s.db
      .prepare("SELECT COUNT(*) FROM sessions WHERE account_id = ?")
      .pluck()
      .get(Number(id));
    expect(sessions).toBe(0);

    const beforeLogin = writtenState(s);
    await expect(s.login(STAFF_MOBILE, NEW_PASSWORD)).rejects.toThrow(BIZ_MSG.accountDisabled);
    expect(writtenState(s)).toEqual(beforeLogin);
    // A wrong password is still just a wrong password: the state is told only to the account's owner.
    await expect(s.login(STAFF_MOBILE, "Wrong2026x")).rejects.toThrow(BIZ_MSG.badCredentials);

    await callAs(s, demo, staff.staffStatus, { id, enabled: true });
    expect(auditRows(s, id).at(-1)).toMatchObject({ action: "enable" });
    const again = await s.login(STAFF_MOBILE, NEW_PASSWORD);
    expect((await s.call(api.adminTemplate.userInfo, undefined, { token: again })).status).toBe(200);
  });

  it("is written once: disabling a disabled account changes nothing", async () => {
    const { id } = await workingStaff([]);
    await callAs(s, demo, staff.staffStatus, { id, enabled: false });
    const before = writtenRecords(s);
    expect((await callAs(s, demo, staff.staffStatus, { id, enabled: false })).body).toMatchObject({
      code: 1,
    });
    expect(writtenRecords(s)).toEqual(before);
  });
});

describe("a password to change", () => {
  it("allows only user info, logout and the change until it is changed", async () => {
    await createStaff(s, demo);
    const token = await s.login(STAFF_MOBILE, INITIAL_PASSWORD);
    const info = await s.call(api.adminTemplate.userInfo, undefined, { token });
    expect(info.body.data).toMatchObject({ isMainAccount: false, mustChangePassword: true });
    const before = writtenState(s);
    const refused = await s.call(api.message.unReadNum, { platform: "provider" }, { token });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 403, msg: MUST_CHANGE_PASSWORD_MESSAGE });
    expect(writtenState(s)).toEqual(before);
    const second = await s.login(STAFF_MOBILE, INITIAL_PASSWORD);
    expect((await s.call(api.account.logout, undefined, { token: second })).body).toMatchObject({ code: 1 });

    expect((await changePassword(s, token)).body).toMatchObject({ code: 1 });
    const own = s.db.prepare("SELECT id FROM accounts WHERE mobile = ?").pluck().get(STAFF_MOBILE);
    expect(auditRows(s, Number(own)).at(-1)).toMatchObject({ action: "changePassword", operator_id: own });
    const after = await s.call(api.adminTemplate.userInfo, undefined, { token });
    expect(after.body.data).toMatchObject({ mustChangePassword: false });
    expect((await s.call(api.message.unReadNum, { platform: "provider" }, { token })).status).toBe(200);
    await expect(s.login(STAFF_MOBILE, INITIAL_PASSWORD)).rejects.toThrow(BIZ_MSG.badCredentials);
    await s.login(STAFF_MOBILE, NEW_PASSWORD);
  });

  it.each([
    ["a wrong current password", "Nope2026x", NEW_PASSWORD, STAFF_MESSAGES.oldPasswordWrong],
    ["a weak new password", INITIAL_PASSWORD, "abcdefgh", PASSWORD_RULE_TEXT],
    ["the same password", INITIAL_PASSWORD, INITIAL_PASSWORD, STAFF_MESSAGES.samePassword],
  ])("refuses %s (400), writing nothing", async (_label, from, to, msg) => {
    await createStaff(s, demo);
    const token = await s.login(STAFF_MOBILE, INITIAL_PASSWORD);
    const before = writtenState(s);
    expect((await changePassword(s, token, from, to)).body).toMatchObject({ code: 400, msg });
    expect(writtenState(s)).toEqual(before);
  });

  it("is refused to an account that need not change it", async () => {
    const before = writtenState(s);
    const { body } = await changePassword(s, demo, "Demo@2026", NEW_PASSWORD);
    expect(body).toMatchObject({ code: 400, msg: STAFF_MESSAGES.noChangeNeeded });
    expect(writtenState(s)).toEqual(before);
  });

  it("comes back after 重置密码: the sessions end and the next login must change it", async () => {
    const { id, token } = await workingStaff([]);
    const reset = await callAs(s, demo, staff.staffResetPassword, {
      id,
      password: encryptForLogin("Reset2026x"),
    });
    expect(reset.body).toMatchObject({ code: 1 });
    expect(auditRows(s, id).at(-1)).toMatchObject({ action: "resetPassword" });
    expect((await s.call(api.adminTemplate.userInfo, undefined, { token })).status).toBe(401);
    const next = await s.login(STAFF_MOBILE, "Reset2026x");
    const info = await s.call(api.adminTemplate.userInfo, undefined, { token: next });
    expect(info.body.data).toMatchObject({ mustChangePassword: true });
    const orders = await callAs(s, next, api.order.provider.orderList, { current: 1, size: 1 });
    expect(orders.body).toMatchObject({ code: 403, msg: MUST_CHANGE_PASSWORD_MESSAGE });
    expect((await changePassword(s, next, "Reset2026x", "Fresh2026y")).body).toMatchObject({ code: 1 });
    expect((await callAs(s, next, api.order.provider.orderList, { current: 1, size: 1 })).status).toBe(200);
  });

  it("refuses a weak reset password (400), writing nothing", async () => {
    const { id } = await workingStaff([]);
    const before = writtenState(s);
    const { body } = await callAs(s, demo, staff.staffResetPassword, {
      id,
      password: encryptForLogin("short1"),
    });
    expect(body).toMatchObject({ code: 400, msg: PASSWORD_RULE_TEXT });
    expect(writtenState(s)).toEqual(before);
  });
});

describe("the last login", () => {
  it("is shown in the list once the colleague logged in", async () => {
    await workingStaff([]);
    const { body } = await s.call(staff.staffList, { keyword: "139" }, { token: demo });
    expect(body.data.records[0].lastLoginTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });
});
