import { service } from "../endpoint";
import type { AnswerType, RequestType } from "../schema";
import { ORDER_SCREENS, WORKER_SCREENS } from "../screens";
import type * as wire from "../wire/worker/tmall";
import { workerEffect } from "./effects";

/**
 * /worker-app/v1/provider/console/worker/tmall — a worker's account on the retail platform (天猫). The spec names
 * these in words ("pull id, retrieve abilities, contactInfo, abilities, setUnderTaking, underTaking, served worker
 * ids"); the worded ones got camel-case names of our choosing.
 */
const s = service("/worker-app", { menu: WORKER_SCREENS, effect: "read" }).under(
  "/v1/provider/console/worker/tmall",
);

/** The types of the calls below, from their schemas (../wire/worker/tmall.ts, where their fields are described). */
export type TmallWorkerKey = RequestType<typeof wire.tmallWorkerRequest>;
export type SetUnderTakingBody = RequestType<typeof wire.setUnderTakingRequest>;
export type ServedWorkerIdsQuery = RequestType<typeof wire.servedWorkerIdsRequest>;
export type TmallWorkerId = AnswerType<typeof wire.tmallWorkerId>;
/** Null until the worker's 天猫 id has been pulled. */
export type TmallContact = AnswerType<typeof wire.tmallContact>;
export type TmallAbility = AnswerType<typeof wire.tmallAbility>;
export type TmallUnderTaking = AnswerType<typeof wire.tmallUnderTaking>;
export type ServedWorkerIds = AnswerType<typeof wire.servedWorkerIds>;

/** The spec says "pull id" without a path. */
export const pullId = s.post<TmallWorkerKey, TmallWorkerId>("/pullId", "拉取师傅天猫 id", {
  chosenPath: true,
  button: "worker:tmallPullId",
  effect: workerEffect("tmallPullId", "拉取天猫ID"),
});
/** The spec says "retrieve abilities" without a path. */
export const retrieveAbilities = s.post<TmallWorkerKey, null>("/retrieveAbilities", "从天猫同步师傅能力", {
  chosenPath: true,
  button: "worker:tmallAbilities",
  effect: workerEffect("tmallAbilities", "同步天猫能力"),
});
/** Null until the worker's 天猫 id has been pulled. */
export const contactInfo = s.post<TmallWorkerKey, TmallContact>("/contactInfo", "师傅天猫联系信息");
export const abilities = s.post<TmallWorkerKey, TmallAbility[]>("/abilities", "师傅天猫服务能力");
export const setUnderTaking = s.post<SetUnderTakingBody, null>("/setUnderTaking", "设置天猫接单", {
  button: "worker:tmallUnderTaking",
  effect: workerEffect("tmallUnderTaking"),
});
export const underTaking = s.post<TmallWorkerKey, TmallUnderTaking>("/underTaking", "是否天猫接单");
/**
 * The spec says "served worker ids" without a path: the workers who served the 天猫 order's customer before (the
 * worker selector lists them first).
 */
export const servedWorkerIds = s.post<ServedWorkerIdsQuery, ServedWorkerIds>(
  "/servedWorkerIds",
  "服务过该天猫订单客户的师傅",
  { menu: ORDER_SCREENS, chosenPath: true },
);
