import { labelOf } from "../enumeration";
import {
  ORDER_LIST_STATUS,
  ORDER_STATUS,
  TMALL_SERVICE_STATUS,
  matchesListStatus,
  matchesTmallStatus,
  type OrderFilterFacts,
} from "./status";
import { EXPRESS_INSTALL, VISIT_TIME_SLOTS, isVisitTimeSlot } from "./constants";

const facts = (overrides: Partial<OrderFilterFacts>): OrderFilterFacts => ({
  orderStatus: 7,
  settleStatus: null,
  hangUp: false,
  appointmentFailed: false,
  logisticsStatus: null,
  ...overrides,
});

describe("order status tables", () => {
  it("labels set A 1..13", () => {
    expect(ORDER_STATUS.map((o) => o.value)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]);
    expect(labelOf(ORDER_STATUS, 13)).toBe("验收完成");
  });

  it("lists the nine filter labels of spec §4 in order, each on set A labels", () => {
    expect(ORDER_LIST_STATUS.map((o) => o.label)).toEqual([
      "待支付",
      "待预约",
      "待上门",
      "待核销",
      "待结算",
      "服务完成",
      "已完成",
      "已取消",
      "验收完成",
    ]);
    for (const option of ORDER_LIST_STATUS) {
      if (option.label !== "待结算") expect(labelOf(ORDER_STATUS, option.orderStatus[0])).toBe(option.label);
    }
  });

  it("counts as 待结算 a finished order whose bill is not settled", () => {
    const awaitingSettlement = ORDER_LIST_STATUS[4];
    expect(matchesListStatus(awaitingSettlement, facts({ orderStatus: 11, settleStatus: 1 }))).toBe(true);
    expect(matchesListStatus(awaitingSettlement, facts({ orderStatus: 13, settleStatus: 2 }))).toBe(true);
    expect(matchesListStatus(awaitingSettlement, facts({ orderStatus: 11, settleStatus: 3 }))).toBe(false);
    expect(matchesListStatus(awaitingSettlement, facts({ orderStatus: 9, settleStatus: 1 }))).toBe(false);
    expect(matchesListStatus(awaitingSettlement, facts({ orderStatus: 11, settleStatus: null }))).toBe(false);
  });

  it("matches an entry without a settlement rule on the order status alone", () => {
    const plain = ORDER_LIST_STATUS.find((o) => !o.settleStatus && o.orderStatus.length > 0)!;
    const inside = plain.orderStatus[0];
    const outside = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13].find(
      (status) => !(plain.orderStatus as readonly number[]).includes(status),
    )!;
    expect(matchesListStatus(plain, facts({ orderStatus: inside, settleStatus: 3 }))).toBe(true);
    expect(matchesListStatus(plain, facts({ orderStatus: inside, settleStatus: null }))).toBe(true);
    expect(matchesListStatus(plain, facts({ orderStatus: outside }))).toBe(false);
  });

  it("reads the 天猫 label set as predicates", () => {
    expect(TMALL_SERVICE_STATUS.map((o) => o.label)).toEqual([
      "服务中（待预约）",
      "服务中（预约未成功）",
      "服务中（待上门）",
      "服务中（挂起订单）",
      "服务中（待提货）",
      "服务中（待核销）",
      "服务完成",
      "已完成",
      "已取消",
    ]);
    const [waiting, failed, visit, hung, pickUp] = TMALL_SERVICE_STATUS;
    expect(matchesTmallStatus(waiting, facts({}))).toBe(true);
    expect(matchesTmallStatus(waiting, facts({ orderStatus: 8 }))).toBe(false);
    expect(matchesTmallStatus(hung, facts({ orderStatus: 10, hangUp: true }))).toBe(false);
    expect(matchesTmallStatus(waiting, facts({ appointmentFailed: true }))).toBe(false);
    expect(matchesTmallStatus(failed, facts({ appointmentFailed: true }))).toBe(true);
    expect(matchesTmallStatus(visit, facts({ orderStatus: 8, hangUp: true }))).toBe(false);
    expect(matchesTmallStatus(hung, facts({ orderStatus: 9, hangUp: true }))).toBe(true);
    expect(matchesTmallStatus(pickUp, facts({ orderStatus: 8, logisticsStatus: 7 }))).toBe(true);
    expect(matchesTmallStatus(pickUp, facts({ orderStatus: 8, logisticsStatus: 5 }))).toBe(false);
  });

  it("has the eight visit slots of spec §9 and the express tiers", () => {
    expect(VISIT_TIME_SLOTS).toEqual([
      "07-09",
      "09-11",
      "11-13",
      "13-15",
      "15-17",
      "17-19",
      "19-21",
      "21-23",
    ]);
    expect(isVisitTimeSlot("09-11")).toBe(true);
    expect(isVisitTimeSlot("08-10")).toBe(false);
    expect(EXPRESS_INSTALL.map((o) => o.value)).toEqual([24, 48, 72]);
  });
});
