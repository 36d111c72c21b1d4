import { Navigate, Route } from "react-router";
import { menuGroups, routes } from "../resources";
import { useAccessGroupState } from "../providers/usePermission";
import { buildSiderModel } from "./sider/siderModel";

/**
 * A menu group's own path (spec §2: /order, /aftersales, /worker, /bill, /personal, /message) leads to the group's
 * first menu entry that the account may see, as its first item in the sider; a group the account sees nothing of
 * leads to /401. Signed-out visitors reach the entry's guard, which sends them to the login with the entry in `reduce`.
 */
export function GroupIndexRedirect({ groupPath }: { groupPath: string }) {
  const accessGroup = useAccessGroupState();
  const group = buildSiderModel(routes, menuGroups, accessGroup).find((g) => g.path === groupPath);
  return <Navigate to={group?.items[0]?.path ?? "/401"} replace />;
}

/** `<Route>` elements of the group paths that no declared route takes. */
export function groupRedirectElements() {
  const taken = new Set(routes.map((route) => route.path));
  return menuGroups
    .filter((group) => group.path !== "/" && !taken.has(group.path))
    .map((group) => (
      <Route key={group.path} path={group.path} element={<GroupIndexRedirect groupPath={group.path} />} />
    ));
}
