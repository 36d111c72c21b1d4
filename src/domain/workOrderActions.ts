import { WORK_ORDER_RESULT_STATUS as R, WORK_ORDER_RESPONSE_STATUS } from "./workOrderStatus";

/**
 * What a provider may do to a work order, and in which statuses (spec §4 lists the statuses, not the rules: the
 * project's decision, verticals C.7 item 3). One table read by the console (which buttons a work order offers) and
 * by the stand-in (which calls it refuses, with the same message), so the two cannot disagree.
 */

export type WorkOrderAction =
  "reply" | "appendMsg" | "response" | "confirmCancel" | "cancelService" | "switchWorkerShow";

/** The work order type of a cancellation request (申请取消工单配置): the one confirmCancel answers. */
export const CANCEL_REQUEST_WORK_TYPE = 3;

/** The work order type whose reasons a provider's own cancellation request picks from (cancelOrder/service). */
export const CANCEL_REASON_WORK_TYPE = CANCEL_REQUEST_WORK_TYPE;

/** Statuses waiting for the provider: it may answer (reply, respond with a result, confirm a cancel request). */
const AWAITING_PROVIDER: readonly number[] = [
  R.awaitingProvider,
  R.processing,
  R.preliminaryResult,
  R.appended,
];
/** Every status but 已完结 and 已撤销. */
const OPEN: readonly number[] = [
  R.awaitingServiceCenter,
  R.awaitingProvider,
  R.awaitingMerchant,
  R.processing,
  R.preliminaryResult,
  R.awaitingConfirmation,
  R.appended,
];

interface Rule {
  label: string;
  resultStatuses: readonly number[];
  /** Only work orders of these types (undefined: any type). */
  workTypes?: readonly number[];
  /** Work orders of these types may not (undefined: none excluded). */
  notWorkTypes?: readonly number[];
}

export const WORK_ORDER_ACTIONS: Readonly<Record<WorkOrderAction, Rule>> = {
  reply: { label: "回复", resultStatuses: AWAITING_PROVIDER },
  appendMsg: { label: "追加留言", resultStatuses: OPEN },
  response: { label: "响应", resultStatuses: AWAITING_PROVIDER, notWorkTypes: [CANCEL_REQUEST_WORK_TYPE] },
  confirmCancel: {
    label: "确认撤销",
    resultStatuses: AWAITING_PROVIDER,
    workTypes: [CANCEL_REQUEST_WORK_TYPE],
  },
  cancelService: {
    label: "申请取消订单",
    resultStatuses: AWAITING_PROVIDER,
    notWorkTypes: [CANCEL_REQUEST_WORK_TYPE],
  },
  switchWorkerShow: { label: "师傅可见", resultStatuses: [...OPEN, R.finished] },
};

export interface WorkOrderState {
  resultStatus: number;
  workType: number;
}

/** Why `action` is not allowed on a work order in this state (Chinese, shown as is), or null when it is. */
export function workOrderActionRefusal(action: WorkOrderAction, state: WorkOrderState): string | null {
  const rule = WORK_ORDER_ACTIONS[action];
  // A closed work order says so first: its type does not matter any more.
  if (state.resultStatus === R.revoked) return "工单已撤销，不能操作";
  if (state.resultStatus === R.finished && !rule.resultStatuses.includes(R.finished))
    return "工单已完结，不能操作";
  if (rule.workTypes && !rule.workTypes.includes(state.workType)) return `该工单类型不支持${rule.label}`;
  if (rule.notWorkTypes?.includes(state.workType)) return `该工单类型不支持${rule.label}`;
  if (!rule.resultStatuses.includes(state.resultStatus)) return `当前工单状态不能${rule.label}`;
  return null;
}

export function canDoWorkOrderAction(action: WorkOrderAction, state: WorkOrderState): boolean {
  return workOrderActionRefusal(action, state) === null;
}

/**
 * The statuses after an action (the stand-in writes them; the console only reads). Replying or responding marks the
 * work order 服务商已回复, which takes it off the to-do badge.
 */
export interface WorkOrderTransition {
  resultStatus?: number;
  responseStatus?: number;
  processState?: string;
}

const PROVIDER_REPLIED = WORK_ORDER_RESPONSE_STATUS.providerReplied;

export function workOrderTransition(
  action: WorkOrderAction,
  state: WorkOrderState,
  agree?: boolean,
): WorkOrderTransition {
  switch (action) {
    case "reply":
      return {
        resultStatus: state.resultStatus === R.preliminaryResult ? R.preliminaryResult : R.processing,
        responseStatus: PROVIDER_REPLIED,
      };
    case "response":
      return { resultStatus: R.awaitingConfirmation, responseStatus: PROVIDER_REPLIED };
    case "confirmCancel":
      return agree
        ? { resultStatus: R.finished, responseStatus: PROVIDER_REPLIED, processState: "FINISH" }
        : {
            resultStatus: R.awaitingConfirmation,
            responseStatus: PROVIDER_REPLIED,
            processState: "PLATFORM_PROCESS",
          };
    case "cancelService":
      return {
        resultStatus: R.awaitingServiceCenter,
        responseStatus: PROVIDER_REPLIED,
        processState: "PLATFORM_PROCESS",
      };
    case "appendMsg":
    case "switchWorkerShow":
      return {};
  }
}
