/** Pure rules and texts of the hotline dialer (spec §2, §4 "Hotline dialer flow", §5, §8, §9). */
import type { DictionaryItem } from "../../api/basicPublic";
import { isMobile } from "../../domain/validators";

/** Every dialer message of spec §8, verbatim where the spec gives the text. */
export const DIALER_MESSAGES = {
  notChrome: "请切换到谷歌浏览器",
  oldChrome: "请使用最新版谷歌浏览器",
  insecure: "请切换到安全的https连接后使用",
  noMicrophone: "请插入耳机或麦克风，并允许浏览器使用麦克风权限",
  noSeats: "暂无更多坐席，请稍后重试",
  /** Token refused without a message of its own. */
  hours: "智能外呼仅支持在每天9:00-21:00之间使用",
  timeout: "拨号超时",
  failed: "拨号失败，请刷新后重试",
  hangUpWhileDialing: "正在拨号中，暂时不能挂断",
  unhandledEvent: "数据异常请刷新后重试",
  initFailed: "请刷新页面后尝试",
  badNumber: "手机格式不正确",
} as const;

export type DialerStatus = "ready" | "dialing" | "inCall" | "ended";

export const DIALER_STATUS_LABEL: Record<DialerStatus, string> = {
  ready: "待拨号",
  dialing: "拨号中",
  inCall: "通话中",
  ended: "通话结束",
};

/** The 12-key pad, row by row. */
export const KEYPAD: readonly string[] = ["1", "2", "3", "4", "5", "6", "7", "8", "9", "*", "0", "#"];

/** Dialing starts this long after the request. */
export const DIAL_START_DELAY_MS = 1500;
/** A call not answered this long after dialing started ends with 拨号超时. */
export const DIAL_TIMEOUT_MS = 30_000;
/** Seats are read from the first page of the seat dictionary, this many at most. */
export const SEAT_PAGE_SIZE = 20;
/** The oldest Chrome the call service supports. */
export const MIN_CHROME_VERSION = 85;
/** Longest number the entry takes: 11 digits, a hyphen and a 6-digit extension. */
export const MAX_NUMBER_LENGTH = 18;

/** The mobile rule of §5 with the optional 1–6 digit extension after a hyphen. */
export function isDialableNumber(value: string): boolean {
  return isMobile(value, true);
}

/** What a pad key or typing may add: digits, *, # and the extension hyphen. */
export function cleanNumberInput(value: string): string {
  return value.replace(/[^\d*#-]/g, "").slice(0, MAX_NUMBER_LENGTH);
}

/** One seat at random from the seat records (null when there is none). */
export function pickSeat(
  records: readonly Pick<DictionaryItem, "dictValue">[],
  random: () => number = Math.random,
) {
  const seats = records.map((record) => record.dictValue).filter((value) => value !== "");
  if (seats.length === 0) return null;
  return seats[Math.min(seats.length - 1, Math.floor(random() * seats.length))];
}

/** Chrome's major version from a user agent (any Chromium "Chrome/NN", headless too), or null. */
export function chromeVersion(userAgent: string): number | null {
  const match = /(?:Chrome|CriOS)\/(\d+)/.exec(userAgent);
  return match ? Number(match[1]) : null;
}

/** The browser message for a user agent, or null when it is Chrome 85 or later. */
export function browserProblem(userAgent: string): string | null {
  const version = chromeVersion(userAgent);
  if (version === null) return DIALER_MESSAGES.notChrome;
  if (version < MIN_CHROME_VERSION) return DIALER_MESSAGES.oldChrome;
  return null;
}

/** "mm:ss" (or "h:mm:ss") of a call's length. */
export function formatDuration(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const mmss = `${String(minutes).padStart(2, "0")}:${String(seconds).padStart(2, "0")}`;
  return hours > 0 ? `${hours}:${mmss}` : mmss;
}
