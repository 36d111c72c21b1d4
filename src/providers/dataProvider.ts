/**
 * refine DataProvider over the endpoint declarations (docs/architecture.md, "Data provider").
 *
 * A resource names its endpoints in its declaration, `meta.endpoints` ({list, one, create, update, remove}), with
 * optional hooks `meta.toListPayload(params)` and `meta.idField` (default "id"). refine 5 hands the resource's meta
 * (merged with the hook's own meta; see @refinedev/core useMeta) to every data provider method, so the methods read
 * the endpoints from `params.meta`. `custom` calls the endpoint passed as `meta.endpoint`, with `meta.write` (a
 * write's idempotency key and record version) as the HTTP client's call options; its `url` and `method` (refine's
 * query key, which the live refresh reads) must be that endpoint's.
 *
 * getList sends `{current, size, ...meta.payload, ...filters}` (current/size only with server pagination):
 * `meta.payload` is the list call's own request fields as they are (the engine's search, issue 42 §2); a filter with any
 * operator but the ones below becomes `field: value`; `between` [a, b] becomes `fieldStart`/`fieldEnd`, `gte`
 * `fieldStart`, `lte` `fieldEnd`; and/or groups are flattened; empty values (undefined, null, "", []) are left out.
 * Date values (dayjs or Date) are sent as "YYYY-MM-DD HH:mm:ss"; a date `between` spans whole days (00:00:00 to
 * 23:59:59, spec §5). It answers `{data: records, total}` (an endpoint answering a plain array gives its length).
 * Errors are the client's ApiError (message, statusCode), already toasted by the client.
 */
import type {
  BaseKey,
  BaseRecord,
  CrudFilter,
  CrudSort,
  DataProvider,
  GetListResponse,
  MetaQuery,
  Pagination,
} from "@refinedev/core";
import dayjs from "dayjs";
import type { Endpoint, Page } from "../api/endpoint";
import { config } from "../config";
import { startEarlyRead, takeEarlyRead, takeSettledEarlyRead } from "./earlyReads";
import { call as defaultCall, type CallOptions } from "./http";
import type { WriteCallOptions } from "./writeHeaders";

export interface ResourceEndpoints {
  list?: Endpoint;
  one?: Endpoint;
  create?: Endpoint;
  update?: Endpoint;
  remove?: Endpoint;
}

export interface ListPayloadParams {
  pagination?: Pagination;
  filters?: CrudFilter[];
  sorters?: CrudSort[];
  meta?: MetaQuery;
}

/** What a resource declaration puts in its `meta` for this data provider. */
export interface ResourceDataMeta {
  endpoints?: ResourceEndpoints;
  /** getList: the list call's own request fields, sent as they are beside the paging (the engine's lists). */
  payload?: Record<string, unknown>;
  /** Builds the list payload instead of the default `{current, size, ...payload, ...filters}`. */
  toListPayload?: (params: ListPayloadParams) => Record<string, unknown>;
  /** Payload field carrying the record id for one/update/remove (default "id"). */
  idField?: string;
  /** `custom` only: the endpoint to call. */
  endpoint?: Endpoint;
  /** `custom` only: no toast when the call fails (a background check; the query still fails). */
  silent?: boolean;
  /** `custom` only, for a write: its idempotency key and the version of the record it was made on. */
  write?: WriteCallOptions;
}

type Caller = (ep: Endpoint, payload?: unknown, options?: CallOptions) => Promise<unknown>;

export const DATE_TIME_FORMAT = "YYYY-MM-DD HH:mm:ss";

function isDateLike(value: unknown): value is Date | dayjs.Dayjs {
  return value instanceof Date || dayjs.isDayjs(value);
}

function plainValue(value: unknown): unknown {
  return isDateLike(value) ? dayjs(value).format(DATE_TIME_FORMAT) : value;
}

function isEmpty(value: unknown): boolean {
  return (
    value === undefined || value === null || value === "" || (Array.isArray(value) && value.length === 0)
  );
}

/** refine filters → payload fields (see the header comment). */
export function filtersToFields(filters: CrudFilter[] = []): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  const put = (name: string, value: unknown) => {
    if (!isEmpty(value)) fields[name] = Array.isArray(value) ? value.map(plainValue) : plainValue(value);
  };
  for (const filter of filters) {
    if (!("field" in filter)) {
      Object.assign(fields, filtersToFields(filter.value));
      continue;
    }
    const { field, operator, value } = filter;
    if (operator === "between" && Array.isArray(value)) {
      const [start, end] = value as unknown[];
      put(`${field}Start`, isDateLike(start) ? dayjs(start).startOf("day") : start);
      put(`${field}End`, isDateLike(end) ? dayjs(end).endOf("day") : end);
    } else if (operator === "gte") put(`${field}Start`, value);
    else if (operator === "lte") put(`${field}End`, value);
    else put(field, value);
  }
  return fields;
}

/** The default list payload: `{current, size, ...meta.payload, ...filters}`. */
export function defaultListPayload({
  pagination,
  filters,
  meta,
}: ListPayloadParams): Record<string, unknown> {
  const paging =
    (pagination?.mode ?? "server") === "server"
      ? { current: pagination?.currentPage ?? 1, size: pagination?.pageSize ?? 10 }
      : {};
  return { ...paging, ...dataMeta(meta).payload, ...filtersToFields(filters) };
}

function dataMeta(meta: MetaQuery | undefined): ResourceDataMeta {
  return (meta ?? {}) as ResourceDataMeta;
}

function endpointOf(resource: string, meta: MetaQuery | undefined, kind: keyof ResourceEndpoints): Endpoint {
  const ep = dataMeta(meta).endpoints?.[kind];
  if (!ep) throw new Error(`资源 ${resource} 没有声明 ${kind} 接口（meta.endpoints.${kind}）`);
  return ep;
}

function idPayload(meta: MetaQuery | undefined, id: BaseKey): Record<string, unknown> {
  return { [dataMeta(meta).idField ?? "id"]: id };
}

function isRecord(value: unknown): value is BaseRecord {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** The write options of `meta.write` that are well formed (meta also carries the URL's query parameters). */
function writeOptions(write: unknown): WriteCallOptions {
  if (typeof write !== "object" || write === null) return {};
  const { idempotencyKey, recordVersion } = write as Record<string, unknown>;
  return {
    ...(typeof idempotencyKey === "string" && idempotencyKey !== "" ? { idempotencyKey } : {}),
    ...(typeof recordVersion === "number" && Number.isInteger(recordVersion) ? { recordVersion } : {}),
  };
}

/**
 * The console's data provider: refine's methods, and `readListEarly`, which starts the read of a list's page ahead
 * of its query (the page's first render): the query's getList of the same request takes it (./earlyReads.ts). Quiet:
 * a failure is told when the query sends the request again.
 */
export type ConsoleDataProvider = DataProvider & {
  readListEarly(params: { resource: string } & ListPayloadParams): void;
  /**
   * The page of `readListEarly`'s read of the same request when it has come already (taken once), and when it came:
   * the list shows it in its first render, without a query (src/resources/engine/firstPage.ts).
   */
  takeEarlyList(
    params: { resource: string } & ListPayloadParams,
  ): { page: GetListResponse; at: number } | undefined;
};

/** A list call's request: the resource's own builder's, or the default one. */
function listBody(params: ListPayloadParams): Record<string, unknown> {
  return (dataMeta(params.meta).toListPayload ?? defaultListPayload)(params);
}

/** A list call's answer as refine's getList gives it: a page (records and total), or an array. */
function listResponse(result: unknown): GetListResponse {
  if (Array.isArray(result)) return { data: result as BaseRecord[], total: result.length };
  const page = (result ?? { records: [], total: 0 }) as Page<BaseRecord>;
  return { data: page.records ?? [], total: Number(page.total ?? 0) };
}

/** The data provider; `callEndpoint` defaults to the console's HTTP client. */
export function createDataProvider(callEndpoint: Caller = defaultCall as Caller): ConsoleDataProvider {
  // refine's methods are generic in the record type; the server's JSON is cast to it at this boundary.
  const provider = {
    getApiUrl: () => config.apiBaseUrl,

    async getList({ resource, pagination, filters, sorters, meta }) {
      const ep = endpointOf(resource, meta, "list");
      const body = listBody({ pagination, filters, sorters, meta });
      // The list's first page may be under way already (./earlyReads.ts); should it fail, it is asked for again here.
      const early = takeEarlyRead(ep, body);
      return listResponse(await (early ? early.catch(() => callEndpoint(ep, body)) : callEndpoint(ep, body)));
    },

    async getOne({ resource, id, meta }) {
      const result = await callEndpoint(endpointOf(resource, meta, "one"), idPayload(meta, id));
      return { data: (result ?? {}) as BaseRecord };
    },

    async create({ resource, variables, meta }) {
      const result = await callEndpoint(endpointOf(resource, meta, "create"), variables);
      return { data: isRecord(result) ? result : { ...(variables as BaseRecord) } };
    },

    async update({ resource, id, variables, meta }) {
      const payload = { ...idPayload(meta, id), ...(variables as Record<string, unknown>) };
      const result = await callEndpoint(endpointOf(resource, meta, "update"), payload);
      return { data: isRecord(result) ? result : payload };
    },

    async deleteOne({ resource, id, variables, meta }) {
      const payload = { ...idPayload(meta, id), ...((variables ?? {}) as Record<string, unknown>) };
      const result = await callEndpoint(endpointOf(resource, meta, "remove"), payload);
      return { data: isRecord(result) ? result : payload };
    },

    async custom({ url, method, payload, query, meta }) {
      const ep = dataMeta(meta).endpoint;
      if (!ep) throw new Error("custom 调用需要 meta.endpoint（src/api 中声明的接口）");
      // refine keys the query by url and method (the live refresh finds a call's queries by its url): they must be
      // the endpoint's, or a refresh would miss the query. A read run as a write (useCustomMutation has no GET) is
      // sent as its endpoint says.
      const sameMethod = method.toUpperCase() === ep.method || (ep.method === "GET" && method === "post");
      if (url !== ep.path || !sameMethod)
        throw new Error(
          `custom 调用的 url / method（${method} ${url}）不是 meta.endpoint 的（${ep.method} ${ep.path}）`,
        );
      const { silent, write } = dataMeta(meta);
      const options: CallOptions = { ...(silent ? { silent: true } : {}), ...writeOptions(write) };
      let body: unknown = payload;
      if (ep.payload === "query") body = payload ?? query;
      else if (isRecord(query)) options.query = query as CallOptions["query"];
      return { data: (await callEndpoint(ep, body, options)) as BaseRecord };
    },
  } as DataProvider;
  return {
    ...provider,
    readListEarly({ resource, ...params }) {
      const ep = endpointOf(resource, params.meta, "list");
      const body = listBody(params);
      startEarlyRead(ep, body, () => callEndpoint(ep, body, { silent: true }));
    },
    takeEarlyList({ resource, ...params }) {
      const settled = takeSettledEarlyRead(endpointOf(resource, params.meta, "list"), listBody(params));
      return settled && { page: listResponse(settled.value), at: settled.at };
    },
  };
}

export const dataProvider = createDataProvider();
