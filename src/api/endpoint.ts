/**
 * How an endpoint of the back end is declared. Every call of the console is declared exactly once with `service()`
 * under src/api/<service>.ts; the console's HTTP client, the data provider and the stand-in API (mocks/) all read
 * these declarations, and no endpoint path is written anywhere else.
 */

export type HttpMethod = "GET" | "POST" | "PUT" | "DELETE";

/** Authorization header: bearer token (default), basic client credential (token calls) or none. */
export type AuthKind = "bearer" | "basic" | "none";

/**
 * Where the request payload goes: "query" (default for GET and DELETE), "json" body (default for POST and PUT)
 * or "multipart" form data (uploads; signed with an empty body).
 */
export type PayloadKind = "query" | "json" | "multipart";

/** Identity headers: provider calls send isProvider/providerId; work-order calls add the provider name. */
export type IdentityKind = "none" | "provider" | "workOrder";

export interface EndpointOptions {
  auth?: AuthKind;
  payload?: PayloadKind;
  /** "blob" for downloads. */
  response?: "json" | "blob";
  identity?: IdentityKind;
  /** Response data is a page {current, size, total, records}; the numbers are converted to numbers. */
  paginated?: boolean;
  /** The spec does not show this path: we chose it. The comment beside the declaration says why. */
  chosenPath?: boolean;
}

export interface Endpoint<Req = unknown, Res = unknown> extends Required<
  Omit<EndpointOptions, "chosenPath">
> {
  readonly method: HttpMethod;
  /** Full path, e.g. "/account-app/oauth2/token". `{name}` segments are filled from the payload field `name`. */
  readonly path: string;
  /** Service prefix, e.g. "/account-app". */
  readonly service: string;
  /** What the call does, in a few words. */
  readonly summary: string;
  readonly chosenPath: boolean;
  /** Phantom: carries the request and response types; never set at runtime. */
  readonly __types?: { req: Req; res: Res };
}

export type RequestOf<E> = E extends Endpoint<infer Req, unknown> ? Req : never;
export type ResponseOf<E> = E extends Endpoint<unknown, infer Res> ? Res : never;

/** Response envelope of every JSON call; success is code === SUCCESS_CODE. */
export interface Envelope<T = unknown> {
  code: number;
  msg?: string | null;
  data: T;
}

export const SUCCESS_CODE = 1;

/** Paginated data. */
export interface Page<T> {
  current: number;
  size: number;
  total: number;
  records: T[];
}

/** Common paging request fields. */
export interface PageQuery {
  current?: number;
  size?: number;
}

export type PagedRequest<T = Record<string, unknown>> = T & PageQuery;

function declare(servicePrefix: string, base: string, method: HttpMethod) {
  return <Req = void, Res = unknown>(
    path: string,
    summary: string,
    options: EndpointOptions = {},
  ): Endpoint<Req, Res> => ({
    method,
    path: servicePrefix + base + path,
    service: servicePrefix,
    summary,
    auth: options.auth ?? "bearer",
    payload: options.payload ?? (method === "GET" || method === "DELETE" ? "query" : "json"),
    response: options.response ?? "json",
    identity: options.identity ?? "provider",
    paginated: options.paginated ?? false,
    chosenPath: options.chosenPath ?? false,
  });
}

export interface Declarer {
  get: ReturnType<typeof declare>;
  post: ReturnType<typeof declare>;
  put: ReturnType<typeof declare>;
  del: ReturnType<typeof declare>;
  /** A declarer for paths under `sub` within the same service. */
  under(sub: string): Declarer;
}

function declarer(servicePrefix: string, base: string): Declarer {
  return {
    get: declare(servicePrefix, base, "GET"),
    post: declare(servicePrefix, base, "POST"),
    put: declare(servicePrefix, base, "PUT"),
    del: declare(servicePrefix, base, "DELETE"),
    under: (sub) => declarer(servicePrefix, base + sub),
  };
}

/**
 * Declares endpoints under one service prefix:
 * `const s = service("/order-app"); s.post<Req, Res>(path, summary)`; `s.under("/pc/admin/order").get(...)`.
 */
export function service(prefix: string): Declarer {
  return declarer(prefix, "");
}

/** Names of `{placeholder}` segments in a path. */
export function pathParams(path: string): string[] {
  return Array.from(path.matchAll(/\{(\w+)\}/g), (m) => m[1]);
}

/** True when a value is an Endpoint declaration. */
export function isEndpoint(value: unknown): value is Endpoint {
  return (
    typeof value === "object" &&
    value !== null &&
    "method" in value &&
    "path" in value &&
    "service" in value &&
    typeof (value as Endpoint).path === "string"
  );
}
