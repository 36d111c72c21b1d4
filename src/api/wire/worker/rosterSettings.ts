import * as v from "valibot";
import { optional, request } from "../../schema";
import { wholeNumber } from "../define";
import { areaIds, idList, workerKey } from "./records";

/**
 * The schemas of a worker's order-taking settings (api.worker.roster, D.4; registered in ../entries/worker/roster.ts,
 * src/api/worker/roster.ts takes its types from them), served by
 * mocks/workers/workerSettings.ts. Whether the worker may still be changed (not 拉黑), the class, area and catalogue
 * ids exist and the areas lie in the provider's cities are the handler's. The limits are
 * src/domain/workers/settings.ts's (the contract imports no domain: they are written out).
 */

/** MAX_AREAS, MAX_CLASSES, MAX_BATCH_WORKERS. */
const MAX_AREAS = 50;
const MAX_CLASSES = 50;
const MAX_BATCH_WORKERS = 100;

/** The spec's message for a number outside its rule (NUMBER_MISMATCH). */
const NUMBER_MISMATCH = "输入数值不符合";

/**
 * A whole number within min-max, sent as a number or its digits, else `message` whatever is wrong (absent too):
 * the settings' number rule (wholeNumberProblem, which reads text by typedNumber).
 */
function wholeWithin(message: string, min: number, max: number) {
  return v.pipe(
    v.union([v.number(), v.pipe(v.string(), v.regex(/^\d+$/, message))], message),
    v.transform(Number),
    v.integer(message),
    v.minValue(min, message),
    v.maxValue(max, message),
  );
}

/**
 * Class ids (goods category ids, as text or numbers): absent is none (the setting cleared); at most MAX_CLASSES once
 * repeated ids are dropped. Whether they exist is the handler's (workerSettingsStore.ts `classIdsInput`).
 */
const classIds = optional(
  v.pipe(
    v.array(wholeNumber("服务品类", { min: 1 }), "服务品类格式不正确"),
    v.check((ids) => new Set(ids).size <= MAX_CLASSES, `服务品类最多${MAX_CLASSES}个`),
  ),
);

/**
 * Areas of the address picker: at least one (「请选择服务区域」), at most MAX_AREAS. A text is 「服务区域不能为空」 (split
 * at its commas, each piece would be no area); whether the areas exist is the handler's (workerSettingsStore.ts
 * `areasInput`).
 */
const areas = v.pipe(
  v.array(areaIds, (issue) =>
    issue.input === undefined || issue.input === null
      ? "请选择服务区域"
      : typeof issue.input === "string"
        ? "服务区域不能为空"
        : "服务区域格式不正确",
  ),
  v.minLength(1, "请选择服务区域"),
  v.maxLength(MAX_AREAS, `服务区域最多${MAX_AREAS}个`),
);

/** Ids of a fixed catalogue (服务项目, 师傅角色): absent is none; an id not in the catalogue is the handler's. */
function catalogueIds(label: string) {
  return optional(v.array(v.union([v.string(), v.number()], `${label}不正确`), `${label}格式不正确`));
}

// ---- requests, per call

/** setFreeClass's and setNonFreeClass's. */
export const setClassesRequest = request({ workerId: workerKey, categoryIds: classIds });

export const setNonFreeAreaRequest = request({ workerId: workerKey, areas });

export const setBatchNonFreeAreaRequest = request({ workerIds: idList("师傅", MAX_BATCH_WORKERS), areas });

/** Turning it on needs a worker in 正常: the handler's rule. */
export const setNonFreeRequest = request({ workerId: workerKey, nonFree: v.boolean("指派接单不能为空") });

export const setNonFreePercentRequest = request({
  workerId: workerKey,
  /**
   * Share of the provider's orders dispatched to this worker, PERCENT_MIN-PERCENT_MAX; the rule's message names no
   * field.
   */
  percent: wholeWithin(NUMBER_MISMATCH, 0, 100),
});

export const setWorkerConfigRequest = request({
  workerId: workerKey,
  /** Maximum orders accepted per day, DAILY_ORDERS_MIN-DAILY_ORDERS_MAX. */
  maxDailyOrders: wholeWithin(`每日最多接单数${NUMBER_MISMATCH}`, 1, 50),
  /** Accept dispatched orders automatically. */
  autoAccept: v.boolean("自动接单不能为空"),
  serviceItemIds: catalogueIds("服务项目"),
  roleIds: catalogueIds("师傅角色"),
});

// ---- answers

export const workerClass = v.object({
  serverType: v.number(),
  serverTypeName: v.string(),
  categoryId: v.string(),
  categoryName: v.string(),
});
export const workerClasses = v.array(workerClass);

export const nonFreeState = v.object({ nonFree: v.boolean() });

/** Share of the provider's orders dispatched to this worker, 0-100. */
export const nonFreePercent = v.object({ percent: v.number() });

/** 1 by region list, 2 by radius. */
export const nonFreeAreaType = v.object({ areaType: v.picklist([1, 2]) });

export const workerConfig = v.object({
  /** Maximum orders accepted per day. */
  maxDailyOrders: v.number(),
  /** Accept dispatched orders automatically. */
  autoAccept: v.boolean(),
  serviceItemIds: v.array(v.string()),
  roleIds: v.array(v.string()),
});
