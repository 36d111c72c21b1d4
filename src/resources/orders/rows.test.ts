import type { OrderGoodsItem, OrderRow } from "../../api/order/types";
import { goodsLinesWithDiff, orderListRows, START_PRICE_DIFF_LABEL } from "./rows";

const item = (goodsName: string, amount: number, workerAmount: number): OrderGoodsItem => ({
  goodsId: goodsName,
  serverType: 1,
  serverTypeName: "安装",
  itemName: goodsName,
  image: "",
  goodsName,
  skuCode: "SKU",
  skuName: "默认",
  serviceMeasureName: "台",
  workerAmount,
  goodsNum: 1,
  amount,
});

const order = (overrides: Partial<OrderRow>): OrderRow => ({
  orderId: "1",
  orderNo: "DD1",
  orderStatus: 1,
  orderSource: 1,
  orderSourceName: "自营",
  isCombo: 2,
  goodsNameList: ["空调"],
  serverTypeNameList: ["安装", "维修"],
  serverTypeList: [1, 2],
  totalAmount: 300,
  workerTotalAmount: 200,
  merchantId: "1",
  merchantName: "商家",
  customerName: "客户",
  customerMobile: "13800000000",
  address: "地址",
  orderMarks: [],
  gmtCreatedTime: "2026-01-01 00:00:00",
  hangUp: 0,
  scopeType: 2,
  goods: [item("空调", 300, 200)],
  workerStartPriceDiff: 0,
  ...overrides,
});

describe("order list rows", () => {
  it("keeps a plain order as one row with its lists and totals", () => {
    const rows = orderListRows([order({})]);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      rowId: "DD1",
      rowKind: "order",
      rowGoods: ["空调"],
      rowServerTypes: ["安装", "维修"],
      rowAmount: 300,
      rowWorkerAmount: 200,
    });
  });

  it("splits a combo order into one row per goods item", () => {
    const combo = order({ isCombo: 1, goods: [item("空调", 300, 200), item("热水器", 150, 90)] });
    const rows = orderListRows([combo, order({ orderNo: "DD2" })]);
    expect(rows.map((r) => r.rowId)).toEqual(["DD1#0", "DD1#1", "DD2"]);
    expect(rows[1]).toMatchObject({ rowGoods: ["热水器"], rowAmount: 150, rowWorkerAmount: 90 });
  });

  it("adds a 起步价差价 row only when the difference is positive", () => {
    expect(orderListRows([order({ workerStartPriceDiff: 0 })])).toHaveLength(1);
    expect(orderListRows([order({ workerStartPriceDiff: -5 })])).toHaveLength(1);
    const rows = orderListRows([order({ workerStartPriceDiff: 35.5 })]);
    expect(rows).toHaveLength(2);
    expect(rows[1]).toMatchObject({
      rowId: "DD1#diff",
      rowKind: "startPriceDiff",
      rowGoods: [START_PRICE_DIFF_LABEL],
      rowAmount: null,
      rowWorkerAmount: 35.5,
    });
  });

  it("carries the time a 待派单 / 待接单 / 待预约 order waits from on each of its rows", () => {
    const given = { gmtCreatedTime: "2026-01-01 08:00:00", distributeTime: "2026-01-01 09:00:00" };
    const waitFrom = (orderStatus: number) =>
      orderListRows([
        order({ ...given, orderStatus, isCombo: 1, goods: [item("a", 1, 1), item("b", 1, 1)] }),
      ]).map((row) => row.rowWaitFrom);
    expect(waitFrom(3)).toEqual(["2026-01-01 08:00:00", "2026-01-01 08:00:00"]);
    expect(waitFrom(4)).toEqual(["2026-01-01 09:00:00", "2026-01-01 09:00:00"]);
    expect(waitFrom(7)).toEqual(["2026-01-01 09:00:00", "2026-01-01 09:00:00"]);
    expect(waitFrom(8)).toEqual([null, null]);
    expect(orderListRows([order({ orderStatus: 4 })])[0].rowWaitFrom).toBeNull();
  });

  it("adds the 起步价差价 line to the detail's goods when positive", () => {
    expect(goodsLinesWithDiff([item("空调", 1, 1)], 0)).toHaveLength(1);
    expect(goodsLinesWithDiff([item("空调", 1, 1)], 12).at(-1)).toEqual({
      goodsName: START_PRICE_DIFF_LABEL,
      workerAmount: 12,
    });
  });
});
