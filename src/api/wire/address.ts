import * as v from "valibot";
import { request } from "../schema";
import { optionalWholeNumber, wholeNumber } from "./define";

/**
 * The schemas of api.address's calls (registered in ./entries/address.ts). Both are queries
 * (mocks/lookups/address.ts); src/api/address.ts takes its types from them.
 */

// ---- requests

const IDS = "区域id";
const MAX_IDS = 200;

/**
 * The region ids, comma-separated, digits each: a missing list reads as malformed (「格式不正确」, not 「不能为空」);
 * an empty item is 「格式不正确」 before a long list is 「一次最多200个」.
 */
const ids = v.pipe(
  v.string(`${IDS}格式不正确`),
  v.check((value) => value.split(",").every((id) => id.trim() !== ""), `${IDS}格式不正确`),
  v.check((value) => value.split(",").length <= MAX_IDS, `${IDS}一次最多${MAX_IDS}个`),
  v.check((value) => value.split(",").every((id) => /^\d+$/.test(id.trim())), `${IDS}格式不正确`),
);

export const areaGetRequest = request({
  /** The parent region's id; 0: the provinces. */
  id: wholeNumber("上级区域id", { min: 0 }),
});

export const areasByIdsRequest = request({
  cityId: optionalWholeNumber("城市id", { min: 1 }),
  /** The region ids, comma-separated. */
  ids,
});

// ---- answers

/** A region's own fields. */
const areaFields = {
  id: v.number(),
  title: v.string(),
  /** 1 province, 2 city, 3 area, 4 street. */
  level: v.optional(v.number()),
};

/**
 * A region: its own fields as their schemas say, and its children when the call includes them. The type of a
 * recursive schema cannot be inferred: the recursion (`areas`) is written here, the rest comes from `areaFields`.
 */
export type AreaNode = v.InferOutput<v.ObjectSchema<typeof areaFields, undefined>> & {
  /** Children, when the call includes them. */
  areas?: AreaNode[];
};

export const areaNode: v.GenericSchema<AreaNode> = v.object({
  ...areaFields,
  areas: v.optional(v.array(v.lazy(() => areaNode))),
});

/** The regions under a parent. */
export const areaChildren = v.object({ areas: v.array(areaNode) });

export const areaList = v.array(areaNode);
