/** Pure formatting rules of the engine's value types. */
import type { TagTone } from "../../domain/enumeration";

/** Shown for a missing value. */
export const EMPTY = "-";

/** The list separator of spec §9. */
export const LIST_SEPARATOR = ",";

/** Yuan with ¥ and two decimals ("¥1,234.50"); missing or not a number → "-". */
export function formatMoney(value: unknown): string {
  if (value === undefined || value === null || value === "") return EMPTY;
  const n = typeof value === "number" ? value : Number(value);
  if (!Number.isFinite(n)) return EMPTY;
  const sign = n < 0 ? "-" : "";
  const [whole, cents] = Math.abs(n).toFixed(2).split(".");
  return `${sign}¥${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ",")}.${cents}`;
}

/** An array joined with the list separator; a string stays as it is; empty → "-". */
export function joinList(value: unknown): string {
  if (Array.isArray(value)) {
    const items = value.filter((v) => v !== undefined && v !== null && v !== "").map(String);
    return items.length ? items.join(LIST_SEPARATOR) : EMPTY;
  }
  if (value === undefined || value === null || value === "") return EMPTY;
  return String(value);
}

/** A field of a record by name or dotted path ("customer.customerName"). */
export function readField(record: object, field: string): unknown {
  let value: unknown = record;
  for (const part of field.split(".")) {
    if (value === null || typeof value !== "object") return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}

/** antd Tag colour of a tone that the status tag does not cover. */
export function toneColor(tone: TagTone): string | undefined {
  return tone === "processing" ? "processing" : undefined;
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
