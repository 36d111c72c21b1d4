/** 账号管理's pages, loaded on demand by the route declarations (index.ts). */
import { formPage, listPage } from "../engine";
import { staffListScreen } from "./list";
import { staffPermissionsForm } from "./permissions";

export const StaffListPage = listPage(staffListScreen);
export const StaffPermissionsPage = formPage(staffPermissionsForm);
