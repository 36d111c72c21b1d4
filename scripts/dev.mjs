// `npm run dev`: the vite dev server (http://localhost:5173, hot reload) and the stand-in API in API_ONLY mode on
// API_PORT (8081, restarted by `tsx watch` when mocks/ or src/api change). vite forwards /api to it.
// Ctrl-C stops both.
import { bin, startStandIn, stopChild, ROOT } from "./lib.mjs";
import { spawn } from "node:child_process";

const apiPort = process.env.API_PORT || "8081";
const devPort = process.env.DEV_PORT || "5173";

const api = startStandIn(
  {
    PORT: apiPort,
    API_PORT: apiPort,
    API_ONLY: "1",
    DATA_DIR: process.env.DATA_DIR || ".data",
    // The development pages (e.g. /api/__dev__/payments) are on under `npm run dev` only.
    STANDIN_DEV_PAGES: process.env.STANDIN_DEV_PAGES ?? "1",
  },
  { watch: true },
);
const vite = spawn(bin("vite"), ["--port", devPort, "--strictPort"], {
  cwd: ROOT,
  stdio: "inherit",
  env: { ...process.env, API_PORT: apiPort, DEV_PORT: devPort },
});

let stopping = false;
let exitCode = 0;

async function shutdown(reason, code = 0) {
  if (stopping) {
    api.kill("SIGKILL");
    vite.kill("SIGKILL");
    return;
  }
  stopping = true;
  exitCode = code;
  console.log(`\n${reason}: stopping the dev server and the stand-in ...`);
  await Promise.all([stopChild(api), stopChild(vite)]);
  process.exit(exitCode);
}

for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) process.on(signal, () => void shutdown(signal));
api.on("exit", (code, signal) => {
  if (!stopping) void shutdown(`the stand-in exited (${signal ?? code})`, code || 1);
});
vite.on("exit", (code, signal) => {
  if (!stopping) void shutdown(`vite exited (${signal ?? code})`, code || 1);
});
