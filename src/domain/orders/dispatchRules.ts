import type { DispatchCandidate, DispatchRefusalCode } from "../../api/order/dispatch";

/**
 * Who may take an order (issue 41 §1), in one place for the stand-in (which refuses 派单, 雇佣, 转单 / 转移订单,
 * 地图转派, 天猫直派 and 送装分离 to a worker who may not) and the console (whose worker selectors show the same
 * words). The stand-in reads the data; these functions decide. Decided in docs/decisions.md ("Dispatch a provider
 * can rely on").
 */

export type { DispatchRefusalCode } from "../../api/order/dispatch";

/** Worker account statuses (WORKER_STATUS_CODE): only 正常 takes orders. */
const NORMAL = 3;

/** A region a worker takes 指派 orders in: a whole city (no areaName / townName) or one district / street of it. */
export interface DispatchArea {
  provinceName?: string | null;
  cityName: string;
  areaName?: string | null;
  townName?: string | null;
}

/** Where an order is: its province, city and district (or the street, for cities without districts). */
export interface OrderPlace {
  provinceName: string;
  cityName: string;
  areaName?: string | null;
  townName?: string | null;
}

/** A goods line's category: its own (second-level) name and its first-level parent's. */
export interface OrderCategory {
  name: string;
  parentName?: string | null;
}

/** The facts of a worker the rules read. */
export interface DispatchWorkerFacts {
  /** Account status 1-5. */
  status: number;
  /** 指派接单 on. */
  nonFree: boolean;
  /** 指派区域. */
  areas: readonly DispatchArea[];
  /** Names of the 指派品类 (first-level 总包 classes and second-level 众包 categories). */
  categoryNames: readonly string[];
  /** 每日最多接单数; null: no maximum. */
  dailyMax: number | null;
  /** Orders the worker holds on the order's day (dispatchDay), the order itself not counted. */
  dayCount: number;
}

/** The facts of an order the rules read. */
export interface DispatchOrderFacts {
  place: OrderPlace;
  categories: readonly OrderCategory[];
  /** The order's day, "YYYY-MM-DD" (dispatchDay). */
  day: string;
  /** Today in China time, "YYYY-MM-DD". */
  today: string;
}

export interface DispatchRefusal {
  code: DispatchRefusalCode;
  /** The words the server refuses with and the selectors show. */
  text: string;
}

/** The refusal texts that do not depend on counts. */
export const DISPATCH_REFUSAL_TEXT: Readonly<Record<Exclude<DispatchRefusalCode, "full">, string>> = {
  notEnabled: "师傅账号未启用",
  disabled: "师傅已禁用",
  blacklisted: "师傅已拉黑",
  assignOff: "师傅未开启指派接单",
  area: "该订单不在师傅的服务区域",
  category: "该订单品类不在师傅的服务品类",
};

/** 「师傅今日接单已满（8/8）」, or for another day 「师傅12月3日接单已满（8/8）」. */
export function fullText(day: string, today: string, count: number, max: number): string {
  const when = day === today ? "今日" : `${Number(day.slice(5, 7))}月${Number(day.slice(8, 10))}日`;
  return `师傅${when}接单已满（${count}/${max}）`;
}

const same = (a: string | null | undefined, b: string | null | undefined) =>
  (a ?? "").trim() !== "" && (a ?? "").trim() === (b ?? "").trim();

/**
 * The area covers the place: the same city (and province, when the area names one), and the whole city or the same
 * district (a street for the cities without districts: 东莞, 中山).
 */
export function areaCovers(area: DispatchArea, place: OrderPlace): boolean {
  if (!same(area.cityName, place.cityName)) return false;
  if (area.provinceName && place.provinceName && !same(area.provinceName, place.provinceName)) return false;
  if (area.areaName) return same(area.areaName, place.areaName);
  if (area.townName) return same(area.townName, place.townName) || same(area.townName, place.areaName);
  return true;
}

/** One of the worker's 指派区域 covers the order's place. */
export function inAreas(areas: readonly DispatchArea[], place: OrderPlace): boolean {
  return areas.some((area) => areaCovers(area, place));
}

/** Every goods line's category is one of the worker's, itself or by its first-level parent (a 总包 class). */
export function coversCategories(names: readonly string[], categories: readonly OrderCategory[]): boolean {
  const own = new Set(names);
  return categories.every((c) => own.has(c.name) || (c.parentName ? own.has(c.parentName) : false));
}

/** Why this worker may not take this order (the first reason, in the order of DispatchRefusalCode), or null. */
export function dispatchRefusal(
  worker: DispatchWorkerFacts,
  order: DispatchOrderFacts,
): DispatchRefusal | null {
  const refuse = (code: Exclude<DispatchRefusalCode, "full">): DispatchRefusal => ({
    code,
    text: DISPATCH_REFUSAL_TEXT[code],
  });
  if (worker.status === 4) return refuse("disabled");
  if (worker.status === 5) return refuse("blacklisted");
  if (worker.status !== NORMAL) return refuse("notEnabled");
  if (!worker.nonFree) return refuse("assignOff");
  if (!inAreas(worker.areas, order.place)) return refuse("area");
  if (!coversCategories(worker.categoryNames, order.categories)) return refuse("category");
  if (worker.dailyMax !== null && worker.dayCount >= worker.dailyMax)
    return { code: "full", text: fullText(order.day, order.today, worker.dayCount, worker.dailyMax) };
  return null;
}

/**
 * The day an order counts for, "YYYY-MM-DD": its appointment's day when it has one, else today (China time). A
 * worker's orders count on the same rule, with the day they were given to the worker instead of today
 * (mocks/dispatch/dispatchStore.ts): what they hold that day, not cancelled, against 每日最多接单数.
 */
export function dispatchDay(appointmentTime: string | null | undefined, today: string): string {
  return appointmentTime && /^\d{4}-\d{2}-\d{2}/.test(appointmentTime) ? appointmentTime.slice(0, 10) : today;
}

/**
 * The selectors' order: those who may take the order first; then, for a 天猫 order, those who served its customer
 * (among those who may); then the order's area first, the lightest day, the nearest (unknown distance last), and
 * the name.
 */
export function compareCandidates(a: DispatchCandidate, b: DispatchCandidate, tmall: boolean): number {
  const flag = (x: boolean, y: boolean) => Number(y) - Number(x);
  return (
    flag(a.eligible, b.eligible) ||
    (tmall && a.eligible && b.eligible ? flag(a.servedCustomer, b.servedCustomer) : 0) ||
    flag(a.inArea, b.inArea) ||
    a.todayCount - b.todayCount ||
    (a.distanceKm ?? Infinity) - (b.distanceKm ?? Infinity) ||
    a.workerName.localeCompare(b.workerName, "zh-CN") ||
    a.workerId.localeCompare(b.workerId)
  );
}

// ---- The clock: 接单超时时间 ----

/** 接单超时时间 when the provider has not set one, and its bounds, in whole minutes. */
export const ACCEPT_TIMEOUT_DEFAULT = 30;
export const ACCEPT_TIMEOUT_MIN = 5;
export const ACCEPT_TIMEOUT_MAX = 1440;

/** The message of a 接单超时时间 outside its range or not a whole number; null when it fits. */
export function acceptTimeoutProblem(value: unknown): string | null {
  if (typeof value !== "number" || !Number.isInteger(value))
    return value === undefined || value === null || value === ""
      ? "请输入接单超时时间"
      : "接单超时时间须为整数分钟";
  if (value < ACCEPT_TIMEOUT_MIN || value > ACCEPT_TIMEOUT_MAX)
    return `接单超时时间须在${ACCEPT_TIMEOUT_MIN}到${ACCEPT_TIMEOUT_MAX}分钟之间`;
  return null;
}

/** When a 待接单 order given at `distributedAt` (epoch ms) times out. */
export function acceptDeadline(distributedAt: number, timeoutMinutes: number): number {
  return distributedAt + timeoutMinutes * 60_000;
}

/** Track lines and notifications of the dispatch steps a worker does not make by a click in the console. */
export const DISPATCH_TEXT = {
  autoAccepted: "师傅自动接单",
  timedOutTrack: "师傅超时未接单，订单退回待派单",
  timedOutTitle: "师傅超时未接单",
  timedOutMessage: (orderNo: string, workerName: string) =>
    `师傅超时未接单：订单 ${orderNo}（师傅 ${workerName}）已退回待派单，请重新派单`,
  rejectedTitle: "师傅拒单",
  defaultRejectReason: "师傅拒单",
  rejectedMessage: (workerName: string, reason: string, orderNo: string) =>
    `师傅拒单：${workerName}，原因：${reason}（订单 ${orderNo} 已退回待派单）`,
  onBehalfTrack: (reason: string) => `代师傅接单：${reason}`,
} as const;

/** 代接单's reason: required, at most this many characters. */
export const ON_BEHALF_REASON_MAX = 100;
