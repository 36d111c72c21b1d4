/**
 * Which pages a screen opens (issue 43, audit S2 / N4): a screen that links to a page grants that page. A list's 查看,
 * its order-number link and 查看订单 open the detail, and the detail opens its own pages (测量信息, 地图转派, the
 * full-page detail), so whoever may open the list may open what it links to, whichever list it is: 待结算列表,
 * 已结算订单列表 and 订单预警 reach /order/watch/detail as 订单管理列表 does.
 *
 * One table for both sides: the permission tree grants an entry with the pages it reaches (permissionTree.ts), and
 * the stand-in's session holds them for any account that holds the screen (mocks/sessions.ts), so a list granted
 * before this rule (or by the platform without its detail) opens its details too. Only pages that are no menu entry
 * are listed as targets (details, full-page views); a link to another list (the home page's counters) grants nothing.
 * src/resources/staff/screenLinks.test.ts checks the table against the screens' declared links.
 */
import { SCREENS } from "../../api/screens";

/** Screen → the pages it links to (route paths of SCREENS). */
export const SCREEN_LINKS: Readonly<Record<string, readonly string[]>> = {
  [SCREENS.orderList]: [SCREENS.orderDetail, SCREENS.orderMeasure, SCREENS.orderMapDispatch],
  [SCREENS.orderStay]: [SCREENS.orderDetail],
  [SCREENS.orderSettled]: [SCREENS.orderDetail],
  [SCREENS.orderWarning]: [SCREENS.orderDetail],
  [SCREENS.serviceOrderList]: [SCREENS.serviceOrderDetail, SCREENS.orderDetail],
  [SCREENS.serviceOrderDetail]: [SCREENS.orderDetail],
  // The detail's header offers 测量信息 and 地图转派; /newOrderDetail is the same screen without the frame.
  [SCREENS.orderDetail]: [SCREENS.orderMeasure, SCREENS.orderMapDispatch, SCREENS.orderFullDetail],
  [SCREENS.orderMapDispatch]: [SCREENS.orderDetail],
  [SCREENS.workOrderList]: [SCREENS.workOrderDetail],
  [SCREENS.afterSaleList]: [SCREENS.afterSaleDetail],
  [SCREENS.workerList]: [SCREENS.workerArchives, SCREENS.workerEdit],
  [SCREENS.workerEdit]: [SCREENS.workerArchives],
  [SCREENS.staffAccounts]: [SCREENS.staffPermissions],
};

/** The pages `path` reaches through links, directly or through the pages it opens (not `path` itself). */
export function linkedScreens(
  path: string,
  links: Readonly<Record<string, readonly string[]>> = SCREEN_LINKS,
): string[] {
  const reached: string[] = [];
  const queue = [...(links[path] ?? [])];
  while (queue.length > 0) {
    const next = queue.shift() ?? "";
    if (next === path || reached.includes(next)) continue;
    reached.push(next);
    queue.push(...(links[next] ?? []));
  }
  return reached;
}

/** `menus` with every page they link to: the menus as given, then the pages they reach, in order of discovery. */
export function withLinkedScreens(
  menus: readonly string[],
  links: Readonly<Record<string, readonly string[]>> = SCREEN_LINKS,
): string[] {
  const all = [...menus];
  for (const path of menus)
    for (const page of linkedScreens(path, links)) if (!all.includes(page)) all.push(page);
  return all;
}

/** True when `path` is a page some screen links to (a detail): held only with a screen that opens it. */
export function isLinkedPage(
  path: string,
  links: Readonly<Record<string, readonly string[]>> = SCREEN_LINKS,
): boolean {
  return Object.values(links).some((targets) => targets.includes(path));
}

/**
 * What a staff account's `menus` open: their screens with the pages those link to; a page stored without a screen
 * that opens it is not held (a detail goes with the last list that opened it).
 */
export function openedBy(menus: readonly string[]): string[] {
  return withLinkedScreens(menus.filter((path) => !isLinkedPage(path)));
}
