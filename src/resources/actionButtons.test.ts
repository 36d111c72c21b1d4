/**
 * Issue 42: a btn code is written once, on the endpoint. Every action the resources declare (found by walking what
 * their modules export: screens, their sections and the actions beside them) is read here:
 * - none declares as `button` the code its endpoint already names alone (the engine takes it from the endpoint,
 *   buttonOf), nor as `code` unless the code is also the command of a screen that asks the record's commands;
 * - every action whose call needs a btn code is offered only with one of the call's codes, so the console offers
 *   what the gateway lets through.
 */
import { isEndpoint, type Endpoint } from "../api/endpoint";
import { buttonOf } from "./engine/actions";
import type { ActionDecl } from "./engine/types";

/** The resources' declarations (not tests, not the engine, which declares no action of its own). */
const modules = import.meta.glob<Record<string, unknown>>(
  ["./**/*.{ts,tsx}", "!./**/*.test.{ts,tsx}", "!./engine/**"],
  { eager: true },
);

interface Found {
  /** Where it was first found, e.g. "./orders/list.ts orderList.actions.3". */
  where: string;
  /** Found under a screen that asks the record's commands (`commands`), where `code` is also the command. */
  withCommands: boolean;
}

const isAction = (value: object): value is ActionDecl =>
  "key" in value &&
  typeof value.key === "string" &&
  "label" in value &&
  typeof value.label === "string" &&
  "placement" in value &&
  Array.isArray(value.placement);

/** Every action reachable from the modules' exports through objects and arrays (functions are not called). */
function collectActions(): Map<ActionDecl, Found> {
  const found = new Map<ActionDecl, Found>();
  const seen = [new Set<object>(), new Set<object>()];
  const visit = (value: unknown, where: string, withCommands: boolean): void => {
    if (typeof value !== "object" || value === null || isEndpoint(value) || "$$typeof" in value) return;
    const visited = seen[withCommands ? 1 : 0];
    if (visited.has(value)) return;
    visited.add(value);
    if (isAction(value)) {
      const known = found.get(value);
      found.set(value, { where: known?.where ?? where, withCommands: withCommands || !!known?.withCommands });
    }
    const asksCommands = withCommands || "commands" in value;
    for (const [name, inner] of Object.entries(value)) visit(inner, `${where}.${name}`, asksCommands);
  };
  for (const [file, exports] of Object.entries(modules))
    for (const [name, value] of Object.entries(exports)) visit(value, `${file} ${name}`, false);
  return found;
}

const actions = [...collectActions()];
const soleCode = (endpoint: ActionDecl["endpoint"]): string | undefined =>
  typeof endpoint === "object" && endpoint.permission.button.length === 1
    ? endpoint.permission.button[0]
    : undefined;

describe("the actions' btn codes", () => {
  it("finds the resources' actions", () => {
    expect(actions.length).toBeGreaterThan(80);
    const keys = new Set(actions.map(([action]) => action.key));
    for (const key of ["deliveryInstallSeparate", "reply", "read", "finish", "tmallPull", "confirm"])
      expect(keys, key).toContain(key);
  });

  it("writes no code the endpoint already names alone", () => {
    const repeated = actions
      .filter(([action]) => action.button !== undefined && action.button === soleCode(action.endpoint))
      .map(([action, { where }]) => `${where}: button "${action.button}" is its endpoint's`);
    expect(repeated).toEqual([]);
  });

  it("writes the endpoint's code as `code` only where it is also the record's command", () => {
    const repeated = actions
      .filter(
        ([action, { withCommands }]) =>
          action.code !== undefined && action.code === soleCode(action.endpoint) && !withCommands,
      )
      .map(
        ([action, { where }]) => `${where}: code "${action.code}" is its endpoint's, and no command is asked`,
      );
    expect(repeated).toEqual([]);
  });

  it("offers an action whose call needs a btn code only with one of the call's codes", () => {
    const ungated: string[] = [];
    for (const [action, { where }] of actions) {
      const endpoint = action.endpoint;
      if (endpoint === undefined) continue;
      if (typeof endpoint === "function") {
        // Picked per record: the action names its code itself (checked against the calls in buttonCoverage.test.ts).
        if (buttonOf(action) === undefined)
          ungated.push(`${where}: endpoint picked per record, no code declared`);
        continue;
      }
      const codes: Endpoint["permission"]["button"] = endpoint.permission.button;
      if (codes.length === 0) continue;
      const button = buttonOf(action);
      if (button === undefined || !codes.includes(button))
        ungated.push(
          `${where}: offered with ${button ?? "no code"}, the call needs one of ${codes.join(", ")}`,
        );
    }
    expect(ungated).toEqual([]);
  });
});
