import type { RequestType } from "../schema";
import type * as wire from "../wire/worker/rosterProfile";
import { workerEffect } from "./effects";
import { rosterCalls as w } from "./rosterService";

/**
 * The two calls that send the profile a worker is registered and edited with, their types from their schemas
 * (../wire/worker/rosterProfile.ts, where the fields are described). Re-exported by ./roster.ts as
 * `api.worker.roster.registerWorker` / `updateWorker`.
 */

export type RegisterWorkerBody = RequestType<typeof wire.registerWorkerRequest>;

/** The event names the new worker (the handler knows its id). */
export const registerWorker = w.post<RegisterWorkerBody, { workerId: string }>("/reg", "新增师傅", {
  button: "worker:add",
  effect: { channel: "workers", type: "registered" },
});

export type UpdateWorkerBody = RequestType<typeof wire.updateWorkerRequest>;

/**
 * The spec has no call that saves a worker's basic profile (only reg and the set* settings), yet 编辑师傅信息 shows
 * the profile: this path is ours, beside reg.
 */
export const updateWorker = w.post<UpdateWorkerBody, null>("/update", "修改师傅基本资料", {
  button: "worker:edit",
  chosenPath: true,
  effect: workerEffect("profile", "修改资料"),
});
