/**
 * Issue 43 (audit S2): the table of which pages a screen opens (src/domain/staff/screenLinks.ts) against the
 * screens' own declarations: every link a list or detail declares (row actions, linked columns, header actions) to a
 * page that is no menu entry is in the table, so whoever holds the screen is granted the page it opens.
 */
import { SCREENS } from "../../api/screens";
import { linkedScreens, SCREEN_LINKS } from "../../domain/staff/screenLinks";
import { routes } from "..";
import { serviceOrderList } from "../aftersales/serviceOrders";
import { workOrderList } from "../aftersales/list";
import { orderDetail } from "../orders/detail";
import { alertList, ownAbnormalList, tmallAbnormalList } from "../orders/earlywarning/alerts";
import { orderList, settledList, stayList } from "../orders/list";
import { presaleDetail, presaleList } from "../orders/presale/screens";
import { workerList } from "../workers/list";

/** A record whose every field reads "1": enough for a link function to build its address. */
const anyRecord: unknown = new Proxy({}, { get: () => "1" });

/** The paths every `link` function in a declaration answers (actions, columns, sections), without query. */
function declaredLinks(declaration: unknown): string[] {
  const found = new Set<string>();
  const seen = new Set<unknown>();
  const visit = (value: unknown, depth: number): void => {
    if (depth > 6 || value === null || typeof value !== "object" || seen.has(value)) return;
    seen.add(value);
    for (const [key, item] of Object.entries(value)) {
      if (key === "link" && typeof item === "function") {
        const target: unknown = Reflect.apply(item, undefined, [anyRecord]);
        if (typeof target === "string") found.add(target.split(/[?#]/)[0]);
      } else visit(item, depth + 1);
    }
  };
  visit(declaration, 0);
  return [...found];
}

const SCREENS_DECLARED: [string, unknown[]][] = [
  [SCREENS.orderList, [orderList]],
  [SCREENS.orderStay, [stayList]],
  [SCREENS.orderSettled, [settledList]],
  [SCREENS.orderWarning, [alertList, ownAbnormalList, tmallAbnormalList]],
  [SCREENS.serviceOrderList, [presaleList]],
  [SCREENS.serviceOrderDetail, [presaleDetail]],
  [SCREENS.orderDetail, [orderDetail]],
  [SCREENS.workOrderList, [workOrderList]],
  [SCREENS.afterSaleList, [serviceOrderList]],
  [SCREENS.workerList, [workerList]],
];

const pages = new Set(routes.filter((route) => route.hidden).map((route) => route.path));

describe("the pages a screen opens", () => {
  it.each(SCREENS_DECLARED)("%s: every page it links to is granted with it", (path, declarations) => {
    const opened = declarations.flatMap(declaredLinks).filter((target) => pages.has(target));
    expect(opened.length, path).toBeGreaterThan(0);
    expect(linkedScreens(path)).toEqual(expect.arrayContaining(opened));
  });

  // 编辑师傅信息 goes on to the archive when saved (its `after`, no `link`): in the table by hand.
  it("names only declared routes", () => {
    const declared = new Set(routes.map((route) => route.path));
    for (const [screen, targets] of Object.entries(SCREEN_LINKS)) {
      expect(declared.has(screen), screen).toBe(true);
      for (const target of targets) expect(pages.has(target), target).toBe(true);
    }
  });

  it("reaches the detail's own pages from a list (待结算列表 → 订单详情 → 测量信息)", () => {
    expect(linkedScreens(SCREENS.orderStay)).toEqual([
      SCREENS.orderDetail,
      SCREENS.orderMeasure,
      SCREENS.orderMapDispatch,
      SCREENS.orderFullDetail,
    ]);
    expect(linkedScreens(SCREENS.bill)).toEqual([]);
  });
});
