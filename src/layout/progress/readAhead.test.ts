import { beforeEach, describe, expect, it, vi } from "vitest";

const readListEarly = vi.fn();
vi.mock("../../providers/dataProvider", () => ({ dataProvider: { readListEarly } }));
const { readAhead } = await import("./readAhead");
const { setAccessGroup } = await import("../../providers/session");

const firstRead = (path: string, search: string) => ({ resource: path, meta: { payload: { search } } });
const listPageOf = () => Object.assign(() => null, { firstRead });

beforeEach(() => {
  readListEarly.mockClear();
  setAccessGroup({ menu: ["/order/index", "/worker/index"], btn: [] });
});

describe("readAhead", () => {
  it("starts a list page's first read for the address it is opened at", () => {
    readAhead(listPageOf(), "/order/index", { pathname: "/order/index", search: "?tab=3" });
    expect(readListEarly).toHaveBeenCalledWith({
      resource: "/order/index",
      meta: { payload: { search: "?tab=3" } },
    });
  });

  it("reads the address shown when given none", () => {
    window.history.replaceState(null, "", "/worker/index?page=2");
    readAhead(listPageOf(), "/worker/index");
    expect(readListEarly).toHaveBeenCalledWith({
      resource: "/worker/index",
      meta: { payload: { search: "?page=2" } },
    });
  });

  it("asks nothing for another address, a page without a first read, no page, or a page the account may not open", () => {
    readAhead(listPageOf(), "/order/index", { pathname: "/order/stay", search: "" });
    readAhead(() => null, "/order/index", { pathname: "/order/index", search: "" });
    readAhead(undefined, "/order/index", { pathname: "/order/index", search: "" });
    readAhead(listPageOf(), "/bill/index", { pathname: "/bill/index", search: "" });
    expect(readListEarly).not.toHaveBeenCalled();
  });
});
