/**
 * Display rules of plain values shared by every layer (engine, widgets, public pages). Imports nothing, so a page
 * that only formats a number pays for nothing else.
 */

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
