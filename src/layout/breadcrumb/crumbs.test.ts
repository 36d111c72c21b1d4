import { crumbsFor } from "./crumbs";

describe("crumbsFor", () => {
  it.each([
    ["/dashboard", [{ title: "首页" }]],
    ["/dashboard/", [{ title: "首页" }]],
    [
      "/dashboard/list",
      [
        { title: "首页", to: "/dashboard" },
        { title: "师傅服务数据", to: undefined },
      ],
    ],
    [
      "/message/index",
      [
        { title: "首页", to: "/dashboard" },
        { title: "消息中心", to: undefined },
        { title: "我的消息", to: undefined },
      ],
    ],
    [
      "/order/index",
      [
        { title: "首页", to: "/dashboard" },
        { title: "订单管理", to: undefined },
        { title: "订单管理列表", to: undefined },
      ],
    ],
    [
      "/order/watch/detail?orderNo=X",
      [
        { title: "首页", to: "/dashboard" },
        { title: "订单管理", to: undefined },
        { title: "订单管理列表", to: "/order/index" },
        { title: "订单详情", to: undefined },
      ],
    ],
    [
      "/aftersales/details/server",
      [
        { title: "首页", to: "/dashboard" },
        { title: "售后管理", to: undefined },
        { title: "售后服务单列表", to: "/aftersales/serverlist" },
        { title: "售后服务单详情", to: undefined },
      ],
    ],
    [
      "/worker/edit/worker",
      [
        { title: "首页", to: "/dashboard" },
        { title: "辖区师傅管理", to: undefined },
        { title: "师傅列表", to: "/worker/index" },
        { title: "编辑师傅信息", to: undefined },
      ],
    ],
    ["/404", []],
    ["/nowhere", []],
  ])("%s", (path, expected) => {
    expect(crumbsFor(path)).toEqual(expected.map((c) => ({ to: undefined, ...c })));
  });

  it("never links the last crumb and links every crumb before it that has a page", () => {
    for (const path of ["/dashboard/list", "/order/measure-info", "/bill/index", "/personal/index"]) {
      const crumbs = crumbsFor(path);
      expect(crumbs.at(-1)?.to).toBeUndefined();
      expect(crumbs[0]).toEqual({ title: "首页", to: "/dashboard" });
    }
  });
});
