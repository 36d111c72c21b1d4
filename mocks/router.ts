import type { Context, Hono } from "hono";
import type crypto from "node:crypto";
import type { Endpoint } from "../src/api/endpoint";
import type { LiveChange } from "../src/api/live";
import type { Db } from "./db/types";
import type { StandInLimits } from "./limits";
import { withRequestSchema } from "./requestSchema";
import type { LiveSettings } from "./live/settings";
import type { SessionUser } from "./sessions";
import type { Clock } from "./time";

export { BizError, invalid } from "./errors";

/** What the stand-in was configured with (createApp options, resolved). */
export interface AppSettings {
  accessKey: string;
  accessSecret: string;
  clientId: string;
  clientSecret: string;
  loginPrivateKey: crypto.KeyObject;
  /** Secret of the signed file URLs (mocks/files/fileAccess.ts). */
  fileUrlSecret: string;
  testHooks: boolean;
  /** Development pages under /api/__dev__ (loopback clients only). */
  devPages: boolean;
  limits: StandInLimits;
  /** The push channel's timing (mocks/live/settings.ts). */
  live: LiveSettings;
  /**
   * Calls ("METHOD /path", as declared) the stand-in acts as not serving, like a gateway that lacks some of the
   * paths this project chose: they answer HTTP 404 and api.gateway.servedCalls leaves them out. Empty by default;
   * STANDIN_UNSERVED or the test hook sets it.
   */
  unserved: Set<string>;
}

export type Logger = (line: string) => void;

/**
 * The payload as received: the declared request fields are known by name but their values are `unknown`, so a
 * handler has to validate them (GET payloads arrive as strings, JSON bodies can hold anything).
 */
export type Input<Req> = [Req] extends [void]
  ? Record<string, unknown>
  : { [K in keyof NonNullable<Req>]?: unknown } & Record<string, unknown>;

/**
 * What a write names about its change, for its live event (issue 40 §1; mocks/live/writeEvents.ts). The endpoint's
 * WriteEffect gives the channel, the type and the request field naming the record; a handler adds what only it knows.
 * Several calls merge (ids are added, the last change and payload win).
 */
export interface WriteDetails {
  /** The records touched, by the channel's record key, when the request does not name them (or names more). */
  ids?: readonly string[];
  /** Status from → to, fields, facts. */
  change?: LiveChange;
  /** Small facts a notification shows or links with (an order number, a title); never a secret. */
  payload?: Record<string, unknown>;
  /** Another type than the declared one (e.g. a generic operation's own code). */
  type?: string;
  /** The event concerns this account only (its permissions, its password). */
  accountId?: number;
}

export interface HandlerContext<Req = unknown> {
  endpoint: Endpoint;
  /** Query (GET/DELETE), JSON body (POST/PUT) or form fields (multipart), plus the `{name}` path parameters. */
  payload: Input<Req>;
  /** The parsed JSON body as sent (also when it is not an object, e.g. an array); undefined otherwise. */
  body: unknown;
  /** The request's query string (first value of each name). */
  query: Record<string, string>;
  /** `{name}` path parameters. */
  params: Record<string, string>;
  /** The logged-in account (bearer token), or null on public calls without a valid token. */
  user: SessionUser | null;
  /** The caller's address (the socket's, never a forwarded header): per-client limits key on it. */
  client: string;
  /** The logged-in account; answers 401 when there is none. */
  requireUser(): SessionUser;
  db: Db;
  clock: Clock;
  log: Logger;
  settings: AppSettings;
  /** The Hono context, for headers and the like. */
  c: Context;
  /** Names what this write touched and how (see WriteDetails); a read's call is ignored. */
  live(details: WriteDetails): void;
}

/** Envelope data with a msg other than "success" (e.g. "已清空3条消息"): `return reply(null, msg)`. */
export class Reply<T> {
  constructor(
    readonly data: T,
    readonly msg: string,
  ) {}
}

export function reply<T>(data: T, msg: string): Reply<T> {
  return new Reply(data, msg);
}

type HandlerResult<Res> = Res | Reply<Res> | Response;

/**
 * Returns the envelope data (wrapped as `{code: 1, msg: "success", data}`), a Reply (data and msg), or a Response
 * sent as is (downloads).
 */
export type Handler<Req = unknown, Res = unknown> = (
  ctx: HandlerContext<Req>,
) => HandlerResult<Res> | Promise<HandlerResult<Res>>;

export interface ServeOptions {
  /** No bearer token required (the user is still resolved when a valid token is sent). */
  public?: boolean;
  /**
   * false: no signature headers needed; a request that sends any is still checked. Only for the GET of stored
   * files, which the browser makes itself (an `<img src>` cannot carry headers; the file's signed URL guards it).
   */
  signed?: boolean;
}

export interface ServedRoute {
  endpoint: Endpoint;
  handler: Handler;
  options: Required<ServeOptions>;
}

export interface Router {
  serve<Req, Res>(endpoint: Endpoint<Req, Res>, handler: Handler<Req, Res>, options?: ServeOptions): void;
}

/** What a module's extra (non-contract) routes may use. */
export interface ExtraRouteDeps {
  db: Db;
  clock: Clock;
  log: Logger;
  settings: AppSettings;
  /** The caller's address (see HandlerContext.client). */
  clientAddress(c: Context): string;
}

/**
 * Extra routes that are not part of the contract: test hooks under /api/__test__ (mount them only when
 * `settings.testHooks` is on) and development pages under /api/__dev__. They are unsigned and need no token;
 * they are mounted before the contract routes.
 */
export type MountExtras = (app: Hono, deps: ExtraRouteDeps) => void;

/** A route module: `export default defineRoutes((r) => { r.serve(api.x.y, handler); })`. */
export interface RouteModule {
  register(r: Router): void;
  mountExtras?: MountExtras;
}

export function defineRoutes(register: (r: Router) => void, mountExtras?: MountExtras): RouteModule {
  return { register, mountExtras };
}

export function endpointKey(endpoint: Pick<Endpoint, "method" | "path">): string {
  return `${endpoint.method} ${endpoint.path}`;
}

/**
 * Runs the modules' registrations and returns what they serve; throws when an endpoint is served twice. A handler
 * of an endpoint with a request schema runs only on a request that matches it (./requestSchema.ts).
 */
export function collectRoutes(modules: readonly RouteModule[]): ServedRoute[] {
  const routes = new Map<string, ServedRoute>();
  const router: Router = {
    serve(endpoint, handler, options = {}) {
      const key = endpointKey(endpoint);
      if (routes.has(key)) throw new Error(`endpoint served twice: ${key}`);
      routes.set(key, {
        endpoint: endpoint as Endpoint,
        // A handler typed for its endpoint, stored beside handlers of other endpoints.
        handler: withRequestSchema(endpoint as Endpoint, handler as unknown as Handler),
        options: { public: options.public ?? false, signed: options.signed ?? true },
      });
    },
  };
  for (const module of modules) module.register(router);
  return [...routes.values()];
}

/** "/some-app/close/{code}" → "/some-app/close/:code" (Hono's syntax). */
export function honoPath(path: string): string {
  return path.replace(/\{(\w+)\}/g, ":$1");
}
