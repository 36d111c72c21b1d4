// `npm start`: builds the console when dist/ is missing or stale, then serves it with the stand-in API
// (http://localhost:8080, API behind /api). Ctrl-C stops everything.
import { ensureBuilt, startStandIn, stopChild } from "./lib.mjs";

const env = {
  PORT: process.env.PORT || "8080",
  STATIC_DIR: process.env.STATIC_DIR || "dist",
  DATA_DIR: process.env.DATA_DIR || ".data",
};

const built = await ensureBuilt({ force: process.argv.includes("--build") });
if (built !== 0) {
  console.error("The console build failed; not starting.");
  process.exit(built);
}

const server = startStandIn(env);
let stopping = false;

function shutdown(signal) {
  if (stopping) {
    // A second Ctrl-C: do not wait any longer.
    server.kill("SIGKILL");
    return;
  }
  stopping = true;
  console.log(`\n${signal}: stopping the stand-in ...`);
  void stopChild(server);
}

process.on("SIGINT", () => shutdown("SIGINT"));
process.on("SIGTERM", () => shutdown("SIGTERM"));
process.on("SIGHUP", () => shutdown("SIGHUP"));

server.on("exit", (code, signal) => {
  if (stopping) {
    console.log("Stopped.");
    process.exit(0);
  }
  console.error(`The stand-in exited (${signal ?? code}).`);
  process.exit(code || 1);
});
