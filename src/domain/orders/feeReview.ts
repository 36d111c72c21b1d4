import type { Enumeration } from "../enumeration";

/**
 * Review flow of an order's fee line (spec §4: 1 merchant review, 2 admin review, 3 approved, 4 rejected): a fee the
 * provider adds during the service (异常费用, fee type 18) is reviewed by the merchant, then by the platform. The
 * order detail's fee records show it (审核状态); the order lists do not load this module.
 */
export type ReviewFlowCode = 1 | 2 | 3 | 4;

export const REVIEW_FLOW_CODE = {
  merchantReview: 1,
  adminReview: 2,
  approved: 3,
  rejected: 4,
} as const satisfies Record<string, ReviewFlowCode>;

/** Waiting on a reviewer = warning, approved = success, rejected = danger (spec §3 tag types). */
export const REVIEW_FLOW: Enumeration<ReviewFlowCode> = [
  { value: 1, label: "商家审核", tone: "warning" },
  { value: 2, label: "平台审核", tone: "warning" },
  { value: 3, label: "审核通过", tone: "success" },
  { value: 4, label: "审核驳回", tone: "danger" },
];

/**
 * The review flow of a fee line nobody has reviewed in the console's sight: a paid one (payment status 3 完成) was
 * approved, any other waits for the merchant. Used for the fee lines written before review flows existed, and for the
 * lines an order is created with.
 */
export function reviewFlowOfPayment(payStatus: number | null | undefined): ReviewFlowCode {
  return payStatus === 3 ? REVIEW_FLOW_CODE.approved : REVIEW_FLOW_CODE.merchantReview;
}
