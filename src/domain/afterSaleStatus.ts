import type { Enumeration } from "./enumeration";

/**
 * After-sales confirmation statuses (spec §4 "After-sales confirmation": 1-9 and 99). The spec names them in English
 * only; the Chinese labels and tones are the project's (verticals C.7 item 4).
 */
export const AFTER_SALE_CONFIRM_STATUS: Enumeration<number> = [
  { value: 1, label: "待商家确认", tone: "warning" },
  { value: 2, label: "商家已确认", tone: "success" },
  { value: 3, label: "待判定", tone: "warning" },
  { value: 4, label: "判定有效", tone: "success" },
  { value: 5, label: "判定无效", tone: "danger" },
  { value: 6, label: "无法判定", tone: "warning" },
  { value: 7, label: "服务已取消", tone: "danger" },
  { value: 8, label: "确认超时", tone: "danger" },
  { value: 9, label: "已完结", tone: "success" },
  { value: 99, label: "已关闭", tone: "danger" },
];

export const AFTER_SALE_CONFIRM_CODES: readonly number[] = AFTER_SALE_CONFIRM_STATUS.map((o) => o.value);
