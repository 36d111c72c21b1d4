import * as v from "valibot";
import * as performance from "../../../order/performance";
import { wire, type WireEntry } from "../../define";
import { orderKeyRequest } from "../../order/operations";
import * as schemas from "../../order/performance";

/** api.order.performance's calls with their schemas (../../order/performance.ts). */
export const entries: readonly WireEntry[] = [
  wire(performance.appointment, { request: schemas.appointmentRequest, answer: v.null() }),
  wire(performance.visitModify, { request: schemas.visitModifyRequest, answer: v.null() }),
  wire(performance.signIn, { request: schemas.signInRequest, answer: v.null() }),
  wire(performance.verify, { request: schemas.verifyRequest, answer: v.null() }),
  // A GET: the order number travels as query text.
  wire(performance.verifyCode, { request: orderKeyRequest, answer: v.null() }),
];
