import * as v from "valibot";
import * as finance from "../../finance";
import { wire, type WireEntry } from "../define";
import * as schemas from "../finance";
import * as bills from "../financeBills";

/** api.finance's calls with their schemas (../finance.ts, the bills' ../financeBills.ts). */
export const entries: readonly WireEntry[] = [
  wire(finance.getPaySource, { answer: schemas.paySource }),
  wire(finance.closePay, { request: schemas.closePayRequest, answer: v.null() }),
  wire(finance.proBillPageList, { request: bills.billListRequest, answer: bills.providerBillPage }),
  wire(finance.proBillExport, { request: bills.billExportRequest, answer: bills.providerBillExportPage }),
  wire(finance.proBillFinish, { request: bills.proBillFinishRequest, answer: v.null() }),
  wire(finance.proBillOrders, {
    request: bills.providerBillLinesRequest,
    answer: bills.providerBillLinePage,
  }),
  wire(finance.proBillDownload, { request: bills.billNoRequest }),
  wire(finance.workerBillPageList, { request: bills.workerBillListRequest, answer: bills.workerBillPage }),
  wire(finance.workerBillExport, {
    request: bills.workerBillExportRequest,
    answer: bills.workerBillExportPage,
  }),
  wire(finance.workerBillFinish, { request: bills.billNoRequest, answer: v.null() }),
  wire(finance.workerBillRwd, { request: bills.billRewardRequest, answer: bills.billRewardPage }),
  wire(finance.workerBillCollection, {
    request: bills.workerBillCollectionRequest,
    answer: bills.billCollection,
  }),
  wire(finance.workerBillDetail, { request: bills.billNoRequest, answer: bills.workerBillDetail }),
  wire(finance.workerBillDownload, { request: bills.billNoRequest }),
  wire(finance.billMonths, { answer: v.array(v.string()) }),
  wire(finance.proBillStatusEnum, { answer: bills.billStatusLookup }),
  wire(finance.workerBillStatusEnum, { answer: bills.billStatusLookup }),
  wire(finance.workerBankCardCount, { request: schemas.bankCardRequest, answer: v.number() }),
  wire(finance.workerBankCardList, { request: schemas.bankCardRequest, answer: v.array(schemas.bankCard) }),
  wire(finance.walletRecordList, { request: schemas.walletRecordRequest, answer: schemas.walletRecordPage }),
];
