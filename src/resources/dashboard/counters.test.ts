import { permissionOf } from "../../providers/usePermission";
import { dashboardCounters, visibleCounters } from "./counters";

const FULL_MENU = [
  "/dashboard",
  "/order/index",
  "/order/earlywarning",
  "/aftersales/index",
  "/message/index",
  "/bill/index",
];

describe("dashboard counters", () => {
  const counters = dashboardCounters("2026-11");

  it("link each counter to its list filtered the way it counts", () => {
    const links = Object.fromEntries(counters.map((c) => [c.key, c.link]));
    expect(links).toEqual({
      // The dispatch queue's 待派单 and 待接单 tabs (listStatus 10, 11).
      "queue-10": "/order/index?tab=10",
      "queue-11": "/order/index?tab=11",
      "orders-2": "/order/index?tab=2",
      "orders-3": "/order/index?tab=3",
      "orders-4": "/order/index?tab=4",
      workOrders: "/aftersales/index?tab=todo",
      alerts: "/order/earlywarning?tab=1",
      unread: "/message/index?isRead=0",
      billsToConfirm: "/bill/index?billStatus=2",
      monthBill: "/bill/index?billMonth=2026-11",
    });
  });

  it("shows every counter to an account with every menu and bill:view", () => {
    expect(visibleCounters(counters, permissionOf({ menu: FULL_MENU, btn: ["bill:view"] }))).toHaveLength(
      counters.length,
    );
  });

  it("leaves out the counters of lists the account may not open, and bills without bill:view", () => {
    const limited = visibleCounters(
      counters,
      permissionOf({
        menu: ["/dashboard", "/order/index", "/message/index"],
        btn: [],
      }),
    );
    expect(limited.map((c) => c.key)).toEqual([
      "queue-10",
      "queue-11",
      "orders-2",
      "orders-3",
      "orders-4",
      "unread",
    ]);
    const noBillButton = visibleCounters(counters, permissionOf({ menu: FULL_MENU, btn: [] }));
    expect(noBillButton.some((c) => c.path === "/bill/index")).toBe(false);
    expect(visibleCounters(counters, permissionOf({ menu: [], btn: ["bill:view"] }))).toEqual([]);
  });
});
