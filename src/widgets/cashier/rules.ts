/** Pure rules of the deposit cashier (spec §2, §4 "Cashier", §8, §9). */
import type { PaySource } from "../../api/finance";

export type PayMethod = "alipay" | "wechat";

export interface PayMethodInfo {
  method: PayMethod;
  label: string;
  /** Payment method code: 14 Alipay native, 13 WeChat native. */
  payWay: 13 | 14;
  /** 2 Alipay, 1 WeChat. */
  payChannel: 1 | 2;
}

/** Tab order: Alipay first (it is also the preferred method). */
export const PAY_METHODS: readonly PayMethodInfo[] = [
  { method: "alipay", label: "支付宝", payWay: 14, payChannel: 2 },
  { method: "wechat", label: "微信", payWay: 13, payChannel: 1 },
];

export function methodInfo(method: PayMethod): PayMethodInfo {
  return PAY_METHODS.find((info) => info.method === method) as PayMethodInfo;
}

/** Whether a channel can be used: the pay-source flag is not 0. */
export function isAvailable(source: PaySource | null, method: PayMethod): boolean {
  if (!source) return false;
  return (method === "alipay" ? source.aliPay : source.wechat) !== 0;
}

/** Alipay when available, otherwise WeChat, otherwise none (the placeholder replaces the QR code). */
export function preferredMethod(source: PaySource | null): PayMethod | null {
  if (isAvailable(source, "alipay")) return "alipay";
  if (isAvailable(source, "wechat")) return "wechat";
  return null;
}

/** A method switch within this long of the previous switch is refused. */
export const SWITCH_DEBOUNCE_MS = 1000;

/** `lastSwitchAt` null: no switch yet. */
export function isSwitchTooFast(lastSwitchAt: number | null, now: number): boolean {
  return lastSwitchAt !== null && now - lastSwitchAt < SWITCH_DEBOUNCE_MS;
}

/** Seconds a QR code stays valid. */
export const QR_EXPIRY_SECONDS = 300;

export function expiryTime(issuedAt: number, expirySeconds: number): number {
  return issuedAt + expirySeconds * 1000;
}

export function isExpired(expiresAt: number, now: number): boolean {
  return now >= expiresAt;
}

/** QR code size and its centre logo (15 % of the size). */
export const QR_SIZE = 160;
export const QR_LOGO_RATIO = 0.15;
export const QR_LOGO_SIZE = Math.round(QR_SIZE * QR_LOGO_RATIO);

export const CASHIER_WIDTH = 399;

/** How often the dialog asks whether the payment has been paid. */
export const STATUS_POLL_MS = 2000;

/** Payment status (spec §4): -2 failed, -1 cancelled, 1 awaiting payment, 2 in progress, 3 completed. */
export const PAY_STATUS = { failed: -2, cancelled: -1, awaiting: 1, inProgress: 2, completed: 3 } as const;
export type PayStatus = (typeof PAY_STATUS)[keyof typeof PAY_STATUS];

/** What the dialog does with a polled status. */
export function statusOutcome(status: number): "paid" | "failed" | "closed" | "waiting" {
  if (status === PAY_STATUS.completed) return "paid";
  if (status === PAY_STATUS.failed) return "failed";
  if (status === PAY_STATUS.cancelled) return "closed";
  return "waiting";
}

/** "¥2000.00". */
export function formatYuan(amount: number): string {
  return `¥${amount.toFixed(2)}`;
}

export const CASHIER_TEXT = {
  title: "收银台",
  deposit: "保证金",
  paymentNo: "支付编号",
  expired: "二维码已失效",
  refresh: "请刷新",
  failed: "支付失败",
  loadFailed: "二维码获取失败",
  tooFast: "操作太快，缓一秒再点吧",
  paid: "支付成功",
  noChannel: "暂无可用支付方式",
  download: "下载二维码",
  /** Text alternative of the QR code image. */
  qrImage: "支付二维码",
  closeFailed: "关闭支付单失败，请稍后重试",
  scanHint: (label: string) => `请使用${label}扫码支付`,
} as const;

/** File name of the downloaded QR code. */
export function qrFileName(financeTransNo: string): string {
  return `支付二维码-${financeTransNo}.png`;
}
