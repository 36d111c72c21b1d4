/**
 * 账号管理 (issue 29) as data: the main account's staff accounts, in 个人中心's group (it is about the account, like
 * 基本信息), and 编辑权限 of one of them (?id=); beside it 导出记录 (issue 43 E4), who of the accounts exported what.
 * Only the main account holds these paths (domain/staff/mainAccount).
 */
import { SCREENS } from "../../api/screens";
import { exportLog, staffList, staffPermissions } from "../../api/staff";
import type { DetailRoute, RouteDeclaration } from "../types";

export const staffListRoute: RouteDeclaration = {
  path: SCREENS.staffAccounts,
  title: "账号管理",
  group: "personal",
  needs: staffList,
};

export const exportLogRoute: RouteDeclaration = {
  path: SCREENS.exportLog,
  title: "导出记录",
  group: "personal",
  records: "exportLogs",
  needs: exportLog,
};

export const staffPermissionsRoute: DetailRoute = {
  path: SCREENS.staffPermissions,
  title: "编辑权限",
  group: "personal",
  hidden: true,
  backTo: SCREENS.staffAccounts,
  key: "id",
  action: "edit",
  needs: staffPermissions,
};
