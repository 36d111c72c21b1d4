/** Pure formatting rules of the engine's value types. */

export { EMPTY, formatMoney, joinList, LIST_SEPARATOR } from "../../domain/format";

/** A field of a record by name or dotted path ("customer.customerName"). */
export function readField(record: object, field: string): unknown {
  let value: unknown = record;
  for (const part of field.split(".")) {
    if (value === null || typeof value !== "object") return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}

/** True when a form value counts as "not given" (left out of a payload). */
export function isBlank(value: unknown): boolean {
  return (
    value === undefined ||
    value === null ||
    (typeof value === "string" && value.trim() === "") ||
    (Array.isArray(value) && value.length === 0)
  );
}
