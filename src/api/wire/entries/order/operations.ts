import * as v from "valibot";
import * as operations from "../../../order/operations";
import { wire, type WireEntry } from "../../define";
import * as schemas from "../../order/operations";

/**
 * api.order.operations's calls with their schemas (../../order/operations.ts).
 */
export const entries: readonly WireEntry[] = [
  wire(operations.hangUp, { request: schemas.hangUpRequest, answer: v.null() }),
  wire(operations.cancelOrder, { request: schemas.cancelOrderRequest, answer: v.null() }),
  wire(operations.refund, { request: schemas.refundRequest, answer: v.null() }),
  wire(operations.abnormalFee, { request: schemas.abnormalFeeRequest, answer: v.null() }),
  wire(operations.cancelHangUp, { request: schemas.orderKeyRequest, answer: v.null() }),
  wire(operations.checkGoods, { request: schemas.checkGoodsRequest, answer: v.null() }),
  wire(operations.buildConfirm, { request: schemas.buildConfirmRequest, answer: v.null() }),
  wire(operations.offer, { request: schemas.offerRequest, answer: v.null() }),
  wire(operations.hire, { request: schemas.hireRequest, answer: v.null() }),
  wire(operations.remark, { request: schemas.remarkRequest, answer: v.null() }),
  wire(operations.modifyAddress, { request: schemas.modifyAddressRequest, answer: v.null() }),
  wire(operations.uploadVoucher, { request: schemas.uploadVoucherRequest, answer: v.null() }),
  wire(operations.pickUp, { request: schemas.pickUpRequest, answer: v.null() }),
  wire(operations.confirmReceipt, { request: schemas.confirmReceiptRequest, answer: v.null() }),
  wire(operations.complete, { request: schemas.completeRequest, answer: v.null() }),
];
