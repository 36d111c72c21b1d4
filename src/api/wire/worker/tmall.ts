import * as v from "valibot";
import { request, text } from "../../schema";

/**
 * The schemas of api.worker.tmall's calls (registered in ../entries/worker/tmall.ts; the handlers are
 * mocks/workers/workerSettings.ts (the worker's 天猫 account) and mocks/dispatch/orderMap.ts (servedWorkerIds));
 * src/api/worker/tmall.ts takes its types from them.
 */

/**
 * The worker (absent or blank: 「师傅不能为空」); 32 characters at most, the worker id rule of the contract's other
 * worker requests (./rosterProfile.ts). Whether the worker is the provider's, and may be changed, is the
 * handler's.
 */
const workerId = text("师傅", { max: 32 });

// ---- requests, per call

/** The request of every call that names the worker only. */
export const tmallWorkerRequest = request({ workerId });

/** A JSON boolean only (1 / "true" are 「天猫接单不能为空」 too); 请先同步天猫服务能力 is the handler's. */
export const setUnderTakingRequest = request({ workerId, underTaking: v.boolean("天猫接单不能为空") });

export const servedWorkerIdsRequest = request({ orderNo: text("订单号", { max: 32 }) });

// ---- answers

export const tmallWorkerId = v.object({ tmallWorkerId: v.string() });

/** Null until the worker's 天猫 id has been pulled. */
export const tmallContact = v.nullable(v.object({ contactName: v.string(), contactMobile: v.string() }));

export const tmallAbility = v.object({
  abilityCode: v.string(),
  abilityName: v.string(),
  serverType: v.number(),
  enabled: v.boolean(),
});

export const tmallAbilities = v.array(tmallAbility);

export const tmallUnderTaking = v.object({ underTaking: v.boolean() });

/** The ids of the workers who served the 天猫 order's customer before. */
export const servedWorkerIds = v.array(v.string());
