/**
 * The contract: every endpoint of spec §7, one module per service prefix (a folder nests one namespace per file).
 * Use it as `api.account.token`, `api.order.provider.orderList`, `api.worker.account.sendVerifyCode`;
 * `allEndpoints` lists every declaration once.
 */
import * as account from "./account";
import * as address from "./address";
import * as adminTemplate from "./adminTemplate";
import * as basicPublic from "./basicPublic";
import * as data from "./data";
import { isEndpoint, type Endpoint } from "./endpoint";
import * as finance from "./finance";
import * as goods from "./goods";
import * as live from "./live";
import * as merchant from "./merchant";
import * as message from "./message";
import * as order from "./order";
import * as staff from "./staff";
import * as worker from "./worker";
import * as workOrders from "./workOrders";

export {
  account,
  address,
  adminTemplate,
  basicPublic,
  data,
  finance,
  goods,
  live,
  merchant,
  message,
  order,
  staff,
  worker,
  workOrders,
};

/** Every module of the contract, by name. */
export const api = {
  account,
  adminTemplate,
  address,
  basicPublic,
  message,
  finance,
  order,
  workOrders,
  worker,
  data,
  goods,
  merchant,
  live,
  staff,
} as const;

export type ApiModuleName = keyof typeof api;

/** Walks module namespaces (folders nest one level: `api.order.tmall`) and collects each declaration once. */
function collectEndpoints(): readonly Endpoint[] {
  const seen = new Set<Endpoint>();
  const visit = (namespace: object, depth: number): void => {
    for (const value of Object.values(namespace)) {
      if (isEndpoint(value)) seen.add(value);
      else if (depth < 2 && typeof value === "object" && value !== null && !Array.isArray(value))
        visit(value, depth + 1);
    }
  };
  visit(api, 0);
  return Object.freeze(Array.from(seen));
}

/** Every declared endpoint, each once. */
export const allEndpoints: readonly Endpoint[] = collectEndpoints();

export { layoutCalls } from "./layout";
export {
  type Endpoint,
  type EndpointOptions,
  type Envelope,
  type HttpMethod,
  type Page,
  type PageQuery,
  type PagedRequest,
  type RequestOf,
  type ResponseOf,
  SUCCESS_CODE,
  isEndpoint,
  pathParams,
  service,
} from "./endpoint";
export type * from "./types";
