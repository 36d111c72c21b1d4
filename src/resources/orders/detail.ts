/**
 * 订单详情 (/order/watch/detail, and the full-page /newOrderDetail): the order from orderDetail, the operations the
 * server allows on it (queryOrderCommandAuth ∩ the account's btn codes) in the header, and one section per query
 * call of §7. 天猫 orders (source 2) read their goods, fees and start price difference from the platform's calls
 * and show their logistics. The record keeping (备注, 修改地址, 服务凭证) sits on the section it adds to (records.ts).
 */
import { api } from "../../api";
import type { VirtualNumber } from "../../api/basicPublic";
import type { OrderServiceBill } from "../../api/order/admin";
import type { StartPriceDiff } from "../../api/order/tmall";
import type { OrderDetail, OrderGoodsItem } from "../../api/order/types";
import {
  AUDIT_STATUS,
  EXPRESS_INSTALL,
  ORDER_MARKS,
  ORDER_SOURCE_CODE,
  ORDER_STATUS,
  PAYMENT_STATUS,
  SCOPE_TYPE,
  SETTLE_STATUS,
} from "../../domain/orders";
import { REVIEW_FLOW } from "../../domain/orders/feeReview";
import { ORDER_STATUS_B, REDEEM_STATUS } from "../../domain/orders/merchantStatus";
import { section, type ColumnDecl, type ShowScreen, type ShowSection } from "../engine";
import { orderActions } from "./actions";
import { privacyNumberNotice } from "./customerCall";
import { CustomerContact, ExpectLabelsSection, LogisticsSection, ServiceBillSection } from "./detailParts";
import { modifyAddressAction, remarkAction, voucherSection } from "./records";
import { goodsLinesWithDiff } from "./rows";
import { progressSections } from "./detailProgress";

const isTmall = (order: OrderDetail) => order.orderSource === ORDER_SOURCE_CODE.tmall;

/** 刷新隐私号's answer: the order's privacy number (the one still valid, or a new one). */
function boundNumberOf(result: unknown): VirtualNumber | undefined {
  return typeof result === "object" && result !== null && "virtualNumber" in result
    ? (result as VirtualNumber)
    : undefined;
}

export const goodsColumns: ColumnDecl<OrderGoodsItem>[] = [
  { field: "serverTypeName", title: "服务类型", width: 90 },
  { field: "goodsName", title: "商品名称", width: 160 },
  { field: "image", title: "商品图片", width: 90, value: "media" },
  { field: "itemName", title: "服务项目", width: 140 },
  { field: "skuCode", title: "SKU编码", width: 120 },
  { field: "skuName", title: "SKU名称", width: 120 },
  { field: "bigFaultCategoryName", title: "故障大类", width: 100 },
  { field: "smallFaultCategoryName", title: "故障小类", width: 100 },
  { field: "serviceMeasureName", title: "服务计量", width: 90 },
  { field: "goodsNum", title: "数量", width: 70 },
  { field: "workerAmount", title: "师傅金额", width: 110, value: "money" },
];

const sections: ShowSection<OrderDetail>[] = [
  section({
    key: "base",
    title: "订单信息",
    from: api.order.admin.queryOrderBaseInfo,
    fields: [
      { field: "orderNo", title: "订单号" },
      { field: "orderStatus", title: "订单状态", value: { enum: ORDER_STATUS } },
      { field: "merchantOrderStatus", title: "商家端状态", value: { enum: ORDER_STATUS_B } },
      { field: "redeemStatus", title: "核销状态", value: { enum: REDEEM_STATUS } },
      { field: "orderSourceName", title: "订单来源" },
      { field: "orderMarks", title: "订单标记", value: { tags: ORDER_MARKS }, span: 2 },
      { field: "scopeType", title: "业务类型", value: { enum: SCOPE_TYPE } },
      { field: "serverTypeNameList", title: "服务类型", value: "list" },
      { field: "goodsNameList", title: "商品", value: "list" },
      { field: "expressInstall", title: "急装时效", value: { enum: EXPRESS_INSTALL } },
      { field: "totalAmount", title: "订单金额", value: "money" },
      { field: "workerTotalAmount", title: "师傅金额", value: "money" },
      { field: "merchantName", title: "商家" },
      { field: "settleStatus", title: "结算状态", value: { enum: SETTLE_STATUS } },
      { field: "gmtCreatedTime", title: "下单时间" },
      { field: "nextAppointmentTime", title: "下次预约时间" },
      { field: "visitTime", title: "上门时间" },
      { field: "finishTime", title: "完成时间" },
    ],
  }),
  section({
    key: "audit",
    title: "审核与金额",
    fields: [
      { field: "auditStatus", title: "订单审核", value: { enum: AUDIT_STATUS } },
      { field: "offerAmount", title: "报价金额", value: "money" },
      { field: "paidAmount", title: "已支付", value: "money" },
      { field: "refundedAmount", title: "已退款", value: "money" },
      { field: "remark", title: "下单备注", span: 2 },
    ],
  }),
  section({
    key: "customer",
    title: "客户信息",
    from: api.order.admin.queryOrderCustomInfo,
    component: CustomerContact,
    actions: [
      {
        key: "refreshCustomMobile",
        label: "刷新客户号码",
        code: "order:refreshCustomMobile",
        placement: ["header"],
        endpoint: api.order.admin.refreshCustomMobile,
        payload: (target) => ({ orderNo: target.record?.orderNo }),
        success: "客户号码已刷新",
      },
      modifyAddressAction<OrderDetail>(),
      {
        key: "virNumberRefresh",
        label: "刷新隐私号",
        code: "order:callCustomer",
        placement: ["header"],
        endpoint: api.basicPublic.virNumberRefresh,
        payload: (target) => ({ orderNo: target.record?.orderNo }),
        success: (result) => {
          const bound = boundNumberOf(result);
          return bound ? privacyNumberNotice(bound) : "隐私号已刷新";
        },
      },
    ],
  }),
  section({
    key: "virNumber",
    title: "隐私号记录",
    from: api.basicPublic.virNumberHistory,
    empty: "暂无隐私号记录",
    columns: [
      { field: "virtualNumber", title: "隐私号" },
      // The seat the binding was made for (the console's line, whole) and the customer (a 天猫 one masked).
      { field: "callerMobile", title: "主叫坐席" },
      { field: "calleeMobile", title: "被叫", value: "maskedPhone" },
      { field: "gmtCreatedTime", title: "时间" },
      { field: "expireTime", title: "有效至" },
    ],
  }),
  section({
    key: "goods",
    title: "商品信息",
    from: (order) =>
      isTmall(order) ? api.order.tmall.orderGoodsList : api.order.admin.queryOrderGoodsDetail,
    rows: (goods, order) => goodsLinesWithDiff(goods, order.workerStartPriceDiff),
    columns: goodsColumns,
  }),
  section({
    key: "fees",
    title: "费用信息",
    from: (order) => (isTmall(order) ? api.order.tmall.orderFeeInfo : api.order.admin.queryOrderFeeInfo),
    empty: "暂无费用",
    columns: [
      { field: "feeTypeName", title: "费用类型" },
      { field: "amount", title: "金额", value: "money" },
      { field: "workerAmount", title: "师傅金额", value: "money" },
      { field: "payStatus", title: "支付状态", value: { enum: PAYMENT_STATUS } },
      { field: "reviewFlow", title: "审核状态", value: { enum: REVIEW_FLOW } },
      { field: "gmtCreatedTime", title: "时间" },
    ],
  }),
  section<OrderDetail, OrderServiceBill | StartPriceDiff>({
    key: "serviceBill",
    title: "服务账单",
    from: (order) =>
      isTmall(order) ? api.order.tmall.workerStartPriceDiff : api.order.admin.queryOrderServiceBill,
    component: ServiceBillSection,
  }),
  ...progressSections,
  section({
    key: "remarks",
    title: "订单备注",
    from: api.order.admin.getOrderRemark,
    empty: "暂无备注",
    actions: [remarkAction<OrderDetail>()],
    columns: [
      { field: "content", title: "备注内容" },
      { field: "operator", title: "操作人" },
      { field: "gmtCreatedTime", title: "时间" },
    ],
  }),
  voucherSection,
  section({
    key: "expect",
    title: "客户期望",
    from: api.order.admin.getExpectLabel,
    empty: "暂无客户期望",
    component: ExpectLabelsSection,
  }),
  section({
    key: "smf",
    title: "服务单",
    from: api.order.admin.getSmfByBizNo,
    payload: (key) => ({ bizNo: key }),
    empty: "暂无服务单",
    fields: [
      { field: "smfNo", title: "服务单号" },
      { field: "smfStatus", title: "服务单状态" },
      { field: "gmtCreatedTime", title: "创建时间" },
    ],
  }),
  section({
    key: "logistics",
    title: "物流信息",
    when: isTmall,
    from: api.order.tmall.logisticsList,
    empty: "暂无物流信息",
    component: LogisticsSection,
  }),
  section({
    key: "merchant",
    title: "商家信息",
    from: api.merchant.queryMerchantInfo,
    payload: (_key, order) => ({ merchantId: order.merchantId }),
    fields: [
      { field: "merchantName", title: "商家名称" },
      { field: "nickName", title: "商家昵称" },
      { field: "contactName", title: "联系人" },
      { field: "contactMobile", title: "联系电话", value: "maskedPhone" },
    ],
  }),
  section({
    key: "merchantLabels",
    title: "商家标签",
    from: api.merchant.getMerchantLabels,
    payload: (_key, order) => ({ merchantId: order.merchantId }),
    empty: "暂无标签",
    labels: (labels) => labels,
  }),
  section({
    key: "track",
    title: "订单轨迹",
    button: "order:track",
    from: api.order.admin.orderTrack,
    empty: "暂无轨迹",
    timeline: (track) =>
      track.map((item) => ({
        time: item.gmtCreatedTime,
        title: `${item.operateName} · ${item.operator}（${item.operatorRole}）`,
        content: item.content,
      })),
  }),
];

export const orderDetail: ShowScreen<OrderDetail> = {
  base: api.order.provider.orderDetail,
  heading: (order) => `订单详情：${order.orderNo}`,
  commands: { endpoint: api.order.admin.queryOrderCommandAuth },
  actions: orderActions<OrderDetail>().filter((action) => action.placement.includes("header")),
  sections,
};
