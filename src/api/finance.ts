import { service, type Page } from "./endpoint";
import type { AnswerType, RequestType } from "./schema";
import { SCREENS, WORKER_SCREENS } from "./screens";
import type { CodeName, ExportPage, ExportQuery } from "./types";
import type * as wire from "./wire/finance";
import type * as bills from "./wire/financeBills";

/** /finance-app — payment of the deposit, bills, bank cards and wallets. */
const s = service("/finance-app", { menu: SCREENS.bill });

// ---- Payment (/api/pay) ----

// The cashier pays the contract deposit: in the personal centre, and while onboarding.
const pay = s.under("/api/pay", { menu: SCREENS.personal, onboarding: true });

/**
 * The types of the calls of this module, from their schemas (./wire/finance.ts, the bills' ./wire/financeBills.ts,
 * where their fields are described).
 */
export type ClosePayQuery = RequestType<typeof wire.closePayRequest>;
/** Which payment channels can be used; 0 means unavailable. */
export type PaySource = AnswerType<typeof wire.paySource>;

export const getPaySource = pay.get<void, PaySource>("/getPaySource", "可用支付渠道");

/** Closes an open payment; success is envelope code 1 (read it with callEnvelope). */
export const closePay = pay.get<ClosePayQuery, null>(
  "/close/{code}",
  "关闭支付单（{code} 为支付编号 financeTransNo）",
  // A GET that closes the deposit's payment: the cashier's state, no screen of the console shows it.
  { effect: "session" },
);

// ---- Bills (/api/bill) ----

// Reads unless an endpoint says what it writes.
const bill = s.under("/api/bill", { effect: "read" });

export type BillQuery = RequestType<typeof bills.billListRequest>;
export type ProviderBill = AnswerType<typeof bills.providerBill>;
/** Bill status: 1 待生成账单, 2 服务完成 (awaiting settlement), 3 已结算. */
export type BillStatus = ProviderBill["billStatus"];
export type WorkerBillQuery = RequestType<typeof bills.workerBillListRequest>;
export type WorkerBill = AnswerType<typeof bills.workerBill>;
export type BillOrderLine = AnswerType<typeof bills.billOrderLine>;
/** A provider bill's line: the order's amount (what the bill sums) beside the worker's. */
export type ProviderBillLine = AnswerType<typeof bills.providerBillLine>;
export type ProviderBillLineQuery = RequestType<typeof bills.providerBillLinesRequest>;
export type WorkerBillDetail = AnswerType<typeof bills.workerBillDetail>;
export type BillRewardRecord = AnswerType<typeof bills.billRewardRecord>;
export type BillCollection = AnswerType<typeof bills.billCollection>;
export type BillNoQuery = RequestType<typeof bills.billNoRequest>;
export type BillRewardQuery = RequestType<typeof bills.billRewardRequest>;
export type WorkerBillCollectionQuery = RequestType<typeof bills.workerBillCollectionRequest>;
export type ProBillFinishRequest = RequestType<typeof bills.proBillFinishRequest>;

// Reading bills needs 查看账单 (bill:view); the worker bills' summary and reward records have their own codes.
export const proBillPageList = bill.post<BillQuery, Page<ProviderBill>>("/pro/pageList", "服务商账单分页", {
  paginated: true,
  button: "bill:view",
});
/**
 * 导出 of the provider's bills (issue 43 E1): pageList's search, cursor-paged, behind 导出账单 (the server also asks
 * for the list's 查看账单). Chosen path beside pageList; records the export, changes no record: "session".
 */
export const proBillExport = bill.post<ExportQuery<BillQuery>, ExportPage<ProviderBill>>(
  "/pro/export",
  "导出服务商账单",
  { button: "bill:export", chosenPath: true, effect: "session" },
);
/**
 * 确认账单 names the bill's total (issue 43): the server settles only that amount, and refuses when the bill's total
 * has changed since the provider read it (a colleague's 异常费用 on one of its orders), saying from what to what.
 */
export const proBillFinish = bill.post<ProBillFinishRequest, null>("/pro/billFinish", "服务商确认账单完结", {
  button: "bill:confirm",
  effect: { channel: "bills", type: "confirmed", key: "billNo", label: "确认账单" },
});
/**
 * The spec has no call for a provider bill's orders, yet 确认账单 is final: the provider reads the lines before
 * confirming (issue 32 §2). Paged with an order number filter, beside the worker bill's detail under /pro.
 */
export const proBillOrders = bill.post<ProviderBillLineQuery, Page<ProviderBillLine>>(
  "/pro/orderList",
  "服务商账单订单明细",
  { paginated: true, button: "bill:view", chosenPath: true },
);
export const proBillDownload = bill.get<BillNoQuery, Blob>("/pro/download", "下载服务商账单", {
  button: "bill:download",
  response: "blob",
});

export const workerBillPageList = bill.post<WorkerBillQuery, Page<WorkerBill>>(
  "/worker/pageList",
  "师傅账单分页",
  { paginated: true, button: "bill:view" },
);
/** 导出 of the workers' bills, as proBillExport (chosen path beside worker/pageList). */
export const workerBillExport = bill.post<ExportQuery<WorkerBillQuery>, ExportPage<WorkerBill>>(
  "/worker/export",
  "导出师傅账单",
  { button: "bill:export", chosenPath: true, effect: "session" },
);
export const workerBillFinish = bill.post<BillNoQuery, null>("/worker/billFinish", "师傅账单完结（结算）", {
  button: "bill:workerSettle",
  effect: { channel: "bills", type: "settled", key: "billNo", label: "结算" },
});
export const workerBillRwd = bill.post<BillRewardQuery, Page<BillRewardRecord>>(
  "/worker/billRwd",
  "师傅账单奖惩明细",
  { paginated: true, button: "bill:workerReward" },
);
export const workerBillCollection = bill.get<WorkerBillCollectionQuery, BillCollection>(
  "/worker/billCollection",
  "师傅账单汇总",
  { button: "bill:workerCollection" },
);
export const workerBillDetail = bill.get<BillNoQuery, WorkerBillDetail>("/worker/detail", "师傅账单详情", {
  button: "bill:view",
});
export const workerBillDownload = bill.get<BillNoQuery, Blob>("/worker/download", "下载师傅账单", {
  button: "bill:download",
  response: "blob",
});

/**
 * The months the month filters offer ("YYYY-MM", newest first): this month (China time) back to the provider's first
 * bill month, so a filter reaches every bill however old (issue 43). The bill list and 待结算列表 both offer it.
 */
export const billMonths = bill.get<void, string[]>("/months", "账单月份（本月至最早账单月份）", {
  menu: [SCREENS.bill, SCREENS.orderStay],
  chosenPath: true,
});

/** The spec names "bill status enum lookups" without a path; one lookup per bill kind, under /api/bill/enum. */
export const proBillStatusEnum = bill.get<void, CodeName<BillStatus>[]>(
  "/enum/proBillStatus",
  "服务商账单状态枚举",
  {
    chosenPath: true,
  },
);
/** See proBillStatusEnum. */
export const workerBillStatusEnum = bill.get<void, CodeName<BillStatus>[]>(
  "/enum/workerBillStatus",
  "师傅账单状态枚举",
  { chosenPath: true },
);

// ---- Worker bank cards and wallet records (paths not shown in the spec: chosen under /api) ----

export type BankCardQuery = RequestType<typeof wire.bankCardRequest>;
export type BankCard = AnswerType<typeof wire.bankCard>;

/** The spec says "worker bank card count" without a path. */
export const workerBankCardCount = s.get<BankCardQuery, number>(
  "/api/bankCard/worker/count",
  "师傅银行卡数量",
  { menu: [SCREENS.bill, ...WORKER_SCREENS], chosenPath: true },
);
/** The spec says "worker bank card list" without a path. */
export const workerBankCardList = s.get<BankCardQuery, BankCard[]>(
  "/api/bankCard/worker/list",
  "师傅银行卡列表",
  { menu: [SCREENS.bill, ...WORKER_SCREENS], chosenPath: true },
);

export type WalletRecordQuery = RequestType<typeof wire.walletRecordRequest>;
export type WalletRecord = AnswerType<typeof wire.walletRecord>;

/** The spec says "wallet record list" without a path. */
export const walletRecordList = s.post<WalletRecordQuery, Page<WalletRecord>>(
  "/api/wallet/record/list",
  "钱包流水分页",
  { menu: [SCREENS.bill, ...WORKER_SCREENS], paginated: true, chosenPath: true, effect: "read" },
);
