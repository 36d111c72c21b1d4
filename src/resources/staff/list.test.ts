/** 账号管理's 修改资料 and 删除 (issue 43, audit S7) as the list declares them: their calls and what they send. */
import { staffRemove, staffUpdate, type StaffRow } from "../../api/staff";
import type { ActionDecl } from "../engine";
import { withRequestLimits } from "../engine/requestLimits";
import { staffActions } from "./list";

const ROW: StaffRow = {
  id: "12",
  name: "王调度",
  mobile: "139****2222",
  status: 1,
  lastLoginTime: null,
  mustChangePassword: false,
  menuCount: 1,
  buttonCount: 0,
  menus: [],
};

const action = (key: string): ActionDecl<StaffRow> => {
  const found = staffActions.find((candidate) => candidate.key === key);
  if (!found) throw new Error(`no action ${key}`);
  return found;
};

describe("修改资料", () => {
  const update = action("update");

  it("starts from the colleague's name and sends a new mobile only when one is typed", async () => {
    expect(update.endpoint).toBe(staffUpdate);
    expect(update.form?.initial?.(ROW)).toEqual({ name: "王调度", mobile: "" });
    const target = { record: ROW };
    expect(await update.payload?.(target, { name: " 王小调 ", mobile: " " })).toEqual({
      id: "12",
      name: "王小调",
    });
    expect(await update.payload?.(target, { name: "王小调", mobile: "13911113333" })).toEqual({
      id: "12",
      name: "王小调",
      mobile: "13911113333",
    });
  });

  it("accepts an empty mobile and refuses a malformed one, as its call's schema does", () => {
    const declared = update.form?.fields.find((field) => field.name === "mobile");
    expect(declared?.fills).toBe(staffUpdate);
    const mobile = withRequestLimits(declared!);
    expect(mobile).toMatchObject({ required: false, maxLength: 11 });
    expect(mobile.validate?.("", {})).toBeNull();
    expect(mobile.validate?.("  ", {})).toBeNull();
    expect(mobile.validate?.("13911113333", {})).toBeNull();
    expect(mobile.validate?.("1391111", {})).toBe("手机号格式不正确");
  });
});

describe("重置密码", () => {
  it("asks for an empty password with 请输入, and checks the rule of a typed one", () => {
    const declared = action("resetPassword").form?.fields.find((field) => field.name === "password");
    const password = withRequestLimits(declared!);
    expect(password).toMatchObject({ required: true, message: "请输入新的初始密码" });
    expect(password.validate?.("", {})).toBeNull();
    expect(password.validate?.("abc", {})).toBe("密码为8-20位，须同时包含字母和数字");
    expect(password.validate?.("abcd1234", {})).toBeNull();
  });
});

describe("删除", () => {
  it("asks first, naming what stays, and sends the account's id", async () => {
    const remove = action("remove");
    expect(remove.endpoint).toBe(staffRemove);
    expect(remove.danger).toBe(true);
    const confirm = typeof remove.confirm === "function" ? remove.confirm(ROW) : remove.confirm;
    expect(confirm).toContain("确定删除「王调度」吗？");
    expect(confirm).toContain("已有记录仍显示其姓名");
    expect(await remove.payload?.({ record: ROW }, {})).toEqual({ id: "12" });
  });
});
