/**
 * Button permission codes (the `btn` list of the access group, spec §6). A button of the console is shown only when
 * the logged-in account holds its code. The stand-in API grants these codes to its seed accounts.
 *
 * Codes are "<area>:<action>"; the labels are the Chinese button texts. Every code gates something (an endpoint
 * declaration names it, so the stand-in refuses an account without it, or a console action / section / link is
 * offered only with it) and every write the console offers names one: src/resources/buttonCoverage.test.ts checks both.
 * Codes taken out, and why, are in docs/decisions.md ("Button codes").
 */
import { ORDER_BUTTON_LABELS } from "./orderButtonLabels";

export const BUTTON_LABELS = {
  ...ORDER_BUTTON_LABELS,
  // ---- Workers ----
  "worker:view": "查看档案",
  "worker:add": "新增师傅",
  "worker:edit": "编辑师傅",
  "worker:enable": "启用",
  "worker:disable": "禁用",
  "worker:blacklist": "拉黑",
  "worker:setServiceArea": "设置服务区域",
  "worker:setServiceClass": "设置服务品类",
  "worker:setConfig": "接单设置",
  "worker:transferOrders": "转移订单",
  "worker:export": "导出师傅",
  "worker:tmallPullId": "拉取天猫ID",
  "worker:tmallAbilities": "同步天猫能力",
  "worker:tmallUnderTaking": "天猫接单",
  // ---- Bills ----
  "bill:view": "查看账单",
  "bill:confirm": "确认账单",
  "bill:download": "下载账单",
  "bill:workerSettle": "师傅结算",
  "bill:workerReward": "师傅奖惩",
  "bill:workerCollection": "师傅收款",
  "bill:export": "导出账单",
  // ---- After-sales ----
  "aftersales:view": "查看工单",
  "aftersales:reply": "回复工单",
  "aftersales:appendMsg": "追加留言",
  "aftersales:respond": "响应工单",
  "aftersales:confirmCancel": "确认撤销",
  "aftersales:switchWorkerShow": "师傅可见设置",
  "aftersales:serviceOrderView": "查看售后服务单",
  "aftersales:workerFeedback": "师傅反馈",
  "aftersales:export": "导出工单",
  // ---- Personal centre ----
  "personal:editProfile": "修改基本信息",
  "personal:modifyMobile": "修改手机号",
  "personal:contract": "合同管理",
  "personal:payDeposit": "缴纳保证金",
  "personal:identify": "实名认证",
  // ---- Messages (the provider's, each account reading and clearing its own read state: 我的消息 and the bell) ----
  "message:read": "标为已读",
  "message:clear": "清空消息",
} as const satisfies Record<string, string>;

export type ButtonCode = keyof typeof BUTTON_LABELS;

/** The area of a code: the part before the colon. */
export type ButtonArea = ButtonCode extends `${infer A}:${string}` ? A : never;

/** Every button code, in catalogue order. */
export const ALL_BUTTON_CODES: readonly ButtonCode[] = Object.keys(BUTTON_LABELS) as ButtonCode[];

export function isButtonCode(value: string): value is ButtonCode {
  return Object.prototype.hasOwnProperty.call(BUTTON_LABELS, value);
}

export function buttonLabel(code: ButtonCode): string {
  return BUTTON_LABELS[code];
}

/** The codes of one area, e.g. every "order:" code. */
export function buttonCodesOf(area: ButtonArea): ButtonCode[] {
  return ALL_BUTTON_CODES.filter((code) => code.startsWith(`${area}:`));
}
