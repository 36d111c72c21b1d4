import { SCREENS } from "../api/screens";
import { landingPath, lostPaths } from "./landing";

const group = (menu: string[]) => ({ menu, btn: [] });

describe("where the console goes when permissions change", () => {
  it("lands on 首页 when permitted, else on the first menu entry the account may open", () => {
    expect(landingPath(group([SCREENS.dashboard, SCREENS.orderList]))).toBe(SCREENS.dashboard);
    expect(landingPath(group([SCREENS.orderDetail, SCREENS.messages]))).toBe(SCREENS.messages);
    expect(landingPath(group([]))).toBe("/401");
  });

  it("names the open pages whose route was lost", () => {
    const before = group([SCREENS.orderList, SCREENS.orderDetail, SCREENS.messages]);
    const after = group([SCREENS.messages]);
    expect(lostPaths([SCREENS.orderDetail, SCREENS.messages, "/nowhere"], before, after)).toEqual([
      SCREENS.orderDetail,
    ]);
    expect(lostPaths([SCREENS.orderList], after, before)).toEqual([]);
  });
});
