/** 编辑权限, loaded on demand by its route declaration (index.ts); the list is listPages.tsx. */
import { formPage } from "../engine";
import { staffPermissionsForm } from "./permissions";

export const StaffPermissionsPage = formPage(staffPermissionsForm);
