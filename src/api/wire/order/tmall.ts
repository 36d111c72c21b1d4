import * as v from "valibot";
import { request, text } from "../../schema";
import { orderNo, remark } from "./operations";

/**
 * The schemas of api.order.tmall's calls (registered in ../entries/order/tmall.ts); src/api/order/tmall.ts takes
 * its types from them. The performance calls take the own-platform requests (./performance.ts; one handler serves
 * both, mocks/orders/orderOperations.ts), the abnormal list the own list's (./records.ts); the reads send the order
 * number only (./operations.ts `orderKeyRequest`) and answer as the admin detail sections do
 * (mocks/orders/orderQueries.ts, orderStore.ts `goodsOf` / `feesOf`).
 */

// ---- requests

// Whether the worker may take the order is the handler's (mocks/dispatch/orderDispatch.ts).
export const directDistributeRequest = request({ orderNo, workerId: text("师傅", { max: 32 }), remark });

// ---- answers

export const startPriceDiff = v.object({
  orderNo: v.string(),
  /** Worker start price minus the worker total; a positive value adds the 起步价差价 row. */
  diffAmount: v.number(),
  startPrice: v.number(),
  workerTotalAmount: v.number(),
});

export const logisticsItem = v.object({
  logisticsNo: v.string(),
  companyName: v.string(),
  /** 待入库, 待出库, 已出库, 派送中, 客户签收, 客户拒签, 待提货, 提货失败. */
  logisticsStatus: v.string(),
  traces: v.array(v.object({ time: v.string(), content: v.string() })),
});
