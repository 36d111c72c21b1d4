// Helpers shared by the npm scripts (start, dev, test, e2e, bench) and the e2e harness. Plain Node (no build step);
// the types are in lib.d.mts.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import net from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const DIST = path.join(ROOT, "dist");
/**
 * The browser tests' own build: the same console plus the development-only widget gallery (/dev/widgets,
 * VITE_WIDGET_GALLERY=true). Kept apart from dist/ so that `npm start` never serves the gallery and a test run
 * never rebuilds the files a running console is serving.
 */
export const DIST_E2E = path.join(ROOT, "dist-e2e");

/** The two builds: what `npm start` and the benchmark serve, and what the browser tests run against. */
const BUILD_TARGETS = {
  app: { outDir: DIST, env: {} },
  e2e: { outDir: DIST_E2E, env: { VITE_WIDGET_GALLERY: "true" } },
};
export const CHROMIUM = "/usr/bin/chromium";
/** Flags for Debian's chromium running headless as root in a container (design.md, known traps). */
export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
export const DEMO_PASSWORD = "Demo@2026";

/** Lighthouse's phone (its mobile setting's screen), for the scripts that measure a route as it does. */
export const LIGHTHOUSE_PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
};

/** Logs `page` in as demo through the login form of the console at `base`; resolves on the home page. */
export async function logInAsDemo(page, base) {
  await page.goto(`${base}/login`);
  await page.getByPlaceholder("请输入用户名").fill("demo");
  await page.getByPlaceholder("请输入密码").fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: /登\s?录/ }).click();
  await page.waitForURL("**/dashboard");
}

/** Path of an executable installed in node_modules/.bin. */
export function bin(name) {
  return path.join(ROOT, "node_modules", ".bin", name);
}

/** Runs a command with inherited stdio; resolves with its exit code (1 when killed by a signal). */
export function run(command, args = [], options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: "inherit", ...options });
    child.on("error", (error) => {
      console.error(`cannot run ${command}: ${error.message}`);
      resolve(127);
    });
    child.on("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Build freshness

/** Inputs of the console build; dist/ is stale when any of them is newer than dist/index.html. */
const BUILD_INPUTS = [
  "src",
  "public",
  "index.html",
  "vite.config.ts",
  "scripts/vitePlugins",
  // The routes the build groups its chunks by (scripts/vitePlugins/routeChunks.ts).
  "scripts/routeSources.ts",
  "scripts/bundleRoutes.ts",
  "scripts/bundleGraph.ts",
  // The antd components whose styles the build writes (scripts/vitePlugins/antdStyleSheets.ts).
  "scripts/antdStyles",
  "package.json",
  "tsconfig.json",
];
const SKIP_DIRS = new Set(["node_modules", "test", "dist", "dist-e2e"]);

function newestMtime(entry) {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const name of readdirSync(entry)) {
    if (SKIP_DIRS.has(name) || /\.test\.tsx?$/.test(name)) continue;
    newest = Math.max(newest, newestMtime(path.join(entry, name)));
  }
  return newest;
}

/** Why a build (dist/ by default) must be rebuilt, or null when it is up to date. */
export function buildStaleReason(outDir = DIST) {
  const index = path.join(outDir, "index.html");
  if (!existsSync(index)) return `${path.relative(ROOT, outDir)}/ is missing`;
  const built = statSync(index).mtimeMs;
  for (const input of BUILD_INPUTS) {
    if (newestMtime(path.join(ROOT, input)) > built) return `${input} changed since the last build`;
  }
  for (const name of readdirSync(ROOT)) {
    if (name.startsWith(".env") && statSync(path.join(ROOT, name)).mtimeMs > built) return `${name} changed`;
  }
  return null;
}

/**
 * Builds the console when its output is missing or older than its sources. `target`: "app" (dist/, default) or
 * "e2e" (dist-e2e/, with the widget gallery). Resolves with the build's exit code.
 */
export async function ensureBuilt({ force = false, target = "app" } = {}) {
  const { outDir, env } = BUILD_TARGETS[target];
  const name = `${path.relative(ROOT, outDir)}/`;
  const reason = force ? "build requested" : buildStaleReason(outDir);
  if (!reason) {
    console.log(`${name} is up to date, not rebuilding.`);
    return 0;
  }
  console.log(`Building the console into ${name} (${reason}) ...`);
  return run(bin("vite"), ["build", "--outDir", outDir, "--emptyOutDir"], {
    env: { ...process.env, ...env },
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Ports, HTTP readiness, the stand-in process

/** A TCP port that was free on 127.0.0.1 a moment ago. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

/**
 * Waits until `url` answers any HTTP status. Rejects after `timeoutMs`, or as soon as `child` (the process that
 * should serve it) exits.
 */
export async function waitForHttp(url, { timeoutMs = 60_000, child } = {}) {
  const deadline = Date.now() + timeoutMs;
  let exited = null;
  const onExit = (code, signal) => (exited = signal ?? code);
  child?.once("exit", onExit);
  try {
    while (Date.now() < deadline) {
      if (exited !== null) throw new Error(`the server exited (${exited}) before answering ${url}`);
      try {
        const response = await fetch(url, { signal: AbortSignal.timeout(2_000), redirect: "manual" });
        await response.arrayBuffer();
        return;
      } catch {
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    }
    throw new Error(`${url} did not answer within ${Math.round(timeoutMs / 1000)} s`);
  } finally {
    child?.off("exit", onExit);
  }
}

/**
 * Starts the stand-in API (`tsx mocks/main.ts`) with the given environment (PORT, STATIC_DIR, DATA_DIR, ...).
 * `stdio` defaults to inherit; pass "pipe" to capture its log.
 */
export function startStandIn(env, { stdio = "inherit", watch = false } = {}) {
  const args = watch ? ["watch", "--clear-screen=false", "mocks/main.ts"] : ["mocks/main.ts"];
  return spawn(bin("tsx"), args, {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: stdio === "pipe" ? ["ignore", "pipe", "pipe"] : "inherit",
  });
}

/** Stops a child process: SIGTERM, then SIGKILL after `graceMs`. Resolves once it has exited. */
export function stopChild(child, graceMs = 5_000) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill("SIGKILL"), graceMs);
    child.once("exit", () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill("SIGTERM");
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Browser for the e2e tests and the benchmark

function hasCjkFonts() {
  const list = spawnSync("fc-list", [":lang=zh", "family"], { encoding: "utf8" });
  if (list.status === 0 && /Noto\s+(Sans|Serif)\s+CJK/i.test(list.stdout)) return true;
  const dir = "/usr/share/fonts/opentype/noto";
  return existsSync(dir) && readdirSync(dir).some((name) => /CJK/i.test(name));
}

/** What is missing for the browser tests: Debian package names. */
export function missingBrowserPackages() {
  const missing = [];
  if (!existsSync(CHROMIUM)) missing.push("chromium");
  if (!hasCjkFonts()) missing.push("fonts-noto-cjk");
  return missing;
}

/**
 * Makes sure chromium and the Noto CJK fonts are installed: installs them with apt-get when running as root,
 * otherwise explains how. Resolves true when the browser tests can run.
 */
export async function ensureBrowser() {
  const missing = missingBrowserPackages();
  if (missing.length === 0) return true;
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      [
        "",
        `The browser tests need Debian's chromium and the Noto CJK fonts; missing: ${missing.join(", ")}.`,
        "Install them, then run the tests again:",
        "",
        "    sudo apt-get update && sudo apt-get install -y chromium fonts-noto-cjk",
        "",
      ].join("\n"),
    );
    return false;
  }
  console.log(`Installing ${missing.join(" ")} with apt-get ...`);
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  if ((await run("apt-get", ["update"], { env })) !== 0) return false;
  if ((await run("apt-get", ["install", "-y", ...missing], { env })) !== 0) return false;
  const still = missingBrowserPackages();
  if (still.length > 0) console.error(`Still missing after apt-get: ${still.join(", ")}`);
  return still.length === 0;
}

// ---------------------------------------------------------------------------------------------------------------
// Test runs with counts

export const E2E_CONFIG = "e2e/harness/vitest.config.ts";

/**
 * Runs `vitest run` with the default reporter on the terminal and the JSON reporter into a temp file, and resolves
 * with the exit code and the counts. A test file that fails before any of its tests runs (syntax error, failing
 * import, failing hook) counts as one failed test, so that a broken file never shows as "0 failed". A test that
 * failed once and passed on its retry (the browser tests retry once) counts as passed, and is named with the error
 * of its failed try, so that a flaky test shows in every run's output.
 */
export async function runVitest(args = []) {
  const { mkdtempSync, readFileSync, rmSync } = await import("node:fs");
  const { tmpdir } = await import("node:os");
  const dir = mkdtempSync(path.join(tmpdir(), "vitest-report-"));
  const report = path.join(dir, "report.json");
  const code = await run(bin("vitest"), [
    "run",
    "--reporter=default",
    "--reporter=json",
    `--outputFile.json=${report}`,
    ...args,
  ]);
  const counts = { passed: 0, failed: 0, skipped: 0, retried: 0 };
  /** Each failed test (or file that failed before its tests ran): where, and the first lines of why. */
  const failures = [];
  try {
    const json = JSON.parse(readFileSync(report, "utf8"));
    counts.passed = json.numPassedTests ?? 0;
    counts.failed = json.numFailedTests ?? 0;
    counts.skipped = (json.numPendingTests ?? 0) + (json.numTodoTests ?? 0);
    for (const file of json.testResults ?? []) {
      const tests = file.assertionResults ?? [];
      const ran = tests.some((t) => t.status === "passed" || t.status === "failed");
      const where = path.relative(ROOT, file.name);
      if (file.status === "failed" && !ran) {
        counts.failed += 1;
        failures.push({ name: where, why: file.message ?? "" });
      }
      for (const test of tests.filter((t) => t.status === "failed")) {
        failures.push({ name: `${where} › ${test.fullName}`, why: (test.failureMessages ?? [])[0] ?? "" });
      }
      for (const test of passedOnRetry(tests)) {
        counts.retried += 1;
        console.log(`\nPassed on its retry, after failing once: ${where} › ${test.fullName}`);
        console.log(firstLines(test.failureMessages[0], 12));
      }
    }
  } catch {
    // No report: vitest could not start (bad config) or found nothing to run.
    if (code !== 0) counts.failed += 1;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  if (code !== 0 && counts.failed === 0) {
    counts.failed = 1;
    failures.push({ name: "vitest exited with an error outside any test", why: "see its output above" });
  }
  return { code, counts, failures };
}

/** The tests of a JSON report that passed with the error of an earlier, failed try kept. */
function passedOnRetry(tests) {
  return tests.filter((t) => t.status === "passed" && (t.failureMessages ?? []).length > 0);
}

export function firstLines(text, n) {
  return String(text ?? "")
    .split("\n")
    .slice(0, n)
    .map((line) => `    ${line}`)
    .join("\n");
}

/** "N passed, N failed" plus ", N skipped" when any were skipped. */
export function formatCounts({ passed, failed, skipped }) {
  return `${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`;
}
