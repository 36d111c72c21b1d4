/** Paging rules of the paginated remote select (spec §7 "Paginated select", §9 merchant selector). */

/** Page buttons of the merchant selector's pager (spec §9). */
export const PAGE_BUTTONS = 5;
/** Records per page of the merchant selector (spec §9). */
export const MERCHANT_PAGE_SIZE = 10;
/** Pixels from the bottom of the list at which the next page is fetched. */
export const LOAD_MORE_THRESHOLD = 24;

export interface PageResult<T> {
  records: T[];
  total: number;
}

/** What the select asks for: a page (1-based), a page size and the typed query. */
export interface PageRequest {
  page: number;
  size: number;
  query: string;
}

export type PageFetcher<T> = (request: PageRequest) => Promise<PageResult<T>>;

export function pageCount(total: number, size: number): number {
  return size > 0 && total > 0 ? Math.ceil(total / size) : 0;
}

/**
 * The page numbers shown: a window of `buttons` pages around the current one, kept inside 1..pageCount
 * (e.g. current 7 of 13 → 5 6 7 8 9; current 1 → 1 2 3 4 5; current 13 → 9 10 11 12 13).
 */
export function pageWindow(current: number, count: number, buttons: number = PAGE_BUTTONS): number[] {
  if (count <= 0) return [];
  const width = Math.min(Math.max(1, buttons), count);
  const page = Math.min(Math.max(1, current), count);
  const start = Math.min(Math.max(1, page - Math.floor(width / 2)), count - width + 1);
  return Array.from({ length: width }, (_, i) => start + i);
}

/** True when the list is scrolled to (near) its bottom. */
export function isNearBottom(
  element: Pick<HTMLElement, "scrollTop" | "clientHeight" | "scrollHeight">,
  threshold: number = LOAD_MORE_THRESHOLD,
): boolean {
  return element.scrollTop + element.clientHeight >= element.scrollHeight - threshold;
}

/** True when more records exist than have been loaded. */
export function hasMore(loaded: number, total: number): boolean {
  return loaded < total;
}

/** Appends a page to the loaded records, dropping records already there (by key). */
export function appendPage<T>(
  loaded: readonly T[],
  page: readonly T[],
  key: (record: T) => string | number,
): T[] {
  const seen = new Set(loaded.map(key));
  return [...loaded, ...page.filter((record) => !seen.has(key(record)))];
}
