import type { Plugin } from "vite";
import { describe, expect, it } from "vitest";
import { bundleModuleChunks, bundleModules, MODULES_FILE, moduleIdFromRoot } from "./bundleModules";

const chunk = (...ids: string[]) => ({
  type: "chunk",
  modules: Object.fromEntries(ids.map((id) => [id, { renderedLength: 1 }])),
});

const BUNDLE = {
  "assets/index-AAAAAAAA.js": chunk(
    "/repo/src/main.tsx",
    "/repo/node_modules/dayjs/locale/zh-cn.js",
    "\0vite/x.js",
  ),
  "assets/table-BBBBBBBB.js": chunk("/repo/src/vendor/virtualTable.tsx"),
  "assets/index-CCCCCCCC.css": { type: "asset" },
};

describe("the list of the bundle's modules", () => {
  it("names a module by its path from the root, a virtual module as is", () => {
    expect(moduleIdFromRoot("/repo", "/repo/src/main.tsx")).toBe("src/main.tsx");
    expect(moduleIdFromRoot("/repo/", "/repo/node_modules/a/b.js")).toBe("node_modules/a/b.js");
    // A worktree whose node_modules links to another checkout's: the real path is outside the root.
    expect(moduleIdFromRoot("/tmp/worktree", "/work/main/node_modules/a/b.js")).toBe("node_modules/a/b.js");
    expect(moduleIdFromRoot("/repo", "/repo/node_modules/a/node_modules/c/d.js")).toBe(
      "node_modules/a/node_modules/c/d.js",
    );
    expect(moduleIdFromRoot("/repo", "\0vite/preload-helper.js")).toBe("\0vite/preload-helper.js");
  });

  it("lists every chunk's modules, sorted, each with its chunk", () => {
    const chunks = bundleModuleChunks("/repo", BUNDLE);
    expect(Object.keys(chunks)).toEqual([
      "\0vite/x.js",
      "node_modules/dayjs/locale/zh-cn.js",
      "src/main.tsx",
      "src/vendor/virtualTable.tsx",
    ]);
    expect(chunks["src/main.tsx"]).toBe("assets/index-AAAAAAAA.js");
    expect(chunks["src/vendor/virtualTable.tsx"]).toBe("assets/table-BBBBBBBB.js");
  });

  it("writes them as .vite/modules.json of the build", () => {
    const emitted: unknown[] = [];
    const plugin: Plugin = bundleModules("/repo");
    const hook = plugin.generateBundle;
    const handler = (typeof hook === "function" ? hook : hook?.handler) as (...args: unknown[]) => void;
    handler.call({ emitFile: (file: unknown) => emitted.push(file) }, {}, BUNDLE, false);
    expect(MODULES_FILE).toBe(".vite/modules.json");
    expect(emitted).toEqual([{ type: "asset", fileName: MODULES_FILE, source: expect.any(String) }]);
    expect(JSON.parse((emitted[0] as { source: string }).source)).toEqual(
      bundleModuleChunks("/repo", BUNDLE),
    );
  });
});
