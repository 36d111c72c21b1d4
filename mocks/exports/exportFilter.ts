/**
 * The search an export records (issue 43 E4): the export call's request without its own fields (cursor, size, the
 * console's filterText) and without paging, its empty fields left out; the 查询条件 text kept with it.
 */
import { FILTER_TEXT_MAX } from "../../src/domain/exports";

/** Request fields that are the export's own or paging, not the list's search. */
const NOT_SEARCH = new Set(["cursor", "size", "current", "filterText"]);

const isEmpty = (value: unknown) =>
  value === undefined || value === null || value === "" || (Array.isArray(value) && value.length === 0);

/** The list's search in an export's request: its non-empty fields. */
export function searchOf(payload: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(payload).filter(([name, value]) => !NOT_SEARCH.has(name) && !isEmpty(value)),
  );
}

/**
 * The 查询条件 recorded: the console's text (its form's labels and values; "" when the form is as the list opens, the
 * list's fixed fields being its title's; trimmed and at most FILTER_TEXT_MAX, the schema's), else, for a caller that
 * sent none, the search's fields as sent (「orderNo=SO1；settleStatus=[1,2]」) cut to FILTER_TEXT_MAX.
 */
export function filterTextOf(filterText: string | null | undefined, search: Record<string, unknown>): string {
  if (filterText !== undefined && filterText !== null) return filterText;
  const fields = Object.entries(search).map(
    ([name, value]) => `${name}=${typeof value === "object" ? JSON.stringify(value) : String(value)}`,
  );
  return fields.join("；").slice(0, FILTER_TEXT_MAX);
}

/** A stored JSON object ({} for anything else). */
export function storedObject(json: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(json);
    return typeof value === "object" && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}
