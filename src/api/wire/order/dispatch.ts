import * as v from "valibot";
import { optionalText, request, text } from "../../schema";
import { orderNo } from "./operations";

/**
 * The schemas of api.order.dispatch's calls (registered in ../entries/order/dispatch.ts;
 * mocks/dispatch/dispatchCandidates.ts serves them); src/api/order/dispatch.ts takes its types from them. The order
 * number first; whether the order is the caller's and may be accepted for its worker are the handler's.
 */

/**
 * Why a worker may not take an order, checked in this order (src/domain/orders/dispatchRules.ts gives each its
 * words): notEnabled 待完善资料/待开启, disabled 禁用, blacklisted 拉黑, assignOff 指派接单 off, area outside 指派区域,
 * category outside 指派品类, full 每日最多接单数 reached on the order's day.
 */
export const REFUSAL_CODES = [
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

// ---- requests, per call

// The handler reads the order before the keyword: an unknown order with a long keyword is told the keyword here.
export const candidatesRequest = request({
  orderNo,
  /** Part of the worker's name or mobile. */
  keyword: optionalText("关键字", { max: 30 }),
});

export const acceptOnBehalfRequest = request({
  orderNo,
  /** Why the provider accepts for the worker: required, at most 100 characters. */
  reason: text("代接单原因", { max: ON_BEHALF_REASON_MAX }),
});

// ---- answers

/** One worker of the provider as a candidate for an order. */
export const dispatchCandidate = v.object({
  workerId: v.string(),
  workerName: v.string(),
  /** Masked, e.g. 138****0001. */
  workerMobile: v.string(),
  /** The server accepts this worker for the order (派单, 雇佣, 转单, 地图转派, 天猫直派). */
  eligible: v.boolean(),
  /** Why not, in the words the server refuses with (「师傅今日接单已满（8/8）」); null when eligible. */
  reason: v.nullable(v.string()),
  /** The first reason's code; null when eligible. */
  reasonCode: v.nullable(v.picklist(REFUSAL_CODES)),
  /** Orders the worker holds on the order's day (its appointment day, else today in China time), not cancelled. */
  todayCount: v.number(),
  /** 每日最多接单数; null: no maximum. */
  dailyMax: v.nullable(v.number()),
  /** The order's area is one of the worker's 指派区域. */
  inArea: v.boolean(),
  /** From the worker's resident point to the order's address; null when the worker has no known position. */
  distanceKm: v.nullable(v.number()),
  /** The worker served this 天猫 order's customer before (always false for other orders). */
  servedCustomer: v.boolean(),
});

export const dispatchCandidates = v.array(dispatchCandidate);
