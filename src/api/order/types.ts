import type { PageQuery } from "../endpoint";
import type { DateRangeQuery, DateTime, Id, Versioned, Yuan } from "../types";

/** Types shared by the order modules. */

/** Order status, set A (codes 1-13, spec §4). */
export type OrderStatus = number;

/**
 * Order source: one of 28 channels (spec §9; ORDER_SOURCE in src/domain/orders/sources.ts). The list filter offers
 * 自有 = 1 and 天猫 = 2; an order's `orderSourceName` is its channel's label.
 */
export type OrderSource = number;

/** Order time filter: 1 下单时间, 2 下次预约时间, 3 上门时间. */
export type OrderTimeType = 1 | 2 | 3;

export interface OrderKey {
  orderNo: string;
}

export interface OrderListQuery extends PageQuery, DateRangeQuery {
  orderNo?: string;
  orderStatus?: OrderStatus[];
  orderSource?: OrderSource;
  /** Service type code (install 1, repair 2, measure 3, ...). */
  serverType?: number;
  timeType?: OrderTimeType;
  customerName?: string;
  customerMobile?: string;
  merchantId?: Id;
  workerId?: Id;
  /** Settlement status filter of the 待结算 / 已结算 lists: 1 待生成账单, 2 服务完成, 3 已结算 (any of these). */
  settleStatus?: number[];
  /** 待结算列表: the orders of a bill month ("YYYY-MM", by finish time) / of one bill (its number). */
  billMonth?: string;
  billNo?: string;
  /** Status tab of the list (ORDER_LIST_TABS in src/domain/orders: 1-9 the spec's labels, 10-13 the dispatch queue). */
  listStatus?: number;
  /** 天猫 status filter (TMALL_SERVICE_STATUS value 1-9 in src/domain/orders), offered when orderSource is 2. */
  tmallStatus?: number;
}

/** Order row of the order lists (spec §3). */
export interface OrderRow extends Versioned {
  orderId: Id;
  orderNo: string;
  orderStatus: OrderStatus;
  orderSource: OrderSource;
  orderSourceName: string;
  /** 1 yes, 2 no. Combo orders are shown as one row per goods item. */
  isCombo: 1 | 2;
  goodsNameList: string[];
  serverTypeNameList: string[];
  serverTypeList: number[];
  totalAmount: Yuan;
  workerTotalAmount: Yuan;
  merchantId: Id;
  merchantName: string;
  customerName: string;
  /**
   * An own order's whole number, shown masked (hover reveals, click copies); a 天猫 order's comes masked (issue 43 P1:
   * its customer is called through the privacy number only).
   */
  customerMobile: string;
  /** Province-city-area-street names and the detail address. */
  address: string;
  workerId?: Id | null;
  workerName?: string | null;
  workerMobile?: string | null;
  /**
   * When the order was given to its current worker (none without a worker): what 待接单 and 待预约 wait from
   * (src/domain/orders/lateness.ts). Not a spec field (issue 41).
   */
  distributeTime?: DateTime | null;
  /** Mark tags shown on the row (总包/众包, 急, 停, ...). */
  orderMarks: string[];
  /** Express-install tier in hours. */
  expressInstall?: 24 | 48 | 72 | null;
  settleStatus?: number | null;
  gmtCreatedTime: DateTime;
  nextAppointmentTime?: DateTime | null;
  visitTime?: DateTime | null;
  finishTime?: DateTime | null;
  /** 1 hung up (the 挂 mark): appointment, sign-in and verification wait until the hang-up is cancelled. */
  hangUp: 0 | 1;
  /** Service-type picker scope: 众包 1, 总包 2 (the 总包/众包 mark). */
  scopeType: 1 | 2;
  /** The goods of the order: a combo (isCombo 1) is shown as one row per item. */
  goods: OrderGoodsItem[];
  /**
   * Worker start price minus the worker total (the order's service bill); when positive the list adds a
   * 起步价差价 row. 0 when there is none.
   */
  workerStartPriceDiff: Yuan;
}

/** Goods line of an order (spec §3 goods columns). */
export interface OrderGoodsItem {
  goodsId: Id;
  /** Service type code of this item (install 1, repair 2, measure 3). */
  serverType: number;
  serverTypeName: string;
  itemName: string;
  image: string;
  goodsName: string;
  skuCode: string;
  skuName: string;
  bigFaultCategoryName?: string | null;
  smallFaultCategoryName?: string | null;
  serviceMeasureName: string;
  workerAmount: Yuan;
  goodsNum: number;
  /** What the customer pays for this item. */
  amount: Yuan;
}

export interface OrderCustomer {
  customerName: string;
  customerMobile: string;
  provinceName: string;
  cityName: string;
  areaName?: string | null;
  townName?: string | null;
  detailAddress: string;
}

/** Fee line: fee type codes start fee 14, worker abnormal fee 18, coupon difference 13, ... (spec §9). */
export interface OrderFeeItem {
  feeType: number;
  feeTypeName: string;
  amount: Yuan;
  workerAmount: Yuan;
  /** Payment status: -2 failed, -1 cancelled, 1 awaiting, 2 in progress, 3 completed. */
  payStatus?: number | null;
  /**
   * Review flow (spec §4): 1 merchant review, 2 admin review, 3 approved, 4 rejected (REVIEW_FLOW in
   * src/domain/orders/feeReview.ts). A 异常费用 starts at 1.
   */
  reviewFlow?: number | null;
  gmtCreatedTime: DateTime;
}

/** The order detail's base info (queryOrderBaseInfo): the order's row with its statuses derived from set A. */
export interface OrderBaseInfo extends OrderRow {
  /** Order status set B, the merchant's side (商家端状态): merchantOrderStatusOf(orderStatus). */
  merchantOrderStatus: number;
  /** Redeem (核销) status: 0 not, 1 in progress, 2 done (redeemStatusOf(orderStatus)). */
  redeemStatus: number;
}

export interface OrderDetail extends OrderRow {
  customer: OrderCustomer;
  goods: OrderGoodsItem[];
  fees: OrderFeeItem[];
  remark?: string | null;
  /** Order audit: 1 no review, 2 rejected, 3 approved. */
  auditStatus?: number | null;
  /** Where the service takes place (map dispatch). */
  lng: number;
  lat: number;
  /** Paid by the customer, and refunded so far: a refund is at most paidAmount - refundedAmount. */
  paidAmount: Yuan;
  refundedAmount: Yuan;
  /** Delivery mode: 0 none, 1 送货, 2 送装, 3 送装一体, 4 送装分离 (DELIVERY_MODE in src/domain/orders). */
  deliveryMode: number;
  /** Set by 验货 and 施工确认. */
  goodsChecked: boolean;
  buildConfirmed: boolean;
  /** Two-hour slot of the current appointment, e.g. "09-11". */
  timeSlot?: string | null;
  /** Quoted amount (报价), once offered. */
  offerAmount?: Yuan | null;
}

/** One entry of an order's history. */
export interface OrderTrackItem {
  operateType: string;
  operateName: string;
  operator: string;
  operatorRole: string;
  content: string;
  gmtCreatedTime: DateTime;
}

/** Exception row of the abnormal worker order lists. */
export interface AbnormalOrderRow {
  orderNo: string;
  orderStatus: OrderStatus;
  /** Warning / exception type 1-19. */
  exceptionType: number;
  exceptionTypeName: string;
  workerId?: Id | null;
  workerName?: string | null;
  customerName: string;
  exceptionTime: DateTime;
  /** 1 open, 2 finished, 3 invalid. */
  handleStatus: 1 | 2 | 3;
}

export interface AbnormalOrderQuery extends PageQuery, DateRangeQuery {
  orderNo?: string;
  exceptionType?: number;
  handleStatus?: 1 | 2 | 3;
  workerId?: Id;
}

/** Appointment and visit operations (manual operation codes 预约 0, 改约 1, 签到 2, 核销 3). */
export interface AppointmentBody extends OrderKey {
  /** "YYYY-MM-DD". */
  appointmentDate: string;
  /** Two-hour slot, e.g. "09-11". */
  timeSlot: string;
  remark?: string;
}

export interface SignInBody extends OrderKey {
  /** Stored file paths of the sign-in photos. */
  images: string[];
  lng?: number;
  lat?: number;
}

export interface VerifyBody extends OrderKey {
  /** The customer's verification code. */
  verifyCode: string;
  images?: string[];
}
