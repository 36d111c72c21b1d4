import { ACCEPT_TIMEOUT_DEFAULT } from "./dispatchRules";
import { WAIT_LEVEL_TEXT, lateAt, orderWait, waitAlertDue, waitedText, waitRuleOf } from "./lateness";

/** 2026-11-20 12:00:00 in China. */
const NOW = Date.UTC(2026, 10, 20, 4, 0, 0);
const MINUTE = 60_000;
/** The China time `minutes` before NOW, as the server writes it. */
const ago = (minutes: number) => {
  const china = new Date(NOW - minutes * MINUTE + 8 * 60 * MINUTE).toISOString();
  return `${china.slice(0, 10)} ${china.slice(11, 19)}`;
};
const levelAt = (orderStatus: number, minutes: number, timeout?: number, hangUp?: boolean) =>
  orderWait({ orderStatus, gmtCreatedTime: ago(minutes), distributeTime: ago(minutes), hangUp }, NOW, timeout)
    ?.level;

describe("orderWait (等待时长 and its tone)", () => {
  it("reads the server's China time", () => {
    expect(ago(0)).toBe("2026-11-20 12:00:00");
    expect(orderWait({ orderStatus: 3, gmtCreatedTime: "2026-11-20 09:45:00" }, NOW)).toEqual({
      since: Date.UTC(2026, 10, 20, 1, 45, 0),
      waitedMs: 135 * MINUTE,
      level: "late",
    });
  });

  it("待派单: from the order's creation, 即将超时 after 30 minutes, 已超时 after 2 hours", () => {
    expect(waitRuleOf(3)?.from).toBe("gmtCreatedTime");
    expect(levelAt(3, 29)).toBe("normal");
    expect(levelAt(3, 30)).toBe("warning");
    expect(levelAt(3, 119)).toBe("warning");
    expect(levelAt(3, 120)).toBe("late");
    // The dispatch time does not count for an order waiting to be dispatched.
    expect(orderWait({ orderStatus: 3, distributeTime: ago(500) }, NOW)).toBeNull();
  });

  it("待接单: from the dispatch, at two thirds of the provider's 接单超时时间 and at it", () => {
    expect(waitRuleOf(4)?.from).toBe("distributeTime");
    expect(ACCEPT_TIMEOUT_DEFAULT).toBe(30);
    expect(levelAt(4, 19)).toBe("normal");
    expect(levelAt(4, 20)).toBe("warning");
    expect(levelAt(4, 30)).toBe("late");
    expect(levelAt(4, 59, 90)).toBe("normal");
    expect(levelAt(4, 60, 90)).toBe("warning");
    expect(levelAt(4, 90, 90)).toBe("late");
    // Created long ago, given to the worker just now: not late.
    expect(orderWait({ orderStatus: 4, gmtCreatedTime: ago(3000), distributeTime: ago(1) }, NOW)?.level).toBe(
      "normal",
    );
  });

  it("待预约: from the dispatch, 即将超时 after 12 hours, 已超时 after 24 hours", () => {
    expect(waitRuleOf(7)?.from).toBe("distributeTime");
    expect(levelAt(7, 12 * 60 - 1)).toBe("normal");
    expect(levelAt(7, 12 * 60)).toBe("warning");
    expect(levelAt(7, 24 * 60)).toBe("late");
  });

  it("times no other status, nothing without its start, and never tones a hung-up order", () => {
    for (const status of [1, 2, 5, 6, 8, 9, 10, 11, 12, 13]) expect(levelAt(status, 5000)).toBeUndefined();
    expect(orderWait({ orderStatus: 4, gmtCreatedTime: ago(100) }, NOW)).toBeNull();
    expect(orderWait({ orderStatus: 3, gmtCreatedTime: "不是时间" }, NOW)).toBeNull();
    expect(levelAt(3, 5000, undefined, true)).toBe("normal");
    expect(orderWait({ orderStatus: 3, gmtCreatedTime: ago(500), hangUp: 1 }, NOW)?.level).toBe("normal");
    // A start ahead of the clock (clocks differ) has waited nothing.
    expect(orderWait({ orderStatus: 3, gmtCreatedTime: ago(-5) }, NOW)?.waitedMs).toBe(0);
  });
});

describe("waitAlertDue (the board's overdue alerts, counted the same way)", () => {
  it("is due for a timed status only once late; other statuses keep their own model", () => {
    expect(waitAlertDue({ orderStatus: 4, distributeTime: ago(29) }, NOW)).toBe(false);
    expect(waitAlertDue({ orderStatus: 4, distributeTime: ago(30) }, NOW)).toBe(true);
    expect(waitAlertDue({ orderStatus: 4, distributeTime: ago(30) }, NOW, 60)).toBe(false);
    expect(waitAlertDue({ orderStatus: 7, distributeTime: ago(24 * 60) }, NOW)).toBe(true);
    expect(waitAlertDue({ orderStatus: 3, gmtCreatedTime: ago(60) }, NOW)).toBe(false);
    expect(waitAlertDue({ orderStatus: 4 }, NOW)).toBe(false);
    expect(waitAlertDue({ orderStatus: 8 }, NOW)).toBe(true);
  });
});

describe("waitedText", () => {
  it("says the wait in minutes, hours and days", () => {
    expect(waitedText(20_000)).toBe("已等待 不足1分钟");
    expect(waitedText(45 * MINUTE)).toBe("已等待 45分钟");
    expect(waitedText(135 * MINUTE + 59_000)).toBe("已等待 2小时15分");
    expect(waitedText(120 * MINUTE)).toBe("已等待 2小时");
    expect(waitedText((26 * 60 + 5) * MINUTE)).toBe("已等待 1天2小时");
    expect(waitedText(72 * 60 * MINUTE)).toBe("已等待 3天");
    expect(WAIT_LEVEL_TEXT).toEqual({ warning: "即将超时", late: "已超时" });
  });
});

describe("lateAt", () => {
  it("is the wait's start plus the status's late bound, and nothing for a hung-up or untimed order", () => {
    expect(lateAt({ orderStatus: 4, distributeTime: "2026-11-20 11:00:00" }, 30)).toBe(
      Date.UTC(2026, 10, 20, 3, 30, 0),
    );
    expect(lateAt({ orderStatus: 7, distributeTime: "2026-11-20 11:00:00" })).toBe(
      Date.UTC(2026, 10, 21, 3, 0, 0),
    );
    expect(lateAt({ orderStatus: 3, gmtCreatedTime: "2026-11-20 11:00:00" })).toBe(
      Date.UTC(2026, 10, 20, 5, 0, 0),
    );
    expect(lateAt({ orderStatus: 7, distributeTime: "2026-11-20 11:00:00", hangUp: 1 })).toBeNull();
    expect(lateAt({ orderStatus: 8, distributeTime: "2026-11-20 11:00:00" })).toBeNull();
    expect(lateAt({ orderStatus: 4 })).toBeNull();
  });
});
