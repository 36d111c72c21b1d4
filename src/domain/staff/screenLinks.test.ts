/** Issue 43 (audit S2): which pages a screen opens, and what a staff account's menus open. */
import { SCREENS } from "../../api/screens";
import { isLinkedPage, linkedScreens, openedBy, withLinkedScreens } from "./screenLinks";

describe("the pages a screen opens", () => {
  it("follows links through the pages they open, once each, without the screen itself", () => {
    expect(linkedScreens(SCREENS.orderWarning)).toEqual([
      SCREENS.orderDetail,
      SCREENS.orderMeasure,
      SCREENS.orderMapDispatch,
      SCREENS.orderFullDetail,
    ]);
    // 地图转派 links back to the detail, which links to 地图转派: no loop, no repeat.
    expect(linkedScreens(SCREENS.orderMapDispatch)).toEqual([
      SCREENS.orderDetail,
      SCREENS.orderMeasure,
      SCREENS.orderFullDetail,
    ]);
    expect(linkedScreens(SCREENS.messages)).toEqual([]);
  });

  it("adds the pages to menus after them, in order of discovery", () => {
    expect(withLinkedScreens([SCREENS.orderSettled, SCREENS.orderDetail, SCREENS.bill])).toEqual([
      SCREENS.orderSettled,
      SCREENS.orderDetail,
      SCREENS.bill,
      SCREENS.orderMeasure,
      SCREENS.orderMapDispatch,
      SCREENS.orderFullDetail,
    ]);
  });

  it("holds a page only with a screen that opens it", () => {
    expect(isLinkedPage(SCREENS.orderDetail)).toBe(true);
    expect(isLinkedPage(SCREENS.orderStay)).toBe(false);
    expect(openedBy([SCREENS.orderDetail, SCREENS.messages])).toEqual([SCREENS.messages]);
    expect(openedBy([SCREENS.workerList])).toEqual([
      SCREENS.workerList,
      SCREENS.workerArchives,
      SCREENS.workerEdit,
    ]);
  });
});
