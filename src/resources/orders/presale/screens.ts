import { api } from "../../../api";
import type { ServiceOrderDetail, ServiceOrderRow } from "../../../api/order/provider";
import { SERVICE_ORDER_DONE, SERVICE_ORDER_STATUS } from "../../../domain/presaleStatus";
import { type ActionDecl, linkTo, listScreen, section, type ShowScreen } from "../../engine";
import { orderDetailRoute, presaleDetailRoute } from "../routes";

/** Pre-sales service orders (售前服务单): list and detail; the completion call is a read (verticals B.6 item 4). */

function openOrder<R extends ServiceOrderRow>(): ActionDecl<R> {
  return {
    key: "openOrder",
    label: "查看订单",
    placement: ["row", "header"],
    when: (row) => Boolean(row.orderNo),
    link: (row) => linkTo(orderDetailRoute, row.orderNo ?? ""),
  };
}

export const presaleList = listScreen({
  endpoint: api.order.provider.providerServiceOrderList,
  rowKey: (row) => row.serviceOrderNo,
  filters: [
    { field: "serviceOrderNo", label: "服务单号", input: "text", maxLength: 32 },
    { field: "orderNo", label: "订单号", input: "text", maxLength: 32 },
    { field: "serviceStatus", label: "服务单状态", input: "select", options: SERVICE_ORDER_STATUS },
    { field: "merchantId", label: "商家", input: "merchant" },
    { field: "createdRange", label: "创建时间", input: "dateRange" },
  ],
  columns: [
    {
      field: "serviceOrderNo",
      title: "服务单号",
      value: { link: (row: ServiceOrderRow) => linkTo(presaleDetailRoute, row.serviceOrderNo) },
      width: 190,
    },
    { field: "orderNo", title: "订单号", width: 190 },
    { field: "serverTypeName", title: "服务类型", width: 100 },
    { field: "serviceStatus", title: "服务单状态", value: { enum: SERVICE_ORDER_STATUS }, width: 110 },
    { field: "merchantName", title: "商家", width: 150 },
    { field: "customerName", title: "客户", width: 90 },
    { field: "customerMobile", title: "客户电话", value: "maskedPhone", width: 140 },
    { field: "address", title: "服务地址", ellipsis: true, width: 220 },
    { field: "amount", title: "金额", value: "money", width: 100 },
    { field: "gmtCreatedTime", title: "创建时间", value: "datetime", width: 170 },
  ],
  actions: [
    {
      key: "view",
      label: "查看",
      placement: ["row"],
      link: (row) => linkTo(presaleDetailRoute, row.serviceOrderNo),
    },
    openOrder<ServiceOrderRow>(),
  ],
});

export const presaleDetail: ShowScreen<ServiceOrderDetail> = {
  base: api.order.provider.providerServiceOrderDetail,
  heading: (base) => `售前服务单 ${base.serviceOrderNo}`,
  actions: [openOrder<ServiceOrderDetail>()],
  sections: [
    section({
      key: "basic",
      title: "服务单信息",
      fields: [
        { field: "serviceOrderNo", title: "服务单号" },
        { field: "orderNo", title: "订单号" },
        { field: "serviceStatus", title: "服务单状态", value: { enum: SERVICE_ORDER_STATUS } },
        { field: "serverTypeName", title: "服务类型" },
        { field: "merchantName", title: "商家" },
        { field: "amount", title: "金额", value: "money" },
        { field: "gmtCreatedTime", title: "创建时间", value: "datetime" },
      ],
    }),
    section({
      key: "customer",
      title: "客户信息",
      fields: [
        { field: "customerName", title: "客户" },
        { field: "customerMobile", title: "客户电话", value: "maskedPhone" },
        { field: "address", title: "服务地址", span: 3 },
      ],
    }),
    section({
      key: "content",
      title: "服务内容",
      fields: [{ field: "content", title: "需求描述", span: 3 }],
    }),
    section({
      key: "images",
      title: "服务图片",
      empty: "暂无图片",
      media: (detail) => detail.images ?? [],
    }),
    section({
      key: "worker",
      title: "服务师傅",
      when: (base) => Boolean(base.workerName),
      fields: [
        { field: "workerName", title: "师傅" },
        { field: "workerMobile", title: "师傅电话", value: "maskedPhone" },
      ],
    }),
    section({
      key: "completion",
      title: "完工信息",
      from: api.order.provider.merchantServerOrderComplete,
      when: (base) => base.serviceStatus === SERVICE_ORDER_DONE,
      empty: "暂无完工信息",
      fields: [
        { field: "completeTime", title: "完工时间", value: "datetime" },
        { field: "remark", title: "完工备注", span: 2 },
        { field: "images", title: "完工图片", value: "media", span: 3 },
      ],
    }),
  ],
};
