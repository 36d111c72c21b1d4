import { staffList } from "../../api/staff";
import type { ResourceDeclaration } from "../types";
import { exportLogRoute, staffListRoute, staffPermissionsRoute } from "./routes";

// The screens load on demand: the declarations and the tree stay out of the entry chunk.
const page = (name: keyof typeof import("./pages")) => () =>
  import("./pages").then((pages) => ({ default: pages[name] }));
const listScreen = (name: keyof typeof import("./listPages")) => () =>
  import("./listPages").then((pages) => ({ default: pages[name] }));

export const resource: ResourceDeclaration = {
  name: "staff",
  routes: [
    { ...staffListRoute, screen: listScreen("StaffListPage") },
    { ...staffPermissionsRoute, screen: page("StaffPermissionsPage") },
    { ...exportLogRoute, screen: listScreen("ExportLogPage") },
  ],
  endpoints: { list: staffList },
};
