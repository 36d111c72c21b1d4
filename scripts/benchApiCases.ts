/**
 * What `npm run bench` measures of the stand-in (scripts/benchApi.ts runs it): the list call of every resource's
 * declaration and the calls below, timed at seed scale 100k; the load test; the head-of-line test.
 */
import * as api from "../src/api";
import type { Endpoint } from "../src/api/endpoint";
import { config } from "../src/config";
import { apiCase, PAGE_SIZES, paging, type ApiCase } from "./benchApiCase";
import { resources } from "./declaredResources";
import { LIST_CASES } from "./benchListCases";
import {
  TODO_RESPONSE_STATUSES,
  TODO_RESULT_STATUSES,
  WORK_ORDER_ASSIGNED_TYPE,
} from "../src/domain/workOrderStatus";
import { SURNAMES } from "../mocks/db/seed/vocabulary";
import type { BenchClient } from "./benchClient";

export type { ApiCase } from "./benchApiCase";
/** Keywords of the message search: common and rare, 1 to 16 characters, Chinese and ASCII. */
const KEYWORDS = ["订单", "师傅", "请尽快安排", "单", "SO2025", "售后工单", "SO20251115824645", "改约"];

/** What follows a surname in the messages: a worker, a customer. */
const NAME_ENDINGS = ["师傅", "先生", "女士"];
const READ_FILTERS = [undefined, 0, 1] as const;

/** Filters of the order list bench, one per request in turn. */
const ORDER_FILTERS: Record<string, unknown>[] = [
  { listStatus: 2 },
  { listStatus: 5 },
  { orderSource: 2, tmallStatus: 3 },
  { orderNo: "SO20261120" },
  { timeType: 1, startTime: "2026-11-01 00:00:00", endTime: "2026-11-10 23:59:59" },
  { customerName: "王" },
  { settleStatus: [3] },
];

/** Filters of the work order list bench: the 待处理 tab (the badge's rule), a type, a status, a day range. */
const WORK_ORDER_FILTERS: Record<string, unknown>[] = [
  {
    resultStatus: [...TODO_RESULT_STATUSES],
    responseStatus: [...TODO_RESPONSE_STATUSES],
    assignedType: WORK_ORDER_ASSIGNED_TYPE.provider,
  },
  { workType: 3 },
  { resultStatus: [8] },
  { startTime: "2026-11-01 00:00:00", endTime: "2026-11-10 23:59:59" },
];

/** Filters of the alert list bench: a board count (type + 待处理), the warned flag, a day range. */
const ALERT_FILTERS: Record<string, unknown>[] = [
  { alertType: 2, handleStatus: 1 },
  { alertType: 14, handleStatus: 2 },
  { warned: 2 },
  { startTime: "2026-11-01 00:00:00", endTime: "2026-11-10 23:59:59" },
];

/** Filters of the worker list bench: a name, a mobile prefix, a status, a service type, a registration range. */
const WORKER_FILTERS: Record<string, unknown>[] = [
  { workerName: "建" },
  { workerMobile: "1390" },
  { accountStatus: 3 },
  { serverType: 2 },
  { startTime: "2026-01-01 00:00:00", endTime: "2026-11-20 23:59:59" },
];

/** Periods of the worker service data bench: every order, a month, a range. */
const ASSESS_FILTERS: Record<string, unknown>[] = [
  {},
  { startTime: "2026-10-01 00:00:00", endTime: "2026-10-31 23:59:59" },
  { workerName: "张" },
];

/** Fields a resource's list call needs besides paging (by resource name). */
const LIST_FIELDS: Record<string, (i: number) => Record<string, unknown>> = {
  messages: (i) => ({ platform: config.platform, isRead: i % 3 === 0 ? undefined : i % 2 }),
};

/** The list call of every resource that declares one (paging, read filter), then the message keyword search. */
export const API_CASES: ApiCase[] = [
  ...resources.flatMap((resource) =>
    resource.endpoints?.list
      ? [
          apiCase(`${resource.name} list`, resource.endpoints.list as Endpoint<unknown, unknown>, (i) => ({
            ...paging(i),
            ...LIST_FIELDS[resource.name]?.(i),
          })),
        ]
      : [],
  ),
  // The order list (screens declare their own endpoint): unfiltered, then one filter at a time as a provider uses
  // them — a status tab, the 天猫 source with its status set, an order-number prefix, a day range, a worker.
  apiCase("orders list", api.order.provider.orderList, (i) => paging(i)),
  apiCase("orders list, filtered", api.order.provider.orderList, (i) => ({
    ...paging(i),
    ...ORDER_FILTERS[i % ORDER_FILTERS.length],
  })),
  // Bills are summed from the orders on every read: the provider's bills, then the worker bills and their summary.
  apiCase("provider bills list", api.finance.proBillPageList, (i) => paging(i)),
  apiCase("worker bills list", api.finance.workerBillPageList, (i) => paging(i)),
  apiCase("worker bills summary", api.finance.workerBillCollection, () => ({})),
  // The work order list (issue 9 aims at a p95 of 20 ms here) and the early-warning list with its board.
  apiCase("work orders list", api.workOrders.fetchList, (i) => paging(i)),
  apiCase("work orders list, filtered", api.workOrders.fetchList, (i) => ({
    ...paging(i),
    ...WORK_ORDER_FILTERS[i % WORK_ORDER_FILTERS.length],
  })),
  apiCase("alert list", api.data.alertList, (i) => paging(i)),
  apiCase("alert list, filtered", api.data.alertList, (i) => ({
    ...paging(i),
    ...ALERT_FILTERS[i % ALERT_FILTERS.length],
  })),
  apiCase("alert board", api.data.alertBoardDetail, (i) =>
    i % 2 === 0 ? {} : { startTime: "2026-11-01 00:00:00", endTime: "2026-11-20 23:59:59" },
  ),
  // The worker screens: the roster (in-service counts and labels from the order and label tables) and the service
  // data (figures aggregated over every order of the period).
  apiCase("workers list", api.worker.roster.workerList, (i) => paging(i)),
  apiCase("workers list, filtered", api.worker.roster.workerList, (i) => ({
    ...paging(i),
    ...WORKER_FILTERS[i % WORKER_FILTERS.length],
  })),
  apiCase("worker service data", api.data.workerAssessDataPage, (i) => ({
    ...paging(i),
    ...ASSESS_FILTERS[i % ASSESS_FILTERS.length],
  })),
  apiCase(
    "worker service overview",
    api.data.assessProviderInfo,
    (i) => ASSESS_FILTERS[i % ASSESS_FILTERS.length],
  ),
  // The drill-down of 师傅服务数据: every violation order of the provider, or of a month.
  apiCase("worker violation orders", api.data.workerViolateOrderPage, (i) => ({
    ...paging(i),
    ...(i % 2 === 0 ? {} : { month: "2026-10" }),
  })),
  apiCase("messages list, keyword", api.message.queryMsgRecordPage, (i) => ({
    platform: config.platform,
    ...paging(i),
    isRead: i % 3 === 0 ? undefined : ((i % 2) as 0 | 1),
    keyword: KEYWORDS[i % KEYWORDS.length],
  })),
  // The first page of a search never made before (nothing of it kept): a customer's or a worker's name, each read
  // filter in turn, 396 searches before one repeats.
  (() => {
    let searches = 0;
    return apiCase("messages list, keyword, each a new search", api.message.queryMsgRecordPage, () => {
      const n = searches++;
      return {
        platform: config.platform,
        current: 1,
        size: PAGE_SIZES[n % PAGE_SIZES.length],
        isRead: READ_FILTERS[Math.floor(n / (SURNAMES.length * NAME_ENDINGS.length)) % READ_FILTERS.length],
        keyword: `${SURNAMES[n % SURNAMES.length]}${NAME_ENDINGS[Math.floor(n / SURNAMES.length) % NAME_ENDINGS.length]}`,
      };
    });
  })(),
  // Every other list screen of the verticals, with and without a keyword (issue 30).
  ...LIST_CASES,
];

/**
 * The p95 each case aims at (issue 30's table): 30 ms for 师傅服务数据 (its list and overview), 20 ms for every list
 * call and the worker bills summary; none for the others.
 */
export function aimOf(name: string): number | undefined {
  if (name.startsWith("worker service data") || name === "worker service overview") return 30;
  if (/ list\b/.test(name) || ["worker bills summary", "worker violation orders"].includes(name)) return 20;
  return undefined;
}

/**
 * The head-of-line test (issue 31 §4): the plain order list (as "orders list") timed one call at a time while
 * `clients` clients run a heavy call in a loop: the slowest case of the run by p50, and each of `alsoLoad` (the
 * 师傅服务数据 call the issue measured). Bounded: at most `requests` probe calls or `seconds` per heavy call.
 */
export const HEAD_OF_LINE = {
  clients: 5,
  requests: 200,
  seconds: 30,
  aimMs: 50,
  probe: apiCase("orders list (head-of-line probe)", api.order.provider.orderList, (i) => paging(i)),
  alsoLoad: ["worker service data"],
};

/** The load test: CLIENTS concurrent signed clients for SECONDS on the message list (1 call in 7 with a keyword). */
export const LOAD = {
  name: "message list",
  clients: 50,
  seconds: 20,
  call: (client: BenchClient, i: number) =>
    client.call(
      api.message.queryMsgRecordPage,
      {
        platform: config.platform,
        ...paging(i),
        isRead: i % 3 === 0 ? undefined : ((i % 2) as 0 | 1),
        keyword: i % 7 === 0 ? KEYWORDS[(i / 7) % KEYWORDS.length] : undefined,
      },
      { silent: true },
    ),
};
