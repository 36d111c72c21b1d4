import { describe, expect, it } from "vitest";
import { listFilterOf, newsVerdict, type ListFilter } from "./liveNews";
import type { TabsDecl } from "./types";

const onTab = (statuses: ListFilter["statuses"], values: Record<string, unknown> = {}): ListFilter => ({
  statuses,
  values,
});

describe("newsVerdict", () => {
  it("a status move counts on a tab holding its from or its to, and on 全部", () => {
    expect(newsVerdict({ status: { from: 7, to: 8 } }, onTab([7]))).toBe("yes");
    expect(newsVerdict({ status: { from: null, to: 7 } }, onTab([7]))).toBe("yes");
    expect(newsVerdict({ status: { from: 3, to: 4 } }, onTab([7]))).toBe("no");
    expect(newsVerdict({ status: { from: 3, to: 4 } }, onTab("all"))).toBe("yes");
    // Codes compare as text: a tab's values may be strings.
    expect(newsVerdict({ status: { from: "1", to: "2" } }, onTab([2]))).toBe("yes");
  });

  it("a fact that contradicts a filter value rules the event out, whatever its status", () => {
    const own = { orderSource: 1 };
    expect(newsVerdict({ status: { from: 7, to: 8 }, facts: { orderSource: 2 } }, onTab([7], own))).toBe(
      "no",
    );
    expect(newsVerdict({ status: { from: 7, to: 8 }, facts: { orderSource: 1 } }, onTab([7], own))).toBe(
      "yes",
    );
    // A list of filter values holds any of them; an empty filter value holds anything; an unfiltered fact is no matter.
    expect(newsVerdict({ facts: { settleStatus: 3 } }, onTab("all", { settleStatus: [1, 2] }))).toBe("no");
    expect(newsVerdict({ facts: { settleStatus: 2 } }, onTab("all", { settleStatus: [1, 2] }))).toBe("yes");
    expect(newsVerdict({ facts: { orderSource: 2 } }, onTab("all", { orderSource: "" }))).toBe("yes");
    expect(newsVerdict({ facts: { merchantId: 9 } }, onTab("all", own))).toBe("yes");
  });

  it("cannot tell without status and facts, or with a status where the tab's statuses are unknown", () => {
    expect(newsVerdict(undefined, onTab("all"))).toBe("maybe");
    expect(newsVerdict({ fields: ["remark"] }, onTab([7]))).toBe("maybe");
    expect(newsVerdict({ status: { from: 1, to: 2 } }, onTab(undefined))).toBe("maybe");
    // Facts alone tell 全部 (any status), not a tab.
    expect(newsVerdict({ facts: { orderSource: 1 } }, onTab([7], { orderSource: 1 }))).toBe("maybe");
  });
});

describe("listFilterOf", () => {
  const tabs: TabsDecl = {
    field: "listStatus",
    options: [{ value: 2, label: "待预约" }],
    statuses: (value) => (value === 2 ? [7] : undefined),
  };

  it("全部 (or a list without tabs) holds every status; a tab its declared ones", () => {
    expect(listFilterOf(tabs, undefined, { a: 1 })).toEqual({ statuses: "all", values: { a: 1 } });
    expect(listFilterOf(undefined, 2, {})).toMatchObject({ statuses: "all" });
    expect(listFilterOf(tabs, 2, {})).toMatchObject({ statuses: [7] });
    expect(listFilterOf({ ...tabs, statuses: undefined }, 2, {})).toMatchObject({ statuses: undefined });
  });
});
