/**
 * Schemas shared by the worker calls' schema modules (./roster.ts, ./rosterSettings.ts, ./search.ts, ./map.ts and
 * the other worker modules): the field naming a worker, the records several calls answer.
 */
import * as v from "valibot";
import { integer, optional, request } from "../../schema";

// ---- request fields

/**
 * 师傅 naming one of the caller's workers: text; absent, blank or not text is 「师傅不能为空」. No length: an id of no
 * worker of the caller is 师傅不存在, the handler's answer (mocks/workers/workerStore.ts `ownWorker`; the calls that
 * take 32 characters at most use `text("师傅", { max: 32 })` instead).
 */
export const workerKey = v.pipe(v.string("师傅不能为空"), v.trim(), v.nonEmpty("师傅不能为空"));

/** A request naming one of the caller's workers, and nothing else (src/api/worker/roster.ts WorkerKey). */
export const workerKeyRequest = request({ workerId: workerKey });

/**
 * A list of ids: an array of texts or numbers, each filled (「X格式不正确」), not empty (「X不能为空」), at most `max`
 * (「X一次最多N个」). Absent or not a list is 「X格式不正确」 too, a comma-separated text included (the console never
 * sends one in a JSON body).
 */
export function idList(label: string, max: number) {
  const malformed = `${label}格式不正确`;
  return v.pipe(
    v.array(
      v.pipe(
        v.union([v.string(), v.number()], malformed),
        v.transform(String),
        v.trim(),
        v.nonEmpty(malformed),
      ),
      malformed,
    ),
    v.minLength(1, `${label}不能为空`),
    v.maxLength(max, `${label}一次最多${max}个`),
  );
}

/**
 * An area picked with the address picker, by its ids: 省份 and 城市 required, 区县 optional; not an object is
 * 「服务区域不能为空」. The names are not read: the gateway takes them from its region table (the console sends the
 * ids only), and whether the ids exist is the handler's (mocks/workers/workerStore.ts `areaInput`).
 */
export const areaIds = request(
  {
    provinceId: integer("省份", { min: 1 }),
    cityId: integer("城市", { min: 1 }),
    areaId: optional(integer("区县", { min: 1 })),
  },
  "服务区域",
);

// ---- answers

/** Region ids and names of a place (src/api/types.ts AreaRef). */
export const areaRef = v.object({
  provinceId: v.number(),
  provinceName: v.string(),
  cityId: v.number(),
  cityName: v.string(),
  /** Absent for the cities without an area level (ids 382 and 383). */
  areaId: v.optional(v.nullable(v.number())),
  areaName: v.optional(v.nullable(v.string())),
  townId: v.optional(v.nullable(v.number())),
  townName: v.optional(v.nullable(v.string())),
});

/** A worker's or a merchant's label (src/api/types.ts LabelItem). */
export const labelItem = v.object({
  labelId: v.string(),
  labelName: v.string(),
  labelDescription: v.string(),
  /** Icon URL. */
  labelIcon: v.string(),
  /** Visibility per platform; the console shows labels whose provPlatform is true. */
  labelVisible: v.object({ provPlatform: v.boolean() }),
});

/** Account status codes, in spec order: 1 待完善资料, 2 待开启, 3 正常, 4 禁用, 5 拉黑. */
export const WORKER_ACCOUNT_STATUSES = [1, 2, 3, 4, 5] as const;
export const workerAccountStatus = v.picklist(WORKER_ACCOUNT_STATUSES);

/** The id of the last live event that changed the record, 0 when none did (src/api/types.ts Versioned). */
export const version = v.optional(v.number());

/** A row of the roster (src/api/worker/roster.ts WorkerRow). */
export const workerRowEntries = {
  version,
  workerId: v.string(),
  workerName: v.string(),
  workerMobile: v.string(),
  avatar: v.optional(v.nullable(v.string())),
  accountStatus: workerAccountStatus,
  serverTypeNames: v.array(v.string()),
  cityName: v.string(),
  /** Worker grade name, e.g. 金牌. */
  gradeName: v.optional(v.nullable(v.string())),
  inServiceCount: v.number(),
  gmtCreatedTime: v.string(),
  /** Service type codes (1 安装, 2 维修, 3 测量), beside their names. */
  serverTypes: v.array(v.number()),
  /**
   * The worker's labels, sent with the page so the list shows them without one labelsByWorkerId call per row (our
   * addition to the row: the spec has the per-worker call only).
   */
  labels: v.array(labelItem),
};
export const workerRow = v.object(workerRowEntries);
