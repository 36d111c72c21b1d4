// @vitest-environment node
import fs from "node:fs";
import { fileURLToPath } from "node:url";
import { migrations } from ".";

/** The step files of this folder (NNN_<name>.ts), in file name order. */
const stepFiles = fs
  .readdirSync(fileURLToPath(new URL(".", import.meta.url)))
  .filter((name) => /^\d{3}_.*\.ts$/.test(name) && !name.endsWith(".test.ts"))
  .sort();

/** The file a step at `index` of the list lives in: its place, then its name (unless the name begins with it). */
function fileOf(name: string, index: number): string {
  const place = String(index + 1).padStart(3, "0");
  return `${name.startsWith(`${place}_`) ? name : `${place}_${name}`}.ts`;
}

describe("the migration list", () => {
  it("lists one step per file, in the order of the file names", () => {
    expect(migrations.map((step, index) => fileOf(step.name, index))).toEqual(stepFiles);
  });

  it("keeps each shipped step's name and place", () => {
    expect(migrations.slice(0, 5).map((step) => step.name)).toEqual([
      "001_meta",
      "002_accounts",
      "003_messages",
      "004_regions",
      "widgets_lookups",
    ]);
    expect(migrations[44].name).toBe("accounts_002_main_display_names");
    expect(new Set(migrations.map((step) => step.name)).size).toBe(migrations.length);
  });
});
