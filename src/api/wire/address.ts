import * as v from "valibot";
import * as address from "../address";
import type { AreaNode } from "../address";
import { request } from "../schema";
import { optionalWholeNumber, wholeNumber } from "./define";
import { wire, type WireEntry } from "./define";

/** The schemas of api.address's calls (./define.ts). Both are queries (mocks/lookups/address.ts). */

/** A region; its children (`areas`) when the call includes them. */
const areaNode: v.GenericSchema<AreaNode> = v.object({
  id: v.number(),
  title: v.string(),
  level: v.optional(v.number()),
  areas: v.optional(v.array(v.lazy(() => areaNode))),
});

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

export const entries: readonly WireEntry[] = [
  wire(address.areaGet, {
    // 0: the provinces.
    request: request({ id: wholeNumber("上级区域id", { min: 0 }) }),
    answer: v.object({ areas: v.array(areaNode) }),
  }),
  wire(address.areasByCityAndIds, {
    request: request({ cityId: optionalWholeNumber("城市id", { min: 1 }), ids }),
    answer: v.array(areaNode),
  }),
];
