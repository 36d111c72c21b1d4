/**
 * The order area's button codes and their labels (spec §4 "Order operations"), part of the catalogue (./index.ts).
 * Their own module: the order command table (src/domain/orders) labels its rows with them, and the order pages need
 * not load the other areas' labels.
 */
export const ORDER_BUTTON_LABELS = {
  "order:view": "查看详情",
  "order:export": "导出订单",
  "order:appointment": "预约",
  "order:reschedule": "改约",
  "order:signIn": "签到",
  "order:checkGoods": "验货",
  "order:buildConfirm": "施工确认",
  "order:verify": "核销",
  "order:verifyCode": "发送核销码",
  "order:complete": "服务完工",
  "order:hangUp": "挂起",
  "order:cancelHangUp": "取消挂起",
  "order:manualDistribute": "手动派单",
  "order:directDistribute": "天猫直派",
  "order:mapDispatch": "地图转派",
  "order:transfer": "转单",
  "order:deliveryInstallSeparate": "送装分离",
  "order:cancel": "取消订单",
  "order:offer": "报价",
  "order:hire": "雇佣",
  "order:acceptOnBehalf": "代接单",
  "order:refund": "退款",
  "order:abnormalFee": "异常费用",
  "order:remark": "订单备注",
  "order:modifyAddress": "修改地址",
  "order:refreshCustomMobile": "刷新客户号码",
  "order:callCustomer": "联系客户",
  "order:track": "订单轨迹",
  "order:measureInfo": "测量信息",
  "order:uploadVoucher": "上传服务凭证",
  "order:pickUp": "提货",
  "order:confirmReceipt": "确认签收",
  "order:alertRemark": "预警备注",
  "order:alertTrack": "跟踪记录",
  "order:alertFinish": "预警完结",
} as const satisfies Record<`order:${string}`, string>;

export type OrderButtonCode = keyof typeof ORDER_BUTTON_LABELS;
