import { api } from "../../api";
import type { AfterSaleDetailItem, AfterSaleServerRow } from "../../api/order/provider";
import { AFTER_SALE_CONFIRM_STATUS } from "../../domain/afterSaleStatus";
import { linkTo, listScreen, section, type ShowScreen } from "../engine";
import { serviceOrderDetailRoute } from "./routes";

/**
 * After-sales service orders (售后服务单): read-only list and detail (no action call exists). 查看 needs
 * aftersales:serviceOrderView, the worker's feedback aftersales:workerFeedback (its call names the code).
 */

export const serviceOrderList = listScreen({
  endpoint: api.order.provider.queryServerAfterSaleList,
  rowKey: (row) => row.serverNo,
  filters: [
    { field: "serverNo", label: "售后服务单号", input: "text", maxLength: 32 },
    { field: "orderNo", label: "订单号", input: "text", maxLength: 32 },
    { field: "confirmStatus", label: "确认状态", input: "select", options: AFTER_SALE_CONFIRM_STATUS },
    { field: "createdRange", label: "创建时间", input: "dateRange" },
  ],
  columns: [
    {
      field: "serverNo",
      title: "售后服务单号",
      value: {
        link: (row: AfterSaleServerRow) => linkTo(serviceOrderDetailRoute, row.serverNo),
        button: "aftersales:serviceOrderView",
      },
      width: 190,
    },
    { field: "orderNo", title: "订单号", width: 190 },
    { field: "serverTypeName", title: "服务类型", width: 100 },
    { field: "confirmStatus", title: "确认状态", value: { enum: AFTER_SALE_CONFIRM_STATUS }, width: 120 },
    { field: "merchantName", title: "商家", width: 160 },
    { field: "customerName", title: "客户", width: 100 },
    { field: "workerName", title: "师傅", width: 100 },
    { field: "amount", title: "金额", value: "money", width: 110 },
    { field: "gmtCreatedTime", title: "创建时间", value: "datetime", width: 170 },
  ],
  actions: [
    {
      key: "view",
      label: "查看",
      button: "aftersales:serviceOrderView",
      placement: ["row"],
      link: (row) => linkTo(serviceOrderDetailRoute, row.serverNo),
    },
  ],
});

/** The detail's base record is the order's item list (the contract has no single-order call). */
type Items = AfterSaleDetailItem[];

export const serviceOrderDetail: ShowScreen<Items> = {
  base: api.order.provider.serverProAfterSaleDetailList,
  heading: (items) => `售后服务单 ${items[0]?.serverNo ?? ""}`,
  sections: [
    section({
      key: "items",
      title: "售后明细",
      empty: "暂无售后明细",
      columns: [
        { field: "goodsName", title: "商品名称" },
        { field: "faultDescription", title: "故障描述" },
        { field: "images", title: "图片", value: "media" },
        { field: "confirmStatus", title: "确认状态", value: { enum: AFTER_SALE_CONFIRM_STATUS } },
        { field: "gmtCreatedTime", title: "创建时间", value: "datetime" },
      ],
    }),
    section({
      key: "feedback",
      title: "师傅反馈",
      button: "aftersales:workerFeedback",
      from: api.order.provider.afterSaleWorkerFeedbackInfo,
      empty: "暂无师傅反馈",
      fields: [
        { field: "workerName", title: "师傅" },
        { field: "workerMobile", title: "师傅手机号", value: "maskedPhone" },
        { field: "feedbackTime", title: "反馈时间", value: "datetime" },
        { field: "feedback", title: "反馈内容", span: 3 },
      ],
    }),
    section({
      key: "feedbackImages",
      title: "反馈图片",
      button: "aftersales:workerFeedback",
      from: api.order.provider.afterSaleWorkerFeedbackInfo,
      empty: "暂无反馈图片",
      media: (feedback) => feedback.images ?? [],
    }),
  ],
};
