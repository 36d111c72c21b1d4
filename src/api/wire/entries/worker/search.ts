import * as v from "valibot";
import * as search from "../../../worker/search";
import { wire, type WireEntry } from "../../define";
import * as schemas from "../../worker/search";

/** api.worker.search's calls with their schemas (../../worker/search.ts). */
export const entries: readonly WireEntry[] = [
  wire(search.getWorkerListByName, {
    request: schemas.workerListByNameRequest,
    answer: schemas.workerSearchRecords,
  }),
  wire(search.serviceItemList, { answer: v.array(schemas.serviceItem) }),
  wire(search.roleActiveList, { answer: v.array(schemas.workerRole) }),
  wire(search.fuzzyQueryWorkers, {
    request: schemas.fuzzyQueryWorkersRequest,
    answer: schemas.workerSearchRecords,
  }),
  wire(search.labelsByWorkerId, { request: schemas.labelsByWorkerIdRequest, answer: schemas.workerLabels }),
  wire(search.queryWorkerListByNameOrMobile, {
    request: schemas.workerListByNameOrMobileRequest,
    answer: schemas.workerSearchPage,
  }),
];
