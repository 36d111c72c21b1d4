import { service } from "../endpoint";
import { orderEffect } from "./effects";
import type { Id } from "../types";
import type { OrderKey } from "./types";
import { ORDER_SCREENS, WORKER_SCREENS } from "../screens";

/**
 * /order-app — dispatch a provider can rely on (issue 41): who may take an order, and accepting for a worker. §7 has
 * neither call: both paths are ours (`chosenPath`), provider-side beside the dispatch calls. The rules and their
 * words are src/domain/orders/dispatchRules.ts; the stand-in applies the same rules to 派单, 雇佣, 转单, 地图转派 and
 * 天猫直派.
 */
const s = service("/order-app", { menu: ORDER_SCREENS });

/**
 * Why a worker may not take an order, checked in this order (src/domain/orders/dispatchRules.ts gives each its
 * words): notEnabled 待完善资料/待开启, disabled 禁用, blacklisted 拉黑, assignOff 指派接单 off, area outside 指派区域,
 * category outside 指派品类, full 每日最多接单数 reached on the order's day.
 */
export type DispatchRefusalCode =
  "notEnabled" | "disabled" | "blacklisted" | "assignOff" | "area" | "category" | "full";

export interface DispatchCandidatesQuery extends OrderKey {
  /** Part of the worker's name or mobile. */
  keyword?: string;
}

/** One worker of the provider as a candidate for an order. */
export interface DispatchCandidate {
  workerId: Id;
  workerName: string;
  /** Masked, e.g. 138****0001. */
  workerMobile: string;
  /** The server accepts this worker for the order (派单, 雇佣, 转单, 地图转派, 天猫直派). */
  eligible: boolean;
  /** Why not, in the words the server refuses with (「师傅今日接单已满（8/8）」); null when eligible. */
  reason: string | null;
  /** The first reason's code; null when eligible. */
  reasonCode: DispatchRefusalCode | null;
  /** Orders the worker holds on the order's day (its appointment day, else today in China time), not cancelled. */
  todayCount: number;
  /** 每日最多接单数; null: no maximum. */
  dailyMax: number | null;
  /** The order's area is one of the worker's 指派区域. */
  inArea: boolean;
  /** From the worker's resident point to the order's address; null when the worker has no known position. */
  distanceKm: number | null;
  /** The worker served this 天猫 order's customer before (always false for other orders). */
  servedCustomer: boolean;
}

/**
 * The dispatch dialogs' worker list (派单, 雇佣, 转单, 地图转派, 天猫直派): every worker of the provider (filtered by
 * keyword), each with whether the server would accept them and why not, sorted: eligible first, then (天猫) those
 * who served the customer, then the order's area, then the lightest day, then distance. §7 has only the plain worker
 * search (queryWorkerListByNameOrMobile), which cannot say why a worker would be refused: this path is ours, beside
 * manualDistribute. Also on the worker screens, where 转移订单 starts.
 */
export const candidates = s.post<DispatchCandidatesQuery, DispatchCandidate[]>(
  "/pc/provider/distribute/candidates",
  "派单候选师傅",
  {
    menu: [...ORDER_SCREENS, ...WORKER_SCREENS],
    button: [
      "order:manualDistribute",
      "order:mapDispatch",
      "order:directDistribute",
      "order:hire",
      "order:transfer",
      "order:deliveryInstallSeparate",
      "worker:transferOrders",
    ],
    chosenPath: true,
    effect: "read",
  },
);

export interface AcceptOnBehalfBody extends OrderKey {
  /** Why the provider accepts for the worker: required, at most 100 characters. */
  reason: string;
}

/**
 * 代接单: the provider accepts a 待接单 order for its worker (who agreed by phone), moving it on as the worker's
 * acceptance would. §4 has no such operation: this path is ours, provider-side.
 */
export const acceptOnBehalf = s.post<AcceptOnBehalfBody, null>(
  "/pc/provider/order/acceptOnBehalf",
  "代接单",
  {
    button: "order:acceptOnBehalf",
    chosenPath: true,
    effect: orderEffect("order:acceptOnBehalf", "代接单"),
  },
);
