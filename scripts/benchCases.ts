/**
 * What `npm run bench` measures (scripts/bench.ts runs it). The routes come from the route declarations
 * (src/resources): every declared page with code and without parameters is loaded cold, so a new resource folder is
 * measured without a change here. The list calls of the resources' declarations are timed at seed scale 100k.
 */
import type { Page } from "playwright-core";
import * as api from "../src/api";
import type { Endpoint } from "../src/api/endpoint";
import { config } from "../src/config";
import { resources, routes as declaredRoutes } from "../src/resources";
import {
  TODO_RESPONSE_STATUSES,
  TODO_RESULT_STATUSES,
  WORK_ORDER_ASSIGNED_TYPE,
} from "../src/domain/workOrderStatus";
import { SURNAMES } from "../mocks/db/seed/vocabulary";
import type { BenchClient } from "./benchClient";

export interface RouteCase {
  path: string;
  /** Needs a logged-in session (the demo account). */
  auth: boolean;
  /** Selector of the element that makes the page usable; default DEFAULT_READY. */
  ready?: string;
}

export const DEFAULT_READY = "main, form, [role=main], .ant-result";

/** Per declared path, a better `ready` than the default (e.g. the first row of a table). */
const READY: Record<string, string> = {
  "/message/index": ".ant-table-row, .ant-empty",
  "/order/index": ".ant-table-row, .ant-empty",
  "/order/staylist": ".ant-table-row, .ant-empty",
  "/order/settledlist": ".ant-table-row, .ant-empty",
  "/worker/index": ".ant-table-row, .ant-empty",
  "/dashboard/list": ".ant-table-row, .ant-empty",
  // The profile tab has loaded providerDetails.
  "/personal/index": ".ant-descriptions",
  "/bill/index": ".ant-table-row, .ant-empty",
};

export const ROUTES: RouteCase[] = [
  { path: "/login", auth: false, ready: "form" },
  ...declaredRoutes
    .filter((route) => route.load && !route.hidden && route.layout !== "none" && !route.path.includes(":"))
    .map((route) => ({ path: route.path, auth: true, ready: READY[route.path] })),
  { path: "/404", auth: false },
];

export interface InteractionCase {
  name: string;
  /** Route opened (cold, logged in when `auth`) before the interaction. */
  route: RouteCase;
  /**
   * The interaction; resolves when its result is usable. Only this is timed, unless it resolves with a number: the
   * duration the page measured itself (ms), which is then used instead.
   */
  run: (page: Page) => Promise<void | number>;
}

const tabOf = (page: Page, title: string) => page.locator(".tabs-view [role=tab]", { hasText: title });

/** Clicks a tab and resolves with the "tab-switch" measure of that switch (ms). */
async function switchTo(page: Page, title: string): Promise<number> {
  await page.evaluate(() => performance.clearMeasures("tab-switch"));
  await tabOf(page, title).click();
  const handle = await page.waitForFunction(() => {
    const entries = performance.getEntriesByName("tab-switch", "measure");
    return entries.length === 1 ? entries[0].duration : null;
  });
  return (await handle.jsonValue()) as number;
}

/**
 * Tab switch of the admin layout (src/layout/tabs): from the click on a kept-alive tab to the first frame of the
 * revealed page, as measured in the page (performance measure "tab-switch"). 我的消息 is opened first, then 首页,
 * and the switch back to 我的消息 (a page with a loaded table) is measured: the first switch back after the page
 * loaded (cold code), or the median of the next ten.
 */
async function tabSwitchBack(page: Page): Promise<number> {
  await page.locator(".ant-table-row").first().waitFor({ state: "visible", timeout: 30_000 });
  await switchTo(page, "首页");
  return switchTo(page, "我的消息");
}

async function tabSwitchBackRepeated(page: Page): Promise<number> {
  await tabSwitchBack(page);
  const back: number[] = [];
  for (let i = 0; i < 10; i++) {
    await switchTo(page, "首页");
    back.push(await switchTo(page, "我的消息"));
  }
  return back.sort((a, b) => a - b)[Math.floor((back.length - 1) / 2)];
}

export const INTERACTIONS: InteractionCase[] = [
  {
    name: "tab switch (首页 → 我的消息, kept alive), the first",
    route: { path: "/message/index", auth: true },
    run: tabSwitchBack,
  },
  {
    name: "tab switch, the same, median of the next 10",
    route: { path: "/message/index", auth: true },
    run: tabSwitchBackRepeated,
  },
];

/**
 * A login through the form, timed in the page from the click on 登录 until `done` is on screen (the frame after it
 * was painted). The login page is left idle first (as a user typing would), so its prefetch has run.
 */
export interface LoginFlowCase {
  name: string;
  /** Where the logged-out visit starts (an admin path goes to /login?reduce=...). */
  start: string;
  done: string;
}

export const LOGIN_FLOWS: LoginFlowCase[] = [
  { name: "click 登录 → dashboard frame painted", start: "/login", done: ".admin-layout [role=menu]" },
  {
    name: "deep link /message/index: click 登录 → first rows",
    start: "/message/index",
    done: ".ant-table-row",
  },
  // Issue 7's aim for the order list (the largest page: its search form, marks and actions).
  {
    name: "deep link /order/index: click 登录 → first rows",
    start: "/order/index",
    done: ".ant-table-row",
  },
];

export interface ApiCase {
  name: string;
  call: (client: BenchClient, i: number) => Promise<unknown>;
}

/** An API case calling `endpoint` with `payload(i)` for the i-th request. */
function apiCase<Req, Res>(name: string, endpoint: Endpoint<Req, Res>, payload: (i: number) => Req): ApiCase {
  return { name, call: (client, i) => client.call(endpoint, payload(i), { silent: true }) };
}

const PAGE_SIZES = [10, 20, 50];
const paging = (i: number) => ({ current: 1 + (i % 25), size: PAGE_SIZES[i % PAGE_SIZES.length] });
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
];

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
