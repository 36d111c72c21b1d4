import type { AnswerType, RequestType } from "../schema";
import type * as adminWire from "../wire/order/admin";
import type * as performanceWire from "../wire/order/performance";
import type * as providerWire from "../wire/order/provider";
import type * as records from "../wire/order/records";

/**
 * Types shared by the order modules, from their schemas (../wire/order/records.ts, provider.ts, admin.ts and
 * performance.ts, where their fields are described).
 */

/** Order row of the order lists (spec §3). */
export type OrderRow = AnswerType<typeof records.orderRow>;

/** Order status, set A (codes 1-13, spec §4). */
export type OrderStatus = OrderRow["orderStatus"];

/**
 * Order source: one of 28 channels (spec §9; ORDER_SOURCE in src/domain/orders/sources.ts). The list filter offers
 * 自有 = 1 and 天猫 = 2; an order's `orderSourceName` is its channel's label.
 */
export type OrderSource = OrderRow["orderSource"];

/** Order time filter: 1 下单时间, 2 下次预约时间, 3 上门时间. */
export type OrderTimeType = (typeof providerWire.ORDER_TIME_TYPES)[number];

/** The order a call reads or changes, by number. */
export type OrderKey = RequestType<typeof adminWire.orderKeyRequest>;

/** The search of the order lists (订单管理, 待结算, 已结算, the dispatch queue). */
export type OrderListQuery = RequestType<typeof providerWire.orderListRequest>;

/** Goods line of an order (spec §3 goods columns). */
export type OrderGoodsItem = AnswerType<typeof records.goodsItem>;

export type OrderCustomer = AnswerType<typeof records.customer>;

/** Fee line: fee type codes start fee 14, worker abnormal fee 18, coupon difference 13, ... (spec §9). */
export type OrderFeeItem = AnswerType<typeof records.feeItem>;

/** The order detail's base info (queryOrderBaseInfo): the order's row with its statuses derived from set A. */
export type OrderBaseInfo = AnswerType<typeof records.orderBaseInfo>;

export type OrderDetail = AnswerType<typeof records.orderDetail>;

/** One entry of an order's history. */
export type OrderTrackItem = AnswerType<typeof records.trackItem>;

/** Exception row of the abnormal worker order lists. */
export type AbnormalOrderRow = AnswerType<typeof records.abnormalRow>;

export type AbnormalOrderQuery = RequestType<typeof records.abnormalQuery>;

/** Appointment and visit operations (manual operation codes 预约 0, 改约 1, 签到 2, 核销 3). */
export type AppointmentBody = RequestType<typeof performanceWire.appointmentRequest>;

export type SignInBody = RequestType<typeof performanceWire.signInRequest>;

export type VerifyBody = RequestType<typeof performanceWire.verifyRequest>;
