/**
 * How an endpoint of the back end is declared. Every call of the console is declared exactly once with `service()`
 * under src/api/<service>.ts; the console's HTTP client, the data provider and the stand-in API (mocks/) all read
 * these declarations, and no endpoint path is written anywhere else.
 */
import type { LiveChannelName } from "./liveChannels";
import type { AnswerType, RequestSchema, RequestType, Schema } from "./schema";

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

/**
 * Who may call an endpoint. The stand-in enforces it (as the gateway does); the console's menu and buttons offer
 * the same. Usually declared once per declarer (`s.under("/sub", { menu: "/order/index" })`) and inherited.
 */
export interface PermissionOptions {
  /**
   * Console route path(s) whose screens make the call (the accessGroup's menu entries, spec §6); the account needs
   * any one of them.
   */
  menu?: string | readonly string[];
  /**
   * Button code the call needs besides the menu (accessGroup `btn`), for calls behind a button; several codes when
   * the call sits behind different buttons on different screens (any one suffices).
   */
  button?: string | readonly string[];
  /**
   * Calls that serve no one screen: "public" — callable without login (token, SMS, captcha, regions);
   * "user" — any logged-in account (user info, logout, the header's calls, shared lookups, uploads).
   * Naming `open` drops an inherited `menu`, and naming `menu` drops an inherited `open`.
   */
  open?: "public" | "user";
  /**
   * Also callable while onboarding is incomplete (settlePhase ≤ 5): onboarding, profile reads, SMS, logout and
   * message calls. During onboarding the menu is not checked (the apply page is no menu entry).
   */
  onboarding?: boolean;
}

/** The resolved permission of an endpoint; `menu` empty and `open` null means it names none (refused). */
export interface Permission {
  readonly menu: readonly string[];
  /** Any one of these btn codes; empty = no button needed. */
  readonly button: readonly string[];
  readonly open: "public" | "user" | null;
  readonly onboarding: boolean;
}

/**
 * The request fields a write may name as its records' key: the fields of its request type, so a key the request does
 * not have fails to compile (any name where the request is not typed, e.g. a declarer's defaults).
 */
export type KeyField<Req = unknown> = unknown extends Req ? string : Extract<keyof NonNullable<Req>, string>;

/**
 * A write's live event (issue 40 §1): every successful call of the endpoint emits one event on `channel`, in the
 * transaction of its change, naming the records it touched. The console refreshes by the same declaration after its
 * own call.
 */
export interface WriteEffect<Key extends string = string> {
  channel: LiveChannelName;
  /** What happened, e.g. "appointment", "read", "confirmed" (the event's `type`). */
  type: string;
  /**
   * The request field(s) naming the record(s) touched (an order number, a list of message ids…); the handler may name
   * them itself (e.g. a write that picks its records). Omitted: the handler names them, or the write touches the
   * channel's collection as a whole (清空消息).
   */
  key?: Key | readonly Key[];
  /** The verb a colleague's refused write quotes (「该订单已被 李调度 于 10:32 预约」); default the summary. */
  label?: string;
  /** Records of another channel the write changes too, by request field(s) (a transfer's workers): `change.related`. */
  related?: { channel: LiveChannelName; key: Key | readonly Key[] };
}

/**
 * What a successful call changes: "read" nothing; "session" only sign-in, SMS or onboarding state that no open
 * console of the provider shows (a token, a code, a registration); otherwise its write effect. GET endpoints are
 * "read" unless they say otherwise; every other endpoint must say (src/api/contract.test.ts).
 */
export type Effect<Key extends string = string> = "read" | "session" | WriteEffect<Key>;

/** Options of a declaration; `Req` (the request type) types the write effect's key. */
export interface EndpointOptions<Req = unknown> extends PermissionOptions {
  /** What a successful call changes (see Effect). */
  effect?: Effect<KeyField<Req>>;
  auth?: AuthKind;
  payload?: PayloadKind;
  /** "blob" for downloads; "stream" for the push channel (text/event-stream, no envelope). */
  response?: "json" | "blob" | "stream";
  identity?: IdentityKind;
  /** Response data is a page {current, size, total, records}; the numbers are converted to numbers. */
  paginated?: boolean;
  /** The spec does not show this path: we chose it. The comment beside the declaration says why. */
  chosenPath?: boolean;
}

export interface Endpoint<Req = unknown, Res = unknown> extends Required<
  Omit<EndpointOptions, "chosenPath" | "effect" | keyof PermissionOptions>
> {
  /** What a successful call changes; null: a non-GET endpoint that has not said (the contract test refuses it). */
  readonly effect: Effect | null;
  readonly method: HttpMethod;
  /** Full path, e.g. "/account-app/oauth2/token". `{name}` segments are filled from the payload field `name`. */
  readonly path: string;
  /** Service prefix, e.g. "/account-app". */
  readonly service: string;
  /** What the call does, in a few words. */
  readonly summary: string;
  readonly chosenPath: boolean;
  readonly permission: Permission;
  /**
   * What the call accepts and answers (src/api/schema.ts): the stand-in refuses a request that does not match before
   * its handler, forms take their limits from it. Absent on calls not yet given a schema (types written by hand).
   */
  readonly request?: RequestSchema;
  readonly answer?: Schema;
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

/** Endpoint options over the declarer's defaults: naming `menu` or `open` replaces the inherited kind of access. */
function mergeOptions(defaults: EndpointOptions, options: EndpointOptions): EndpointOptions {
  const merged = { ...defaults, ...options };
  if (options.open !== undefined && options.menu === undefined) delete merged.menu;
  if (options.menu !== undefined && options.open === undefined) delete merged.open;
  return merged;
}

function permissionOf(options: EndpointOptions): Permission {
  const menu =
    options.menu === undefined ? [] : typeof options.menu === "string" ? [options.menu] : options.menu;
  return {
    menu: [...menu],
    button:
      options.button === undefined
        ? []
        : typeof options.button === "string"
          ? [options.button]
          : [...options.button],
    open: options.open ?? null,
    onboarding: options.onboarding ?? false,
  };
}

/** Declares one endpoint of a method under a declarer's path. */
export interface Declare {
  /**
   * With its schemas: the request type is the request schema's, the answer type the answer schema's (unknown
   * without one): `s.post("/hangUp", "挂起订单", { request: hangUpRequest, answer: v.null(), ... })`.
   */
  <S extends RequestSchema, A extends Schema = Schema>(
    path: string,
    summary: string,
    own: EndpointOptions<RequestType<S>> & { request: S; answer?: A },
  ): Endpoint<RequestType<S>, AnswerType<A>>;
  /** A call not yet given a schema, its types written by hand: `s.post<Req, Res>(path, summary, options)`. */
  <Req = void, Res = unknown>(
    path: string,
    summary: string,
    own?: EndpointOptions<Req> & { request?: never; answer?: never },
  ): Endpoint<Req, Res>;
}

function declare(prefix: string, base: string, method: HttpMethod, defaults: EndpointOptions): Declare {
  return (
    path: string,
    summary: string,
    own: EndpointOptions & { request?: RequestSchema; answer?: Schema } = {},
  ): Endpoint => {
    // The request type only narrows the key where the endpoint is declared: here the options are any endpoint's.
    const { request, answer, ...rest } = own;
    const options = mergeOptions(defaults, rest);
    return {
      ...(request ? { request } : {}),
      ...(answer ? { answer } : {}),
      method,
      path: prefix + base + path,
      service: prefix,
      summary,
      auth: options.auth ?? "bearer",
      payload: options.payload ?? (method === "GET" || method === "DELETE" ? "query" : "json"),
      response: options.response ?? "json",
      identity: options.identity ?? "provider",
      paginated: options.paginated ?? false,
      chosenPath: options.chosenPath ?? false,
      effect: options.effect ?? (method === "GET" ? "read" : null),
      permission: permissionOf(options),
    };
  };
}

export interface Declarer {
  get: Declare;
  post: Declare;
  put: Declare;
  del: Declare;
  /**
   * A declarer for paths under `sub` within the same service; `defaults` (e.g. `{ menu: "/order/index" }`) apply to
   * every endpoint declared with it, each endpoint's own options override them.
   */
  under(sub: string, defaults?: EndpointOptions): Declarer;
}

function declarer(servicePrefix: string, base: string, defaults: EndpointOptions): Declarer {
  return {
    get: declare(servicePrefix, base, "GET", defaults),
    post: declare(servicePrefix, base, "POST", defaults),
    put: declare(servicePrefix, base, "PUT", defaults),
    del: declare(servicePrefix, base, "DELETE", defaults),
    under: (sub, more = {}) => declarer(servicePrefix, base + sub, mergeOptions(defaults, more)),
  };
}

/**
 * Declares endpoints under one service prefix:
 * `const s = service("/order-app", { menu: ORDER_SCREENS }); s.post<Req, Res>(path, summary)`;
 * `s.under("/pc/admin/order").get(...)`.
 */
export function service(prefix: string, defaults: EndpointOptions = {}): Declarer {
  return declarer(prefix, "", defaults);
}

/** The write effect of an endpoint, or null when it reads (or only touches a session). */
export function writeEffectOf(endpoint: Pick<Endpoint, "effect">): WriteEffect | null {
  return typeof endpoint.effect === "object" && endpoint.effect !== null ? endpoint.effect : null;
}

/** The request field(s) naming the records of a write (none: the write touches the channel's collection). */
export function writeKeyFields(effect: WriteEffect): readonly string[] {
  return effect.key === undefined ? [] : typeof effect.key === "string" ? [effect.key] : effect.key;
}

export { namedIds, relatedOf } from "./namedIds";

/**
 * Headers of a write besides its request (issue 40 §4), outside the signature: the idempotency key of the user's
 * action and the version of the record it was made on.
 */
export const WRITE_HEADERS = {
  idempotencyKey: "Idempotency-Key",
  recordVersion: "X-Record-Version",
} as const;

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
