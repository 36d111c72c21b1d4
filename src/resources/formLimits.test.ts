/**
 * Issue 42 §1, "a dialog field declares which request field it fills and nothing else": every dialog field of every
 * action the resources declare that fills a field of its call's request (by name) is declared with `requestField`
 * (engine/requestField.ts) and states no limit of its own; the limits it shows when its form renders are the ones
 * the call's request schema states (its declaration's or the one registered in src/api/wire), so the console never
 * lets a provider type what the gateway refuses, nor refuses what it takes.
 */
import type { Endpoint } from "../api/endpoint";
import { problemOf } from "../api/schema";
import { fieldSchema, limitsOf } from "../api/schemaLimits";
import { schemasOf } from "../api/wire";
import type { ActionDecl, FormFieldDecl } from "./engine";
import { withRequestLimits } from "./engine/requestLimits";

type AnyAction = ActionDecl<never>;

const isAction = (value: unknown): value is AnyAction =>
  typeof value === "object" &&
  value !== null &&
  typeof (value as AnyAction).key === "string" &&
  typeof (value as AnyAction).label === "string" &&
  Array.isArray((value as AnyAction).placement);

/** Every action reachable from the resources' modules: exported, in an exported list or declaration, or made by one. */
function collectActions(): AnyAction[] {
  const modules = import.meta.glob<Record<string, unknown>>(["./**/*.{ts,tsx}", "!./**/*.test.{ts,tsx}"], {
    eager: true,
  });
  const found = new Set<AnyAction>();
  const visit = (value: unknown, depth: number): void => {
    if (depth > 3 || value === null || value === undefined) return;
    if (isAction(value)) found.add(value);
    else if (Array.isArray(value)) value.forEach((item) => visit(item, depth + 1));
    else if (typeof value === "function" && value.length === 0 && /Actions$/.test(value.name))
      visit((value as () => unknown)(), depth + 1);
    else if (typeof value === "object" && Object.getPrototypeOf(value) === Object.prototype)
      Object.values(value).forEach((item) => visit(item, depth + 1));
  };
  for (const module of Object.values(modules)) for (const value of Object.values(module)) visit(value, 0);
  return [...found];
}

/** The limits a field states or shows. */
const LIMITS = ["maxLength", "min", "max", "toFixed", "limit"] as const;
const limitsStated = (field: FormFieldDecl) => {
  const props = field as unknown as Record<string, unknown>;
  return Object.fromEntries(
    LIMITS.filter((name) => props[name] !== undefined).map((name) => [name, props[name]]),
  );
};

/**
 * The limits a field shows, in the schema's terms, for every request the dialog sends. A field shown only in some
 * cases (`when`, e.g. 失败原因 when 提货 failed, 送货师傅 for 送装分离) is left out of the others, so it is never
 * required of every request: its `required` holds only where it shows, which its call's handler checks against the
 * field it depends on.
 */
function shown(field: FormFieldDecl) {
  return { required: Boolean(field.required) && !field.when, ...limitsStated(field) };
}

/** The limits the schema states, as such a field shows them. */
function stated(schema: NonNullable<ReturnType<typeof fieldSchema>>, field: FormFieldDecl) {
  const limits = limitsOf(schema);
  const text = field.input === "text" || field.input === "textarea";
  const number = field.input === "number";
  const all = {
    maxLength: text ? limits.maxLength : undefined,
    min: number ? limits.min : undefined,
    max: number ? limits.max : undefined,
    toFixed: number ? limits.decimals : undefined,
    limit: field.input === "upload" ? (limits.list ? (limits.maxLength ?? 9) : 1) : undefined,
  };
  return {
    required: limits.required && !field.when,
    ...Object.fromEntries(Object.entries(all).filter(([, value]) => value !== undefined)),
  };
}

/**
 * The request an action sends from `values` (as engine/actions.ts builds it: its payload, else the record and the
 * values), its record a bare one: enough for the fields compared here.
 */
async function sent(action: AnyAction, values: Record<string, unknown>): Promise<Record<string, unknown>> {
  const payload = action.payload as
    ((target: unknown, values: Record<string, unknown>) => unknown) | undefined;
  return (await (payload ? payload({ record: {} }, values) : values)) as Record<string, unknown>;
}

const seen = new Set<string>();
const checked = collectActions().flatMap((action) => {
  const endpoint = action.endpoint;
  if (!action.form || !endpoint || typeof endpoint === "function") return [];
  const { request } = schemasOf(endpoint as Endpoint);
  if (!request) return [];
  return action.form.fields.flatMap((field) => {
    const schema = fieldSchema(request, field.name);
    // An action made by a function is found once per module that exports its maker: checked once.
    const name = `${action.label} ${field.label ?? field.name} (${(endpoint as Endpoint).path})`;
    if (!schema || seen.has(name)) return [];
    seen.add(name);
    return [{ name, action, endpoint: endpoint as Endpoint, field, schema }];
  });
});

describe("a dialog field declares the request field it fills, and shows its call's limits", () => {
  it("covers the dialogs of the resources", () => {
    expect(checked.length).toBeGreaterThan(80);
  });

  it.each(checked)("$name", async ({ action, endpoint, field, schema }) => {
    expect(field.fills, "declared with requestField(endpoint, name, …)").toBe(endpoint);
    expect(limitsStated(field), "states no limit of its own").toEqual({});
    if (field.input === "switch") {
      // A switch (开启指派接单, 自动接单…) has no empty state: its payload sends true or false, also when it was never
      // touched (undefined), so `required` and lengths do not apply. What must hold instead: the request always
      // carries a boolean there, and the schema takes both.
      for (const value of [undefined, false, true])
        expect(typeof (await sent(action, { [field.name]: value }))[field.name]).toBe("boolean");
      expect([problemOf(schema, true), problemOf(schema, false)]).toEqual([null, null]);
      return;
    }
    expect(shown(withRequestLimits(field))).toEqual(stated(schema, field));
  });
});
