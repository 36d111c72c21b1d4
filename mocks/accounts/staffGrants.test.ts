// @vitest-environment node
/**
 * Issue 43: what a staff account's lists let it open and do at the gateway. A list that links to a detail grants the
 * detail (audit S2 / N4), a button needs one of its menus among the pages they reach (S1), a staff account never
 * holds what its main account lost (S6), and the first-entry message stays the owner's (S7).
 */
import { api } from "../../src/api";
import { SCREENS } from "../../src/api/screens";
import { FORBIDDEN_MESSAGE } from "../permissions";
import { createTestStandIn, type TestStandIn } from "../testing";
import { DEMO_PROVIDER, pickOrder } from "../orders/orderTesting";
import { STAFF_MESSAGES } from "./staffRules";
import {
  accountIdOf,
  callAs,
  changePassword,
  createStaff,
  INITIAL_PASSWORD,
  STAFF_MOBILE,
} from "./staffTesting";

const staff = api.staff;
let s: TestStandIn;
let demo: string;

beforeEach(async () => {
  s = createTestStandIn();
  demo = await s.login("demo");
});

/** A staff account of demo holding `menus` and `buttons`, its password changed, logged in. */
async function colleague(menus: string[], buttons: string[]): Promise<{ id: string; token: string }> {
  const id = await createStaff(s, demo);
  const granted = await callAs(s, demo, staff.staffGrant, { id, menus, buttons });
  expect(granted.body, JSON.stringify({ menus, buttons })).toMatchObject({ code: 1 });
  const token = await s.login(STAFF_MOBILE, INITIAL_PASSWORD);
  expect((await changePassword(s, token)).body).toMatchObject({ code: 1 });
  return { id, token };
}

const anOrder = () => pickOrder(s.db, "provider_id = ?", DEMO_PROVIDER);
const menusOf = async (token: string): Promise<string[]> =>
  (await s.call(api.adminTemplate.userInfo, undefined, { token })).body.data.accessGroup.menu;

describe("a list that links to a detail grants the detail (S2)", () => {
  it.each([
    ["待结算列表", SCREENS.orderStay],
    ["已结算订单列表", SCREENS.orderSettled],
    ["订单预警", SCREENS.orderWarning],
  ])("lets a %s holder open an order's detail", async (_label, list) => {
    const { token } = await colleague([list], ["order:view"]);
    expect(await menusOf(token)).toEqual(expect.arrayContaining([list, SCREENS.orderDetail]));
    const detail = await callAs(s, token, api.order.provider.orderDetail, { orderNo: anOrder() });
    expect(detail.body).toMatchObject({ code: 1, data: { orderNo: expect.any(String) } });
  });

  it("holds for lists stored before the rule, without the detail", async () => {
    const id = await createStaff(s, demo);
    s.db
      .prepare("UPDATE accounts SET menus = ?, buttons = ?, must_change_password = 0 WHERE id = ?")
      .run(JSON.stringify([SCREENS.orderWarning]), JSON.stringify([]), Number(id));
    const token = await s.login(STAFF_MOBILE, INITIAL_PASSWORD);
    expect(await menusOf(token)).toContain(SCREENS.orderDetail);
    const detail = await callAs(s, token, api.order.provider.orderDetail, { orderNo: anOrder() });
    expect(detail.body).toMatchObject({ code: 1 });
    // A page no held screen links to stays closed.
    const workers = await callAs(s, token, api.worker.roster.workerList, { current: 1, size: 1 });
    expect(workers.status).toBe(403);
  });
});

describe("a button needs one of its menus among the pages they reach (S1)", () => {
  it("grants 订单预警 + 预约: the detail 订单预警 opens offers 预约", async () => {
    const id = await createStaff(s, demo);
    const { body } = await callAs(s, demo, staff.staffGrant, {
      id,
      menus: [SCREENS.orderWarning],
      buttons: ["order:appointment"],
    });
    expect(body).toMatchObject({ code: 1 });
  });

  it.each([
    ["订单管理列表 + 预警备注", [SCREENS.orderList], "order:alertRemark", "预警备注（order:alertRemark）"],
    [
      "工单列表 + 查看售后服务单",
      [SCREENS.workOrderList],
      "aftersales:serviceOrderView",
      "查看售后服务单（aftersales:serviceOrderView）",
    ],
    ["账单信息 + 预约", [SCREENS.bill], "order:appointment", "预约（order:appointment）"],
    ["订单详情 without a list + 查看详情", [SCREENS.orderDetail], "order:view", "查看详情（order:view）"],
  ])("refuses %s", async (_label, menus, button, label) => {
    const id = await createStaff(s, demo);
    const { body } = await callAs(s, demo, staff.staffGrant, { id, menus, buttons: [button] });
    expect(body).toMatchObject({ code: 400, msg: `${STAFF_MESSAGES.buttonWithoutMenu}：${label}` });
  });
});

describe("a staff account holds only what its main account holds (S6)", () => {
  it("loses a menu and a button the platform takes from the main account at its next call", async () => {
    const limited = await s.login("limited");
    const alerts = { current: 1, size: 1 };
    expect((await callAs(s, limited, api.data.alertList, alerts)).body).toMatchObject({ code: 1 });
    const before = await s.call(api.adminTemplate.userInfo, undefined, { token: limited });
    expect(before.body.data.accessGroup.btn).toContain("order:alertRemark");

    // The platform takes 订单预警 and 预约 from demo; limited's own row is left as it was.
    const row = s.db.prepare("SELECT menus, buttons FROM accounts WHERE username = 'demo'").get() as {
      menus: string;
      buttons: string;
    };
    const menus = (JSON.parse(row.menus) as string[]).filter((path) => path !== SCREENS.orderWarning);
    const buttons = (JSON.parse(row.buttons) as string[]).filter((code) => code !== "order:appointment");
    s.db
      .prepare("UPDATE accounts SET menus = ?, buttons = ? WHERE username = 'demo'")
      .run(JSON.stringify(menus), JSON.stringify(buttons));

    const refused = await callAs(s, limited, api.data.alertList, alerts);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ msg: FORBIDDEN_MESSAGE });
    const after = await s.call(api.adminTemplate.userInfo, undefined, { token: limited });
    expect(after.body.data.accessGroup.menu).not.toContain(SCREENS.orderWarning);
    // 预警备注 lost its only menu, 预约 the main account's code.
    expect(after.body.data.accessGroup.btn).not.toContain("order:alertRemark");
    expect(after.body.data.accessGroup.btn).not.toContain("order:appointment");
    expect(after.body.data.accessGroup.btn).toContain("order:view");
    const perms = await callAs(s, demo, staff.staffPermissions, { id: accountIdOf(s, "limited") });
    expect(perms.body.data).toMatchObject({
      grantableMenus: expect.not.arrayContaining([SCREENS.orderWarning]),
    });
  });

  it("loses the details with the last list that opened them, even when they were stored", async () => {
    const limited = await s.login("limited");
    const orderNo = anOrder();
    expect((await callAs(s, limited, api.order.provider.orderDetail, { orderNo })).body).toMatchObject({
      code: 1,
    });
    // demo keeps its order pages but no screen that opens them; limited's row still names the detail.
    const kept = s.db.prepare("SELECT menus FROM accounts WHERE username = 'demo'").pluck().get() as string;
    const lists: string[] = [
      SCREENS.orderList,
      SCREENS.orderStay,
      SCREENS.orderSettled,
      SCREENS.orderWarning,
    ];
    const menus = (JSON.parse(kept) as string[]).filter(
      (path) => !lists.includes(path) && !path.startsWith("/order/servicelist"),
    );
    s.db.prepare("UPDATE accounts SET menus = ? WHERE username = 'demo'").run(JSON.stringify(menus));
    expect(await menusOf(limited)).not.toContain(SCREENS.orderDetail);
    const refused = await callAs(s, limited, api.order.provider.orderDetail, { orderNo });
    expect(refused.status).toBe(403);
  });
});

describe("the first-entry message (S7)", () => {
  const firstEntry = () =>
    s.db.prepare("SELECT is_first_entry FROM providers WHERE id = ?").pluck().get(DEMO_PROVIDER);

  it("is the owner's: a staff login neither sees nor consumes it", async () => {
    s.db.prepare("UPDATE providers SET is_first_entry = 1 WHERE id = ?").run(DEMO_PROVIDER);
    const limited = await s.login("limited");
    const theirs = await s.call(api.adminTemplate.userInfo, undefined, { token: limited });
    expect(theirs.body.data.isFirstEntry).toBe(false);
    expect(
      (await s.call(api.worker.account.confirmFirstEnter, undefined, { token: limited })).body,
    ).toMatchObject({ code: 1 });
    expect(firstEntry()).toBe(1);

    const mine = await s.call(api.adminTemplate.userInfo, undefined, { token: demo });
    expect(mine.body.data.isFirstEntry).toBe(true);
    await s.call(api.worker.account.confirmFirstEnter, undefined, { token: demo });
    expect(firstEntry()).toBe(0);
  });
});
