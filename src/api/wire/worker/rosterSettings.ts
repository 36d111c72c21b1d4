import * as v from "valibot";
import * as roster from "../../worker/roster";
import { optional, request } from "../../schema";
import { wholeNumber, wire, type WireEntry } from "../define";
import { areaIds, areaRef, idList, workerKey } from "./records";

/**
 * The schemas of a worker's order-taking settings (api.worker.roster, D.4; ./roster.ts registers them), served by
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

const byWorker = request({ workerId: workerKey });

const workerClasses = v.array(
  v.object({
    serverType: v.number(),
    serverTypeName: v.string(),
    categoryId: v.string(),
    categoryName: v.string(),
  }),
);

export const entries: readonly WireEntry[] = [
  // ---- classes
  wire(roster.freeClass, { request: byWorker, answer: workerClasses }),
  wire(roster.nonFreeClass, { request: byWorker, answer: workerClasses }),
  wire(roster.workerClass, { request: byWorker, answer: workerClasses }),
  wire(roster.setFreeClass, {
    request: request({ workerId: workerKey, categoryIds: classIds }),
    answer: v.null(),
  }),
  wire(roster.setNonFreeClass, {
    request: request({ workerId: workerKey, categoryIds: classIds }),
    answer: v.null(),
  }),

  // ---- areas
  wire(roster.freeArea, { request: byWorker, answer: v.array(areaRef) }),
  wire(roster.nonFreeArea, { request: byWorker, answer: v.array(areaRef) }),
  wire(roster.nonFreeAreaType, { request: byWorker, answer: v.object({ areaType: v.picklist([1, 2]) }) }),
  wire(roster.setNonFreeArea, {
    request: request({ workerId: workerKey, areas }),
    answer: v.null(),
  }),
  wire(roster.setBatchNonFreeArea, {
    request: request({ workerIds: idList("师傅", MAX_BATCH_WORKERS), areas }),
    answer: v.null(),
  }),

  // ---- 指派接单, percent, config
  wire(roster.nonFree, { request: byWorker, answer: v.object({ nonFree: v.boolean() }) }),
  wire(roster.setNonFree, {
    // Turning it on needs a worker in 正常: the handler's rule.
    request: request({ workerId: workerKey, nonFree: v.boolean("指派接单不能为空") }),
    answer: v.null(),
  }),
  wire(roster.nonFreePercent, { request: byWorker, answer: v.object({ percent: v.number() }) }),
  wire(roster.setNonFreePercent, {
    // PERCENT_MIN-PERCENT_MAX; the rule's message names no field.
    request: request({ workerId: workerKey, percent: wholeWithin(NUMBER_MISMATCH, 0, 100) }),
    answer: v.null(),
  }),
  wire(roster.workerConfig, {
    request: byWorker,
    answer: v.object({
      maxDailyOrders: v.number(),
      autoAccept: v.boolean(),
      serviceItemIds: v.array(v.string()),
      roleIds: v.array(v.string()),
    }),
  }),
  wire(roster.setWorkerConfig, {
    request: request({
      workerId: workerKey,
      // DAILY_ORDERS_MIN-DAILY_ORDERS_MAX.
      maxDailyOrders: wholeWithin(`每日最多接单数${NUMBER_MISMATCH}`, 1, 50),
      autoAccept: v.boolean("自动接单不能为空"),
      serviceItemIds: catalogueIds("服务项目"),
      roleIds: catalogueIds("师傅角色"),
    }),
    answer: v.null(),
  }),
];
