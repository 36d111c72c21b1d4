import { orderList, settledList, stayList } from "./list";

describe("the order list's export", () => {
  it("is offered with order:export, one line per order under the list's own titles", () => {
    const decl = orderList.export;
    expect(decl?.endpoint.permission.button).toEqual(["order:export"]);
    const columns = decl?.columns ?? [];
    // 等待时长 is a running clock, not a value of the order: a file read later would say a wrong wait.
    expect(columns.map((c) => c.title)).toEqual(
      orderList.columns.map((c) => c.title).filter((title) => title !== "等待时长"),
    );
    const field = (title: string) => columns.find((c) => c.title === title);
    // The whole order's goods and amounts, not a goods row's.
    expect(field("商品")?.field).toBe("goodsNameList");
    expect(field("订单金额")).toMatchObject({ field: "totalAmount", value: "money" });
    expect(field("师傅金额")).toMatchObject({ field: "workerTotalAmount", value: "money" });
    expect(field("客户电话")?.value).toBe("maskedPhone");
    expect(field("下单时间")?.value).toBe("datetime");
    expect(field("订单号")?.value).toBeUndefined();
  });

  it("is offered on 待结算列表 and 已结算订单列表 too, their own files with the settlement columns (E3)", () => {
    for (const [list, fileName] of [
      [stayList, "待结算订单"],
      [settledList, "已结算订单"],
    ] as const) {
      expect(list.export?.endpoint).toBe(orderList.export?.endpoint);
      expect(list.export?.fileName).toBe(fileName);
      const titles = (list.export?.columns ?? []).map((c) => c.title);
      expect(titles).toEqual(expect.arrayContaining(["结算状态", "完成时间", "订单金额"]));
      expect(titles).not.toContain("等待时长");
    }
  });
});
