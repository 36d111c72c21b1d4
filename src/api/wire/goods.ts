import * as v from "valibot";
import * as goods from "../goods";
import type { Category } from "../goods";
import { optional, request } from "../schema";
import { optionalWholeNumber, wholeNumber } from "./define";
import { wire, type WireEntry } from "./define";

/** The schemas of api.goods's calls (./define.ts). Every request is a query (mocks/lookups/widgetLookups.ts). */

// ---- requests

const serviceId = optionalWholeNumber("服务类型", { min: 1 });

/** 0 (every scope), 众包 1 or 总包 2. */
const scopeType = optionalWholeNumber("业务类型", { min: 0, max: 2 });

/**
 * The parent category's id (widgetLookups.ts `categoryId`): its digits (or a number); absent, null or blank is the
 * first level ("0").
 */
const PID = "上级类目id";
const pid = optional(
  v.pipe(
    v.union([v.number(), v.string()], `${PID}必须是整数`),
    v.check((value) => {
      const raw = typeof value === "string" ? value.trim() : value;
      if (raw === "") return true;
      const n = typeof raw === "number" ? raw : /^\d+$/.test(raw) ? Number(raw) : NaN;
      return Number.isSafeInteger(n);
    }, `${PID}必须是整数`),
    v.check((value) => typeof value !== "number" || value >= 0, `${PID}超出范围`),
  ),
);

// ---- answers

/** A category: trees (`name`, `pid`, `children`) and one-level class lists (`classname`) share the record. */
const category: v.GenericSchema<Category> = v.object({
  id: v.string(),
  classname: v.optional(v.string()),
  name: v.optional(v.string()),
  pid: v.optional(v.string()),
  level: v.optional(v.number()),
  children: v.optional(v.array(v.lazy(() => category))),
});

const categories = v.array(category);

const serviceType = v.object({ serviceId: v.number(), serviceName: v.string() });

export const entries: readonly WireEntry[] = [
  wire(goods.smartGetAllServiceTypeAndFirstCate, {
    answer: v.array(v.object({ ...serviceType.entries, categories })),
  }),
  wire(goods.smartGetAllCategory, { request: request({ serviceId }), answer: categories }),
  wire(goods.smartGetOneClass, { request: request({ serviceId }), answer: categories }),
  wire(goods.smartAllCategory, { answer: categories }),
  wire(goods.getAllServiceType, { answer: v.array(serviceType) }),
  wire(goods.serviceTypeList, { request: request({ scopeType }), answer: v.array(serviceType) }),
  wire(goods.getCateListByType, {
    request: request({
      serviceId: wholeNumber("服务类型", { min: 1 }),
      pid,
      scopeType: wholeNumber("业务类型", { min: 0, max: 2 }),
    }),
    answer: categories,
  }),
  wire(goods.getOneClass, { request: request({ serviceId }), answer: categories }),
  wire(goods.getAllCategory, {
    // The service type and the scope are optional here (the worker class dialog asks for scope 2 of every service
    // type), though the declared request (CateListByTypeQuery, as spec §7 lists it) names both.
    request: request({ serviceId, pid, scopeType }),
    answer: categories,
  }),
];
