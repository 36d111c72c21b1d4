import * as map from "../../../worker/map";
import { wire, type WireEntry } from "../../define";
import * as schemas from "../../worker/map";

/** api.worker.map's calls with their schemas (../../worker/map.ts). */
export const entries: readonly WireEntry[] = [
  wire(map.byOrderAndArea, { request: schemas.mapRequest, answer: schemas.mapResult }),
  wire(map.tmallByOrderAndArea, { request: schemas.mapRequest, answer: schemas.mapResult }),
  wire(map.tmallByWorkerId, { request: schemas.mapWorkerRequest, answer: schemas.mapWorkerOrders }),
];
