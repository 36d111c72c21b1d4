import { devDefaults } from "../src/config/devDefaults";
import { normalizeScale } from "./db/seed";
import { DEFAULT_LIMITS, type RateLimit, type StandInLimits } from "./limits";
import { DEFAULT_LIVE_SETTINGS } from "./live/settings";

/** The node entry's settings, from the environment (see mocks/README.md "Environment"). */
export interface ServerConfig {
  port: number;
  /** undefined: every interface. */
  host: string | undefined;
  dataDir: string;
  seedScale: number;
  /** The built console to serve, unless apiOnly. */
  staticDir: string | undefined;
  apiOnly: boolean;
  testHooks: boolean;
  /** Development pages under /api/__dev__ (STANDIN_DEV_PAGES=1; `npm run dev` sets it). */
  devPages: boolean;
  /** Overrides of the gateway's rate limits (counts; the windows are fixed). */
  limits: Partial<StandInLimits>;
  accessKey: string;
  accessSecret: string;
  clientId: string;
  clientSecret: string;
  loginPrivateKeyPath: string | undefined;
  /** Secret of the signed file URLs; undefined: the development one. */
  fileUrlSecret: string | undefined;
  /** The push channel's heartbeat (LIVE_HEARTBEAT_MS, default 15000). */
  liveHeartbeatMs: number;
  /** ORDER_GENERATOR_PER_MINUTE: new 待派单 orders a minute for the demo provider (0 = off). */
  orderGeneratorPerMinute: number;
  /**
   * STANDIN_UNSERVED: calls to act as not serving, separated by commas ("POST /order-app/…/hangUp,GET /…"), to see
   * the console against a gateway that lacks some of the paths this project chose.
   */
  unserved: string[];
  /**
   * STANDIN_CLOCK: the time the stand-in's clock shows when it starts (ISO 8601 with its offset, e.g.
   * 2026-11-20T11:00:00+08:00); it runs on at real speed. Undefined: the machine's clock.
   */
  clockStart: number | undefined;
}

function flag(value: string | undefined): boolean {
  return value !== undefined && ["1", "true", "yes", "on"].includes(value.trim().toLowerCase());
}

function count(env: Record<string, string | undefined>, name: string): number | undefined {
  const value = nonEmpty(env[name]);
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new Error(`${name} is not a positive whole number: ${value}`);
  return n;
}

function rate(env: Record<string, string | undefined>, name: string, base: RateLimit): RateLimit | undefined {
  const n = count(env, name);
  return n === undefined ? undefined : { ...base, count: n };
}

function nonEmpty(value: string | undefined): string | undefined {
  return value !== undefined && value.trim() !== "" ? value.trim() : undefined;
}

function instant(env: Record<string, string | undefined>, name: string): number | undefined {
  const value = nonEmpty(env[name]);
  if (value === undefined) return undefined;
  const ms = /(Z|[+-]\d\d:\d\d)$/.test(value) ? Date.parse(value) : NaN;
  if (!Number.isFinite(ms))
    throw new Error(`${name} is not a date and time with its offset (2026-11-20T11:00:00+08:00): ${value}`);
  return ms;
}

function definedOnly<T extends object>(values: T): Partial<T> {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)) as Partial<T>;
}

export function readServerConfig(env: Record<string, string | undefined>): ServerConfig {
  const port = Number(nonEmpty(env.PORT) ?? devDefaults.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT is not a port number: ${env.PORT}`);
  return {
    port,
    host: nonEmpty(env.HOST),
    dataDir: nonEmpty(env.DATA_DIR) ?? ".data",
    seedScale: normalizeScale(env.SEED_SCALE ?? 1),
    staticDir: nonEmpty(env.STATIC_DIR),
    apiOnly: flag(env.API_ONLY),
    testHooks: flag(env.STANDIN_TEST_HOOKS),
    devPages: flag(env.STANDIN_DEV_PAGES),
    limits: definedOnly({
      smsPerClient: rate(env, "STANDIN_SMS_PER_CLIENT", DEFAULT_LIMITS.smsPerClient),
      smsTotal: rate(env, "STANDIN_SMS_TOTAL", DEFAULT_LIMITS.smsTotal),
      loginFailuresPerClient: rate(
        env,
        "STANDIN_LOGIN_FAILURES_PER_CLIENT",
        DEFAULT_LIMITS.loginFailuresPerClient,
      ),
    }),
    accessKey: nonEmpty(env.STANDIN_ACCESS_KEY) ?? devDefaults.accessKey,
    accessSecret: nonEmpty(env.STANDIN_ACCESS_SECRET) ?? devDefaults.accessSecret,
    clientId: nonEmpty(env.STANDIN_CLIENT_ID) ?? devDefaults.clientId,
    clientSecret: nonEmpty(env.STANDIN_CLIENT_SECRET) ?? devDefaults.clientSecret,
    loginPrivateKeyPath: nonEmpty(env.STANDIN_LOGIN_PRIVATE_KEY),
    fileUrlSecret: nonEmpty(env.STANDIN_FILE_URL_SECRET),
    liveHeartbeatMs: count(env, "LIVE_HEARTBEAT_MS") ?? DEFAULT_LIVE_SETTINGS.heartbeatMs,
    orderGeneratorPerMinute:
      nonEmpty(env.ORDER_GENERATOR_PER_MINUTE) === "0" ? 0 : (count(env, "ORDER_GENERATOR_PER_MINUTE") ?? 0),
    unserved: (nonEmpty(env.STANDIN_UNSERVED) ?? "")
      .split(",")
      .map((call) => call.trim().replace(/\s+/, " "))
      .filter((call) => call !== ""),
    clockStart: instant(env, "STANDIN_CLOCK"),
  };
}
