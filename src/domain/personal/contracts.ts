import type { Enumeration } from "../enumeration";

/**
 * Contract status (spec §3 names contractStatus; its values are not shown — the project's):
 * 0 待签署, 1 签署中, 2 已签署, 3 签署失败, 4 已过期.
 * Allowed moves: sign 0 → 2 (the stand-in signs at once; a real e-signature would pass through 1);
 * reset 3 → 0 (resetContractStatusByFailed, only a failed contract).
 */
export const CONTRACT_STATUS = { toSign: 0, signing: 1, signed: 2, failed: 3, expired: 4 } as const;

export const CONTRACT_STATUSES: Enumeration = [
  { value: 0, label: "待签署", tone: "warning" },
  { value: 1, label: "签署中", tone: "warning" },
  { value: 2, label: "已签署", tone: "success" },
  { value: 3, label: "签署失败", tone: "danger" },
  { value: 4, label: "已过期", tone: "danger" },
];

export function canSign(status: number): boolean {
  return status === CONTRACT_STATUS.toSign;
}

export function canReset(status: number): boolean {
  return status === CONTRACT_STATUS.failed;
}

/** A signed contract can be downloaded again (reDownloadContract). */
export function canDownload(status: number): boolean {
  return status === CONTRACT_STATUS.signed;
}

/** Deposit state shown in the personal centre (the payment's own statuses are spec §4's). */
export const DEPOSIT_STATUSES: Enumeration = [
  { value: 0, label: "待支付", tone: "warning" },
  { value: 1, label: "已支付", tone: "success" },
];

export const CONTRACT_MSG = {
  notFound: "合同不存在",
  resetOnlyFailed: "只有签署失败的合同可以重置",
  signOnlyToSign: "只有待签署的合同可以签署",
  downloadOnlySigned: "只有已签署的合同可以下载",
  noDeposit: "暂无需要缴纳的保证金",
  depositPaid: "该保证金已支付",
} as const;
