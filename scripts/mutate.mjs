// `npm run mutate`: mutation testing of the core with StrykerJS (issue 15), then the score per folder.
//
//   npm run mutate                                    every group of scripts/mutationGroups.mjs, one after another
//   npm run mutate -- providers stand-in              only these groups
//   npm run mutate -- --mutate src/providers/http.ts  one file (its group's tests); other Stryker flags pass through
//   npm run mutate -- --report                        only print the table of the last results
//
// Each group keeps its results in reports/mutation/<group>.json (HTML beside it) and an incremental file, so a
// second run tests only what changed. Not part of `npm test` or CI. Exits non-zero when a Stryker run failed (not
// when a score is low: the table says that).
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { bin, ROOT, run } from "./lib.mjs";
import { MUTATION_GROUPS } from "./mutationGroups.mjs";

const TARGET = 85;
const args = process.argv.slice(2);
const reportOnly = args.includes("--report");
const mutateAt = args.indexOf("--mutate");
const file = mutateAt >= 0 ? args[mutateAt + 1] : undefined;
// Group names are known words; anything else (a flag and its value) goes to Stryker as is.
const named = args.filter((a) => MUTATION_GROUPS.some((g) => g.name === a));
const passThrough = args.filter((a) => a !== "--report" && !named.includes(a));

/** A mutate pattern as a regular expression: `**`, `*`, `?` and brace lists `{a,b}` (no nesting). */
function patternRegex(pattern) {
  const body = pattern
    .split(/(\*\*\/?|\*|\?|\{[^}]*\})/)
    .map((part) => {
      if (part === "**" || part === "**/") return "(?:.*/)?";
      if (part === "*") return "[^/]*";
      if (part === "?") return "[^/]";
      if (part.startsWith("{")) return `(?:${part.slice(1, -1).split(",").map(escape).join("|")})`;
      return escape(part);
    })
    .join("");
  return new RegExp(`^${body}$`);
}
function escape(text) {
  return text.replace(/[.+^${}()|[\]\\]/g, "\\$&");
}

/** The group a file belongs to: the first whose mutate patterns take it in (and none leaves it out). */
function groupOf(filePath) {
  const normalized = filePath.replace(/^\.\//, "");
  return MUTATION_GROUPS.find(
    (g) =>
      g.mutate.some((pattern) => !pattern.startsWith("!") && patternRegex(pattern).test(normalized)) &&
      !g.mutate.some((pattern) => pattern.startsWith("!") && patternRegex(pattern.slice(1)).test(normalized)),
  );
}

let groups = MUTATION_GROUPS;
if (file) {
  const group = groupOf(file);
  if (!group) {
    console.error(`${file} is in no group of scripts/mutationGroups.mjs`);
    process.exit(2);
  }
  groups = [group];
} else if (named.length > 0) {
  groups = MUTATION_GROUPS.filter((g) => named.includes(g.name));
}

let failed = false;
if (!reportOnly) {
  for (const group of groups) {
    console.log(`\n==> mutation testing: ${group.name}\n`);
    const code = await run(bin("stryker"), ["run", ...passThrough], {
      env: { ...process.env, STRYKER_GROUP: group.name },
    });
    if (code !== 0) failed = true;
  }
}

// ---- score per folder, from every group's JSON report (mutation-testing-report-schema)

const DETECTED = new Set(["Killed", "Timeout"]);
const UNDETECTED = new Set(["Survived", "NoCoverage"]);
const folders = new Map();
for (const group of MUTATION_GROUPS) {
  const report = path.join(ROOT, "reports", "mutation", `${group.name}.json`);
  if (!existsSync(report)) continue;
  const { files } = JSON.parse(readFileSync(report, "utf8"));
  for (const [name, result] of Object.entries(files)) {
    const folder = path.dirname(path.relative(ROOT, path.resolve(ROOT, name)));
    const row = folders.get(folder) ?? { detected: 0, undetected: 0, ignored: 0 };
    for (const mutant of result.mutants) {
      if (DETECTED.has(mutant.status)) row.detected++;
      else if (UNDETECTED.has(mutant.status)) row.undetected++;
      else if (mutant.status === "Ignored") row.ignored++;
    }
    folders.set(folder, row);
  }
}
if (folders.size === 0) {
  console.log("\nNo results yet (reports/mutation/*.json).");
} else {
  const rows = [...folders.entries()].sort(([a], [b]) => a.localeCompare(b));
  const total = { detected: 0, undetected: 0, ignored: 0 };
  console.log(
    "\nMutation score per folder (killed + timed out) / (killed + timed out + survived + no coverage):\n",
  );
  console.log(
    `${"folder".padEnd(34)} ${"score".padStart(7)} ${"killed".padStart(7)} ${"missed".padStart(7)} ${"ignored".padStart(8)}`,
  );
  for (const [folder, row] of rows) {
    for (const key of Object.keys(total)) total[key] += row[key];
    console.log(format(folder, row));
  }
  console.log(format("all", total));
  console.log(`\n(target ${TARGET} %; details: reports/mutation/<group>.html)`);
}
process.exit(failed ? 1 : 0);

function format(label, { detected, undetected, ignored }) {
  const all = detected + undetected;
  const score = all === 0 ? "-" : `${((100 * detected) / all).toFixed(1)} %`;
  const flag = all > 0 && (100 * detected) / all < TARGET ? "  <" : "";
  return `${label.padEnd(34)} ${score.padStart(7)} ${String(detected).padStart(7)} ${String(undetected).padStart(7)} ${String(ignored).padStart(8)}${flag}`;
}
