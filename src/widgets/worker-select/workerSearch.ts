/**
 * Where the worker selector's options come from (decided in docs/decisions.md, Orders):
 * - opened without a keyword: the provider's workers page by page (queryWorkerListByNameOrMobile, the spec §7 call
 *   of the selector, the only one that pages);
 * - a typed keyword: fuzzyQuery/workers (parts of a name or of a mobile: the server matches the whole number and
 *   answers it masked, issue 43 P4, as every search call of the selector does); when the keyword can be a whole name (two or more characters, no digit), also
 *   getWorkerListByName (the exact name), whose workers come first: the fuzzy answer is capped and in the server's
 *   order;
 * - for a 天猫 order, tmall servedWorkerIds: the workers who served the customer before come first, marked.
 * A dispatch dialog's selector lists the order's candidates instead (./candidates.ts), when the account may ask.
 */
import { api } from "../../api";
import type { WorkerSearchRecord } from "../../api/worker/search";
import { ORDER_SOURCE_CODE } from "../../domain/orders/constants";
import { call } from "../../providers/http";
import { maskPhone } from "../masked-phone/phone";
import type { RemoteOption } from "../remote-select/groups";
import type { PageFetcher, PageResult } from "../remote-select/paging";

/**
 * An option's worker; `served`: he served the order's customer before (and may take it); `unavailable`: why he may
 * not take the order (an order's candidates, ./candidates.ts), shown beside his name, the option disabled.
 */
export interface WorkerChoice extends WorkerSearchRecord {
  served?: boolean;
  unavailable?: string | null;
}

/** The order workers are picked for (a dispatch or transfer dialog). */
export interface WorkerSelectOrder {
  orderNo: string;
  orderSource: number;
}

/** The calls behind the selector (replaced in tests). */
export interface WorkerCalls {
  browse: (page: number, size: number) => Promise<PageResult<WorkerSearchRecord>>;
  fuzzy: (keyword: string) => Promise<WorkerSearchRecord[]>;
  byName: (workerName: string) => Promise<WorkerSearchRecord[]>;
  served: (orderNo: string) => Promise<string[]>;
}

export const workerCalls: WorkerCalls = {
  browse: async (page, size) => {
    const result = await call(api.worker.search.queryWorkerListByNameOrMobile, {
      fuzzyContent: "",
      current: page,
      size,
    });
    return { records: result.records, total: result.total };
  },
  fuzzy: (keyword) => call(api.worker.search.fuzzyQueryWorkers, { keyword }),
  byName: (workerName) => call(api.worker.search.getWorkerListByName, { workerName }),
  served: async (orderNo) => (await call(api.worker.tmall.servedWorkerIds, { orderNo })).map(String),
};

export const SERVED_GROUP = "服务过该客户";
export const OTHERS_GROUP = "其他师傅";
/** Workers looked through for served ones missing from the first page (one call; the most a page may hold). */
export const SERVED_LOOKUP_SIZE = 100;

/** "张建国 139****0001": the option and selected text; the mobile masked (spec §5). */
export function workerLabel(worker: Pick<WorkerSearchRecord, "workerName" | "workerMobile">): string {
  return `${worker.workerName} ${maskPhone(worker.workerMobile)}`;
}

/** Reason separator of a worker who may not take the order: 「张师傅 138****0001 — 师傅今日接单已满（8/8）」. */
export const UNAVAILABLE_SEPARATOR = " — ";

export const workerOption = (worker: WorkerChoice): RemoteOption =>
  worker.unavailable
    ? {
        value: worker.workerId,
        label: `${workerLabel(worker)}${UNAVAILABLE_SEPARATOR}${worker.unavailable}`,
        disabled: true,
      }
    : { value: worker.workerId, label: workerLabel(worker) };

/** The group of an option: only when some loaded worker served the customer. */
export function workerGroup(worker: WorkerChoice, all: readonly WorkerChoice[]): string | undefined {
  if (!all.some((w) => w.served)) return undefined;
  return worker.served ? SERVED_GROUP : OTHERS_GROUP;
}

/** A keyword that can be a whole name: two or more characters and no digit. */
export function isWholeName(keyword: string): boolean {
  return keyword.length >= 2 && !/\d/.test(keyword);
}

export function isTmallOrder(order: WorkerSelectOrder | undefined): order is WorkerSelectOrder {
  return order?.orderSource === ORDER_SOURCE_CODE.tmall && Boolean(order.orderNo);
}

/** The order of an action's record, when it is one (has an order number and a source). */
export function workerOrderOf(record: unknown): WorkerSelectOrder | undefined {
  if (typeof record !== "object" || record === null) return undefined;
  const { orderNo, orderSource } = record as Partial<Record<"orderNo" | "orderSource", unknown>>;
  return typeof orderNo === "string" && typeof orderSource === "number"
    ? { orderNo, orderSource }
    : undefined;
}

/**
 * Each worker once (the first), each marked; the served ones first, in the order of `served` (the most recent
 * service first), the others in the order given.
 */
export function servedFirst(
  workers: readonly WorkerSearchRecord[],
  served: ReadonlySet<string>,
): WorkerChoice[] {
  const seen = new Set<string>();
  const unique = workers.filter((w) => {
    const id = String(w.workerId);
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
  const marked = unique.map((w) => ({ ...w, served: served.has(String(w.workerId)) }));
  const rank = [...served];
  const first = marked.filter((w) => w.served);
  first.sort((a, b) => rank.indexOf(String(a.workerId)) - rank.indexOf(String(b.workerId)));
  return [...first, ...marked.filter((w) => !w.served)];
}

/**
 * The selector's page fetcher. `served` answers the ids of the workers who served the order's customer (asked once
 * per selector; empty for an order that is not 天猫).
 */
export function workerFetcher(
  calls: WorkerCalls = workerCalls,
  served: () => Promise<ReadonlySet<string>> = async () => new Set(),
): PageFetcher<WorkerChoice> {
  return async ({ page, size, query }) => {
    const keyword = query.trim();
    if (keyword) {
      // One answer, no pages (total = what was found).
      if (page > 1) return { records: [], total: 0 };
      const [exact, fuzzy, ids] = await Promise.all([
        isWholeName(keyword) ? calls.byName(keyword) : Promise.resolve([]),
        calls.fuzzy(keyword),
        served(),
      ]);
      const records = servedFirst([...exact, ...fuzzy], ids);
      return { records, total: records.length };
    }
    const [result, ids] = await Promise.all([calls.browse(page, size), served()]);
    const missing = [...ids].filter((id) => !result.records.some((w) => String(w.workerId) === id));
    if (page > 1 || missing.length === 0)
      return { records: servedFirst(result.records, ids), total: result.total };
    // Served workers beyond the first page are looked up in one larger page and shown first; later pages skip them.
    const lookup = await calls.browse(1, SERVED_LOOKUP_SIZE);
    const found = lookup.records.filter((w) => missing.includes(String(w.workerId)));
    return { records: servedFirst([...found, ...result.records], ids), total: result.total };
  };
}

/** Asks `load` once, on first use; a failure counts as none served (the client has shown it). */
export function once(load: () => Promise<string[]>): () => Promise<ReadonlySet<string>> {
  let answer: Promise<ReadonlySet<string>> | undefined;
  return () => {
    answer ??= load().then(
      (ids) => new Set(ids),
      () => new Set<string>(),
    );
    return answer;
  };
}
