import type { Enumeration } from "./enumeration";
import { type WaitFacts, waitAlertDue } from "./orders/lateness";
import { ORDER_STATUS_CODE } from "./orders/status";

/**
 * Order alerts (订单预警). Spec §4 names the 19 warning / exception types
 * only in a few English words ("no acceptance, timeouts, out of area, urge appointment, urge install, awaiting quote,
 * awaiting hire, and others") and the handling status and warned flag in English; the Chinese names below are the
 * project's (verticals B.6 items 1 and 5). Screens read the type names live from listAllAlertType; this table is what
 * the stand-in serves there.
 */
export const ALERT_TYPES: Enumeration<number> = [
  { value: 1, label: "超时未接单" },
  { value: 2, label: "超时未预约" },
  { value: 3, label: "超时未签到" },
  { value: 4, label: "超时未完工" },
  { value: 5, label: "超出服务区域" },
  { value: 6, label: "客户催预约" },
  { value: 7, label: "客户催安装" },
  { value: 8, label: "超时未报价" },
  { value: 9, label: "超时未雇佣" },
  { value: 10, label: "预约失败" },
  { value: 11, label: "改约超时" },
  { value: 12, label: "超时未核销" },
  { value: 13, label: "完工资料缺失" },
  { value: 14, label: "客户投诉" },
  { value: 15, label: "客户差评" },
  { value: 16, label: "订单挂起超时" },
  { value: 17, label: "退款申请" },
  { value: 18, label: "师傅异常费用" },
  { value: 19, label: "其他异常" },
];

export const ALERT_TYPE_CODES: readonly number[] = ALERT_TYPES.map((o) => o.value);

/** Handling status (spec §4: 1 open, 2 finished, 3 invalid). */
export const ALERT_HANDLE_STATUS: Enumeration<number> = [
  { value: 1, label: "待处理", tone: "warning" },
  { value: 2, label: "已完结", tone: "success" },
  { value: 3, label: "已失效", tone: "danger" },
];

/** Warned flag (spec §4: 1 not warned, 2 warned): whether the platform has already notified the provider. */
export const ALERT_WARNED: Enumeration<number> = [
  { value: 1, label: "未提醒", tone: "success" },
  { value: 2, label: "已提醒", tone: "danger" },
];

/** The longest remark a provider may add to an alert (the spec gives no limit). */
export const ALERT_REMARK_MAX = 200;

/**
 * The alert an order's state raises, or null when it raises none (the stand-in's model, verticals B.6 item 5):
 * every order still waiting on a step is overdue for that step; finished and cancelled orders keep the alert they
 * had, with handling status 2 / 3 (see alertHandleStatusOf).
 */
export interface AlertOrderState {
  orderStatus: number;
  urgent: boolean;
  appointmentFailed: boolean;
  hangUp: boolean;
  complaint: boolean;
}

export function alertTypeOf(order: AlertOrderState): number | null {
  if (order.hangUp) return 16;
  if (order.complaint) return 14;
  switch (order.orderStatus) {
    case 3:
      return 5;
    case 4:
      return 1;
    case 5:
      return 8;
    case 6:
      return 9;
    case 7:
      return order.urgent ? 6 : 2;
    case 8:
      if (order.appointmentFailed) return 10;
      return order.urgent ? 7 : 3;
    case 9:
      return 12;
    default:
      return null;
  }
}

/**
 * The alerts that say an order waited too long on a timed step (issue 41 §2), by the status they wait in: they are
 * due only when the lateness rule (src/domain/orders/lateness.ts) says the order is late, the rule the order list's
 * 等待时长 tones by, so the early-warning board counts what the list shows as 已超时. 待派单 has no overdue type among
 * the 19 (its alert is 超出服务区域, not a wait).
 */
export const WAIT_ALERT_STATUS: Readonly<Record<number, number>> = {
  1: ORDER_STATUS_CODE.awaitingAcceptance,
  2: ORDER_STATUS_CODE.awaitingAppointment,
};

/** The alert an order's state raises at `now`: alertTypeOf, minus an overdue type the order is not late for yet. */
export function dueAlertTypeOf(
  order: AlertOrderState & WaitFacts,
  now: number,
  acceptTimeoutMinutes?: number,
): number | null {
  const type = alertTypeOf(order);
  if (type === null || !(type in WAIT_ALERT_STATUS)) return type;
  return waitAlertDue(order, now, acceptTimeoutMinutes) ? type : null;
}

/** An order's alert facts as the database keeps them (flags 0 / 1). */
export interface AlertOrderFlags {
  orderStatus: number;
  urgent: number;
  appointmentFailed: number;
  hangUp: number;
  complaint: number;
}

/** The state alertTypeOf reads, from the stored flags. */
export function alertStateOf(row: AlertOrderFlags): AlertOrderState {
  return {
    orderStatus: row.orderStatus,
    urgent: row.urgent === 1,
    appointmentFailed: row.appointmentFailed === 1,
    hangUp: row.hangUp === 1,
    complaint: row.complaint === 1,
  };
}

/** Finished orders (10 服务完成, 11 已完成, 13 验收完成) close their alert; a cancelled order (12) voids it. */
export function alertHandleStatusOf(orderStatus: number): 1 | 2 | 3 {
  if (orderStatus === 12) return 3;
  if (orderStatus === 10 || orderStatus === 11 || orderStatus === 13) return 2;
  return 1;
}

/**
 * 预警完结 by hand: only an open alert (待处理) can be finished; the console offers it on open rows only and the
 * stand-in refuses the others with this message. What was done is recorded as the 处理说明 (required, ≤ 200).
 */
export function alertFinishRefusal(handleStatus: number): string | null {
  if (handleStatus === 2) return "预警已完结，无需重复完结";
  if (handleStatus === 3) return "预警已失效，不能完结";
  return null;
}
