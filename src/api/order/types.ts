import type { PageQuery } from "../endpoint";
import type { DateRangeQuery, DateTime, Id, Yuan } from "../types";

/** Types shared by the order modules. */

/** Order status, set A (codes 1-13, spec §4). */
export type OrderStatus = number;

/** Order source: 1 自有, 2 天猫 in the list filter; the full enumeration has 28 channels (spec §9). */
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
  /** Settlement status filter of the 待结算 / 已结算 lists: 1 待生成账单, 2 服务完成, 3 已结算. */
  settleStatus?: number;
}

/** Order row of the order lists (spec §3). */
export interface OrderRow {
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
  /** Masked. */
  customerMobile: string;
  /** Province-city-area-street names and the detail address. */
  address: string;
  workerId?: Id | null;
  workerName?: string | null;
  workerMobile?: string | null;
  /** Mark tags shown on the row (总包/众包, 急, 停, ...). */
  orderMarks: string[];
  /** Express-install tier in hours. */
  expressInstall?: 24 | 48 | 72 | null;
  settleStatus?: number | null;
  gmtCreatedTime: DateTime;
  nextAppointmentTime?: DateTime | null;
  visitTime?: DateTime | null;
  finishTime?: DateTime | null;
}

/** Goods line of an order (spec §3 goods columns). */
export interface OrderGoodsItem {
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
  gmtCreatedTime: DateTime;
}

export interface OrderDetail extends OrderRow {
  customer: OrderCustomer;
  goods: OrderGoodsItem[];
  fees: OrderFeeItem[];
  remark?: string | null;
  /** Order audit: 1 no review, 2 rejected, 3 approved. */
  auditStatus?: number | null;
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
