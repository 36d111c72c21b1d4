import { api } from "../../api";
import type { Endpoint } from "../../api/endpoint";
import type { BillQuery, ProviderBill, WorkerBill } from "../../api/finance";
import { BILL_STATUS, monthLabel } from "../../domain/bills/rules";
import type { CodeName } from "../../api/types";
import { optionOf } from "../../domain/enumeration";
import { BILL_MONTH_OPTIONS } from "../catalogues";
import {
  type ActionDecl,
  type FilterDecl,
  formatMoney,
  listScreen,
  loadedOnUse,
  type RemoteOptions,
  remoteOptions,
} from "../engine";
import { BillStatusCell, BillSummary, DownloadBill } from "./parts";

// The detail drawers load when a detail is first opened: the list shows none of them (issue 30).
const ProviderBillDetail = loadedOnUse(() => import("./providerDetail").then((m) => m.ProviderBillDetail));
const WorkerBillDetail = loadedOnUse(() => import("./workerBillDetail").then((m) => m.WorkerBillDetail));

/** /bill/index 账单信息: the provider's monthly bills and its workers' monthly bills (two tabs of one page). */

/** The status lookup's answer as options, toned like the domain table. */
export function statusOptions(endpoint: Endpoint<unknown, CodeName[]>): RemoteOptions {
  return remoteOptions({
    endpoint,
    toOptions: (statuses) =>
      statuses.map((item) => ({
        value: item.code,
        label: item.name,
        tone: BILL_STATUS.find((status) => status.value === item.code)?.tone,
      })),
  });
}

export const PROVIDER_STATUS = statusOptions(api.finance.proBillStatusEnum);
export const WORKER_STATUS = statusOptions(api.finance.workerBillStatusEnum);

const commonFilters = (status: RemoteOptions): FilterDecl<BillQuery>[] => [
  { field: "billNo", label: "账单编号", input: "text", maxLength: 40 },
  // Every month back to the provider's first bill (year-end reconciliation reads older months too).
  { field: "billMonth", label: "账单月份", input: "select", options: BILL_MONTH_OPTIONS },
  { field: "billStatus", label: "账单状态", input: "select", options: status },
];

/** The commands of a bill: 确认 / 结算 only once its month is over and until it is settled. */
export function billCommands(row: { billStatus: number }): readonly string[] {
  return row.billStatus === 2 ? ["bill:confirm", "bill:workerSettle"] : [];
}

const monthText = (row: { billMonth: string }) => monthLabel(row.billMonth);

export const confirmAction: ActionDecl<ProviderBill> = {
  key: "confirm",
  label: "确认账单",
  code: "bill:confirm",
  placement: ["row"],
  confirm: (bill) =>
    `确认账单 ${monthText(bill)}（${bill.billNo}）：共 ${bill.orderCount} 单，合计 ${formatMoney(bill.totalAmount)}。确认后账单及其订单变为已结算，金额不再变更，不可撤销。`,
  endpoint: api.finance.proBillFinish,
  // The total the confirmation names: the server refuses when the bill no longer adds up to it (issue 43).
  payload: (target) => ({ billNo: target.record?.billNo, totalAmount: target.record?.totalAmount }),
  success: "账单已确认",
};

export const providerBills = listScreen({
  endpoint: api.finance.proBillPageList,
  rowKey: (row) => row.billNo,
  filters: commonFilters(PROVIDER_STATUS),
  columns: [
    {
      field: "billMonth",
      title: "账单月份",
      value: { render: (_v, row) => monthText(row), text: (_v, row) => monthText(row) },
      width: 110,
    },
    { field: "billNo", title: "账单编号", width: 170 },
    { field: "orderCount", title: "订单数", value: "number", align: "right", width: 80 },
    { field: "totalAmount", title: "账单金额", value: "money", width: 130 },
    { field: "settledAmount", title: "已结算金额", value: "money", width: 130 },
    {
      field: "billStatus",
      title: "账单状态",
      value: {
        render: (value) => <BillStatusCell source={PROVIDER_STATUS} value={value} />,
        text: (value) => optionOf(BILL_STATUS, value)?.label ?? String(value ?? ""),
      },
      width: 110,
    },
    { field: "finishTime", title: "确认时间", value: "datetime", width: 170 },
  ],
  actions: [
    // The order lines before 确认账单 (issue 32 §2).
    { key: "view", label: "查看", button: "bill:view", placement: ["row"], component: ProviderBillDetail },
    confirmAction,
    {
      key: "download",
      label: "下载账单",
      button: "bill:download",
      placement: ["row"],
      component: ({ record, onClose }) => (
        <DownloadBill endpoint={api.finance.proBillDownload} billNo={record.billNo} onClose={onClose} />
      ),
    },
  ],
  commands: billCommands,
  rowLabel: (row) => `${monthText(row)}账单 ${row.billNo}`,
  export: { endpoint: api.finance.proBillExport, fileName: "服务商账单" },
});

export const settleAction: ActionDecl<WorkerBill> = {
  key: "settle",
  label: "师傅结算",
  code: "bill:workerSettle",
  placement: ["row"],
  confirm: (bill) =>
    `确认与师傅 ${bill.workerName} 结算${monthText(bill)}账单？应结金额 ${formatMoney(bill.totalAmount)}，结算后不可撤销。`,
  endpoint: api.finance.workerBillFinish,
  payload: (target) => ({ billNo: target.record?.billNo }),
  success: "结算成功",
};

export const workerBills = listScreen({
  endpoint: api.finance.workerBillPageList,
  rowKey: (row) => row.billNo,
  filters: [{ field: "workerId", label: "师傅", input: "worker" }, ...commonFilters(WORKER_STATUS)],
  summary: BillSummary,
  // Fits beside the actions at 1440 px: the worker's mobile is in the detail and the downloaded bill.
  columns: [
    {
      field: "billMonth",
      title: "账单月份",
      value: { render: (_v, row) => monthText(row), text: (_v, row) => monthText(row) },
      width: 100,
    },
    { field: "billNo", title: "账单编号", width: 180 },
    { field: "workerName", title: "师傅", width: 80 },
    { field: "orderCount", title: "订单数", value: "number", align: "right", width: 70 },
    { field: "orderAmount", title: "订单金额", value: "money", width: 110 },
    { field: "rewardAmount", title: "奖励", value: "money", width: 90 },
    { field: "deductAmount", title: "扣款", value: "money", width: 90 },
    { field: "totalAmount", title: "应结金额", value: "money", width: 110 },
    {
      field: "billStatus",
      title: "账单状态",
      value: {
        render: (value) => <BillStatusCell source={WORKER_STATUS} value={value} />,
        text: (value) => optionOf(BILL_STATUS, value)?.label ?? String(value ?? ""),
      },
      width: 100,
    },
  ],
  actions: [
    {
      key: "view",
      label: "查看",
      button: "bill:view",
      placement: ["row"],
      component: WorkerBillDetail,
    },
    settleAction,
    {
      key: "download",
      label: "下载账单",
      button: "bill:download",
      placement: ["row"],
      component: ({ record, onClose }) => (
        <DownloadBill endpoint={api.finance.workerBillDownload} billNo={record.billNo} onClose={onClose} />
      ),
    },
  ],
  commands: billCommands,
  rowLabel: (row) => `${row.workerName} ${monthText(row)}账单`,
  export: { endpoint: api.finance.workerBillExport, fileName: "师傅账单" },
});
