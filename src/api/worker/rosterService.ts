import { service } from "../endpoint";
import { WORKER_SCREENS } from "../screens";

/**
 * /worker-app/v1/provider/console/worker — the provider's workers (辖区师傅管理): one declarer for ./roster.ts and
 * ./rosterProfile.ts. Its POST calls read unless they say what they write.
 */
export const rosterService = service("/worker-app", { menu: WORKER_SCREENS, effect: "read" });
export const rosterCalls = rosterService.under("/v1/provider/console/worker");
