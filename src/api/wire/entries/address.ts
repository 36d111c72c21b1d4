import * as address from "../../address";
import * as schemas from "../address";
import { wire, type WireEntry } from "../define";

/** api.address's calls with their schemas (../address.ts). */
export const entries: readonly WireEntry[] = [
  wire(address.areaGet, { request: schemas.areaGetRequest, answer: schemas.areaChildren }),
  wire(address.areasByCityAndIds, { request: schemas.areasByIdsRequest, answer: schemas.areaList }),
];
