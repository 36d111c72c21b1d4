/**
 * The worker selector of a dispatch dialog (手动派单, 天猫直派, 雇佣, 转单, 送装分离) lists the order's dispatch
 * candidates (issue 41 §1): every worker of the provider, in the server's order (who may take the order first, by
 * fit: for a 天猫 order who served its customer, then the order's area, the lightest day, the nearest), those who may
 * not shown disabled with the server's reason beside the name. A typed keyword is sent to the same call (one answer,
 * no pages). The rules and their words are src/domain/orders/dispatchRules.ts.
 */
import { api } from "../../api";
import type { DispatchCandidate } from "../../api/order/dispatch";
import { call } from "../../providers/http";
import type { PageFetcher } from "../remote-select/paging";
import type { WorkerChoice } from "./workerSearch";

/** Asks the candidates of an order, with a keyword (part of a name or a mobile) or none. */
export type CandidateCall = (orderNo: string, keyword: string) => Promise<DispatchCandidate[]>;

/** The longest keyword the call takes (the server's limit); a longer one is cut, as no name or mobile is longer. */
export const CANDIDATE_KEYWORD_MAX = 30;

export const candidateCall: CandidateCall = (orderNo, keyword) =>
  call(
    api.order.dispatch.candidates,
    keyword ? { orderNo, keyword: keyword.slice(0, CANDIDATE_KEYWORD_MAX) } : { orderNo },
  );

/** The btn codes of the candidates call: an account holding any of them may ask it (the gateway's rule). */
export const CANDIDATE_BUTTONS: readonly string[] = api.order.dispatch.candidates.permission.button;

/** Said of an ineligible worker whose reason the server left out. */
export const UNAVAILABLE_FALLBACK = "该师傅不可接此单";

/** A candidate as an option's worker: the served mark only on those who may take the order. */
export function candidateChoice(candidate: DispatchCandidate): WorkerChoice {
  return {
    workerId: String(candidate.workerId),
    workerName: candidate.workerName,
    workerMobile: candidate.workerMobile,
    served: candidate.eligible && candidate.servedCustomer,
    unavailable: candidate.eligible ? null : candidate.reason?.trim() || UNAVAILABLE_FALLBACK,
  };
}

/** The selector's page fetcher for the order `orderNo`: one answer, in the server's order. */
export function candidateFetcher(ask: CandidateCall, orderNo: string): PageFetcher<WorkerChoice> {
  return async ({ page, query }) => {
    if (page > 1) return { records: [], total: 0 };
    const records = (await ask(orderNo, query.trim())).map(candidateChoice);
    return { records, total: records.length };
  };
}
