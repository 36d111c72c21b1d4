/** 账号管理's tables (issue 29): an account's status, the kinds of change its history records, the cap. */
import type { StaffAction, StaffStatus } from "../../api/staff";
import type { Enumeration } from "../enumeration";

export const STAFF_STATUS: Enumeration<StaffStatus> = [
  { value: 1, label: "启用", tone: "success" },
  { value: 0, label: "停用", tone: "danger" },
];

export const STAFF_ACTIONS: Enumeration<StaffAction> = [
  { value: "create", label: "新增子账号" },
  { value: "grant", label: "编辑权限" },
  { value: "disable", label: "停用" },
  { value: "enable", label: "启用" },
  { value: "resetPassword", label: "重置密码" },
  { value: "changePassword", label: "修改初始密码" },
  { value: "update", label: "修改资料" },
  { value: "remove", label: "删除子账号" },
];

/**
 * Chosen (issue 43): the most staff accounts a main account keeps at once, 停用 ones included (a removed one no longer
 * counts). A provider's dispatch, service and finance team fits; a larger organisation is a platform matter.
 */
export const STAFF_ACCOUNT_CAP = 50;
