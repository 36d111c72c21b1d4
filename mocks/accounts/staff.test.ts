// @vitest-environment node
/** Issue 29: the main account's 账号管理 and the rules the stand-in enforces on it. */
import { api } from "../../src/api";
import { PASSWORD_RULE_TEXT } from "../../src/domain/validators";
import { FULL_MENU } from "./seed/accounts";
import { lastLiveEventId } from "../live/events";
import { LIMITED_DISPLAY_NAME } from "../db/migrations/038_staff_001_accounts";
import { createTestStandIn, encryptForLogin, type TestStandIn } from "../testing";
import { STAFF_MESSAGES } from "./staffRules";
import {
  accountEvents,
  accountIdOf,
  auditRows,
  callAs,
  createStaff,
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

const ORDERS = ["/order/index", "/order/watch/detail"];
const NO_LISTS = { menus: [], buttons: [] };

/** Calls `run` and asserts it changed nothing the staff calls write. */
async function unchanged<T>(run: () => Promise<T>): Promise<T> {
  const before = writtenState(s);
  const result = await run();
  expect(writtenState(s)).toEqual(before);
  return result;
}

describe("the seeded accounts", () => {
  it("make limited a staff account of demo that demo lists and may edit", async () => {
    const { body } = await s.call(staff.staffList, { current: 1, size: 10 }, { token: demo });
    expect(body.code).toBe(1);
    expect(body.data.total).toBe(1);
    expect(body.data.records[0]).toMatchObject({
      id: String(accountIdOf(s, "limited")),
      name: LIMITED_DISPLAY_NAME,
      mobile: "138****0004",
      status: 1,
      mustChangePassword: false,
    });
    const perms = await callAs(s, demo, staff.staffPermissions, { id: accountIdOf(s, "limited") });
    expect(perms.body).toMatchObject({ code: 1, data: { grantableMenus: FULL_MENU } });
  });

  it("tell the console who is the main account", async () => {
    const mine = await s.call(api.adminTemplate.userInfo, undefined, { token: demo });
    expect(mine.body.data).toMatchObject({ isMainAccount: true, mustChangePassword: false });
    const theirs = await s.call(api.adminTemplate.userInfo, undefined, { token: await s.login("limited") });
    expect(theirs.body.data).toMatchObject({ isMainAccount: false, mustChangePassword: false });
  });
});

describe("only the main account manages accounts", () => {
  it("refuses every staff call to a staff account (403), itself included, writing nothing", async () => {
    const limited = await s.login("limited");
    const self = accountIdOf(s, "limited");
    const calls = [
      [staff.staffList, {}],
      [staff.staffCreate, { name: "甲", mobile: "13911110000", password: encryptForLogin("Abc12345") }],
      [staff.staffPermissions, { id: self }],
      [staff.staffGrant, { id: self, menus: FULL_MENU, buttons: [] }],
      [staff.staffStatus, { id: self, enabled: true }],
      [staff.staffResetPassword, { id: self, password: encryptForLogin("Abc12345") }],
      [staff.staffHistory, { id: self }],
    ] as const;
    for (const [endpoint, payload] of calls) {
      const { status, body } = await unchanged(() => callAs(s, limited, endpoint, payload));
      expect(status, endpoint.path).toBe(403);
      expect(body, endpoint.path).toMatchObject({ code: 403, msg: STAFF_MESSAGES.mainOnly });
    }
  });

  it("refuses the main account its own account and another main account's staff", async () => {
    const own = await unchanged(() =>
      callAs(s, demo, staff.staffGrant, { id: accountIdOf(s, "demo"), menus: [], buttons: [] }),
    );
    expect(own.body).toMatchObject({ code: 200333320, msg: STAFF_MESSAGES.self });
    const guarded = await s.loginBySms("13800000005");
    const foreign = await unchanged(() =>
      callAs(s, guarded, staff.staffStatus, { id: accountIdOf(s, "limited"), enabled: false }),
    );
    expect(foreign.body).toMatchObject({ code: 200333404, msg: STAFF_MESSAGES.notFound });
    const history = await callAs(s, guarded, staff.staffHistory, { id: accountIdOf(s, "limited") });
    expect(history.body).toMatchObject({ code: 200333404, msg: STAFF_MESSAGES.notFound });
  });
});

describe("staffCreate", () => {
  it("creates an enabled staff account without lists that must change its password, and audits it", async () => {
    const id = await createStaff(s, demo);
    const { body } = await s.call(staff.staffList, { keyword: "王" }, { token: demo });
    expect(body.data.records).toEqual([
      expect.objectContaining({
        id,
        name: "王调度",
        mobile: "139****2222",
        status: 1,
        lastLoginTime: null,
        mustChangePassword: true,
        menuCount: 0,
        buttonCount: 0,
      }),
    ]);
    expect(auditRows(s, id)).toEqual([
      expect.objectContaining({ operator_id: accountIdOf(s, "demo"), action: "create" }),
    ]);
  });

  it.each([
    ["a used mobile", { mobile: "13800000004" }, 200333312, "该手机号已注册"],
    ["a bad mobile", { mobile: "1391111" }, 400, "手机号格式不正确"],
    ["no name", { name: " " }, 400, "姓名不能为空"],
    ["a long name", { name: "名".repeat(21) }, 400, STAFF_MESSAGES.nameLength],
    // 11 characters beyond the BMP are 22 UTF-16 units, which the dialog's input counts.
    ["a name of 22 UTF-16 units", { name: "𠀀".repeat(11) }, 400, STAFF_MESSAGES.nameLength],
    ["a weak password", { password: encryptForLogin("12345678") }, 400, PASSWORD_RULE_TEXT],
    ["a plain password", { password: "Abc12345" }, 400, "初始密码格式不正确，请刷新页面后重试"],
  ])("refuses %s, writing nothing", async (_label, override, code, msg) => {
    const payload = {
      name: "王调度",
      mobile: STAFF_MOBILE,
      password: encryptForLogin("Start2026a"),
      ...override,
    };
    const { status, body } = await unchanged(() => callAs(s, demo, staff.staffCreate, payload));
    expect(status).toBe(200);
    expect(body).toMatchObject({ code, msg });
  });
});

describe("staffGrant", () => {
  it("stores the lists in the catalogue's order, audits before and after, and tells the account's console", async () => {
    const id = await createStaff(s, demo);
    const granted = await callAs(s, demo, staff.staffGrant, {
      id,
      menus: [...ORDERS].reverse(),
      buttons: ["order:manualDistribute", "order:view"],
    });
    expect(granted.body).toMatchObject({ code: 1 });
    const perms = await callAs(s, demo, staff.staffPermissions, { id });
    expect(perms.body.data).toMatchObject({
      menus: ORDERS,
      buttons: ["order:view", "order:manualDistribute"],
    });
    const grant = auditRows(s, id).at(-1);
    expect(grant).toMatchObject({ action: "grant" });
    expect(JSON.parse(grant?.before ?? "")).toEqual({ menus: [], buttons: [] });
    expect(JSON.parse(grant?.after ?? "")).toEqual({
      menus: ORDERS,
      buttons: ["order:view", "order:manualDistribute"],
    });
    expect(accountEvents(s, id)).toEqual([{ channel: "account", type: "permissions" }]);
  });

  it("writes nothing when the lists are the same", async () => {
    const limited = accountIdOf(s, "limited");
    const perms = await callAs(s, demo, staff.staffPermissions, { id: limited });
    const data = perms.body.data as { menus: string[]; buttons: string[] };
    const before = writtenRecords(s);
    const since = lastLiveEventId(s.db);
    expect((await callAs(s, demo, staff.staffGrant, { id: limited, ...data })).body.code).toBe(1);
    expect(writtenRecords(s)).toEqual(before);
    expect(accountEvents(s, limited, since)).toEqual([{ channel: "account", type: "permissions" }]);
  });

  it.each([
    [
      "a menu the main account lacks",
      { menus: ["/nowhere"] },
      `${STAFF_MESSAGES.menuNotGrantable}：/nowhere`,
    ],
    [
      "an unknown button",
      { menus: ORDERS, buttons: ["order:fly"] },
      `${STAFF_MESSAGES.unknownButton}：order:fly`,
    ],
    [
      "a button without its menu",
      { menus: ["/bill/index"], buttons: ["order:manualDistribute"] },
      `${STAFF_MESSAGES.buttonWithoutMenu}：手动派单（order:manualDistribute）`,
    ],
    [
      "an alert action without 订单预警",
      { menus: ORDERS, buttons: ["order:alertFinish"] },
      `${STAFF_MESSAGES.buttonWithoutMenu}：预警完结（order:alertFinish）`,
    ],
    ["lists that are not lists", { menus: "/order/index" }, "菜单格式不正确"],
  ])("refuses %s (400), writing nothing", async (_label, lists, msg) => {
    const id = accountIdOf(s, "limited");
    const { status, body } = await unchanged(() =>
      callAs(s, demo, staff.staffGrant, { id, ...NO_LISTS, ...lists }),
    );
    expect(status).toBe(200);
    expect(body).toMatchObject({ code: 400, msg });
  });

  it("refuses a button the main account itself lacks", async () => {
    // A main account with a shorter btn list than the catalogue.
    s.db
      .prepare("UPDATE accounts SET buttons = ? WHERE username = 'demo'")
      .run(JSON.stringify(["order:view"]));
    const id = accountIdOf(s, "limited");
    const { body } = await unchanged(() =>
      callAs(s, demo, staff.staffGrant, { id, menus: ORDERS, buttons: ["order:cancel"] }),
    );
    expect(body).toMatchObject({
      code: 400,
      msg: `${STAFF_MESSAGES.buttonNotGrantable}：取消订单（order:cancel）`,
    });
  });
});

describe("staffHistory", () => {
  it("lists every change newest first with who, when, before and after", async () => {
    const id = await createStaff(s, demo);
    await callAs(s, demo, staff.staffGrant, { id, menus: ORDERS, buttons: ["order:view"] });
    await callAs(s, demo, staff.staffStatus, { id, enabled: false });
    await callAs(s, demo, staff.staffStatus, { id, enabled: true });
    await callAs(s, demo, staff.staffResetPassword, { id, password: encryptForLogin("Reset2026x") });
    const { body } = await callAs(s, demo, staff.staffHistory, { id, current: 1, size: 10 });
    const data = body.data as { total: number; records: Record<string, unknown>[] };
    expect(data.total).toBe(5);
    expect(data.records.map((row) => row.action)).toEqual([
      "resetPassword",
      "enable",
      "disable",
      "grant",
      "create",
    ]);
    expect(data.records[3]).toMatchObject({
      operator: "李明",
      operatorId: String(accountIdOf(s, "demo")),
      time: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
      before: { menus: [], buttons: [] },
      after: { menus: ORDERS, buttons: ["order:view"] },
    });
  });
});
