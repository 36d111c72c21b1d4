import * as v from "valibot";
import * as dispatch from "../../order/dispatch";
import { optionalText, request, text } from "../../schema";
import { wire, type WireEntry } from "../define";
import { orderNo } from "./operations";

/**
 * The schemas of api.order.dispatch's calls (../define.ts; mocks/dispatch/dispatchCandidates.ts serves them): the
 * order number first; whether the order is the caller's and may be accepted for its worker are the handler's.
 */

/** Why a worker may not take an order (DispatchRefusalCode; src/domain/orders/dispatchRules.ts gives the words). */
const REFUSAL_CODES = [
  "notEnabled",
  "disabled",
  "blacklisted",
  "assignOff",
  "area",
  "category",
  "full",
] as const;

/** 代接单's reason: at most 100 characters (src/domain/orders/dispatchRules.ts ON_BEHALF_REASON_MAX). */
const ON_BEHALF_REASON_MAX = 100;

export const entries: readonly WireEntry[] = [
  // The handler reads the order before the keyword: an unknown order with a long keyword is told the keyword here.
  wire(dispatch.candidates, {
    request: request({ orderNo, keyword: optionalText("关键字", { max: 30 }) }),
    answer: v.array(
      v.object({
        workerId: v.string(),
        workerName: v.string(),
        workerMobile: v.string(),
        eligible: v.boolean(),
        reason: v.nullable(v.string()),
        reasonCode: v.nullable(v.picklist(REFUSAL_CODES)),
        todayCount: v.number(),
        dailyMax: v.nullable(v.number()),
        inArea: v.boolean(),
        distanceKm: v.nullable(v.number()),
        servedCustomer: v.boolean(),
      }),
    ),
  }),
  wire(dispatch.acceptOnBehalf, {
    request: request({ orderNo, reason: text("代接单原因", { max: ON_BEHALF_REASON_MAX }) }),
    answer: v.null(),
  }),
];
