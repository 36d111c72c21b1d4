/**
 * The schemas of api.finance's bill calls (registered in ./entries/finance.ts), field by field in the order the
 * gateway checks them; src/api/finance.ts takes its bill types from them. The stand-in's handlers read them
 * (mocks/bills/bills.ts; the searches mocks/bills/billSearch.ts `billWhere`, `workerWhere`; the exports' own fields
 * mocks/exports/exports.ts and exportFilter.ts).
 */
import * as v from "valibot";
import { dateTime, integer, optional, optionalText, problemOf, request, text } from "../schema";
import { page, PAGING, queryInteger } from "./define";
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
    /** "YYYY-MM". */
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

// ---- requests, per call

export const billListRequest = request({ ...PAGING, ...BILL_SEARCH });

export const billExportRequest = request({ ...EXPORT_FIELDS, ...BILL_SEARCH });

/**
 * 确认账单 names the bill's total (issue 43): the server settles only that amount, and refuses when the bill's total
 * has changed since the provider read it (a colleague's 异常费用 on one of its orders), saying from what to what. The
 * bill is looked up before its amount is read: a bill of no one is 账单不存在 whatever the amount.
 */
export const proBillFinishRequest = request({
  billNo,
  /** The bill's total as the confirmation showed it (the row's totalAmount). */
  totalAmount: confirmedTotal,
});

export const providerBillLinesRequest = request({
  billNo,
  ...PAGING,
  /** Order numbers that start with it. */
  orderNo: optionalText("订单号", { max: 32 }),
});

export const billNoRequest = request({ billNo });

export const workerBillListRequest = request({ ...PAGING, ...BILL_SEARCH, ...WORKER_SEARCH });

export const workerBillExportRequest = request({ ...EXPORT_FIELDS, ...BILL_SEARCH, ...WORKER_SEARCH });

export const billRewardRequest = request({ billNo, ...PAGING });

/** A GET: 账单状态 comes as text. */
export const workerBillCollectionRequest = request({
  ...billSearch(optional(queryInteger("账单状态", { min: 1, max: 3 }))),
  ...WORKER_SEARCH,
});

// ---- answers

/** Bill status: 1 待生成账单, 2 服务完成 (awaiting settlement), 3 已结算. */
const billStatus = v.picklist([1, 2, 3]);

export const providerBill = v.object({
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
export const workerBill = v.object(workerBillEntries);

const orderLineEntries = {
  /** Unique in the bill: an order appears once, an adjustment line of the same order apart. */
  lineId: v.string(),
  orderNo: v.string(),
  serverTypeName: v.string(),
  goodsName: v.string(),
  workerAmount: v.number(),
  finishTime: v.string(),
  /**
   * An adjustment line (a fee on an order of a settled bill, or a refund of a finished order, put in this open bill;
   * a refund's amounts are negative, its worker amount 0): the bill the order belongs to; `finishTime` is then when
   * the fee or refund was made. Null for an order line.
   */
  adjustedBillNo: v.optional(v.nullable(v.string())),
};

/** A line of a worker bill: an order, or an adjustment of one. */
export const billOrderLine = v.object(orderLineEntries);

/** A provider bill's line: the order's amount (what the bill sums) beside the worker's. */
export const providerBillLine = v.object({ ...orderLineEntries, orderAmount: v.number() });

export const workerBillDetail = v.object({ ...workerBillEntries, orders: v.array(billOrderLine) });

export const billRewardRecord = v.object({
  id: v.string(),
  billNo: v.string(),
  orderNo: v.optional(v.nullable(v.string())),
  /** 1 reward, 2 deduction. */
  rwdType: v.picklist([1, 2]),
  amount: v.number(),
  reason: v.string(),
  gmtCreatedTime: v.string(),
});

export const billCollection = v.object({
  totalAmount: v.number(),
  settledAmount: v.number(),
  unsettledAmount: v.number(),
  billCount: v.number(),
  orderCount: v.number(),
});

/** A page of an export (src/api/types.ts ExportPage). */
function exportPage<R extends v.GenericSchema>(record: R) {
  return v.object({
    exportId: v.string(),
    records: v.array(record),
    total: v.number(),
    nextCursor: v.nullable(v.string()),
  });
}

/** A bill kind's status lookup (src/api/types.ts CodeName). */
export const billStatusLookup = v.array(v.object({ code: billStatus, name: v.string() }));

export const providerBillPage = page(providerBill);
export const providerBillExportPage = exportPage(providerBill);
export const providerBillLinePage = page(providerBillLine);
export const workerBillPage = page(workerBill);
export const workerBillExportPage = exportPage(workerBill);
export const billRewardPage = page(billRewardRecord);
