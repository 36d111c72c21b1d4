/**
 * The plan of a seeded order, shared by the modules that draw and write orders: orders.ts draws the plans,
 * orderWrite.ts writes each order and orderExtras.ts the rows around it (mocks/live/writes.ts writes new orders so).
 */

/** What an order is made of before its rows are written. */
export interface OrderPlan {
  status: number;
  /** ORDER_SOURCE code: drawn 自有 or 天猫, then a share of the own ones moved to another channel. */
  source: number;
  scope: 1 | 2;
  /** One service type per goods line; several lines make a combo. */
  serviceTypes: number[];
  urgent: boolean;
  stopped: boolean;
  supplement: boolean;
  complaint: boolean;
  tradeIn: boolean;
  nextDayInstall: boolean;
  goodReview: boolean;
  deliveryMode: number;
  logisticsStatus: number | null;
  hangUp: boolean;
  appointmentFailed: boolean;
  /** The worker's start price is above the worker total (the 起步价差价 row). */
  startPriceDiff: boolean;
  expressInstall: 24 | 48 | 72 | null;
  /** Forces no worker on a 待接单 order. */
  noWorker?: boolean;
  /** Forces the 验货 flag (otherwise drawn for orders at 待核销 and later). */
  goodsChecked?: boolean;
}

export type Forced = Partial<OrderPlan> & { status: number };
