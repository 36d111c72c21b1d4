// `npm run test:e2e [-- <vitest args>]`: builds the console if stale, checks chromium and the CJK fonts, then runs
// the browser tests (e2e/**/*.e2e.ts) against the stand-in serving dist/. Extra arguments go to vitest, e.g.
// `npm run test:e2e -- e2e/login.e2e.ts -t "deep link"`.
import { E2E_CONFIG, ensureBrowser, ensureBuilt, formatCounts, runVitest } from "./lib.mjs";

const built = await ensureBuilt({ target: "e2e" });
if (built !== 0) {
  console.error("The console build failed.");
  process.exit(built);
}
if (!(await ensureBrowser())) process.exit(1);
const { code, counts } = await runVitest(["--config", E2E_CONFIG, ...process.argv.slice(2)]);
console.log(`\n${formatCounts(counts)}`);
process.exit(code === 0 && counts.failed === 0 ? 0 : 1);
