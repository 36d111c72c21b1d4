import { labelOf, type Enumeration } from "../enumeration";

/**
 * Order sources: the 28 channels an order can come from (spec §9: "retail platforms, manual, open platform, batch, and
 * others"; the names are ours, the spec gives only 自有 = 1 and 天猫 = 2). Codes are stable: a new channel takes a new
 * code, a label may be reworded. The list's source filter keeps the spec's two options (ORDER_SOURCE_FILTER in
 * constants.ts, the same labels); an order's answer carries its channel's label as `orderSourceName`, which the list
 * and the detail show. Every channel but 天猫 is served like an own order (only 天猫 has calls of its own and privacy
 * numbers). Read by the stand-in; no screen loads the whole table.
 */
export const ORDER_SOURCE: Enumeration = [
  { value: 1, label: "自有" },
  // Retail platforms.
  { value: 2, label: "天猫", tone: "warning" },
  { value: 3, label: "京东" },
  { value: 4, label: "苏宁易购" },
  { value: 5, label: "拼多多" },
  { value: 6, label: "国美" },
  { value: 7, label: "抖音" },
  { value: 8, label: "快手" },
  { value: 9, label: "唯品会" },
  { value: 10, label: "小红书" },
  { value: 11, label: "得物" },
  { value: 12, label: "美团" },
  { value: 13, label: "淘宝" },
  { value: 14, label: "1688" },
  { value: 15, label: "有赞" },
  { value: 16, label: "微信小程序" },
  { value: 17, label: "企业官网" },
  // Manual, open platform, batch.
  { value: 18, label: "手工录入" },
  { value: 19, label: "开放平台" },
  { value: 20, label: "批量导入" },
  // Others.
  { value: 21, label: "电话下单" },
  { value: 22, label: "门店下单" },
  { value: 23, label: "保险理赔" },
  { value: 24, label: "地产集采" },
  { value: 25, label: "家装公司" },
  { value: 26, label: "厂家直派" },
  { value: 27, label: "品牌售后" },
  { value: 28, label: "其他" },
];

/** The channels beyond the list filter's 自有 and 天猫 (codes 3-28). */
export const OTHER_ORDER_SOURCES: readonly number[] = ORDER_SOURCE.map((o) => o.value).filter(
  (code) => code > 2,
);

/** True for a code of ORDER_SOURCE. */
export function isOrderSource(value: unknown): value is number {
  return ORDER_SOURCE.some((option) => option.value === value);
}

/** The label an order of source `code` is answered with (`orderSourceName`). */
export function orderSourceLabel(code: number): string {
  return labelOf(ORDER_SOURCE, code);
}
