import * as v from "valibot";
import { integer, oneOf, optional, optionalText, request, text } from "../../schema";
import { page, PAGING, timeBound } from "../define";
import { orderNo } from "./operations";
import { maybe, codeList, orderRow } from "./records";

/**
 * The schemas of api.order.provider's calls (registered in ../entries/order/provider.ts; src/api/order/provider.ts
 * and types.ts take their types from them). The lists name their fields in the order the gateway checks them (their
 * handlers: mocks/orders/orders.ts `listFilter`, mocks/alerts/presaleServiceOrders.ts, mocks/workOrders/afterSales.ts,
 * mocks/alerts/alerts.ts); which codes of a range exist (服务单状态不正确, 确认状态不正确, 异常类型不正确), a start
 * after the end (both bounds given) and whether a record is the caller's stay the handlers'. The abnormal worker
 * orders' schemas are ./records.ts' (the 天猫 variant shares them).
 */

/** 账单月份 "YYYY-MM" (src/domain/bills/rules.ts `isBillMonth`; the contract does not import the domain). */
const BILL_MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** Order time filter: 1 下单时间, 2 下次预约时间, 3 上门时间. */
export const ORDER_TIME_TYPES = [1, 2, 3] as const;

/**
 * The order lists' search (mocks/orders/orders.ts `listFilter`, after paging). 订单状态 is both the tab (listStatus,
 * 1-13: the spec's nine and the dispatch queue's 10-13) and the status list; 天猫订单状态 is 1-9 (TMALL_SERVICE_STATUS).
 * 客户姓名 is 30 characters here, as the gateway takes; the search form stops at 20.
 */
const orderSearch = {
  orderNo: optionalText("订单号", { max: 32 }),
  /** Status tab of the list (ORDER_LIST_TABS in src/domain/orders: 1-9 the spec's labels, 10-13 the dispatch queue). */
  listStatus: optional(integer("订单状态", { min: 1, max: 13 })),
  /** 天猫 status filter (TMALL_SERVICE_STATUS value 1-9 in src/domain/orders), offered when orderSource is 2. */
  tmallStatus: optional(integer("天猫订单状态", { min: 1, max: 9 })),
  /** Order status, set A (codes 1-13, spec §4): any of these. */
  orderStatus: codeList("订单状态", 1, 13),
  /** Order source: the list filter offers 自有 = 1 and 天猫 = 2. */
  orderSource: optional(integer("订单来源", { min: 1, max: 2 })),
  /** Start at 00:00:00, end at 23:59:59 of the chosen days (spec §5), of the time `timeType` names. */
  startTime: timeBound("开始时间"),
  endTime: timeBound("结束时间"),
  timeType: optional(oneOf("时间类型", ORDER_TIME_TYPES)),
  merchantId: optionalText("商家", { max: 32 }),
  workerId: optionalText("师傅", { max: 32 }),
  /** Service type code (install 1, repair 2, measure 3, ...). */
  serverType: optional(integer("服务类型", { min: 1, max: 30 })),
  customerName: optionalText("客户姓名", { max: 30 }),
  // Digits only: part of a number finds the own orders whose number starts with it.
  customerMobile: optionalText("客户手机号", {
    max: 11,
    format: (value) => (/^\d+$/.test(value) ? null : "客户手机号格式不正确"),
  }),
  /** Settlement status filter of the 待结算 / 已结算 lists: 1 待生成账单, 2 服务完成, 3 已结算 (any of these). */
  settleStatus: codeList("结算状态", 1, 3),
  /** 待结算列表: the orders of a bill month ("YYYY-MM", by finish time) / of one bill (its number). */
  billMonth: optionalText("账单月份", {
    max: 7,
    format: (value) => (BILL_MONTH.test(value) ? null : "账单月份格式不正确"),
  }),
  billNo: optionalText("账单编号", { max: 40 }),
};

// ---- requests, per call

export const orderListRequest = request({ ...PAGING, ...orderSearch });

export const orderDetailRequest = request({ orderNo });

/**
 * The export's own fields first (mocks/exports/exports.ts: 每页条数, the cursor, then 查询条件), then the list's
 * search, which the handler checks by running the list's own handler. A cursor that is not text is an expired export
 * (src/domain/exports.ts EXPORT_EXPIRED_MESSAGE); 查询条件 is at most 200 characters (FILTER_TEXT_MAX).
 */
export const orderExportRequest = request({
  size: PAGING.size,
  cursor: optional(v.string("导出已过期，请重新导出")),
  filterText: optionalText("查询条件", { max: 200 }),
  ...orderSearch,
});

/** Sends an empty object: the provider's whole queue. */
export const orderStatusCountRequest = request({});

export const serviceOrderListRequest = request({
  ...PAGING,
  serviceOrderNo: optionalText("服务单号", { max: 64 }),
  orderNo: optionalText("订单号", { max: 64 }),
  merchantId: optionalText("商家", { max: 64 }),
  serviceStatus: optional(integer("服务单状态", { min: 1, max: 99 })),
  startTime: timeBound("开始时间", { wholeDay: true }),
  endTime: timeBound("结束时间", { wholeDay: true }),
});

/** A pre-sales service order named by its number (a GET: query text). */
export const serviceOrderKeyRequest = request({ serviceOrderNo: text("服务单号", { max: 32 }) });

export const afterSaleListRequest = request({
  ...PAGING,
  serverNo: optionalText("售后服务单号", { max: 32 }),
  orderNo: optionalText("订单号", { max: 32 }),
  /** After-sales confirmation: 1-9 and 99 (spec §4). */
  confirmStatus: optional(integer("确认状态", { min: 1, max: 99 })),
  startTime: timeBound("开始时间", { wholeDay: true }),
  endTime: timeBound("结束时间", { wholeDay: true }),
});

/** An after-sales service order named by its number (a GET: query text). */
export const serverKeyRequest = request({ serverNo: text("售后服务单号", { max: 32 }) });

// ---- answers

export const orderPage = page(orderRow);

/** A page of an export (src/api/types.ts `ExportPage`) of the order lists. */
export const orderExportPage = v.object({
  exportId: v.string(),
  records: v.array(orderRow),
  total: v.number(),
  nextCursor: v.nullable(v.string()),
});

/** How many of the provider's orders a status tab of the order list holds (`listStatus`, ORDER_LIST_TABS). */
export const orderStatusCount = v.object({ listStatus: v.number(), count: v.number() });

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

/** A pre-sales service order (售前服务单) of the list. */
export const serviceOrderRow = v.object(serviceOrderRowEntries);

export const serviceOrderPage = page(serviceOrderRow);

export const serviceOrderDetail = v.object({
  ...serviceOrderRowEntries,
  content: v.string(),
  images: v.array(v.string()),
  workerName: maybe(v.string()),
  workerMobile: maybe(v.string()),
});

/** A pre-sales service order's completion: only a 已完工 order has one (the handler refuses the others). */
export const serviceOrderCompletion = v.object({
  serviceOrderNo: v.string(),
  completeTime: v.string(),
  images: v.array(v.string()),
  remark: maybe(v.string()),
});

/** After-sales confirmation: 1-9 and 99 (spec §4). */
const confirmStatus = v.number();

/** An after-sales service order (售后服务单) of the list. */
export const afterSaleServerRow = v.object({
  /** The record's version (src/api/types.ts `Versioned`). */
  version: v.optional(v.number()),
  serverNo: v.string(),
  orderNo: v.string(),
  serverTypeName: v.string(),
  confirmStatus,
  merchantName: v.string(),
  customerName: v.string(),
  workerName: maybe(v.string()),
  amount: v.number(),
  gmtCreatedTime: v.string(),
});

export const afterSaleServerPage = page(afterSaleServerRow);

/** A goods line of an after-sales service order. */
export const afterSaleDetailItem = v.object({
  /** The record's version (src/api/types.ts `Versioned`). */
  version: v.optional(v.number()),
  id: v.string(),
  serverNo: v.string(),
  goodsName: v.string(),
  faultDescription: v.string(),
  images: v.array(v.string()),
  confirmStatus,
  gmtCreatedTime: v.string(),
});

/** The worker's answer on an after-sales service order. */
export const afterSaleWorkerFeedback = v.object({
  serverNo: v.string(),
  workerName: v.string(),
  workerMobile: v.string(),
  feedback: v.string(),
  images: v.array(v.string()),
  feedbackTime: v.string(),
});
