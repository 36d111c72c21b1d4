/**
 * 账号管理's list, loaded on demand by its route declaration (index.ts): a module of its own, so the list loads none of the
 * other pages' code (issue 30).
 */
import { listPage } from "../engine";
import { staffListScreen } from "./list";

export const StaffListPage = listPage(staffListScreen);
