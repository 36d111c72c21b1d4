import * as v from "valibot";
import * as admin from "../../order/admin";
import { request, text } from "../../schema";
import { wire, type WireEntry } from "../define";
import { orderNo, remark } from "./operations";
import {
  feeItem,
  goodsItem,
  idList,
  maybe,
  orderBaseInfo,
  orderWorker,
  customer,
  trackItem,
} from "./records";

/**
 * The schemas of api.order.admin's calls (../define.ts). Every call names its order by number first
 * (mocks/orders/orders.ts `orderNoOf`); that the order is the caller's, and what its state allows, are the handlers'
 * (mocks/orders/orders.ts, orderQueries.ts, orderRecords.ts, orderOperations.ts; mocks/dispatch/orderDispatch.ts).
 */

/** The order the call reads or changes (a GET's travels as query text, checked as it came). */
const orderKey = request({ orderNo });

/** The most orders one 手动派单 gives (「订单号一次最多50个」). */
const MAX_BATCH = 50;

export const entries: readonly WireEntry[] = [
  wire(admin.queryOrderGoodsDetail, { request: orderKey, answer: v.array(goodsItem) }),
  wire(admin.queryOrderHangUpInfo, {
    request: orderKey,
    answer: v.object({
      hangUp: v.picklist([0, 1]),
      hangUpReason: maybe(v.string()),
      hangUpTime: maybe(v.string()),
      expectResumeTime: maybe(v.string()),
    }),
  }),
  wire(admin.queryOrderBaseInfo, { request: orderKey, answer: orderBaseInfo }),
  // null: the order has no worker.
  wire(admin.queryWorkerInfo, { request: orderKey, answer: v.nullable(orderWorker) }),
  wire(admin.queryOrderAppointmentInfo, {
    request: orderKey,
    answer: v.object({
      appointmentTime: maybe(v.string()),
      timeSlot: maybe(v.string()),
      appointmentCount: v.number(),
      appointmentFailed: v.picklist([0, 1]),
      visitTime: maybe(v.string()),
      signInTime: maybe(v.string()),
    }),
  }),
  wire(admin.queryServiceWorkerInfo, { request: orderKey, answer: v.array(orderWorker) }),
  wire(admin.queryOrderFeeInfo, { request: orderKey, answer: v.array(feeItem) }),
  wire(admin.queryOrderCustomInfo, { request: orderKey, answer: customer }),
  // null: no acceptance (验收) result yet.
  wire(admin.queryCheckResultByOrderNo, {
    request: orderKey,
    answer: v.nullable(
      v.object({
        orderNo: v.string(),
        checkResult: v.string(),
        images: v.array(v.string()),
        remark: maybe(v.string()),
        checkTime: maybe(v.string()),
      }),
    ),
  }),
  // null: no repair result yet.
  wire(admin.queryRepairResultByOrderNo, {
    request: orderKey,
    answer: v.nullable(
      v.object({
        orderNo: v.string(),
        faultReason: v.string(),
        repairMethod: v.string(),
        images: v.array(v.string()),
        remark: maybe(v.string()),
        finishTime: maybe(v.string()),
      }),
    ),
  }),
  wire(admin.queryOrderServiceBill, {
    request: orderKey,
    answer: v.object({
      orderNo: v.string(),
      lines: v.array(
        v.object({
          feeType: v.number(),
          feeTypeName: v.string(),
          amount: v.number(),
          workerAmount: v.number(),
        }),
      ),
      totalAmount: v.number(),
      workerTotalAmount: v.number(),
      workerStartPriceDiff: v.number(),
    }),
  }),
  // Whether the account may dispatch this many (地图转派 covers one order) and whether the worker may take each order
  // are the handler's: it tells the orders first, then who (mocks/dispatch/orderDispatch.ts).
  wire(admin.manualDistribute, {
    request: request({
      orderNos: idList("订单号", MAX_BATCH),
      workerId: text("师傅", { max: 32 }),
      remark,
    }),
    answer: v.null(),
  }),
  wire(admin.orderTrack, { request: orderKey, answer: v.array(trackItem) }),
  wire(admin.queryOrderCommandAuth, { request: orderKey, answer: v.array(v.string()) }),
  // The two workers being one is refused by the handler (a business refusal, after the fields).
  wire(admin.deliveryInstallSeparate, {
    request: request({
      orderNo,
      deliveryWorkerId: text("送货师傅", { max: 32 }),
      installWorkerId: text("安装师傅", { max: 32 }),
    }),
    answer: v.null(),
  }),
  wire(admin.getOrderRemark, {
    request: orderKey,
    answer: v.array(
      v.object({ id: v.string(), content: v.string(), operator: v.string(), gmtCreatedTime: v.string() }),
    ),
  }),
  wire(admin.queryOrderVoucher, {
    request: orderKey,
    answer: v.array(
      v.object({
        id: v.string(),
        images: v.array(v.string()),
        remark: maybe(v.string()),
        operator: v.string(),
        gmtCreatedTime: v.string(),
      }),
    ),
  }),
  // null: the business number has no service form.
  wire(admin.getSmfByBizNo, {
    request: request({ bizNo: text("业务单号", { max: 40 }) }),
    answer: v.nullable(
      v.object({ bizNo: v.string(), smfNo: v.string(), smfStatus: v.string(), gmtCreatedTime: v.string() }),
    ),
  }),
  wire(admin.getExpectLabel, {
    request: orderKey,
    answer: v.array(v.object({ labelCode: v.string(), labelName: v.string() })),
  }),
  wire(admin.refreshCustomMobile, { request: orderKey, answer: v.object({ customerMobile: v.string() }) }),
  wire(admin.measureOrderRoomInfo, {
    request: orderKey,
    answer: v.array(
      v.object({
        roomName: v.string(),
        length: v.number(),
        width: v.number(),
        height: v.number(),
        images: v.array(v.string()),
        remark: maybe(v.string()),
      }),
    ),
  }),
  // A worker who never was on the order is the handler's refusal (该师傅未服务过此订单).
  wire(admin.workerOrderDetail, {
    request: request({ orderNo, workerId: text("师傅", { max: 32 }) }),
    answer: v.object({
      orderNo: v.string(),
      orderStatus: v.number(),
      serverTypeNameList: v.array(v.string()),
      workerId: v.string(),
      workerName: v.string(),
      workerMobile: v.string(),
      workerRole: v.picklist([1, 2]),
      placeStatus: v.number(),
      distributeTime: maybe(v.string()),
      assigned: v.boolean(),
      customerName: v.nullable(v.string()),
      address: v.nullable(v.string()),
      nextAppointmentTime: maybe(v.string()),
      timeSlot: maybe(v.string()),
      visitTime: maybe(v.string()),
      finishTime: maybe(v.string()),
      goods: v.array(
        v.object({
          goodsId: v.string(),
          serverTypeName: v.string(),
          goodsName: v.string(),
          itemName: v.string(),
          skuName: v.string(),
          goodsNum: v.number(),
          workerAmount: v.number(),
        }),
      ),
      fees: v.array(v.object({ feeType: v.number(), feeTypeName: v.string(), workerAmount: v.number() })),
      workerStartPriceDiff: v.number(),
      workerIncome: v.nullable(v.number()),
    }),
  }),
];
