import * as v from "valibot";
import * as admin from "../../../order/admin";
import { wire, type WireEntry } from "../../define";
import * as schemas from "../../order/admin";
import * as records from "../../order/records";

const orderKey = schemas.orderKeyRequest;

/** api.order.admin's calls with their schemas (../../order/admin.ts, ../../order/records.ts). */
export const entries: readonly WireEntry[] = [
  wire(admin.queryOrderGoodsDetail, { request: orderKey, answer: v.array(records.goodsItem) }),
  wire(admin.queryOrderHangUpInfo, { request: orderKey, answer: schemas.orderHangUpInfo }),
  wire(admin.queryOrderBaseInfo, { request: orderKey, answer: records.orderBaseInfo }),
  // null: the order has no worker.
  wire(admin.queryWorkerInfo, { request: orderKey, answer: v.nullable(records.orderWorker) }),
  wire(admin.queryOrderAppointmentInfo, { request: orderKey, answer: schemas.orderAppointmentInfo }),
  wire(admin.queryServiceWorkerInfo, { request: orderKey, answer: v.array(records.orderWorker) }),
  wire(admin.queryOrderFeeInfo, { request: orderKey, answer: v.array(records.feeItem) }),
  wire(admin.queryOrderCustomInfo, { request: orderKey, answer: records.customer }),
  // null: no acceptance (验收) result yet.
  wire(admin.queryCheckResultByOrderNo, { request: orderKey, answer: v.nullable(schemas.checkResult) }),
  // null: no repair result yet.
  wire(admin.queryRepairResultByOrderNo, { request: orderKey, answer: v.nullable(schemas.repairResult) }),
  wire(admin.queryOrderServiceBill, { request: orderKey, answer: schemas.orderServiceBill }),
  wire(admin.manualDistribute, { request: schemas.manualDistributeRequest, answer: v.null() }),
  wire(admin.orderTrack, { request: orderKey, answer: v.array(records.trackItem) }),
  wire(admin.queryOrderCommandAuth, { request: orderKey, answer: v.array(v.string()) }),
  wire(admin.deliveryInstallSeparate, { request: schemas.deliveryInstallSeparateRequest, answer: v.null() }),
  wire(admin.getOrderRemark, { request: orderKey, answer: v.array(schemas.orderRemark) }),
  wire(admin.queryOrderVoucher, { request: orderKey, answer: v.array(schemas.orderVoucher) }),
  // null: the business number has no service form.
  wire(admin.getSmfByBizNo, { request: schemas.smfByBizNoRequest, answer: v.nullable(schemas.smfInfo) }),
  wire(admin.getExpectLabel, { request: orderKey, answer: v.array(schemas.expectLabel) }),
  wire(admin.refreshCustomMobile, { request: orderKey, answer: schemas.refreshedCustomMobile }),
  wire(admin.measureOrderRoomInfo, { request: orderKey, answer: v.array(schemas.measureRoom) }),
  wire(admin.workerOrderDetail, {
    request: schemas.workerOrderDetailRequest,
    answer: schemas.workerOrderDetail,
  }),
];
