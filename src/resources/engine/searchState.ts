/**
 * A list's search state — the search form's values, the status tab, the page and its size — as a request payload
 * and as a query string, so that a reload (or a link from another screen) opens the list as it was.
 *
 * Query string: one parameter per filter that has a value (scalars as text; arrays and objects as JSON), plus
 * `tab`, `page` and `size` when they differ from the defaults.
 */
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from "../../widgets/table/defaults";
import { isBlank } from "./format";
import type { AnyRecord, FilterDecl, ListScreen, OptionsSource, TabsDecl } from "./types";

export type FormValues = Record<string, unknown>;

export interface SearchState {
  values: FormValues;
  /** The status tab's value; undefined = 全部. */
  tab?: string | number;
  page: number;
  size: number;
}

export const DEFAULT_DATE_RANGE_FIELDS = ["startTime", "endTime"] as const;

/** Submitted values as they are kept: text trimmed (what is queried is what the URL and the form show). */
export function cleanValues(values: FormValues): FormValues {
  return Object.fromEntries(
    Object.entries(values).map(([name, value]) => [name, typeof value === "string" ? value.trim() : value]),
  );
}

/** The values the form starts with (and 重置 returns to). */
export function initialValues(filters: readonly FilterDecl[] = []): FormValues {
  const values: FormValues = {};
  for (const filter of filters) if (filter.initial !== undefined) values[filter.field] = filter.initial;
  return values;
}

export function initialState(filters: readonly FilterDecl[] = []): SearchState {
  return { values: initialValues(filters), page: 1, size: DEFAULT_PAGE_SIZE };
}

function defaultPayload(filter: FilterDecl, value: unknown): Record<string, unknown> {
  switch (filter.input) {
    case "dateRange": {
      const [from, to] = filter.to ?? DEFAULT_DATE_RANGE_FIELDS;
      const range = Array.isArray(value) ? value : [];
      return { [from]: range[0], [to]: range[1] };
    }
    case "address":
    case "serviceType":
      // The widgets' values are objects of level fields (province, city, … / scopeType, categoryId, …).
      return typeof value === "object" && value !== null ? { ...(value as Record<string, unknown>) } : {};
    default:
      return { [filter.field]: typeof value === "string" ? value.trim() : value };
  }
}

/** The request fields of a search state (blank fields left out; paging not included). */
export function searchPayload(
  filters: readonly FilterDecl[] = [],
  state: Pick<SearchState, "values" | "tab">,
  tabs?: TabsDecl,
): Record<string, unknown> {
  const payload: Record<string, unknown> = {};
  for (const filter of filters) {
    const value = state.values[filter.field];
    if (isBlank(value) || (filter.when && !filter.when(state.values))) continue;
    const fields = filter.toPayload ? filter.toPayload(value) : defaultPayload(filter, value);
    for (const [name, fieldValue] of Object.entries(fields))
      if (!isBlank(fieldValue)) payload[name] = fieldValue;
  }
  if (tabs && state.tab !== undefined && state.tab !== "")
    Object.assign(payload, tabs.toPayload ? tabs.toPayload(state.tab) : { [tabs.field]: state.tab });
  return payload;
}

function encodeValue(value: unknown): string {
  return typeof value === "object" ? JSON.stringify(value) : String(value);
}

/** The query string of a state ("" when everything is at its default). */
export function encodeSearch(state: SearchState, filters: readonly FilterDecl[] = []): string {
  const params = new URLSearchParams();
  for (const filter of filters) {
    const value = state.values[filter.field];
    if (!isBlank(value) && encodeValue(value) !== encodeValue(filter.initial ?? "")) {
      params.set(filter.field, encodeValue(value));
    }
  }
  if (state.tab !== undefined && state.tab !== "") params.set("tab", String(state.tab));
  if (state.page !== 1) params.set("page", String(state.page));
  if (state.size !== DEFAULT_PAGE_SIZE) params.set("size", String(state.size));
  const query = params.toString();
  return query ? `?${query}` : "";
}

/**
 * The option value whose text is `text` (so "2" comes back as the number 2 when the option is a number). Options
 * read from a call are not known yet when a link is decoded: an integer text is taken as a number, any other as is.
 */
function optionValue(options: OptionsSource, text: string): string | number | undefined {
  if ("endpoint" in options) return /^-?\d{1,15}$/.test(text) ? Number(text) : text.slice(0, 64);
  return options.find((option) => String(option.value) === text)?.value;
}

function decodeValue(filter: FilterDecl, text: string): unknown {
  if (filter.input === "select") {
    if (filter.multiple) {
      const parsed = parseJson(text);
      if (!Array.isArray(parsed)) return undefined;
      const picked = parsed.map((item) => optionValue(filter.options, String(item)));
      return picked.every((item) => item !== undefined) ? picked : undefined;
    }
    return optionValue(filter.options, text);
  }
  if (filter.input === "dateRange") {
    const parsed = parseJson(text);
    return Array.isArray(parsed) && parsed.length === 2 && parsed.every((d) => typeof d === "string")
      ? parsed
      : undefined;
  }
  if (filter.input === "address" || filter.input === "serviceType") {
    const parsed = parseJson(text);
    return typeof parsed === "object" && parsed !== null && !Array.isArray(parsed) ? parsed : undefined;
  }
  return text.slice(0, filter.input === "text" ? (filter.maxLength ?? 50) : 64);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function positiveInt(text: string | null): number | undefined {
  return text !== null && /^[1-9]\d{0,5}$/.test(text) ? Number(text) : undefined;
}

/**
 * The state a query string names, over the defaults; anything it cannot read (an unknown option, a broken range,
 * a page size the lists do not offer) is left at its default.
 */
export function decodeSearch(
  search: string,
  filters: readonly FilterDecl[] = [],
  tabs?: TabsDecl,
): SearchState {
  const params = new URLSearchParams(search);
  const state = initialState(filters);
  for (const filter of filters) {
    const text = params.get(filter.field);
    if (text === null) continue;
    const value = decodeValue(filter, text);
    if (value !== undefined) state.values[filter.field] = value;
  }
  const tab = params.get("tab");
  if (tab !== null && tabs) state.tab = optionValue(tabs.options, tab);
  state.page = positiveInt(params.get("page")) ?? 1;
  const size = positiveInt(params.get("size"));
  if (size !== undefined && PAGE_SIZES.includes(size)) state.size = size;
  return state;
}

/** The tabs a list shows for its search values (a declaration may pick them by a value). */
export function tabsOf<R extends AnyRecord, D extends AnyRecord>(
  screen: ListScreen<R, D>,
  values: FormValues,
): TabsDecl | undefined {
  return typeof screen.tabs === "function" ? screen.tabs(values) : screen.tabs;
}

/** A list call's own request fields for a search state: the screen's fixed ones, the search's and the tab's. */
export function listPayload<R extends AnyRecord, D extends AnyRecord>(
  screen: ListScreen<R, D>,
  state: SearchState,
  tabs: TabsDecl | undefined,
): Record<string, unknown> {
  return { ...screen.fixed, ...searchPayload(screen.filters, state, tabs) };
}

/**
 * The request a list's query makes for a search state and its call fields (`listPayload`): refine's server pagination
 * and the data provider's meta. The frame's early read (index.tsx `firstRead`) and the list's query (ListView) build
 * it here, so that the query finds the read.
 */
export function listRequest<R extends AnyRecord, D extends AnyRecord>(
  screen: ListScreen<R, D>,
  state: SearchState,
  payload: Record<string, unknown>,
) {
  return {
    pagination: { currentPage: state.page, pageSize: state.size, mode: "server" as const },
    meta: { endpoints: { list: screen.endpoint }, payload },
  };
}

/** The search state a query string says, with the tabs its values pick. */
export function stateFromSearch<R extends AnyRecord, D extends AnyRecord>(
  screen: ListScreen<R, D>,
  search: string,
): SearchState {
  const values = decodeSearch(search, screen.filters).values;
  return decodeSearch(search, screen.filters, tabsOf(screen, values));
}
