import * as antd from "antd";
import { readFileSync } from "node:fs";
import path from "node:path";
import { isValidElement, type ReactNode } from "react";
import { sourceFiles } from "../sideEffectCheck";
import { STYLE_SETS } from "./styleSets";

const ROOT = path.resolve(__dirname, "../..");

/** Named imports from "antd" that have no style of their own (a hook holder), or only serve the dev gallery. */
const NO_STYLE_OF_THEIR_OWN = new Set(["Grid", "Anchor"]);

/** The components the console's source imports from antd (capitalised names, types left out). */
function importedComponents(): Set<string> {
  const names = new Set<string>();
  for (const file of sourceFiles(ROOT)) {
    for (const [, list] of readFileSync(path.join(ROOT, file), "utf8").matchAll(
      /import\s+\{([^}]+)\}\s+from\s+"antd"/g,
    )) {
      for (const item of list.split(",")) {
        const name = item.trim().split(/\s+as\s+/)[0];
        if (/^[A-Z]/.test(name) && name in antd) names.add(name);
      }
    }
  }
  return names;
}

/** Every element type rendered by a tree of elements. */
function renderedTypes(node: ReactNode, into = new Set<unknown>()): Set<unknown> {
  if (Array.isArray(node)) node.forEach((child: ReactNode) => renderedTypes(child, into));
  else if (isValidElement<{ children?: ReactNode }>(node)) {
    into.add(node.type);
    renderedTypes(node.props.children, into);
  }
  return into;
}

describe("the antd style sets of the build", () => {
  it("render every component the console imports from antd, itself or one of its parts", () => {
    const rendered = renderedTypes(STYLE_SETS.admin);
    const exports = antd as unknown as Record<string, object>;
    const missing = [...importedComponents()].filter((name) => {
      if (NO_STYLE_OF_THEIR_OWN.has(name)) return false;
      const component = exports[name];
      return !rendered.has(component) && !Object.values(component).some((part) => rendered.has(part));
    });
    expect(missing).toEqual([]);
  });

  it("the admin set holds the public set (its map names the public styles too)", () => {
    const admin = renderedTypes(STYLE_SETS.admin);
    expect([...renderedTypes(STYLE_SETS.public)].filter((type) => !admin.has(type))).toEqual([]);
  });
});
