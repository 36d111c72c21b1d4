import * as goods from "../../src/api/goods";
import { SERVICE_TYPE } from "../../src/domain/orders/constants";
import * as merchant from "../../src/api/merchant";
import * as workerSearch from "../../src/api/worker/search";
import { maskPhone } from "../../src/domain/privacy";
import type { Db } from "../db/types";
import { checkedRequest } from "../requestSchema";
import { defineRoutes } from "../router";
import { pageOf, paging } from "../validate";

/**
 * The lookups behind the shared form widgets: the worker search select (worker-app), the service-type and
 * category picker (goods-app) and the merchant search dropdown (merchant-app). Tables: workers, goods_categories,
 * merchants (migration "widgets_lookups").
 */

/** `%text%` for LIKE with the wildcards of the text escaped (use with `ESCAPE '\'`). */
export function likePattern(value: string): string {
  return `%${value.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

/**
 * The worker selector's records (issue 43 P4): the selector shows a worker's mobile masked (张建国 139****0001) and
 * nothing more, so the search calls answer it masked; the whole number stays on the worker's own pages.
 */
export function maskedWorkers(
  records: readonly workerSearch.WorkerSearchRecord[],
): workerSearch.WorkerSearchRecord[] {
  return records.map((record) => ({ ...record, workerMobile: maskPhone(record.workerMobile) }));
}

// ---- goods categories

interface CategoryRow {
  id: number;
  pid: number;
  name: string;
  level: number;
}

interface CategoryFilter {
  serviceId?: number;
  /** 0 or undefined: every scope. */
  scopeType?: number;
}

function listOf(column: string): string {
  return `(',' || ${column} || ',') LIKE ('%,' || ? || ',%')`;
}

function categoryRows(db: Db, pid: number, filter: CategoryFilter): CategoryRow[] {
  const where = ["pid = ?"];
  const args: (number | string)[] = [pid];
  if (filter.serviceId !== undefined) {
    where.push(listOf("service_ids"));
    // As text: better-sqlite3 binds a JS number as REAL, which would concatenate as "1.0".
    args.push(String(filter.serviceId));
  }
  if (filter.scopeType) {
    where.push(listOf("scope_types"));
    args.push(String(filter.scopeType));
  }
  return db
    .prepare(
      `SELECT id, pid, name, level FROM goods_categories WHERE ${where.join(" AND ")} ORDER BY sort, id`,
    )
    .all(...args) as CategoryRow[];
}

function toCategory(row: CategoryRow): goods.Category {
  return { id: String(row.id), pid: String(row.pid), name: row.name, level: row.level };
}

function categoryTree(db: Db, pid: number, filter: CategoryFilter): goods.Category[] {
  return categoryRows(db, pid, filter).map((row) => {
    const children = categoryTree(db, row.id, filter);
    return children.length > 0 ? { ...toCategory(row), children } : toCategory(row);
  });
}

/*
 * The goods calls and the merchant search are queries: a number arrives as its digits, which the schemas
 * (src/api/wire/goods.ts, merchant.ts) checked, with its range; absent, null or "" is none where it is optional.
 */

function queryNumber(value: unknown): number | undefined {
  return value === undefined || value === null || value === "" ? undefined : Number(value);
}

/** The parent category: its digits (spaces around them allowed), or the first level (0) when absent or blank. */
function categoryId(value: unknown): number {
  const raw = typeof value === "string" ? value.trim() : value;
  return queryNumber(raw) ?? 0;
}

export default defineRoutes((r) => {
  r.serve(workerSearch.queryWorkerListByNameOrMobile, (ctx) => {
    const user = ctx.requireUser();
    const body = checkedRequest(workerSearch.queryWorkerListByNameOrMobile, ctx.payload);
    const request = paging(body);
    const fuzzy = body.fuzzyContent;
    const where = ["provider_id = ?"];
    const args: string[] = [user.providerId];
    if (fuzzy) {
      where.push("(worker_name LIKE ? ESCAPE '\\' OR worker_mobile LIKE ? ESCAPE '\\')");
      args.push(likePattern(fuzzy), likePattern(fuzzy));
    }
    const clause = where.join(" AND ");
    const total = ctx.db
      .prepare(`SELECT COUNT(*) FROM workers WHERE ${clause}`)
      .pluck()
      .get(...args) as number;
    const records = ctx.db
      .prepare(
        `SELECT worker_id AS workerId, worker_name AS workerName, worker_mobile AS workerMobile FROM workers
         WHERE ${clause} ORDER BY created DESC, worker_id LIMIT ? OFFSET ?`,
      )
      .all(...args, request.size, request.offset) as workerSearch.WorkerSearchRecord[];
    return pageOf(request, total, maskedWorkers(records));
  });

  r.serve(goods.getCateListByType, (ctx) => {
    const serviceId = Number(ctx.payload.serviceId);
    const pid = categoryId(ctx.payload.pid);
    return categoryRows(ctx.db, pid, { serviceId, scopeType: Number(ctx.payload.scopeType) }).map(toCategory);
  });

  r.serve(goods.getAllCategory, (ctx) => {
    const serviceId = queryNumber(ctx.payload.serviceId);
    const pid = categoryId(ctx.payload.pid);
    return categoryTree(ctx.db, pid, { serviceId, scopeType: queryNumber(ctx.payload.scopeType) });
  });

  r.serve(goods.getOneClass, (ctx) => {
    const serviceId = queryNumber(ctx.payload.serviceId);
    // The one-level class list is the 总包 (scope 2) list.
    return categoryRows(ctx.db, 0, { serviceId, scopeType: 2 }).map((row) => ({
      id: String(row.id),
      classname: row.name,
      level: 1,
    }));
  });

  // The 智能 (smart) category calls are the 众包 (scope 1) view of the same categories; the service-type lists are
  // the service types (spec §9) that have a category in the scope asked for.
  const crowdsourced = (serviceId?: number) => ({ serviceId, scopeType: 1 });
  const serviceTypes = (db: Db, scope?: number): goods.ServiceType[] =>
    SERVICE_TYPE.filter(
      (type) => categoryRows(db, 0, { serviceId: Number(type.value), scopeType: scope }).length > 0,
    ).map((type) => ({ serviceId: Number(type.value), serviceName: type.label }));

  r.serve(goods.smartGetAllServiceTypeAndFirstCate, (ctx) =>
    serviceTypes(ctx.db, 1).map((type) => ({
      ...type,
      categories: categoryRows(ctx.db, 0, crowdsourced(type.serviceId)).map(toCategory),
    })),
  );
  r.serve(goods.smartGetAllCategory, (ctx) =>
    categoryTree(ctx.db, 0, crowdsourced(queryNumber(ctx.payload.serviceId))),
  );
  r.serve(goods.smartGetOneClass, (ctx) =>
    categoryRows(ctx.db, 0, crowdsourced(queryNumber(ctx.payload.serviceId))).map((row) => ({
      id: String(row.id),
      classname: row.name,
      level: 1,
    })),
  );
  r.serve(goods.smartAllCategory, (ctx) =>
    (
      ctx.db
        .prepare("SELECT id, pid, name, level FROM goods_categories ORDER BY level, sort, id")
        .all() as CategoryRow[]
    ).map(toCategory),
  );
  r.serve(goods.getAllServiceType, (ctx) => serviceTypes(ctx.db));
  r.serve(goods.serviceTypeList, (ctx) =>
    serviceTypes(ctx.db, queryNumber(ctx.payload.scopeType) || undefined),
  );

  r.serve(merchant.pageMerchantNickName, (ctx) => {
    ctx.requireUser();
    const request = paging(ctx.payload);
    const personType = queryNumber(ctx.payload.personType);
    const nickName = checkedRequest(merchant.pageMerchantNickName, ctx.payload).nickName?.trim();
    const where: string[] = [];
    const args: (string | number)[] = [];
    if (personType !== undefined) {
      where.push("person_type = ?");
      args.push(personType);
    }
    if (nickName) {
      where.push("nick_name LIKE ? ESCAPE '\\'");
      args.push(likePattern(nickName));
    }
    const clause = where.length > 0 ? `WHERE ${where.join(" AND ")}` : "";
    const total = ctx.db
      .prepare(`SELECT COUNT(*) FROM merchants ${clause}`)
      .pluck()
      .get(...args) as number;
    const records = ctx.db
      .prepare(
        `SELECT merchant_id AS merchantId, nick_name AS nickName FROM merchants ${clause}
         ORDER BY merchant_id LIMIT ? OFFSET ?`,
      )
      .all(...args, request.size, request.offset) as merchant.MerchantOption[];
    return pageOf(request, total, records);
  });
});
