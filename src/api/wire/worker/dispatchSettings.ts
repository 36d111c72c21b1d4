import * as v from "valibot";
import { request } from "../../schema";

/**
 * The schemas of api.worker.dispatchSettings's calls (registered in ../entries/worker/dispatchSettings.ts);
 * src/api/worker/dispatchSettings.ts takes its types from them.
 */

const EMPTY = "请输入接单超时时间";
const NOT_WHOLE = "接单超时时间须为整数分钟";
const OUT_OF_RANGE = "接单超时时间须在5到1440分钟之间";

/**
 * 接单超时时间, with the words and the 5–1440 range of src/domain/orders/dispatchRules.ts `acceptTimeoutProblem`
 * (which the contract may not import): a JSON number or its digits (spaces around them allowed); absent, null or ""
 * is 「请输入…」.
 */
const acceptTimeoutMinutes = v.pipe(
  v.union(
    [
      v.number(),
      v.pipe(
        v.string(),
        v.regex(/^\s*\d+\s*$/, (issue) => (issue.input === "" ? EMPTY : NOT_WHOLE)),
      ),
    ],
    (issue) => (issue.input === undefined || issue.input === null ? EMPTY : NOT_WHOLE),
  ),
  v.transform(Number),
  v.integer(NOT_WHOLE),
  v.minValue(5, OUT_OF_RANGE),
  v.maxValue(1440, OUT_OF_RANGE),
);

export const setDispatchSettingsRequest = request({
  /**
   * 接单超时时间: a 待接单 order its worker has not accepted within this many minutes of the dispatch returns to
   * 待派单 by itself. Whole minutes 5–1440 (src/domain/orders/dispatchRules.ts).
   */
  acceptTimeoutMinutes,
});

/** The provider's dispatch settings (issue 41). */
export const dispatchSettings = v.object({
  /**
   * 接单超时时间: a 待接单 order its worker has not accepted within this many minutes of the dispatch returns to
   * 待派单 by itself. Default 30; whole minutes 5–1440 (src/domain/orders/dispatchRules.ts).
   */
  acceptTimeoutMinutes: v.number(),
});
