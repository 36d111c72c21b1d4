/**
 * Paging a list's call for an export: pages of EXPORT_PAGE_SIZE records, one after another, up to the cap, with
 * progress after each page and a stop between pages (取消). Between pages the main thread is handed back
 * (`yieldToMain`), so the page stays responsive while the pages arrive and their rows are built.
 */

/** The most records one export writes (stated in the dialog before it starts). */
export const EXPORT_CAP = 10_000;
/** Records asked per call: the most the list calls give (the stand-in's MAX_PAGE_SIZE, the gateway's limit). */
export const EXPORT_PAGE_SIZE = 100;

export interface PageAnswer<R> {
  records: R[];
  total: number;
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
  /** One page of the list's call (1-based), with the list's current search. */
  fetchPage: (page: number, size: number) => Promise<PageAnswer<R>>;
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

/** The lines of up to `cap` records of the list, page by page; rejects with ExportCancelled once `signal` aborts. */
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
  let total = Infinity;
  for (let page = 1; records < Math.min(total, cap); page += 1) {
    if (signal?.aborted) throw new ExportCancelled();
    const answer = await fetchPage(page, pageSize);
    if (signal?.aborted) throw new ExportCancelled();
    total = answer.total;
    const take = answer.records.slice(0, Math.max(0, cap - records));
    records += take.length;
    for (const line of toLines(take)) lines.push(line);
    onProgress?.({ done: records, target: Math.min(total, cap), total });
    // A short page is the last one, whatever the total said (records removed while paging).
    if (answer.records.length < pageSize) break;
    await yieldToMain();
  }
  if (total === Infinity) total = 0;
  return { lines, total, records };
}
