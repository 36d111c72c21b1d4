// @vitest-environment node
/**
 * Issue 43 (audit S7): the main account renames a colleague, changes a colleague's mobile (the user name follows),
 * removes a staff account (its records keep its name, its mobile is free again), and keeps at most
 * STAFF_ACCOUNT_CAP staff accounts.
 */
import { api } from "../../src/api";
import { STAFF_ACCOUNT_CAP } from "../../src/domain/staff/status";
import { createTestStandIn, encryptForLogin, type TestStandIn } from "../testing";
import { STAFF_MESSAGES } from "./staffRules";
import {
  accountIdOf,
  auditRows,
  callAs,
  changePassword,
  createStaff,
  INITIAL_PASSWORD,
  NEW_PASSWORD,
  STAFF_MOBILE,
  writtenRecords,
} from "./staffTesting";
import { orderFor } from "../live/writeFixtures";

const staff = api.staff;
let s: TestStandIn;
let demo: string;

beforeEach(async () => {
  s = createTestStandIn();
  demo = await s.login("demo");
});

const NEW_MOBILE = "13911113333";

/** A colleague with 订单管理列表 and 订单备注, its password changed, logged in. */
async function colleague(): Promise<{ id: string; token: string }> {
  const id = await createStaff(s, demo);
  await callAs(s, demo, staff.staffGrant, { id, menus: ["/order/index"], buttons: ["order:remark"] });
  const token = await s.login(STAFF_MOBILE, INITIAL_PASSWORD);
  expect((await changePassword(s, token)).body).toMatchObject({ code: 1 });
  return { id, token };
}

/** The colleague writes an order remark; returns the order's id. */
async function remark(token: string): Promise<number> {
  const order = orderFor(s.db, "order:remark");
  const done = await s.call(
    api.order.operations.remark,
    { orderNo: order.order_no, content: "客户要求下午上门" },
    { token },
  );
  expect(done.body).toMatchObject({ code: 1 });
  return order.order_id;
}

const remarkNames = (orderId: number) =>
  s.db.prepare("SELECT operator FROM order_remarks WHERE order_id = ? ORDER BY rowid").pluck().all(orderId);

async function listed(keyword?: string) {
  const { body } = await s.call(staff.staffList, { current: 1, size: 100, keyword }, { token: demo });
  return body.data.records;
}

describe("修改资料 (staffUpdate)", () => {
  it("renames a colleague and moves its login to a new mobile; records keep the name they were made under", async () => {
    const { id, token } = await colleague();
    const orderId = await remark(token);
    const done = await callAs(s, demo, staff.staffUpdate, { id, name: "王小调", mobile: NEW_MOBILE });
    expect(done.body).toMatchObject({ code: 1 });

    expect(await listed()).toEqual(
      expect.arrayContaining([expect.objectContaining({ id, name: "王小调", mobile: "139****3333" })]),
    );
    const row = s.db.prepare("SELECT username, mobile FROM accounts WHERE id = ?").get(Number(id));
    expect(row).toEqual({ username: NEW_MOBILE, mobile: NEW_MOBILE });
    expect(auditRows(s, id).at(-1)).toMatchObject({ action: "update" });
    const history = await callAs(s, demo, staff.staffHistory, { id, current: 1, size: 1 });
    expect(history.body.data).toMatchObject({
      records: [{ action: "update", note: "姓名：王调度 → 王小调；手机号：139****2222 → 139****3333" }],
    });

    // The session stays; the next record is named by the new name, the earlier one keeps the old.
    await remark(token);
    expect(remarkNames(orderId)).toEqual(["王调度", "王小调"]);
    await expect(s.login(STAFF_MOBILE, NEW_PASSWORD)).rejects.toThrow();
    await expect(s.login(NEW_MOBILE, NEW_PASSWORD)).resolves.toMatch(/\w/);
  });

  it("keeps the mobile when none is given, and a named user name when the mobile changes", async () => {
    const limited = accountIdOf(s, "limited");
    const renamed = await callAs(s, demo, staff.staffUpdate, { id: limited, name: "李调度二" });
    expect(renamed.body).toMatchObject({ code: 1 });
    await callAs(s, demo, staff.staffUpdate, { id: limited, name: "李调度二", mobile: NEW_MOBILE });
    const row = s.db.prepare("SELECT username, mobile, display_name FROM accounts WHERE id = ?").get(limited);
    expect(row).toEqual({ username: "limited", mobile: NEW_MOBILE, display_name: "李调度二" });
  });

  it.each([
    ["a mobile another account holds", { mobile: "13800000001" }, 200333312, "该手机号已注册"],
    ["a bad mobile", { mobile: "1391111" }, 400, "手机号格式不正确"],
    ["no name", { name: "" }, 400, "姓名不能为空"],
    ["a long name", { name: "名".repeat(21) }, 400, STAFF_MESSAGES.nameLength],
  ])("refuses %s, writing nothing", async (_label, override, code, msg) => {
    const id = await createStaff(s, demo);
    const before = writtenRecords(s);
    const { body } = await callAs(s, demo, staff.staffUpdate, { id, name: "王调度", ...override });
    expect(body).toMatchObject({ code, msg });
    expect(writtenRecords(s)).toEqual(before);
  });

  it("writes nothing when nothing changed", async () => {
    const id = await createStaff(s, demo);
    const before = writtenRecords(s);
    const same = await callAs(s, demo, staff.staffUpdate, { id, name: "王调度", mobile: STAFF_MOBILE });
    expect(same.body).toMatchObject({ code: 1 });
    expect(writtenRecords(s)).toEqual(before);
  });
});

describe("a colleague's own mobile change (基本信息 → 修改手机号)", () => {
  it("moves its user name with it", async () => {
    const id = await createStaff(s, demo);
    const grant = { id, menus: ["/personal/index"], buttons: ["personal:modifyMobile"] };
    expect((await callAs(s, demo, staff.staffGrant, grant)).body).toMatchObject({ code: 1 });
    const token = await s.login(STAFF_MOBILE, INITIAL_PASSWORD);
    await changePassword(s, token);
    const profile = api.worker.profile;
    const send = (mobile: string) =>
      s.call(api.worker.account.sendVerifyCode, { mobile, scene: "modifyMobile" }, { token });
    expect((await send(STAFF_MOBILE)).body).toMatchObject({ code: 1 });
    const first = await s.call(profile.modifiedMobile, { verifyCode: "123456" }, { token });
    expect((await send(NEW_MOBILE)).body).toMatchObject({ code: 1 });
    const modifyToken = (first.body.data as { modifyToken: string }).modifyToken;
    const done = await s.call(
      profile.confirmModifiedMobile,
      { modifyToken, newMobile: NEW_MOBILE, verifyCode: "123456" },
      { token },
    );
    expect(done.body).toMatchObject({ code: 1 });
    const row = s.db.prepare("SELECT username, mobile FROM accounts WHERE id = ?").get(Number(id));
    expect(row).toEqual({ username: NEW_MOBILE, mobile: NEW_MOBILE });
  });
});

describe("删除 (staffRemove)", () => {
  it("ends the colleague's sessions, leaves the list and frees the mobile; records keep its name", async () => {
    const { id, token } = await colleague();
    const orderId = await remark(token);
    expect((await callAs(s, demo, staff.staffRemove, { id })).body).toMatchObject({ code: 1 });

    expect((await s.call(api.adminTemplate.userInfo, undefined, { token })).status).toBe(401);
    await expect(s.login(STAFF_MOBILE, NEW_PASSWORD)).rejects.toThrow();
    expect((await listed()).map((row: { id: string }) => row.id)).not.toContain(id);
    expect(remarkNames(orderId)).toEqual(["王调度"]);
    expect(auditRows(s, id).at(-1)).toMatchObject({ action: "remove" });
    for (const endpoint of [staff.staffHistory, staff.staffPermissions, staff.staffRemove]) {
      const { body } = await callAs(s, demo, endpoint, { id });
      expect(body, endpoint.path).toMatchObject({ msg: STAFF_MESSAGES.notFound });
    }

    // The mobile may be given to a new colleague.
    const again = await createStaff(s, demo, { name: "新同事" });
    expect(again).not.toBe(id);
  });

  it("refuses the main account itself and a stranger's staff", async () => {
    const own = await callAs(s, demo, staff.staffRemove, { id: accountIdOf(s, "demo") });
    expect(own.body).toMatchObject({ msg: STAFF_MESSAGES.self });
    const limited = await s.login("limited");
    const refused = await callAs(s, limited, staff.staffRemove, { id: accountIdOf(s, "limited") });
    expect(refused.status).toBe(403);
  });
});

describe("the cap on staff accounts", () => {
  it(`keeps at most ${STAFF_ACCOUNT_CAP}, 停用 ones included, removed ones not`, async () => {
    const demoId = accountIdOf(s, "demo");
    const provider = s.db.prepare("SELECT provider_id FROM accounts WHERE id = ?").pluck().get(demoId);
    const insert = s.db.prepare(
      `INSERT INTO accounts (username, mobile, password_hash, provider_id, account_kind, created_at, display_name,
         main_account_id, enabled)
       VALUES (?, ?, 'x', ?, 2, '2026-01-01 00:00:00', ?, ?, 0)`,
    );
    // limited is one; fill up to the cap with 停用 accounts.
    for (let i = 1; i < STAFF_ACCOUNT_CAP; i += 1) {
      const mobile = `1390000${String(i).padStart(4, "0")}`;
      insert.run(mobile, mobile, provider, `同事${i}`, demoId);
    }
    const payload = { name: "多一个", mobile: STAFF_MOBILE, password: encryptForLogin(INITIAL_PASSWORD) };
    const refused = await callAs(s, demo, staff.staffCreate, payload);
    expect(refused.body).toMatchObject({ code: 400, msg: STAFF_MESSAGES.capReached });
    expect(STAFF_MESSAGES.capReached).toBe(`子账号数量已达上限（${STAFF_ACCOUNT_CAP}个）`);

    await callAs(s, demo, staff.staffRemove, { id: accountIdOf(s, "limited") });
    expect((await callAs(s, demo, staff.staffCreate, payload)).body).toMatchObject({ code: 1 });
  });
});
