/**
 * rc-util's `merge` (rc-util/es/utils/set), as antd's ConfigProvider and rc-field-form call it, giving the same
 * result with less work (scripts/vitePlugins/antdPartsReplaced.ts).
 *
 * rc-util writes each value through its immutable `set`, which copies every object on the value's path: merging a
 * locale's 60 validate messages copied the growing result once per message. Each ConfigProvider merges them as it
 * mounts (the console has two): about 70 ms of the first render at 4× CPU (a profile of a cold /order/index, issue 44).
 * Here the result's objects are made by the merge and filled in place; an object a source gave as a value and a later
 * source merges into is copied first, as rc-util's `set` copies it, so no source is ever changed.
 *
 * The rules are rc-util's: plain objects merge key by key (own keys, symbols too); an array replaces what was there,
 * its items merged into a new array; anything else (a Date, a class instance, a function, undefined) is taken as it
 * is; a value met again on its own path (a cycle) is skipped. deepMerge.test.ts compares both on antd's locales and
 * on edge cases.
 */
export { default } from "rc-util/es/utils/set";

type Container = Record<PropertyKey, unknown> | unknown[];

/** A slot left as it was (rc-util writes nothing for a value met again on its own path). */
const SKIP = Symbol("skip");

function isPlainObject(value: unknown): value is Record<PropertyKey, unknown> {
  return typeof value === "object" && value !== null && Object.getPrototypeOf(value) === Object.prototype;
}

export function merge<T extends object>(...sources: T[]): T {
  /** The containers this merge made, which it may fill in place. */
  const made = new WeakSet<object>();
  const make = (container: Container): Container => {
    made.add(container);
    return container;
  };

  /** What the slot holding `target` holds once `value` is merged into it; SKIP for a value met on its own path. */
  function mergeInto(target: unknown, value: unknown, path: ReadonlySet<unknown>): unknown {
    const isArray = Array.isArray(value);
    if (!isArray && !isPlainObject(value)) return value;
    if (path.has(value)) return SKIP;
    const onPath = new Set(path).add(value);
    let container: Container;
    if (isArray) container = make([]);
    else if (!target || typeof target !== "object") container = make({});
    else if (made.has(target)) container = target as Container;
    // An object a source gave as a value: copied (as an array if it is one), never changed.
    else
      container = make(Array.isArray(target) ? [...target] : { ...(target as Record<PropertyKey, unknown>) });
    const slots = container as Record<PropertyKey, unknown>;
    for (const key of Reflect.ownKeys(value)) {
      const merged = mergeInto(slots[key], (value as Record<PropertyKey, unknown>)[key], onPath);
      if (merged !== SKIP) slots[key] = merged;
    }
    return container;
  }

  let result: unknown = make(Array.isArray(sources[0]) ? [] : {});
  // A source is on no path yet: never skipped.
  for (const source of sources) result = mergeInto(result, source, new Set());
  return result as T;
}
