/**
 * 账号管理's list, loaded on demand by its route declaration (index.ts): a module of its own, so the list loads none of the
 * other pages' code (issue 30).
 */
import { listPage } from "../engine";
import { exportLogScreen } from "./exportLog";
import { staffListScreen } from "./list";

export const StaffListPage = listPage(staffListScreen);
/** 导出记录 (issue 43 E4). */
export const ExportLogPage = listPage(exportLogScreen);
