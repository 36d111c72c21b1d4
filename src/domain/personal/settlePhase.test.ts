import { canDownload, canReset, canSign, CONTRACT_STATUS } from "./contracts";
import {
  canOpenAccount,
  isOnboardingComplete,
  phaseAfterAllSigned,
  phaseAfterDepositPaid,
  phaseAfterOpened,
  SETTLE_PHASE,
  settlePhaseLabel,
} from "./settlePhase";

describe("settlePhase", () => {
  it("is complete above 5 only (spec §9)", () => {
    expect([0, 1, 2, 3, 4, 5].map(isOnboardingComplete)).toEqual([false, false, false, false, false, false]);
    expect([6, 7].map(isOnboardingComplete)).toEqual([true, true]);
  });

  it("labels every phase, all completes as 入驻完成", () => {
    expect(settlePhaseLabel(3)).toBe("审核通过·待签合同");
    expect(settlePhaseLabel(4)).toBe("合同已签·待缴保证金");
    expect(settlePhaseLabel(7)).toBe("入驻完成");
    // A phase the console does not know (a newer server) shows its number, never a blank or an error.
    expect(settlePhaseLabel(-1)).toBe("-1");
  });

  it("moves 3 → 4 on signing, 4 → 5 on paying and 5 → 6 on opening; other phases stay", () => {
    expect(phaseAfterAllSigned(SETTLE_PHASE.toSign)).toBe(4);
    expect(phaseAfterAllSigned(7)).toBe(7);
    expect(phaseAfterAllSigned(1)).toBe(1);
    expect(phaseAfterDepositPaid(4)).toBe(5);
    expect([0, 1, 2, 3, 5, 6, 7].map(phaseAfterDepositPaid)).toEqual([0, 1, 2, 3, 5, 6, 7]);
    expect(phaseAfterOpened(5)).toBe(6);
    expect([0, 1, 2, 3, 4, 6, 7].map(phaseAfterOpened)).toEqual([0, 1, 2, 3, 4, 6, 7]);
    expect([0, 1, 2, 3, 4, 5, 6, 7].filter(canOpenAccount)).toEqual([SETTLE_PHASE.paid]);
    expect(settlePhaseLabel(5)).toBe("保证金已缴·待开通");
  });
});

describe("contract status rules", () => {
  it("signs only 待签署, resets only 签署失败, downloads only 已签署", () => {
    const all = Object.values(CONTRACT_STATUS);
    expect(all.filter(canSign)).toEqual([CONTRACT_STATUS.toSign]);
    expect(all.filter(canReset)).toEqual([CONTRACT_STATUS.failed]);
    expect(all.filter(canDownload)).toEqual([CONTRACT_STATUS.signed]);
  });
});
