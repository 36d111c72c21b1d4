/**
 * The schemas of api.finance's bill calls (./define.ts), gathered into ./finance.ts's entries, field by field in the
 * order the gateway checks them. The stand-in's handlers read them (mocks/bills/bills.ts; the searches
 * mocks/bills/billSearch.ts `billWhere`, `workerWhere`; the exports' own fields mocks/exports/exports.ts and
 * exportFilter.ts).
 */
import * as v from "valibot";
import * as finance from "../finance";
import { dateTime, integer, optional, optionalText, problemOf, request, text } from "../schema";
import { page, PAGING, queryInteger, wire, type WireEntry } from "./define";
import { version } from "./worker/records";

// ---- request fields

/** "YYYY-MM" with a real month (src/domain/bills/rules.ts `isBillMonth`: the contract may not import the domain). */
const BILL_MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A range filter's bound (mocks/validate.ts `dateTime` with `wholeDay`): "YYYY-MM-DD HH:mm:ss" or a plain day (read
 * as its start or end), naming a real moment; 19 characters at most. The start after the end is the handler's.
 */
function dayOrDateTime(label: string) {
  return optionalText(label, {
    max: 19,
    format: (value) => problemOf(dateTime(label), DAY.test(value) ? `${value} 00:00:00` : value),
  });
}

const billNo = text("账单编号", { max: 40 });

/**
 * The search both bill lists share, in billWhere's order. 账单状态 travels as a JSON number in the lists' bodies and as
 * text in the summary's query (`statusField`).
 */
function billSearch<S extends v.GenericSchema>(statusField: S) {
  return {
    billNo: optionalText("账单编号", { max: 40 }),
    billStatus: statusField,
    billMonth: optionalText("账单月份", {
      max: 7,
      format: (value) => (BILL_MONTH.test(value) ? null : "账单月份格式不正确"),
    }),
    startTime: dayOrDateTime("开始时间"),
    endTime: dayOrDateTime("结束时间"),
  };
}

const BILL_SEARCH = billSearch(optional(integer("账单状态", { min: 1, max: 3 })));

/** The worker bills' own filters, after the shared ones (workerWhere). No mobile format: a part of one is searched. */
const WORKER_SEARCH = {
  workerId: optionalText("师傅", { max: 32 }),
  workerName: optionalText("师傅姓名", { max: 20 }),
  workerMobile: optionalText("手机号", { max: 11 }),
};

/**
 * An export's own fields, checked before the list's search (mocks/exports/exports.ts): 每页条数 as the paging's, a
 * cursor that is not text is an expired one, the console's 查询条件 text at most 200 characters (FILTER_TEXT_MAX).
 */
const EXPORT_FIELDS = {
  size: PAGING.size,
  cursor: optional(v.string("导出已过期，请重新导出")),
  filterText: optionalText("查询条件", { max: 200 }),
};

/**
 * 账单金额 as the confirmation names it: a JSON number, or its digits with one decimal part as text; absent, null and
 * "" are 「账单金额不能为空」, other values 「账单金额格式不正确」.
 */
const confirmedTotal = v.pipe(
  v.union(
    [
      v.number(),
      v.pipe(
        v.string(),
        v.regex(/^\d+(\.\d+)?$/, (issue) => (issue.input === "" ? "账单金额不能为空" : "账单金额格式不正确")),
      ),
    ],
    (issue) =>
      issue.input === undefined || issue.input === null ? "账单金额不能为空" : "账单金额格式不正确",
  ),
  v.transform(Number),
);

// ---- answers

const billStatus = v.picklist([1, 2, 3]);

const providerBill = v.object({
  version,
  billNo: v.string(),
  billMonth: v.string(),
  orderCount: v.number(),
  totalAmount: v.number(),
  settledAmount: v.number(),
  billStatus,
  gmtCreatedTime: v.string(),
  finishTime: v.optional(v.nullable(v.string())),
});

const workerBillEntries = {
  version,
  billNo: v.string(),
  billMonth: v.string(),
  workerId: v.string(),
  workerName: v.string(),
  workerMobile: v.string(),
  orderCount: v.number(),
  orderAmount: v.number(),
  rewardAmount: v.number(),
  deductAmount: v.number(),
  totalAmount: v.number(),
  billStatus,
  gmtCreatedTime: v.string(),
  finishTime: v.optional(v.nullable(v.string())),
};
const workerBill = v.object(workerBillEntries);

const orderLineEntries = {
  lineId: v.string(),
  orderNo: v.string(),
  serverTypeName: v.string(),
  goodsName: v.string(),
  workerAmount: v.number(),
  finishTime: v.string(),
  adjustedBillNo: v.optional(v.nullable(v.string())),
};

const rewardRecord = v.object({
  id: v.string(),
  billNo: v.string(),
  orderNo: v.optional(v.nullable(v.string())),
  rwdType: v.picklist([1, 2]),
  amount: v.number(),
  reason: v.string(),
  gmtCreatedTime: v.string(),
});

function exportPage<R extends v.GenericSchema>(record: R) {
  return v.object({
    exportId: v.string(),
    records: v.array(record),
    total: v.number(),
    nextCursor: v.nullable(v.string()),
  });
}

const statusLookup = v.array(v.object({ code: billStatus, name: v.string() }));

export const billEntries: readonly WireEntry[] = [
  wire(finance.proBillPageList, {
    request: request({ ...PAGING, ...BILL_SEARCH }),
    answer: page(providerBill),
  }),
  wire(finance.proBillExport, {
    request: request({ ...EXPORT_FIELDS, ...BILL_SEARCH }),
    answer: exportPage(providerBill),
  }),
  // The bill is looked up before its amount is read: a bill of no one is 账单不存在 whatever the amount.
  wire(finance.proBillFinish, {
    request: request({ billNo, totalAmount: confirmedTotal }),
    answer: v.null(),
  }),
  wire(finance.proBillOrders, {
    request: request({ billNo, ...PAGING, orderNo: optionalText("订单号", { max: 32 }) }),
    answer: page(v.object({ ...orderLineEntries, orderAmount: v.number() })),
  }),
  wire(finance.proBillDownload, { request: request({ billNo }) }),
  wire(finance.workerBillPageList, {
    request: request({ ...PAGING, ...BILL_SEARCH, ...WORKER_SEARCH }),
    answer: page(workerBill),
  }),
  wire(finance.workerBillExport, {
    request: request({ ...EXPORT_FIELDS, ...BILL_SEARCH, ...WORKER_SEARCH }),
    answer: exportPage(workerBill),
  }),
  wire(finance.workerBillFinish, { request: request({ billNo }), answer: v.null() }),
  wire(finance.workerBillRwd, {
    request: request({ billNo, ...PAGING }),
    answer: page(rewardRecord),
  }),
  // A GET: 账单状态 comes as text.
  wire(finance.workerBillCollection, {
    request: request({
      ...billSearch(optional(queryInteger("账单状态", { min: 1, max: 3 }))),
      ...WORKER_SEARCH,
    }),
    answer: v.object({
      totalAmount: v.number(),
      settledAmount: v.number(),
      unsettledAmount: v.number(),
      billCount: v.number(),
      orderCount: v.number(),
    }),
  }),
  wire(finance.workerBillDetail, {
    request: request({ billNo }),
    answer: v.object({ ...workerBillEntries, orders: v.array(v.object(orderLineEntries)) }),
  }),
  wire(finance.workerBillDownload, { request: request({ billNo }) }),
  wire(finance.billMonths, { answer: v.array(v.string()) }),
  wire(finance.proBillStatusEnum, { answer: statusLookup }),
  wire(finance.workerBillStatusEnum, { answer: statusLookup }),
];
