/**
 * 导出 as its own calls (issue 43 E1–E4), one per exported list, each behind its export btn code (the gateway checks
 * it from the declaration) and, here, the list's own permission as well (the bills' 查看账单): an export never gives
 * more than paging the list would.
 *
 * The first call (no cursor) runs the list's own handler — the one the list call is served by, found in its route
 * module — over the whole search, page after page in one transaction, up to EXPORT_CAP records, and keeps the answer
 * rows in that order as the export's snapshot (exportStore.ts); it and every later call serve a page of the snapshot
 * by its cursor, so orders created or moved while the console pages are neither doubled nor skipped. Each export is
 * recorded: who (the account and its display name), when, which list, the search, the rows served, 已完成 or not;
 * 导出记录 (the main account's only) reads the provider's.
 */
import type { Endpoint, Page } from "../../src/api/endpoint";
import * as finance from "../../src/api/finance";
import * as provider from "../../src/api/order/provider";
import * as staff from "../../src/api/staff";
import type { ExportPage, ExportQuery } from "../../src/api/types";
import * as roster from "../../src/api/worker/roster";
import * as workOrders from "../../src/api/workOrders";
import { EXPORT_CAP } from "../../src/domain/exports";
import { failure } from "../errors";
import { FORBIDDEN_MESSAGE, isPermitted } from "../permissions";
import { checkedRequest } from "../requestSchema";
import {
  collectRoutes,
  defineRoutes,
  type Handler,
  type HandlerContext,
  type RouteModule,
  type Router,
} from "../router";
import { chinaDateTime } from "../time";
import { MAX_PAGE_SIZE, pageOf, paging } from "../validate";
import bills from "../bills/bills";
import { filterTextOf, searchOf } from "./exportFilter";
import { continueExport, exportLogPage, pruneExports, servePage, startExport } from "./exportStore";
import orders from "../orders/orders";
import { requireMain } from "../accounts/staffRules";
import workers from "../workers/workers";
import workOrderRoutes from "../workOrders/workOrders";

/** An exported list: its export call, its list call and the module serving it, and its title in 导出记录. */
interface ExportedList<Q, R> {
  endpoint: Endpoint<ExportQuery<Q>, ExportPage<R>>;
  list: Endpoint<Q, Page<R>>;
  module: RouteModule;
  /** The list's Chinese title (the order lists' one call serves three lists: told by their settlement statuses). */
  title: string | ((search: Record<string, unknown>) => string);
}

export const EXPORT_LOG_MAIN_ONLY = "仅主账号可查看导出记录";

const asList = (value: unknown): unknown[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

/** 已结算订单列表 asks settlement status 3, 待结算列表 1 and 2 (src/resources/orders/list.ts); any other search is 订单管理列表. */
export function orderListTitle(search: Record<string, unknown>): string {
  const settle = asList(search.settleStatus).map(Number);
  if (settle.length > 0 && settle.every((status) => status === 3)) return "已结算订单列表";
  if (settle.length > 0 && settle.every((status) => status === 1 || status === 2)) return "待结算列表";
  return "订单管理列表";
}

/** The handler a module serves `endpoint` with (its request schema check included), as the gateway runs it. */
function servedHandler(module: RouteModule, endpoint: Endpoint): Handler {
  const route = collectRoutes([module]).find((served) => served.endpoint === endpoint);
  if (!route) throw new Error(`${endpoint.method} ${endpoint.path} is not served by the module given`);
  return route.handler;
}

function isPage(answer: unknown): answer is Page<unknown> {
  return (
    typeof answer === "object" &&
    answer !== null &&
    Array.isArray((answer as Page<unknown>).records) &&
    typeof (answer as Page<unknown>).total === "number"
  );
}

/** The list handler's answer rows for the whole search, page after page, up to EXPORT_CAP. */
function snapshotOf(ctx: HandlerContext, list: Handler, search: Record<string, unknown>) {
  const records: unknown[] = [];
  let total = 0;
  for (let current = 1; ; current += 1) {
    const payload = { ...search, current, size: MAX_PAGE_SIZE };
    const answer = list({ ...ctx, payload, live: () => undefined });
    if (!isPage(answer)) throw new Error(`${ctx.endpoint.path}: the list's handler answered no page at once`);
    total = answer.total;
    records.push(...answer.records.slice(0, EXPORT_CAP - records.length));
    if (records.length >= Math.min(total, EXPORT_CAP) || answer.records.length < MAX_PAGE_SIZE) break;
  }
  return { total, records };
}

function exportHandler<Q, R>(exported: ExportedList<Q, R>): Handler<ExportQuery<Q>, ExportPage<R>> {
  const list = servedHandler(exported.module, exported.list);
  return (ctx) => {
    const user = ctx.requireUser();
    if (!isPermitted(exported.list, user)) return ctx.c.json(failure(403, FORBIDDEN_MESSAGE), 403);
    // The export's own fields were checked by its schema: 每页条数 1 to 100, a cursor that is not text refused as an
    // expired export, 查询条件 at most FILTER_TEXT_MAX. The search is checked by the list's own handler below.
    const request = checkedRequest(exported.endpoint, ctx.payload);
    const size = request.size ?? MAX_PAGE_SIZE;
    const now = ctx.clock();
    pruneExports(ctx.db, now);
    const { cursor } = request;
    if (cursor) {
      const caller = { accountId: user.accountId, endpoint: exported.endpoint.path };
      const { open, position } = continueExport(ctx.db, cursor, caller, now);
      return servePage<R>(ctx.db, open, position, size, now);
    }
    const search = searchOf(ctx.payload);
    const filterText = filterTextOf(request.filterText, search);
    // One transaction: the pages of the snapshot see one state of the list, and a refused search stores nothing.
    return ctx.db.transaction(() => {
      const { total, records } = snapshotOf(ctx as HandlerContext, list, search);
      const open = startExport(ctx.db, {
        providerId: user.providerId,
        accountId: user.accountId,
        operator: user.displayName,
        endpoint: exported.endpoint.path,
        listTitle: typeof exported.title === "string" ? exported.title : exported.title(search),
        filter: search,
        filterText,
        total,
        records,
        createdAt: chinaDateTime(now),
        now,
      });
      return servePage<R>(ctx.db, open, 0, size, now);
    })();
  };
}

function serveExport<Q, R>(r: Router, exported: ExportedList<Q, R>): void {
  r.serve(exported.endpoint, exportHandler(exported));
}

export default defineRoutes((r) => {
  serveExport(r, {
    endpoint: provider.orderExport,
    list: provider.orderList,
    module: orders,
    title: orderListTitle,
  });
  serveExport(r, {
    endpoint: roster.workerExport,
    list: roster.workerList,
    module: workers,
    title: "师傅列表",
  });
  serveExport(r, {
    endpoint: finance.proBillExport,
    list: finance.proBillPageList,
    module: bills,
    title: "服务商账单",
  });
  serveExport(r, {
    endpoint: finance.workerBillExport,
    list: finance.workerBillPageList,
    module: bills,
    title: "师傅账单",
  });
  serveExport(r, {
    endpoint: workOrders.exportList,
    list: workOrders.fetchList,
    module: workOrderRoutes,
    title: "工单列表",
  });

  r.serve(staff.exportLog, (ctx) => {
    const main = requireMain(ctx, EXPORT_LOG_MAIN_ONLY);
    if (main instanceof Response) return main;
    const page = paging(ctx.payload);
    const { total, records } = exportLogPage(ctx.db, main.providerId, page);
    return pageOf(page, total, records);
  });
});
