import * as v from "valibot";
import * as search from "../../worker/search";
import { optionalText, request, text } from "../../schema";
import { page, PAGING, wire, type WireEntry } from "../define";
import { labelItem, workerKey } from "./records";

/**
 * The schemas of api.worker.search's calls (../define.ts); the handlers are mocks/workers/workerSettings.ts,
 * mocks/workers/workers.ts (labels) and mocks/lookups/widgetLookups.ts. The selectors' records carry the mobile
 * masked (139****0001): any text.
 */

const workerSearchRecord = v.object({
  workerId: v.string(),
  workerName: v.string(),
  workerMobile: v.string(),
});

export const entries: readonly WireEntry[] = [
  wire(search.getWorkerListByName, {
    request: request({ workerName: text("师傅姓名", { max: 20 }) }),
    answer: v.array(workerSearchRecord),
  }),
  wire(search.serviceItemList, {
    answer: v.array(v.object({ itemId: v.string(), itemName: v.string(), serverType: v.number() })),
  }),
  wire(search.roleActiveList, {
    answer: v.array(v.object({ roleId: v.string(), roleName: v.string() })),
  }),
  wire(search.fuzzyQueryWorkers, {
    request: request({ keyword: text("关键字", { max: 30 }) }),
    answer: v.array(workerSearchRecord),
  }),
  wire(search.labelsByWorkerId, {
    request: request({ workerId: workerKey }),
    answer: v.array(labelItem),
  }),
  wire(search.queryWorkerListByNameOrMobile, {
    // The selector opens without a keyword: absent or blank is every worker of the provider.
    request: request({ ...PAGING, fuzzyContent: optionalText("姓名或手机号", { max: 30 }) }),
    answer: page(workerSearchRecord),
  }),
];
