import { labelOf, optionOf } from "../enumeration";
import { REVIEW_FLOW, REVIEW_FLOW_CODE, reviewFlowOfPayment } from "./feeReview";

describe("fee review flow (审核状态)", () => {
  it("has the spec's codes 1-4 with Chinese labels", () => {
    expect(REVIEW_FLOW.map((o) => [o.value, o.label])).toEqual([
      [1, "商家审核"],
      [2, "平台审核"],
      [3, "审核通过"],
      [4, "审核驳回"],
    ]);
    expect(labelOf(REVIEW_FLOW, REVIEW_FLOW_CODE.merchantReview)).toBe("商家审核");
  });

  it("tones a rejection danger, an approval success and a review under way warning", () => {
    const tone = (code: number) => optionOf(REVIEW_FLOW, code)?.tone;
    expect([1, 2, 3, 4].map(tone)).toEqual(["warning", "warning", "success", "danger"]);
  });

  it("reads an unreviewed fee line from its payment: paid approved, anything else with the merchant", () => {
    expect(reviewFlowOfPayment(3)).toBe(3);
    for (const payStatus of [-2, -1, 1, 2, null, undefined]) expect(reviewFlowOfPayment(payStatus)).toBe(1);
  });
});
