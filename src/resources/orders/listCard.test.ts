/** The order lists' cards at phone width (list.ts `card`, the rule in engine/cardLayout.ts). */
import { describe, expect, it } from "vitest";
import { cardLayout } from "../engine/cardLayout";
import { orderList, settledList, stayList } from "./list";

const shown = (screen: typeof orderList) => {
  const card = cardLayout(screen.columns, screen.card, !!screen.rowGroup);
  return { title: card.title.field, status: card.status?.field, fields: card.fields.map((c) => c.title) };
};

describe("order cards", () => {
  it("show the order number (its link), its status, how long it has waited, where and who", () => {
    expect(shown(orderList)).toEqual({
      title: "orderNo",
      status: "orderStatus",
      fields: ["等待时长", "服务地址", "师傅"],
    });
    // The number is the link to the order's detail.
    const title = orderList.columns.find((column) => column.field === "orderNo");
    expect(typeof title?.value === "object" && "link" in title.value).toBe(true);
  });

  it("of finished orders leave out the waiting time their lists do not show", () => {
    for (const screen of [stayList, settledList])
      expect(shown(screen)).toEqual({
        title: "orderNo",
        status: "orderStatus",
        fields: ["服务地址", "师傅"],
      });
  });
});
