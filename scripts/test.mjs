// `npm test`: typecheck, lint, unit and stand-in tests, build, the bundle budget, then the browser tests in Debian's
// chromium.
// Every step runs even when an earlier one failed (except the browser tests, which need a build and a browser);
// the last line of the output is the count of tests: "N passed, N failed[, N skipped]". Exits non-zero when
// anything failed.
import {
  bin,
  E2E_CONFIG,
  ensureBrowser,
  ensureBuilt,
  firstLines,
  formatCounts,
  run,
  runVitest,
} from "./lib.mjs";

const STEPS = 6;
const total = { passed: 0, failed: 0, skipped: 0 };
const results = [];
/** The failed tests of every step, named again in the summary: a CI log is often read from its end. */
const failures = [];

function heading(index, title) {
  console.log(`\n==> [${index}/${STEPS}] ${title}\n`);
}

function record(step, ok, note = "") {
  results.push({ step, ok, note });
}

function add(counts) {
  total.passed += counts.passed;
  total.failed += counts.failed;
  total.skipped += counts.skipped;
}

heading(1, "typecheck (tsc --noEmit)");
record("typecheck", (await run(bin("tsc"), ["-p", "tsconfig.json", "--noEmit"])) === 0);

heading(2, "lint (eslint, prettier --check)");
const eslint = await run(bin("eslint"), ["."]);
const prettier = await run(bin("prettier"), ["--check", "."]);
record("lint", eslint === 0 && prettier === 0, eslint !== 0 ? "eslint" : prettier !== 0 ? "prettier" : "");

heading(3, "unit and stand-in tests (vitest)");
const unit = await runVitest(["--passWithNoTests"]);
add(unit.counts);
failures.push(...unit.failures);
record("unit tests", unit.code === 0, formatCounts(unit.counts));

heading(4, "build (vite build: dist/, and dist-e2e/ for the browser tests)");
const built =
  (await ensureBuilt({ force: true })) === 0 && (await ensureBuilt({ force: true, target: "e2e" })) === 0;
record("build", built);

heading(5, "bundle budget (each route's cold JS against scripts/budgets/, from dist/'s manifest)");
if (!built) {
  console.log("Skipped: the build failed.");
  record("bundle budget", false, "skipped: no build");
} else {
  // One test: every route within its budget (the report names each route over it and the chunks that grew).
  const budget = await run(bin("tsx"), ["scripts/bundleCheck.ts"]);
  add({ passed: budget === 0 ? 1 : 0, failed: budget === 0 ? 0 : 1, skipped: 0 });
  record("bundle budget", budget === 0);
}

heading(6, "browser tests (chromium)");
if (!built) {
  console.log("Skipped: the build failed.");
  record("browser tests", false, "skipped: no build");
} else if (!(await ensureBrowser())) {
  record("browser tests", false, "chromium / fonts-noto-cjk missing");
} else {
  const e2e = await runVitest(["--config", E2E_CONFIG]);
  add(e2e.counts);
  failures.push(...e2e.failures);
  const retried = e2e.counts.retried ? `; ${e2e.counts.retried} passed on its retry, named above` : "";
  record("browser tests", e2e.code === 0, `${formatCounts(e2e.counts)}${retried}`);
}

console.log("\n==> summary\n");
for (const { step, ok, note } of results) {
  console.log(`  ${ok ? "ok    " : "FAILED"}  ${step}${note ? `  (${note})` : ""}`);
}
for (const { name, why } of failures.slice(0, 10)) {
  console.log(`\n  failed: ${name}`);
  console.log(firstLines(why, 4));
}
if (failures.length > 10) console.log(`\n  and ${failures.length - 10} more failed, named above`);
console.log("");
const ok = results.every((r) => r.ok) && total.failed === 0;
console.log(formatCounts(total));
process.exit(ok ? 0 : 1);
