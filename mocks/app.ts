import { Hono, type Context } from "hono";
import { SUCCESS_CODE } from "../src/api/endpoint";
import { devDefaults } from "../src/config/devDefaults";
import { reseed, seededScale } from "./db/seed";
import type { Db } from "./db/types";
import { BizError, failure, ok } from "./errors";
import { DroppedConnection, Faults, faultMiddleware } from "./faults";
import { DEV_LOGIN_PRIVATE_KEY_PATH, readPrivateKey } from "./passwords";
import {
  collectRoutes,
  honoPath,
  Reply,
  type AppSettings,
  type HandlerContext,
  type Logger,
  type RouteModule,
  type ServedRoute,
} from "./router";
import { routeModules } from "./routes";
import { bearerToken, isClientCredential, resolveSession, type SessionUser } from "./sessions";
import { createSignatureVerifier } from "./signature";
import { isTestHookPath, mountTestHooks } from "./testHooks";
import { systemClock, type Clock } from "./time";

/** Where the stand-in mounts the API (the console's default base URL). */
export const API_BASE = "/api";

export const HTTP_MESSAGES = {
  unauthorized: "未授权，请重新登录",
  badClient: "客户端认证失败",
  notFound: "接口不存在",
  serverError: "服务器内部错误",
  badJson: "请求体不是有效的 JSON",
} as const;

export interface CreateAppOptions {
  db: Db;
  /** Epoch milliseconds; tests pass their own to move time. */
  clock?: Clock;
  /** One line per event (SMS codes, errors). Default: console.log. */
  log?: Logger;
  accessKey?: string;
  accessSecret?: string;
  clientId?: string;
  clientSecret?: string;
  /** PEM file of the login private key (default: the development key in mocks/dev-keys). */
  loginPrivateKeyPath?: string;
  /** Enables the unsigned /api/__test__ hooks (faults, reset). */
  testHooks?: boolean;
  /** Route modules to serve (default: mocks/routes/index.ts). */
  modules?: readonly RouteModule[];
}

export interface StandIn {
  app: Hono;
  faults: Faults;
  db: Db;
  settings: AppSettings;
  routes: ServedRoute[];
  /** Restores the seed data (same scale as the first seed). */
  reset(): void;
}

/** Thrown by ctx.requireUser() without a logged-in account. */
class Unauthorized extends Error {}

function firstValues(params: URLSearchParams): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of params) if (!(name in out)) out[name] = value;
  return out;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

export function createApp(options: CreateAppOptions): StandIn {
  const { db } = options;
  const clock = options.clock ?? systemClock;
  const log = options.log ?? ((line: string) => console.log(line));
  const settings: AppSettings = {
    accessKey: options.accessKey ?? devDefaults.accessKey,
    accessSecret: options.accessSecret ?? devDefaults.accessSecret,
    clientId: options.clientId ?? devDefaults.clientId,
    clientSecret: options.clientSecret ?? devDefaults.clientSecret,
    loginPrivateKey: readPrivateKey(options.loginPrivateKeyPath ?? DEV_LOGIN_PRIVATE_KEY_PATH),
    testHooks: options.testHooks ?? false,
  };
  const verifier = createSignatureVerifier({ [settings.accessKey]: settings.accessSecret }, clock);
  const faults = new Faults();
  const modules = options.modules ?? routeModules;
  const routes = collectRoutes(modules);
  const app = new Hono();

  const reset = () => {
    reseed(db, { scale: seededScale(db), log });
    faults.clear();
  };

  const unauthorized = (c: Context, msg: string = HTTP_MESSAGES.unauthorized) =>
    c.json(failure(401, msg), 401);

  async function handle(c: Context, route: ServedRoute): Promise<Response> {
    const { endpoint } = route;
    const url = new URL(c.req.url);
    const multipart =
      endpoint.payload === "multipart" ||
      (c.req.header("content-type") ?? "").startsWith("multipart/form-data");
    const raw = multipart ? "" : await c.req.text();

    if (route.options.signed) {
      const problem = await verifier.verify({
        method: c.req.method,
        // The raw (still percent-encoded) path: the console signs the path as it sends it.
        path: url.pathname.slice(API_BASE.length),
        declaredPath: endpoint.path,
        query: url.searchParams,
        body: raw,
        header: (name) => c.req.header(name),
      });
      if (problem) return c.json(failure(403, problem), 403);
    }

    let user: SessionUser | null = null;
    const authorization = c.req.header("authorization");
    if (endpoint.auth === "basic") {
      if (!isClientCredential(authorization, settings.clientId, settings.clientSecret)) {
        return unauthorized(c, HTTP_MESSAGES.badClient);
      }
    } else {
      const token = bearerToken(authorization);
      user = token ? resolveSession(db, token, clock()) : null;
      if (endpoint.auth === "bearer" && !route.options.public && !user) return unauthorized(c);
    }

    const params = c.req.param() as Record<string, string>;
    const query = firstValues(url.searchParams);
    let body: unknown = undefined;
    let payload: Record<string, unknown>;
    try {
      if (multipart) {
        // Typed boundary: form fields are strings or Files.
        payload = { ...((await c.req.parseBody({ all: true })) as Record<string, unknown>) };
      } else if (endpoint.payload === "query") {
        payload = { ...query };
      } else {
        if (raw.trim() !== "") {
          try {
            body = JSON.parse(raw);
          } catch {
            throw new BizError(400, HTTP_MESSAGES.badJson);
          }
        }
        payload = isPlainObject(body) ? { ...body } : {};
      }
      Object.assign(payload, params);

      const ctx: HandlerContext = {
        endpoint,
        payload,
        body,
        query,
        params,
        user,
        requireUser: () => {
          if (!user) throw new Unauthorized();
          return user;
        },
        db,
        clock,
        log,
        settings,
        c,
      };
      const result = await route.handler(ctx);
      if (result instanceof Response) return result;
      if (result instanceof Reply) return c.json({ code: SUCCESS_CODE, msg: result.msg, data: result.data });
      return c.json(ok(result === undefined ? null : result));
    } catch (error) {
      if (error instanceof BizError) return c.json(failure(error.code, error.message));
      if (error instanceof Unauthorized) return unauthorized(c);
      throw error;
    }
  }

  app.use(`${API_BASE}/*`, faultMiddleware(faults, isTestHookPath));
  if (settings.testHooks) mountTestHooks(app, { faults, reset, db });
  for (const module of modules) module.mountExtras?.(app, { db, clock, log, settings });
  for (const route of routes) {
    app.on(route.endpoint.method, API_BASE + honoPath(route.endpoint.path), (c) => handle(c, route));
  }
  const notFound = (c: Context) => c.json(failure(404, HTTP_MESSAGES.notFound), 404);
  app.all(API_BASE, notFound);
  app.all(`${API_BASE}/*`, notFound);

  app.onError((error, c) => {
    if (error instanceof DroppedConnection) throw error;
    log(
      `[error] ${c.req.method} ${c.req.path}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
    );
    return c.json(failure(500, HTTP_MESSAGES.serverError), 500);
  });

  return { app, faults, db, settings, routes, reset };
}
