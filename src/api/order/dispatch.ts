import { service } from "../endpoint";
import type { AnswerType, RequestType } from "../schema";
import { orderEffect } from "./effects";
import { ORDER_SCREENS, WORKER_SCREENS } from "../screens";
import type * as wire from "../wire/order/dispatch";

/**
 * /order-app — dispatch a provider can rely on (issue 41): who may take an order, and accepting for a worker. §7 has
 * neither call: both paths are ours (`chosenPath`), provider-side beside the dispatch calls. The rules and their
 * words are src/domain/orders/dispatchRules.ts; the stand-in applies the same rules to 派单, 雇佣, 转单, 地图转派 and
 * 天猫直派.
 */
const s = service("/order-app", { menu: ORDER_SCREENS });

/** The types of the calls below, from their schemas (../wire/order/dispatch.ts, where their fields are described). */
export type DispatchCandidatesQuery = RequestType<typeof wire.candidatesRequest>;
/** One worker of the provider as a candidate for an order. */
export type DispatchCandidate = AnswerType<typeof wire.dispatchCandidate>;
/**
 * Why a worker may not take an order, in the order they are checked (REFUSAL_CODES, which says what each means;
 * src/domain/orders/dispatchRules.ts gives each its words).
 */
export type DispatchRefusalCode = (typeof wire.REFUSAL_CODES)[number];
export type AcceptOnBehalfBody = RequestType<typeof wire.acceptOnBehalfRequest>;

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
