/** Output helpers of `npm run bench`: the results folder and the plain-text tables. */
import path from "node:path";
import { ROOT } from "./lib.mjs";

export const RESULTS_DIR = path.join(ROOT, "bench-results");

/** A plain-text table: the first and last columns left-aligned, the others right-aligned. */
export function table(rows: string[][]): string {
  const widths = rows[0].map((_, col) => Math.max(...rows.map((row) => row[col].length)));
  const last = widths.length - 1;
  const cellText = (cell: string, col: number) =>
    col === 0 || col === last ? cell.padEnd(widths[col]) : cell.padStart(widths[col]);
  return rows.map((row) => row.map(cellText).join("  ").trimEnd()).join("\n");
}
