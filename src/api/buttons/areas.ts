/**
 * The button codes of the workers, bills, after-sales, personal-centre and message areas and their labels: part of
 * the catalogue (./index.ts).
 */

/** 师傅 (辖区师傅管理). */
export const WORKER_BUTTON_LABELS = {
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
} as const satisfies Record<`worker:${string}`, string>;

/** 账单管理. */
export const BILL_BUTTON_LABELS = {
  "bill:view": "查看账单",
  "bill:confirm": "确认账单",
  "bill:download": "下载账单",
  "bill:workerSettle": "师傅结算",
  "bill:workerReward": "师傅奖惩",
  "bill:workerCollection": "师傅收款",
  "bill:export": "导出账单",
} as const satisfies Record<`bill:${string}`, string>;

/** 售后管理: work orders and after-sales service orders. */
export const AFTER_SALE_BUTTON_LABELS = {
  "aftersales:view": "查看工单",
  "aftersales:reply": "回复工单",
  "aftersales:appendMsg": "追加留言",
  "aftersales:respond": "响应工单",
  "aftersales:confirmCancel": "确认撤销",
  "aftersales:switchWorkerShow": "师傅可见设置",
  "aftersales:serviceOrderView": "查看售后服务单",
  "aftersales:workerFeedback": "师傅反馈",
  "aftersales:export": "导出工单",
} as const satisfies Record<`aftersales:${string}`, string>;

/** 个人中心. */
export const PERSONAL_BUTTON_LABELS = {
  "personal:editProfile": "修改基本信息",
  "personal:modifyMobile": "修改手机号",
  "personal:contract": "合同管理",
  "personal:payDeposit": "缴纳保证金",
  "personal:identify": "实名认证",
} as const satisfies Record<`personal:${string}`, string>;

/** 消息中心: the provider's messages, each account reading and clearing its own read state (我的消息 and the bell). */
export const MESSAGE_BUTTON_LABELS = {
  "message:read": "标为已读",
  "message:clear": "清空消息",
} as const satisfies Record<`message:${string}`, string>;
