import * as v from "valibot";
import * as provider from "../../order/provider";
import { integer, optional, optionalText, request, text } from "../../schema";
import { page, PAGING, timeBound, wire, type WireEntry } from "../define";
import { orderNo } from "./operations";
import { abnormalQuery, abnormalRow, codeList, maybe, orderDetail, orderRow } from "./records";

/**
 * The schemas of api.order.provider's calls (../define.ts). The lists name their fields in the order the gateway
 * checks them (their handlers: mocks/orders/orders.ts `listFilter`, mocks/alerts/presaleServiceOrders.ts,
 * mocks/workOrders/afterSales.ts, mocks/alerts/alerts.ts); which codes of a range exist (服务单状态不正确, 确认状态不正确,
 * 异常类型不正确), a start after the end (both bounds given) and whether a record is the caller's stay the handlers'.
 */

/** 账单月份 "YYYY-MM" (src/domain/bills/rules.ts `isBillMonth`; the contract does not import the domain). */
const BILL_MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/**
 * The order lists' search (mocks/orders/orders.ts `listFilter`, after paging). 订单状态 is both the tab (listStatus,
 * 1-13: the spec's nine and the dispatch queue's 10-13) and the status list; 天猫订单状态 is 1-9 (TMALL_SERVICE_STATUS).
 * 客户姓名 is 30 characters here, as the gateway takes; the search form stops at 20.
 */
const orderSearch = {
  orderNo: optionalText("订单号", { max: 32 }),
  listStatus: optional(integer("订单状态", { min: 1, max: 13 })),
  tmallStatus: optional(integer("天猫订单状态", { min: 1, max: 9 })),
  orderStatus: codeList("订单状态", 1, 13),
  orderSource: optional(integer("订单来源", { min: 1, max: 2 })),
  startTime: timeBound("开始时间"),
  endTime: timeBound("结束时间"),
  timeType: optional(integer("时间类型", { min: 1, max: 3 })),
  merchantId: optionalText("商家", { max: 32 }),
  workerId: optionalText("师傅", { max: 32 }),
  serverType: optional(integer("服务类型", { min: 1, max: 30 })),
  customerName: optionalText("客户姓名", { max: 30 }),
  // Digits only: part of a number finds the own orders whose number starts with it.
  customerMobile: optionalText("客户手机号", {
    max: 11,
    format: (value) => (/^\d+$/.test(value) ? null : "客户手机号格式不正确"),
  }),
  settleStatus: codeList("结算状态", 1, 3),
  billMonth: optionalText("账单月份", {
    max: 7,
    format: (value) => (BILL_MONTH.test(value) ? null : "账单月份格式不正确"),
  }),
  billNo: optionalText("账单编号", { max: 40 }),
};

const serviceOrderRowEntries = {
  serviceOrderNo: v.string(),
  orderNo: maybe(v.string()),
  merchantId: v.string(),
  merchantName: v.string(),
  serverTypeName: v.string(),
  serviceStatus: v.number(),
  serviceStatusName: v.string(),
  customerName: v.string(),
  customerMobile: v.string(),
  address: v.string(),
  amount: v.number(),
  gmtCreatedTime: v.string(),
};

/** A pre-sales service order named by its number (a GET: query text). */
const serviceOrderKey = request({ serviceOrderNo: text("服务单号", { max: 32 }) });

/** An after-sales service order named by its number (a GET: query text). */
const serverKey = request({ serverNo: text("售后服务单号", { max: 32 }) });

export const entries: readonly WireEntry[] = [
  wire(provider.orderList, { request: request({ ...PAGING, ...orderSearch }), answer: page(orderRow) }),
  wire(provider.orderDetail, { request: request({ orderNo }), answer: orderDetail }),
  // The export's own fields first (mocks/exports/exports.ts: 每页条数, the cursor, then 查询条件), then the list's
  // search, which the handler checks by running the list's own handler. A cursor that is not text is an expired
  // export (src/domain/exports.ts EXPORT_EXPIRED_MESSAGE); 查询条件 is at most 200 characters (FILTER_TEXT_MAX).
  wire(provider.orderExport, {
    request: request({
      size: PAGING.size,
      cursor: optional(v.string("导出已过期，请重新导出")),
      filterText: optionalText("查询条件", { max: 200 }),
      ...orderSearch,
    }),
    answer: v.object({
      exportId: v.string(),
      records: v.array(orderRow),
      total: v.number(),
      nextCursor: v.nullable(v.string()),
    }),
  }),
  // Sends an empty object: the provider's whole queue.
  wire(provider.orderStatusCount, {
    request: request({}),
    answer: v.array(v.object({ listStatus: v.number(), count: v.number() })),
  }),
  wire(provider.providerServiceOrderList, {
    request: request({
      ...PAGING,
      serviceOrderNo: optionalText("服务单号", { max: 64 }),
      orderNo: optionalText("订单号", { max: 64 }),
      merchantId: optionalText("商家", { max: 64 }),
      serviceStatus: optional(integer("服务单状态", { min: 1, max: 99 })),
      startTime: timeBound("开始时间", { wholeDay: true }),
      endTime: timeBound("结束时间", { wholeDay: true }),
    }),
    answer: page(v.object(serviceOrderRowEntries)),
  }),
  wire(provider.providerServiceOrderDetail, {
    request: serviceOrderKey,
    answer: v.object({
      ...serviceOrderRowEntries,
      content: v.string(),
      images: v.array(v.string()),
      workerName: maybe(v.string()),
      workerMobile: maybe(v.string()),
    }),
  }),
  // Only a 已完工 order has one: the handler refuses the others (售前服务单尚未完工).
  wire(provider.merchantServerOrderComplete, {
    request: serviceOrderKey,
    answer: v.object({
      serviceOrderNo: v.string(),
      completeTime: v.string(),
      images: v.array(v.string()),
      remark: maybe(v.string()),
    }),
  }),
  wire(provider.queryServerAfterSaleList, {
    request: request({
      ...PAGING,
      serverNo: optionalText("售后服务单号", { max: 32 }),
      orderNo: optionalText("订单号", { max: 32 }),
      confirmStatus: optional(integer("确认状态", { min: 1, max: 99 })),
      startTime: timeBound("开始时间", { wholeDay: true }),
      endTime: timeBound("结束时间", { wholeDay: true }),
    }),
    answer: page(
      v.object({
        version: v.optional(v.number()),
        serverNo: v.string(),
        orderNo: v.string(),
        serverTypeName: v.string(),
        confirmStatus: v.number(),
        merchantName: v.string(),
        customerName: v.string(),
        workerName: maybe(v.string()),
        amount: v.number(),
        gmtCreatedTime: v.string(),
      }),
    ),
  }),
  wire(provider.serverProAfterSaleDetailList, {
    request: serverKey,
    answer: v.array(
      v.object({
        version: v.optional(v.number()),
        id: v.string(),
        serverNo: v.string(),
        goodsName: v.string(),
        faultDescription: v.string(),
        images: v.array(v.string()),
        confirmStatus: v.number(),
        gmtCreatedTime: v.string(),
      }),
    ),
  }),
  // null: the worker has not answered yet.
  wire(provider.afterSaleWorkerFeedbackInfo, {
    request: serverKey,
    answer: v.nullable(
      v.object({
        serverNo: v.string(),
        workerName: v.string(),
        workerMobile: v.string(),
        feedback: v.string(),
        images: v.array(v.string()),
        feedbackTime: v.string(),
      }),
    ),
  }),
  wire(provider.abnormalWorkerOrderList, { request: abnormalQuery, answer: page(abnormalRow) }),
];
