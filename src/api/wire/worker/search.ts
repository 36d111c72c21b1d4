import * as v from "valibot";
import { optionalText, request, text } from "../../schema";
import { page, PAGING } from "../define";
import { labelItem, workerKey } from "./records";

/**
 * The schemas of api.worker.search's calls (registered in ../entries/worker/search.ts; the handlers are
 * mocks/workers/workerSettings.ts, mocks/workers/workers.ts (labels) and mocks/lookups/widgetLookups.ts);
 * src/api/worker/search.ts takes its types from them. The selectors' records carry the mobile masked (139****0001):
 * any text.
 */

// ---- requests, per call

export const workerListByNameRequest = request({ workerName: text("师傅姓名", { max: 20 }) });

export const fuzzyQueryWorkersRequest = request({ keyword: text("关键字", { max: 30 }) });

export const labelsByWorkerIdRequest = request({ workerId: workerKey });

export const workerListByNameOrMobileRequest = request({
  ...PAGING,
  /** The selector opens without a keyword: absent or blank is every worker of the provider. */
  fuzzyContent: optionalText("姓名或手机号", { max: 30 }),
});

// ---- answers

/** Worker search record (spec §3). */
export const workerSearchRecord = v.object({
  workerId: v.string(),
  workerName: v.string(),
  workerMobile: v.string(),
});

export const workerSearchRecords = v.array(workerSearchRecord);

export const serviceItem = v.object({ itemId: v.string(), itemName: v.string(), serverType: v.number() });

export const workerRole = v.object({ roleId: v.string(), roleName: v.string() });

/** The worker's labels (src/api/types.ts LabelItem). */
export const workerLabels = v.array(labelItem);

export const workerSearchPage = page(workerSearchRecord);
