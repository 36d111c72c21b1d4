import * as v from "valibot";
import { optional, request } from "../schema";
import { optionalWholeNumber, wholeNumber } from "./define";

/**
 * The schemas of api.goods's calls (registered in ./entries/goods.ts). Every request is a query
 * (mocks/lookups/widgetLookups.ts); src/api/goods.ts takes its types from them.
 */

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

/** The calls that take an optional service type only. */
export const serviceIdRequest = request({ serviceId });

export const serviceTypeListRequest = request({ scopeType });

/** Spec §7's request of the category calls. */
export const cateListByTypeRequest = request({
  /** Service type code (spec §9). */
  serviceId: wholeNumber("服务类型", { min: 1 }),
  pid,
  /** 0: all scopes; 众包 1, 总包 2. */
  scopeType: wholeNumber("业务类型", { min: 0, max: 2 }),
});

/**
 * The category tree's request: the service type and the scope are optional here (the worker class dialog asks for
 * scope 2 of every service type), though spec §7 lists both as for getCateListByType.
 */
export const allCategoryRequest = request({ serviceId, pid, scopeType });

// ---- answers

/** A category's own fields (spec §3: id, classname or name). */
const categoryFields = {
  id: v.string(),
  /** One-level class lists use classname; category trees use name. */
  classname: v.optional(v.string()),
  name: v.optional(v.string()),
  pid: v.optional(v.string()),
  /** 1 first level, 2 second level. */
  level: v.optional(v.number()),
};

/**
 * A category: trees (`name`, `pid`, `children`) and one-level class lists (`classname`) share the record. The type of
 * a recursive schema cannot be inferred: the recursion (`children`) is written here, the rest comes from
 * `categoryFields`.
 */
export type Category = v.InferOutput<v.ObjectSchema<typeof categoryFields, undefined>> & {
  children?: Category[];
};

export const category: v.GenericSchema<Category> = v.object({
  ...categoryFields,
  children: v.optional(v.array(v.lazy(() => category))),
});

export const categories = v.array(category);

export const serviceType = v.object({
  /** Service type code: install 1, repair 2, measure 3, ... (spec §9). */
  serviceId: v.number(),
  serviceName: v.string(),
});

/** A service type with its first-level categories. */
export const serviceTypeWithCategories = v.object({ ...serviceType.entries, categories });

export const serviceTypes = v.array(serviceType);
export const serviceTypesWithCategories = v.array(serviceTypeWithCategories);
