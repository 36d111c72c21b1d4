/**
 * Every call's schemas (./define.ts): its own (the declaration's `request` / `answer`) or those registered here.
 * Read by the stand-in, the OpenAPI document, the conformance run and the tests, and by the console's forms from a
 * chunk of their own, loaded when the first form that fills a request renders (never with a page: it holds every
 * schema of the contract).
 */
import type { Endpoint } from "../endpoint";
import type { RequestSchema, Schema } from "../schema";
import type { WireEntry } from "./define";
import { entries as account } from "./entries/account";
import { entries as address } from "./entries/address";
import { entries as adminTemplate } from "./entries/adminTemplate";
import { entries as basicPublic } from "./entries/basicPublic";
import { entries as data } from "./entries/data";
import { entries as finance } from "./entries/finance";
import { entries as gateway } from "./entries/gateway";
import { entries as goods } from "./entries/goods";
import { entries as live } from "./entries/live";
import { entries as merchant } from "./entries/merchant";
import { entries as message } from "./entries/message";
import { entries as orderAdmin } from "./entries/order/admin";
import { entries as orderDispatch } from "./entries/order/dispatch";
import { entries as orderOperations } from "./entries/order/operations";
import { entries as orderPerformance } from "./entries/order/performance";
import { entries as orderProvider } from "./entries/order/provider";
import { entries as orderTmall } from "./entries/order/tmall";
import { entries as staff } from "./entries/staff";
import { entries as workOrders } from "./entries/workOrders";
import { entries as workerAccount } from "./entries/worker/account";
import { entries as workerDispatchSettings } from "./entries/worker/dispatchSettings";
import { entries as workerMap } from "./entries/worker/map";
import { entries as workerProfile } from "./entries/worker/profile";
import { entries as workerRoster } from "./entries/worker/roster";
import { entries as workerSearch } from "./entries/worker/search";
import { entries as workerTmall } from "./entries/worker/tmall";

const ENTRIES: readonly WireEntry[] = [
  ...account,
  ...address,
  ...adminTemplate,
  ...basicPublic,
  ...data,
  ...finance,
  ...gateway,
  ...goods,
  ...live,
  ...merchant,
  ...message,
  ...orderAdmin,
  ...orderDispatch,
  ...orderOperations,
  ...orderPerformance,
  ...orderProvider,
  ...orderTmall,
  ...staff,
  ...workOrders,
  ...workerAccount,
  ...workerDispatchSettings,
  ...workerMap,
  ...workerProfile,
  ...workerRoster,
  ...workerSearch,
  ...workerTmall,
];

function registry(): ReadonlyMap<Endpoint, WireEntry> {
  const byEndpoint = new Map<Endpoint, WireEntry>();
  for (const entry of ENTRIES) {
    const { endpoint } = entry;
    const name = `${endpoint.method} ${endpoint.path}`;
    if (byEndpoint.has(endpoint)) throw new Error(`${name}: its schemas are registered twice`);
    if ((entry.request && endpoint.request) || (entry.answer && endpoint.answer))
      throw new Error(`${name}: a schema registered here is also on its declaration`);
    byEndpoint.set(endpoint, entry);
  }
  return byEndpoint;
}

const BY_ENDPOINT = registry();

/** What a call accepts and answers: its declaration's schemas, else the registered ones. */
export interface CallSchemas {
  /** Absent: the call sends nothing (or is not yet registered: `isRegistered`). */
  readonly request?: RequestSchema;
  /** Absent: a download, the push stream (or not yet registered). */
  readonly answer?: Schema;
}

export function schemasOf(endpoint: Endpoint): CallSchemas {
  const entry = BY_ENDPOINT.get(endpoint);
  const request = endpoint.request ?? entry?.request;
  const answer = endpoint.answer ?? entry?.answer;
  return { ...(request ? { request } : {}), ...(answer ? { answer } : {}) };
}

/** True when the call's schemas are given: registered here, or both on its declaration. */
export function isRegistered(endpoint: Endpoint): boolean {
  return BY_ENDPOINT.has(endpoint) || (!!endpoint.request && !!endpoint.answer);
}
