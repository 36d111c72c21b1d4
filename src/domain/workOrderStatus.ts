/**
 * Work order status catalogues (spec §4 "Other status sets") with their codes and labels, and the statuses that
 * count toward the provider's to-do badge on 工单列表 (spec §2 "Admin layout behaviour", §7 layout calls).
 *
 * Codes follow the spec's order, starting at 1 (src/api/workOrders.ts documents the same numbering): the console,
 * the stand-in and later after-sales screens all read them from here.
 */

export interface StatusOption<C extends string | number = number> {
  code: C;
  label: string;
}

/** Work order result statuses (结果状态), codes 1..9 in spec order. */
export const WORK_ORDER_RESULT_STATUS = {
  awaitingServiceCenter: 1,
  awaitingProvider: 2,
  awaitingMerchant: 3,
  processing: 4,
  preliminaryResult: 5,
  awaitingConfirmation: 6,
  appended: 7,
  finished: 8,
  revoked: 9,
} as const;

export type WorkOrderResultStatusCode =
  (typeof WORK_ORDER_RESULT_STATUS)[keyof typeof WORK_ORDER_RESULT_STATUS];

export const WORK_ORDER_RESULT_STATUS_OPTIONS: readonly StatusOption<WorkOrderResultStatusCode>[] = [
  { code: 1, label: "待服务中心响应" },
  { code: 2, label: "待服务商响应" },
  { code: 3, label: "待商家响应" },
  { code: 4, label: "处理中" },
  { code: 5, label: "初步结果" },
  { code: 6, label: "待确认" },
  { code: 7, label: "已追加" },
  { code: 8, label: "已完结" },
  { code: 9, label: "已撤销" },
];

/** Work order reply statuses (回复状态), codes 1..5 in spec order. */
export const WORK_ORDER_RESPONSE_STATUS = {
  pending: 1,
  serviceCenterReplied: 2,
  providerReplied: 3,
  workerReplied: 4,
  initiatorAppended: 5,
} as const;

export type WorkOrderResponseStatusCode =
  (typeof WORK_ORDER_RESPONSE_STATUS)[keyof typeof WORK_ORDER_RESPONSE_STATUS];

export const WORK_ORDER_RESPONSE_STATUS_OPTIONS: readonly StatusOption<WorkOrderResponseStatusCode>[] = [
  { code: 1, label: "待处理" },
  { code: 2, label: "服务中心已回复" },
  { code: 3, label: "服务商已回复" },
  { code: 4, label: "师傅已回复" },
  { code: 5, label: "发起人已追加" },
];

/** Result statuses that count toward the to-do badge: 待服务商响应, 处理中, 初步结果, 已追加. */
export const TODO_RESULT_STATUSES: readonly WorkOrderResultStatusCode[] = [
  WORK_ORDER_RESULT_STATUS.awaitingProvider,
  WORK_ORDER_RESULT_STATUS.processing,
  WORK_ORDER_RESULT_STATUS.preliminaryResult,
  WORK_ORDER_RESULT_STATUS.appended,
];

/** Reply statuses that count toward the to-do badge: 待处理, 服务中心已回复, 发起人已追加. */
export const TODO_RESPONSE_STATUSES: readonly WorkOrderResponseStatusCode[] = [
  WORK_ORDER_RESPONSE_STATUS.pending,
  WORK_ORDER_RESPONSE_STATUS.serviceCenterReplied,
  WORK_ORDER_RESPONSE_STATUS.initiatorAppended,
];

/** Who a work order is assigned to. The to-do badge asks for the provider's own (assignedType = 2, spec §7). */
export const WORK_ORDER_ASSIGNED_TYPE = { worker: 1, provider: 2 } as const;

/** Processing states of a work order (spec §4), with the labels the console shows. */
export const WORK_ORDER_PROCESS_STATE_OPTIONS: readonly StatusOption<string>[] = [
  { code: "WORKER_PROCESS", label: "师傅处理中" },
  { code: "WORKER_REFUSE", label: "师傅拒绝" },
  { code: "PLATFORM_PROCESS", label: "平台处理中" },
  { code: "FINISH", label: "已完结" },
  { code: "REVOCATION", label: "已撤销" },
  { code: "PLATFORM_REFUSE", label: "平台驳回" },
];

/** The label of a code in a catalogue, or the code itself when unknown (never blank). */
export function statusLabel<C extends string | number>(
  options: readonly StatusOption<C>[],
  code: C | null | undefined,
): string {
  if (code === null || code === undefined) return "";
  return options.find((option) => option.code === code)?.label ?? String(code);
}

/** True when a work order with these statuses counts toward the provider's to-do badge. */
export function countsAsTodo(resultStatus: number, responseStatus: number): boolean {
  return (
    (TODO_RESULT_STATUSES as readonly number[]).includes(resultStatus) &&
    (TODO_RESPONSE_STATUSES as readonly number[]).includes(responseStatus)
  );
}
