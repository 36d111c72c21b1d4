import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  describeMissing,
  KEPT_FOR_SIDE_EFFECTS,
  missingSideEffectModules,
  readSideEffectImports,
  resolvesTo,
  sideEffectSpecifiers,
  type SideEffectImport,
} from "./sideEffectCheck";
import { ROOT } from "./lib.mjs";
import { SIDE_EFFECT_FREE } from "./vitePlugins/sideEffectFree";

/** A bundle as modules.json lists it. */
const MODULES = [
  "\0vite/preload-helper.js",
  "index.html",
  "node_modules/@ant-design/v5-patch-for-react-19/es/index.js",
  "node_modules/antd/es/index.js",
  "node_modules/dayjs/esm/index.js",
  "node_modules/dayjs/locale/zh-cn.js",
  "node_modules/rc-picker/es/generate/dayjs.js",
  "src/AdminApp.tsx",
  "src/layout/header/AppHeader.tsx",
  "src/layout/header/header.css",
  "src/main.tsx",
  "src/theme/a11y.css",
  "src/widgets/map/index.ts",
];

const IMPORTS: SideEffectImport[] = [
  { importer: "src/main.tsx", specifier: "@ant-design/v5-patch-for-react-19" },
  { importer: "src/main.tsx", specifier: "./theme/a11y.css" },
  { importer: "src/AdminApp.tsx", specifier: "dayjs/locale/zh-cn" },
  { importer: "src/layout/header/AppHeader.tsx", specifier: "./header.css" },
];

describe("the side-effect check of the bundle", () => {
  it("reads a module's side-effect imports and no import with bindings", () => {
    const source = [
      'import "@ant-design/v5-patch-for-react-19";',
      "import dayjs from 'dayjs';",
      "import './theme/a11y.css'",
      'import { Button } from "antd";',
      'import type { X } from "./types";',
      'export * from "./other";',
      '  import "dayjs/locale/zh-cn";',
      'const text = "import \\"not-this\\"";',
    ].join("\n");
    expect(sideEffectSpecifiers(source)).toEqual([
      "@ant-design/v5-patch-for-react-19",
      "./theme/a11y.css",
      "dayjs/locale/zh-cn",
    ]);
  });

  it("resolves a relative import to its file, with or without a script extension, or to a folder's index", () => {
    expect(resolvesTo("src/main.tsx", "./theme/a11y.css", "src/theme/a11y.css")).toBe(true);
    expect(resolvesTo("src/layout/header/AppHeader.tsx", "../../main", "src/main.tsx")).toBe(true);
    expect(resolvesTo("src/main.tsx", "./widgets/map", "src/widgets/map/index.ts")).toBe(true);
    expect(resolvesTo("src/main.tsx", "./theme/a11y.css", "src/theme/other.css")).toBe(false);
    expect(resolvesTo("src/main.tsx", "./main", "src/main.tsx.map")).toBe(false);
  });

  it("resolves a package's subpath to the module of the package that ends with it", () => {
    expect(resolvesTo("src/a.ts", "dayjs/locale/zh-cn", "node_modules/dayjs/locale/zh-cn.js")).toBe(true);
    expect(resolvesTo("src/a.ts", "dayjs/locale/zh-cn", "node_modules/dayjs/esm/locale/zh-cn/index.js")).toBe(
      true,
    );
    expect(resolvesTo("src/a.ts", "dayjs/locale/zh-cn", "node_modules/dayjs/locale/zh-tw.js")).toBe(false);
    expect(resolvesTo("src/a.ts", "dayjs/locale/zh-cn", "node_modules/other/dayjs/locale/zh-cn.js")).toBe(
      false,
    );
    expect(
      resolvesTo("src/a.ts", "dayjs/locale/zh-cn", "node_modules/x/node_modules/dayjs/locale/zh-cn.js"),
    ).toBe(true);
  });

  it("resolves a package alone to any module of the package, scoped or not", () => {
    const patch = "@ant-design/v5-patch-for-react-19";
    expect(
      resolvesTo("src/main.tsx", patch, "node_modules/@ant-design/v5-patch-for-react-19/es/index.js"),
    ).toBe(true);
    expect(
      resolvesTo("src/main.tsx", patch, "node_modules/@ant-design/v5-patch-for-react-19x/es/index.js"),
    ).toBe(false);
    expect(resolvesTo("src/main.tsx", patch, "node_modules/@ant-design/cssinjs/es/index.js")).toBe(false);
    expect(resolvesTo("src/main.tsx", "dayjs", "node_modules/dayjs/esm/index.js")).toBe(true);
  });

  it("finds nothing missing when every side-effect import and kept module is bundled", () => {
    expect(missingSideEffectModules(MODULES, IMPORTS)).toEqual([]);
  });

  it("reports a side-effect import of a bundled module that is not bundled, and a kept module that is not", () => {
    const modules = MODULES.filter(
      (m) => m !== "node_modules/dayjs/locale/zh-cn.js" && m !== "src/theme/a11y.css",
    );
    const missing = missingSideEffectModules(modules, IMPORTS);
    expect(missing).toEqual([
      { kind: "import", importer: "src/main.tsx", specifier: "./theme/a11y.css" },
      { kind: "import", importer: "src/AdminApp.tsx", specifier: "dayjs/locale/zh-cn" },
      { kind: "kept", module: "node_modules/dayjs/locale/zh-cn.js", why: expect.any(String) },
    ]);
    expect(describeMissing(missing[1])).toBe(
      'src/AdminApp.tsx imports "dayjs/locale/zh-cn" for its side effects, and the bundle has no such module',
    );
    expect(describeMissing(missing[2])).toMatch(
      /^node_modules\/dayjs\/locale\/zh-cn\.js is not in the bundle: it /,
    );
  });

  it("reports a kept module dropped even when no source module imports it for its side effects", () => {
    const modules = MODULES.filter((m) => m !== "node_modules/rc-picker/es/generate/dayjs.js");
    expect(missingSideEffectModules(modules, IMPORTS).map(describeMissing)).toEqual([
      expect.stringMatching(/^node_modules\/rc-picker\/es\/generate\/dayjs\.js is not in the bundle/),
    ]);
  });

  it("does not check the imports of a module that is not in the bundle", () => {
    const imports = [...IMPORTS, { importer: "src/dev/Gallery.tsx", specifier: "./gallery.css" }];
    expect(missingSideEffectModules(MODULES, imports)).toEqual([]);
  });

  it("reads the console's side-effect imports, tests and their setup left out", () => {
    const imports = readSideEffectImports(ROOT);
    expect(imports).toContainEqual({ importer: "src/AdminApp.tsx", specifier: "dayjs/locale/zh-cn" });
    expect(imports).toContainEqual({
      importer: "src/main.tsx",
      specifier: "@ant-design/v5-patch-for-react-19",
    });
    expect(imports.filter((i) => /\.test\.tsx?$|^src\/test\//.test(i.importer))).toEqual([]);
  });

  it("names kept modules that are installed, the rc-* one among those declared free of side effects", () => {
    for (const { module } of KEPT_FOR_SIDE_EFFECTS)
      expect(existsSync(path.join(ROOT, module)), module).toBe(true);
    expect(SIDE_EFFECT_FREE.test("/r/node_modules/rc-picker/es/generate/dayjs.js")).toBe(true);
  });
});
