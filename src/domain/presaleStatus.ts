import type { Enumeration } from "./enumeration";

/** Pre-sales service order statuses (§4 gives none; verticals B.6 item 4). */
export const SERVICE_ORDER_STATUS: Enumeration<number> = [
  { value: 1, label: "待派单", tone: "warning" },
  { value: 2, label: "待上门", tone: "warning" },
  { value: 3, label: "服务中", tone: "warning" },
  { value: 4, label: "已完工", tone: "success" },
  { value: 5, label: "已取消", tone: "danger" },
];

export const SERVICE_ORDER_STATUS_CODES: readonly number[] = SERVICE_ORDER_STATUS.map((o) => o.value);

export const SERVICE_ORDER_DONE = 4;
