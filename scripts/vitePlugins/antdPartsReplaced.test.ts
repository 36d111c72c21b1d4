import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";
import { describe, expect, it } from "vitest";
import {
  ANTD_PARTS_REPLACED,
  antdPartsReplaced,
  isImporter,
  type AntdPartReplaced,
} from "./antdPartsReplaced";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const REPO = "/repo";
const idOf = (importer: string) => `${REPO}/node_modules/${importer}`;

/** A plugin driven as the bundler drives it: `this` has `error`, which throws as the bundler's does. */
function drive(plugin: Plugin) {
  const context = {
    error(message: string): never {
      throw new Error(message);
    },
  };
  const call = (name: "buildStart" | "resolveId" | "buildEnd", ...args: unknown[]) => {
    const hook = plugin[name];
    const handler = (typeof hook === "function" ? hook : hook?.handler) as (...args: unknown[]) => unknown;
    return handler.apply(context, args);
  };
  return {
    buildStart: () => call("buildStart", {}),
    resolveId: (source: string, importer?: string) => call("resolveId", source, importer, { isEntry: false }),
    buildEnd: (error?: Error) => call("buildEnd", error),
  };
}

const FILTER: AntdPartReplaced = {
  importer: "antd/es/table/hooks/useFilter/index.js",
  source: "./FilterDropdown",
  standIn: "src/vendor/tableColumnFilter.tsx",
};
const TOOLTIP: AntdPartReplaced = {
  importer: "antd/es/form/FormItemLabel.js",
  source: "../tooltip",
  standIn: "src/vendor/formLabelTooltip.tsx",
};

/** A build of the two parts' importers: each imports React, and the parts listed in `asked`. */
function build(asked: readonly AntdPartReplaced[], importers = [FILTER.importer, TOOLTIP.importer]) {
  const plugin = drive(antdPartsReplaced(REPO, [FILTER, TOOLTIP]));
  plugin.buildStart();
  for (const importer of importers) {
    plugin.resolveId("react", idOf(importer));
    for (const part of asked.filter((p) => p.importer === importer))
      plugin.resolveId(part.source, idOf(importer));
  }
  return plugin;
}

describe("antd's parts replaced by the console's build", () => {
  it("answers a part's import from its importer with the stand-in, and nothing else", () => {
    const plugin = drive(antdPartsReplaced(REPO));
    plugin.buildStart();
    for (const part of ANTD_PARTS_REPLACED) {
      expect(plugin.resolveId(part.source, idOf(part.importer))).toBe(path.resolve(REPO, part.standIn));
    }
    expect(plugin.resolveId("./FilterDropdown", idOf("antd/es/table/hooks/useSelection.js"))).toBeNull();
    expect(plugin.resolveId("react", idOf(FILTER.importer))).toBeNull();
    expect(plugin.resolveId("./FilterDropdown", undefined)).toBeNull();
    expect(() => plugin.buildEnd()).not.toThrow();
  });

  it("lets the build pass when every part applied", () => {
    expect(() => build([FILTER, TOOLTIP]).buildEnd()).not.toThrow();
  });

  it("fails the build, naming the part, when its importer was built but never asked for it", () => {
    const plugin = build([TOOLTIP]);
    expect(() => plugin.buildEnd()).toThrow(
      /1 of antd's parts .* did not apply[^]*antd\/es\/table\/hooks\/useFilter\/index\.js → "\.\/FilterDropdown" \(stand-in src\/vendor\/tableColumnFilter\.tsx\): .* was built but never imported/,
    );
    expect(() => plugin.buildEnd()).not.toThrow(/FormItemLabel/);
  });

  it("fails the build when a part's importer was not part of it", () => {
    const plugin = build([FILTER], [FILTER.importer]);
    expect(() => plugin.buildEnd()).toThrow(
      /antd\/es\/form\/FormItemLabel\.js → "\.\.\/tooltip" \(stand-in src\/vendor\/formLabelTooltip\.tsx\): no module of the build is antd\/es\/form\/FormItemLabel\.js/,
    );
  });

  it("names every part that did not apply", () => {
    expect(() => build([]).buildEnd()).toThrow(/2 of antd's parts/);
  });

  it("leaves a build that failed already to its own error", () => {
    expect(() => build([]).buildEnd(new Error("syntax error"))).not.toThrow();
  });

  it("checks each build afresh (watch mode)", () => {
    const plugin = build([FILTER, TOOLTIP]);
    plugin.buildEnd();
    plugin.buildStart();
    expect(() => plugin.buildEnd()).toThrow(/2 of antd's parts/);
  });

  it("knows an importer by its path under node_modules, with a query or Windows separators", () => {
    expect(isImporter("/r/node_modules/antd/es/form/FormItemLabel.js", TOOLTIP.importer)).toBe(true);
    expect(isImporter("/r/node_modules/antd/es/form/FormItemLabel.js?v=1", TOOLTIP.importer)).toBe(true);
    expect(isImporter("C:\\r\\node_modules\\antd\\es\\form\\FormItemLabel.js", TOOLTIP.importer)).toBe(true);
    expect(isImporter("/r/node_modules/antd/es/form/FormItemLabel.jsx", TOOLTIP.importer)).toBe(false);
    expect(isImporter("/r/node_modules/other-antd/es/form/FormItemLabel.js", TOOLTIP.importer)).toBe(false);
  });

  it("matches the installed antd: each importer exists and imports its part as the table writes it", () => {
    for (const part of ANTD_PARTS_REPLACED) {
      expect(existsSync(path.join(ROOT, part.standIn)), part.standIn).toBe(true);
      const source = readFileSync(path.join(ROOT, "node_modules", part.importer), "utf8");
      expect(source, `${part.importer} imports ${part.source}`).toMatch(
        new RegExp(`from ['"]${part.source.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")}['"]`),
      );
    }
  });
});
