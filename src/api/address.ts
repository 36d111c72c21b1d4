import { service } from "./endpoint";
import type { AnswerType, RequestType } from "./schema";
import type * as wire from "./wire/address";

/** /address-center — administrative divisions. */
// Regions are public reference data: the apply form and every address picker read them, also before login.
const s = service("/address-center", { open: "public" });

/** The types of the calls below, from their schemas (./wire/address.ts, where their fields are described). */
export type AreaGetQuery = RequestType<typeof wire.areaGetRequest>;
export type AreasByIdsQuery = RequestType<typeof wire.areasByIdsRequest>;
/** A region, its children (`areas`) when the call includes them. */
export type AreaNode = AnswerType<typeof wire.areaNode>;
export type AreaChildren = AnswerType<typeof wire.areaChildren>;

export const areaGet = s.get<AreaGetQuery, AreaChildren>("/area/get", "按上级 id 取下级行政区（id=0 取省）", {
  identity: "none",
});

export const areasByCityAndIds = s.get<AreasByIdsQuery, AreaNode[]>(
  "/area/areasByCityAndIds",
  "按 id 列表取行政区（回显）",
  { identity: "none" },
);
