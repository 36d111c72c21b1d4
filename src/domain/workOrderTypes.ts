import type { StatusOption } from "./workOrderStatus";

/** Work order type catalogue, ids 1-17 (spec §9), in spec order. */
export const WORK_ORDER_TYPE_OPTIONS: readonly StatusOption<number>[] = [
  { code: 1, label: "售后工单配置" },
  { code: 2, label: "前置处理工单配置" },
  { code: 3, label: "申请取消工单配置" },
  { code: 4, label: "催预约配置" },
  { code: 5, label: "催安装配置" },
  { code: 6, label: "咨询/通知" },
  { code: 7, label: "异常费用工单" },
  { code: 8, label: "订单核实工单" },
  { code: 9, label: "在途订单退款工单" },
  { code: 10, label: "完结订单退款工单" },
  { code: 11, label: "一键求助" },
  { code: 12, label: "一键外呼" },
  { code: 13, label: "一键客诉" },
  { code: 14, label: "天猫单改约" },
  { code: 15, label: "天猫众包工单" },
  { code: 16, label: "天猫一键催预约工单" },
  { code: 17, label: "天猫一键完工外呼工单" },
];

export const WORK_ORDER_TYPE_IDS: readonly number[] = WORK_ORDER_TYPE_OPTIONS.map((option) => option.code);

/** The name of a work order type id, or "" when unknown. */
export function workOrderTypeName(id: number): string {
  return WORK_ORDER_TYPE_OPTIONS.find((option) => option.code === id)?.label ?? "";
}
