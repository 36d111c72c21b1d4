/**
 * `npm run conformance`: calls every read of the contract against a gateway and reports the answers that do not
 * match it (scripts/conformanceCheck.ts). Exit 0 when every call answered as the contract says (reads skipped for
 * want of data are listed, not failed), 1 when one did not, 2 when the run could not start (login, stand-in).
 *
 *   npm run conformance                               a stand-in of its own (fresh seed, free port), as demo
 *   npm run conformance -- --base <URL>               the gateway whose base URL is <URL>, as demo
 *   npm run conformance -- --base <URL> --username <name> --password <password>
 *
 * <URL> is what the console's VITE_API_BASE_URL would be: the paths of docs/openapi.json follow it. The signing
 * keys, the token call's client credential and the login public key are the console's settings, read from the same
 * environment variables: VITE_ACCESS_KEY, VITE_ACCESS_SECRET, VITE_CLIENT_ID, VITE_CLIENT_SECRET,
 * VITE_LOGIN_PUBLIC_KEY (default: the stand-in's development values); VITE_PLATFORM for the message calls.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import type { LoginOptions } from "./benchClient";
import { failuresOf, formatCall, formatSummary, runConformance } from "./conformanceCheck";
import { DEMO_PASSWORD, freePort, startStandIn, stopChild, waitForHttp } from "./lib.mjs";

const { values } = parseArgs({
  options: {
    base: { type: "string" },
    username: { type: "string", default: "demo" },
    password: { type: "string" },
    help: { type: "boolean", short: "h" },
  },
});

if (values.help) {
  console.log("npm run conformance [-- --base <URL> [--username <name>] [--password <password>]]");
  process.exit(0);
}

function keysFromEnvironment(): LoginOptions {
  const env = (name: string) => process.env[name] || undefined;
  const keys = {
    accessKey: env("VITE_ACCESS_KEY"),
    accessSecret: env("VITE_ACCESS_SECRET"),
    clientId: env("VITE_CLIENT_ID"),
    clientSecret: env("VITE_CLIENT_SECRET"),
  };
  return {
    keys: Object.fromEntries(Object.entries(keys).filter(([, value]) => value !== undefined)),
    loginPublicKey: env("VITE_LOGIN_PUBLIC_KEY"),
  };
}

async function run(apiBase: string): Promise<number> {
  console.log(`conformance of the contract's reads against ${apiBase} as ${values.username}`);
  let report;
  try {
    report = await runConformance(
      {
        apiBase,
        username: values.username,
        password: values.password ?? DEMO_PASSWORD,
        login: keysFromEnvironment(),
      },
      (call) => console.log(formatCall(call)),
    );
  } catch (error) {
    console.error(`conformance could not start: ${error instanceof Error ? error.message : String(error)}`);
    return 2;
  }
  console.log("");
  for (const line of formatSummary(report)) console.log(line);
  return failuresOf(report).length > 0 ? 1 : 0;
}

/** A stand-in of its own: a fresh database in a temporary directory, on a free port, stopped afterwards. */
async function runOnStandIn(): Promise<number> {
  const dataDir = await mkdtemp(path.join(tmpdir(), "console-conformance-"));
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const server = startStandIn(
    { PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, API_ONLY: "1" },
    { stdio: "pipe" },
  );
  const log: string[] = [];
  server.stdout?.on("data", (chunk: Buffer) => log.push(chunk.toString("utf8")));
  server.stderr?.on("data", (chunk: Buffer) => log.push(chunk.toString("utf8")));
  try {
    await waitForHttp(`${origin}/api/`, { timeoutMs: 180_000, child: server });
    return await run(`${origin}/api`);
  } catch (error) {
    console.error(`the stand-in did not start: ${error instanceof Error ? error.message : String(error)}`);
    console.error(log.join(""));
    return 2;
  } finally {
    await stopChild(server);
    await rm(dataDir, { recursive: true, force: true });
  }
}

process.exitCode = values.base ? await run(values.base) : await runOnStandIn();
