/**
 * Paging a list's export call (issue 43 E2): the first call fixes the export's rows on the server and answers the
 * first page with a cursor; each next call sends the cursor it was given, until the cursor is null (or the cap is
 * reached). Pages of EXPORT_PAGE_SIZE records, one after another, with progress after each page and a stop between
 * pages (取消). Between pages the main thread is handed back (`yieldToMain`), so the page stays responsive while the
 * pages arrive and their rows are built.
 */
import { EXPORT_CAP, EXPORT_PAGE_SIZE } from "../../../domain/exports";

export { EXPORT_CAP, EXPORT_PAGE_SIZE };

/** A page of the export call (src/api/types.ts ExportPage). */
export interface CursorPage<R> {
  records: R[];
  /** The list's total when the export started. */
  total: number;
  /** The next page's cursor; null on the last page. */
  nextCursor: string | null;
}

export interface Progress {
  /** Records fetched so far. */
  done: number;
  /** Records the export will write: the list's total, at most the cap. */
  target: number;
  /** The list's total (more than `target` when the cap cuts it). */
  total: number;
}

export interface CollectOptions<R, L> {
  /** One page of the export call: without a cursor first (the server fixes the rows), then each next cursor. */
  fetchPage: (cursor: string | undefined, size: number) => Promise<CursorPage<R>>;
  /** The file's lines of a page's records (built page by page, not all at the end). */
  toLines: (records: R[]) => L[];
  cap?: number;
  pageSize?: number;
  signal?: AbortSignal;
  onProgress?: (progress: Progress) => void;
}

export class ExportCancelled extends Error {
  constructor() {
    super("导出已取消");
    this.name = "ExportCancelled";
  }
}

/** Lets the browser paint and handle input before the next piece of work. */
export function yieldToMain(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** The lines of up to `cap` records of the export, page by page; rejects with ExportCancelled once `signal` aborts. */
export async function collectLines<R, L>({
  fetchPage,
  toLines,
  cap = EXPORT_CAP,
  pageSize = EXPORT_PAGE_SIZE,
  signal,
  onProgress,
}: CollectOptions<R, L>): Promise<{ lines: L[]; total: number; records: number }> {
  const lines: L[] = [];
  let records = 0;
  let total = 0;
  let cursor: string | undefined;
  for (;;) {
    if (signal?.aborted) throw new ExportCancelled();
    const answer = await fetchPage(cursor, pageSize);
    if (signal?.aborted) throw new ExportCancelled();
    total = answer.total;
    const take = answer.records.slice(0, Math.max(0, cap - records));
    records += take.length;
    for (const line of toLines(take)) lines.push(line);
    onProgress?.({ done: records, target: Math.min(total, cap), total });
    cursor = answer.nextCursor ?? undefined;
    // The last page, the cap, or a page with nothing in it (a server that would never end) ends the export.
    if (cursor === undefined || records >= cap || answer.records.length === 0) break;
    await yieldToMain();
  }
  return { lines, total, records };
}
