/**
 * The contract: every endpoint of spec §7, one module per service prefix (a folder nests one namespace per file).
 * Use it as `api.account.token`, `api.order.provider.orderList`, `api.worker.account.sendVerifyCode`;
 * `allEndpoints` (./allEndpoints) lists every declaration once.
 *
 * `api` is the namespace of ./modules, not an object built here: the build then keeps only the declarations a page
 * names (issue 30: an object literal kept the whole contract, about 10 KB gzip, on every page).
 */
import type * as modules from "./modules";

export * as api from "./modules";
export * from "./modules";

export type ApiModuleName = keyof typeof modules;

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
