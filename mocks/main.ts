/**
 * The stand-in API's node entry (`npm run serve`; `npm start` and `npm run dev` start it too). Creates and seeds the
 * database on the first run and reuses it afterwards; serves the API under /api and, when STATIC_DIR is set (and
 * API_ONLY is not), the built console. Environment: see mocks/README.md.
 */
import fs from "node:fs";
import type { Server } from "node:http";
import { serve } from "@hono/node-server";
import { Hono } from "hono";
import { createApp } from "./app";
import { openSeededDatabase } from "./db";
import { DEMO_PASSWORD, SEED_ACCOUNTS } from "./accounts/seed/accounts";
import { securityHeaders } from "./securityHeaders";
import { readServerConfig } from "./serverConfig";
import { compression, sizedJson } from "./sizedJson";
import { mountStatic } from "./staticSite";
import { startLivePruning, startOrderGenerator } from "./live/generator";
import { startDispatchClock } from "./dispatch/acceptTimeouts";
import { clockStartingAt, systemClock } from "./time";

const config = readServerConfig(process.env);
// STANDIN_CLOCK (the browser tests set it to the seed's day): else the machine's clock.
const clock = config.clockStart === undefined ? systemClock : clockStartingAt(config.clockStart);
const log = (line: string) => console.log(line);

const started = performance.now();
const { db, freshlySeeded } = openSeededDatabase(config.dataDir, { scale: config.seedScale, log });
log(
  freshlySeeded
    ? `[db] seeded ${config.dataDir} (SEED_SCALE=${config.seedScale}) in ${Math.round(performance.now() - started)} ms`
    : `[db] using ${config.dataDir} (npm run db:reset restores the seed)`,
);

const standIn = createApp({
  db,
  log,
  testHooks: config.testHooks,
  devPages: config.devPages,
  unserved: config.unserved,
  limits: config.limits,
  accessKey: config.accessKey,
  accessSecret: config.accessSecret,
  clientId: config.clientId,
  clientSecret: config.clientSecret,
  loginPrivateKeyPath: config.loginPrivateKeyPath,
  fileUrlSecret: config.fileUrlSecret,
  live: { heartbeatMs: config.liveHeartbeatMs },
  clock,
});
startLivePruning(db, clock, standIn.settings.live);
startOrderGenerator(db, clock, config.orderGeneratorPerMinute, log);
// Issue 41: overdue waits open their alerts, and 待接单 orders past their acceptance deadline return to 待派单
// (mocks/dispatch/acceptTimeouts.ts).
startDispatchClock(db, clock, log);

const root = new Hono();
root.use("*", securityHeaders());
root.use("*", compression());
root.use("/api/*", sizedJson());
root.route("/", standIn.app);
let servesConsole = false;
if (config.staticDir && !config.apiOnly) {
  if (fs.existsSync(config.staticDir)) {
    mountStatic(root, config.staticDir);
    servesConsole = true;
  } else {
    log(
      `[static] ${config.staticDir} does not exist: serving the API only (build the console with npm run build)`,
    );
  }
}

const server = serve({ fetch: root.fetch, port: config.port, hostname: config.host }, (info) => {
  const url = `http://${config.host && config.host !== "0.0.0.0" ? config.host : "localhost"}:${info.port}`;
  const lines = [
    "",
    `服务商工作台 stand-in API: ${url}/api${servesConsole ? `   console: ${url}/` : ""}`,
    config.testHooks ? "Test hooks on: /api/__test__/faults, /api/__test__/reset" : "",
    config.devPages
      ? `Development pages on (loopback clients only): ${url}/api/__dev__/payments, ${url}/api/__dev__/live`
      : "",
    "",
    `Demo accounts (password ${DEMO_PASSWORD}; SMS code for every mobile: 123456):`,
    ...SEED_ACCOUNTS.map((a) => `  ${a.username.padEnd(10)} ${a.mobile}  ${a.description}`),
    "",
  ];
  log(lines.filter((line, i) => line !== "" || i === 0 || lines[i - 1] !== "").join("\n"));
}) as Server;

let stopping = false;
function stop(signal: string): void {
  if (stopping) return;
  stopping = true;
  log(`[server] ${signal}: stopping`);
  const force = setTimeout(() => process.exit(1), 5_000);
  force.unref();
  server.close(() => {
    db.close();
    process.exit(0);
  });
  // Hung test calls and keep-alive connections would hold close() open.
  server.closeAllConnections();
}
process.on("SIGINT", () => stop("SIGINT"));
process.on("SIGTERM", () => stop("SIGTERM"));
