import { labelOf, optionOf } from "../enumeration";
import { ORDER_SOURCE_CODE, ORDER_SOURCE_FILTER } from "./constants";
import { ORDER_SOURCE, OTHER_ORDER_SOURCES, isOrderSource, orderSourceLabel } from "./sources";

describe("order sources", () => {
  it("are 28 channels with stable codes 1-28 and unique labels", () => {
    expect(ORDER_SOURCE.map((o) => o.value)).toEqual(Array.from({ length: 28 }, (_, i) => i + 1));
    expect(new Set(ORDER_SOURCE.map((o) => o.label)).size).toBe(28);
    expect(labelOf(ORDER_SOURCE, ORDER_SOURCE_CODE.own)).toBe("自有");
    expect(labelOf(ORDER_SOURCE, ORDER_SOURCE_CODE.tmall)).toBe("天猫");
    expect(labelOf(ORDER_SOURCE, 3)).toBe("京东");
    expect(labelOf(ORDER_SOURCE, 28)).toBe("其他");
    expect(orderSourceLabel(20)).toBe("批量导入");
  });

  it("name the list filter's two options as the filter does", () => {
    expect(ORDER_SOURCE_FILTER.map((o) => o.value)).toEqual([1, 2]);
    for (const option of ORDER_SOURCE_FILTER) expect(optionOf(ORDER_SOURCE, option.value)).toEqual(option);
  });

  it("list the other channels and recognise a code", () => {
    expect(OTHER_ORDER_SOURCES).toHaveLength(26);
    expect(OTHER_ORDER_SOURCES).not.toContain(1);
    expect(OTHER_ORDER_SOURCES).not.toContain(2);
    expect(isOrderSource(20)).toBe(true);
    expect(isOrderSource(29)).toBe(false);
    expect(isOrderSource("1")).toBe(false);
  });
});
