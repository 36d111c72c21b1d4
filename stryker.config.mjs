// @ts-check
import { MUTATION_GROUPS } from "./scripts/mutationGroups.mjs";

/**
 * Mutation testing of the core (issue 15). Run it with `npm run mutate` (scripts/mutate.mjs), which runs each group
 * of scripts/mutationGroups.mjs against its own tests and prints the score per folder. Not part of `npm test` or CI.
 *
 * - STRYKER_GROUP=<name> (set by scripts/mutate.mjs) selects one group: its files, its tests, its own incremental
 *   file and JSON report. Without it (`npx stryker run`) every group's files are mutated against the tests vitest
 *   finds related to them (slow: the stand-in's tests all pass through the signature check).
 * - Incremental: results are kept in reports/mutation/<group>.incremental.json; a later run tests only the mutants
 *   whose code or tests changed.
 * - Per-test coverage (the vitest runner measures it always): a mutant runs only the tests that reached it.
 * - Concurrency 1: the machine is shared; on a machine of your own pass `--concurrency 4`.
 *
 * - Static mutants (module-level code: constant tables, top-level initialisers) are ignored: each needs every test
 *   re-run in a fresh environment (half the run time for 12 % of the mutants); the tables they would change are
 *   pinned by the table-driven unit tests of the spec's constants.
 *
 * Equivalent mutants are ignored in the source with `// Stryker disable next-line <mutator>: <why>`.
 */
const groupName = process.env.STRYKER_GROUP;
const group = MUTATION_GROUPS.find((g) => g.name === groupName);
if (groupName && !group) throw new Error(`unknown STRYKER_GROUP ${groupName}`);
const slug = group ? group.name : "all";

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: "vitest",
  vitest: { configFile: "vitest.config.ts", related: !group },
  coverageAnalysis: "perTest",
  concurrency: 1,
  ignoreStatic: true,
  incremental: true,
  incrementalFile: `reports/mutation/${slug}.incremental.json`,
  mutate: group ? group.mutate : MUTATION_GROUPS.flatMap((g) => g.mutate),
  ...(group ? { testFiles: group.tests } : {}),
  // Only what a test run needs is copied into the sandbox.
  ignorePatterns: [
    "dist",
    "dist-e2e",
    ".data",
    ".e2e-data",
    "test-results",
    "bench-results",
    "reports",
    "e2e",
  ],
  timeoutMS: 10_000,
  timeoutFactor: 2,
  dryRunTimeoutMinutes: 30,
  thresholds: { high: 85, low: 70, break: null },
  reporters: ["clear-text", "progress-append-only", "html", "json"],
  clearTextReporter: { allowColor: false, logTests: false, reportMutants: true, reportScoreTable: true },
  htmlReporter: { fileName: `reports/mutation/${slug}.html` },
  jsonReporter: { fileName: `reports/mutation/${slug}.json` },
  tempDirName: ".stryker-tmp",
  cleanTempDir: true,
};
