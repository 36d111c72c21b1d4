import * as v from "valibot";
import * as tmall from "../../worker/tmall";
import { request, text } from "../../schema";
import { wire, type WireEntry } from "../define";

/**
 * The schemas of api.worker.tmall's calls (../define.ts); the handlers are mocks/workers/workerSettings.ts (the
 * worker's 天猫 account) and mocks/dispatch/orderMap.ts (servedWorkerIds).
 */

/**
 * The worker (absent or blank: 「师傅不能为空」); 32 characters at most, the worker id rule of the contract's other
 * worker requests (worker/rosterProfile.ts). Whether the worker is the provider's, and may be changed, is the
 * handler's.
 */
const workerKey = request({ workerId: text("师傅", { max: 32 }) });

export const entries: readonly WireEntry[] = [
  wire(tmall.pullId, { request: workerKey, answer: v.object({ tmallWorkerId: v.string() }) }),
  // 请先拉取天猫ID is the handler's.
  wire(tmall.retrieveAbilities, { request: workerKey, answer: v.null() }),
  // Null until the worker's 天猫 id has been pulled.
  wire(tmall.contactInfo, {
    request: workerKey,
    answer: v.nullable(v.object({ contactName: v.string(), contactMobile: v.string() })),
  }),
  wire(tmall.abilities, {
    request: workerKey,
    answer: v.array(
      v.object({
        abilityCode: v.string(),
        abilityName: v.string(),
        serverType: v.number(),
        enabled: v.boolean(),
      }),
    ),
  }),
  // A JSON boolean only (1 / "true" are 「天猫接单不能为空」 too); 请先同步天猫服务能力 is the handler's.
  wire(tmall.setUnderTaking, {
    request: request({ workerId: text("师傅", { max: 32 }), underTaking: v.boolean("天猫接单不能为空") }),
    answer: v.null(),
  }),
  wire(tmall.underTaking, { request: workerKey, answer: v.object({ underTaking: v.boolean() }) }),
  wire(tmall.servedWorkerIds, {
    request: request({ orderNo: text("订单号", { max: 32 }) }),
    answer: v.array(v.string()),
  }),
];
