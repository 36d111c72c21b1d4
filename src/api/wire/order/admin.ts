import * as v from "valibot";
import { request, text } from "../../schema";
import { orderNo, remark } from "./operations";
import { feeItem, goodsItem, idList, maybe } from "./records";

/**
 * The schemas of api.order.admin's calls (registered in ../entries/order/admin.ts; src/api/order/admin.ts takes its
 * types from them, and from ./records.ts for the order's own records). Every call names its order by number first
 * (mocks/orders/orders.ts `orderNoOf`); that the order is the caller's, and what its state allows, are the handlers'
 * (mocks/orders/orders.ts, orderQueries.ts, orderRecords.ts, orderOperations.ts; mocks/dispatch/orderDispatch.ts).
 */

// ---- requests

/** The order the call reads or changes (a GET's travels as query text, checked as it came). */
export const orderKeyRequest = request({ orderNo });

/** The most orders one 手动派单 gives (「订单号一次最多50个」). */
const MAX_BATCH = 50;

/**
 * Whether the account may dispatch this many (地图转派 covers one order) and whether the worker may take each order
 * are the handler's: it tells the orders first, then who (mocks/dispatch/orderDispatch.ts).
 */
export const manualDistributeRequest = request({
  orderNos: idList("订单号", MAX_BATCH),
  workerId: text("师傅", { max: 32 }),
  remark,
});

/** The two workers being one is refused by the handler (a business refusal, after the fields). */
export const deliveryInstallSeparateRequest = request({
  orderNo,
  deliveryWorkerId: text("送货师傅", { max: 32 }),
  installWorkerId: text("安装师傅", { max: 32 }),
});

export const smfByBizNoRequest = request({ bizNo: text("业务单号", { max: 40 }) });

/** A worker who never was on the order is the handler's refusal (该师傅未服务过此订单). */
export const workerOrderDetailRequest = request({ orderNo, workerId: text("师傅", { max: 32 }) });

// ---- answers

export const orderHangUpInfo = v.object({
  /** 1 hung up, 0 not. */
  hangUp: v.picklist([0, 1]),
  hangUpReason: maybe(v.string()),
  hangUpTime: maybe(v.string()),
  expectResumeTime: maybe(v.string()),
});

export const orderAppointmentInfo = v.object({
  appointmentTime: maybe(v.string()),
  /** Two-hour slot, e.g. "09-11". */
  timeSlot: maybe(v.string()),
  appointmentCount: v.number(),
  /** 1 failed to appoint. */
  appointmentFailed: v.picklist([0, 1]),
  visitTime: maybe(v.string()),
  signInTime: maybe(v.string()),
});

/** The acceptance (验收) result of an order. */
export const checkResult = v.object({
  orderNo: v.string(),
  /** Acceptance result, e.g. 合格 / 不合格. */
  checkResult: v.string(),
  images: v.array(v.string()),
  remark: maybe(v.string()),
  checkTime: maybe(v.string()),
});

export const repairResult = v.object({
  orderNo: v.string(),
  faultReason: v.string(),
  repairMethod: v.string(),
  images: v.array(v.string()),
  remark: maybe(v.string()),
  finishTime: maybe(v.string()),
});

export const serviceBillLine = v.object({
  feeType: v.number(),
  feeTypeName: v.string(),
  amount: v.number(),
  workerAmount: v.number(),
});

export const orderServiceBill = v.object({
  orderNo: v.string(),
  lines: v.array(serviceBillLine),
  totalAmount: v.number(),
  workerTotalAmount: v.number(),
  /** Shown as the 起步价差价 row when positive. */
  workerStartPriceDiff: v.number(),
});

export const orderRemark = v.object({
  id: v.string(),
  content: v.string(),
  operator: v.string(),
  gmtCreatedTime: v.string(),
});

/** A group of service photos a provider uploaded as proof (operations.uploadVoucher). */
export const orderVoucher = v.object({
  id: v.string(),
  /** Stored file paths. */
  images: v.array(v.string()),
  remark: maybe(v.string()),
  operator: v.string(),
  gmtCreatedTime: v.string(),
});

/** Service management form of a retail-platform business number. */
export const smfInfo = v.object({
  bizNo: v.string(),
  smfNo: v.string(),
  smfStatus: v.string(),
  gmtCreatedTime: v.string(),
});

export const expectLabel = v.object({ labelCode: v.string(), labelName: v.string() });

export const refreshedCustomMobile = v.object({ customerMobile: v.string() });

export const measureRoom = v.object({
  roomName: v.string(),
  /** Metres. */
  length: v.number(),
  width: v.number(),
  height: v.number(),
  images: v.array(v.string()),
  remark: maybe(v.string()),
});

/** A goods line as the worker app shows it: what to do and what it pays the worker, no customer price. */
export const workerGoodsLine = v.pick(goodsItem, [
  "goodsId",
  "serverTypeName",
  "goodsName",
  "itemName",
  "skuName",
  "goodsNum",
  "workerAmount",
]);

/**
 * The order as one worker sees it in the worker app (the spec names the call, not its answer): that worker's
 * placement, the customer and the place while the order is theirs, and the worker amounts. No customer price,
 * payment or refund: the worker app shows none.
 */
export const workerOrderDetail = v.object({
  orderNo: v.string(),
  orderStatus: v.number(),
  serverTypeNameList: v.array(v.string()),
  workerId: v.string(),
  workerName: v.string(),
  workerMobile: v.string(),
  /** 1 the service worker, 2 the delivery worker of 送装分离 (WORKER_ORDER_ROLE in src/domain/orders/workerView.ts). */
  workerRole: v.picklist([1, 2]),
  /** This worker's placement: 0 not placed, 1 awaiting appointment, 2 placed, 3 cancelled, -1 taken. */
  placeStatus: v.number(),
  distributeTime: maybe(v.string()),
  /** True while the order is this worker's (placement 0-2); false once it was cancelled for them or taken. */
  assigned: v.boolean(),
  /** Customer, address and times: null once the order is no longer the worker's (the app hides them then). */
  customerName: v.nullable(v.string()),
  address: v.nullable(v.string()),
  nextAppointmentTime: maybe(v.string()),
  timeSlot: maybe(v.string()),
  visitTime: maybe(v.string()),
  finishTime: maybe(v.string()),
  goods: v.array(workerGoodsLine),
  fees: v.array(v.pick(feeItem, ["feeType", "feeTypeName", "workerAmount"])),
  /** 起步价差价 when positive (the worker is paid at least the start price), else 0. */
  workerStartPriceDiff: v.number(),
  /**
   * What the order pays this worker: the worker total plus the start price difference for the service worker who
   * holds it; 0 for a placement cancelled or taken; null for the delivery worker (the order's worker amounts are the
   * service worker's; delivery is paid outside the order).
   */
  workerIncome: v.nullable(v.number()),
});
