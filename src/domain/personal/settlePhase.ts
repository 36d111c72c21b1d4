import type { Enumeration } from "../enumeration";

/**
 * The provider's onboarding phase (auth user info `settlePhase`, spec §3/§9: above 5 = onboarding complete).
 * The spec shows no meaning per value; these are the project's, shared by the onboarding screens (/apply/index),
 * the personal centre and the stand-in:
 *
 * | value | meaning                   | left by                                                     |
 * |-------|---------------------------|-------------------------------------------------------------|
 * | 0     | 已注册·未提交申请          | submitProviderApply → 1                                      |
 * | 1     | 申请审核中                 | the review: approve → 3, reject → 2                          |
 * | 2     | 申请被驳回                 | reSubmitProviderApply → 1                                    |
 * | 3     | 审核通过·待签合同          | signing the last unsigned contract → 4                       |
 * | 4     | 合同已签·待缴保证金         | paying the last unpaid deposit → 5                           |
 * | 5     | 保证金已缴·待开通           | the platform opens the account (开通) → 6, isFirstEntry = 1  |
 * | 6+    | 入驻完成                   | —                                                            |
 */
export const SETTLE_PHASE = {
  registered: 0,
  reviewing: 1,
  rejected: 2,
  toSign: 3,
  toPayDeposit: 4,
  paid: 5,
  complete: 6,
} as const;

export type SettlePhase = number;

export const SETTLE_PHASES: Enumeration = [
  { value: 0, label: "已注册·未提交申请", tone: "warning" },
  { value: 1, label: "申请审核中", tone: "warning" },
  { value: 2, label: "申请被驳回", tone: "danger" },
  { value: 3, label: "审核通过·待签合同", tone: "warning" },
  { value: 4, label: "合同已签·待缴保证金", tone: "warning" },
  { value: 5, label: "保证金已缴·待开通", tone: "warning" },
  { value: 6, label: "入驻完成", tone: "success" },
];

/** Spec §9: settlePhase above 5 means onboarding complete. */
export function isOnboardingComplete(phase: number): boolean {
  return phase > 5;
}

/** The label of a phase; every value above 5 reads 入驻完成. */
export function settlePhaseLabel(phase: number): string {
  const value = isOnboardingComplete(phase) ? SETTLE_PHASE.complete : phase;
  return SETTLE_PHASES.find((option) => option.value === value)?.label ?? String(phase);
}

/** The phase after every contract is signed: 3 → 4; any other phase stays. */
export function phaseAfterAllSigned(phase: number): number {
  return phase === SETTLE_PHASE.toSign ? SETTLE_PHASE.toPayDeposit : phase;
}

/** The phase after every deposit is paid: 4 → 5 (待开通: the platform opens the account); any other phase stays. */
export function phaseAfterDepositPaid(phase: number): number {
  return phase === SETTLE_PHASE.toPayDeposit ? SETTLE_PHASE.paid : phase;
}

/** True when the platform may open the account (开通): only 保证金已缴·待开通. */
export function canOpenAccount(phase: number): boolean {
  return phase === SETTLE_PHASE.paid;
}

/** The phase after the platform opens the account: 5 → 6 (入驻完成, first entry follows); any other phase stays. */
export function phaseAfterOpened(phase: number): number {
  return canOpenAccount(phase) ? SETTLE_PHASE.complete : phase;
}
