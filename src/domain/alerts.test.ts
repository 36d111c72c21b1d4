import {
  ALERT_HANDLE_STATUS,
  ALERT_TYPE_CODES,
  alertHandleStatusOf,
  alertTypeOf,
  dueAlertTypeOf,
} from "./alerts";

const base = { urgent: false, appointmentFailed: false, hangUp: false, complaint: false };

describe("alert rules", () => {
  it("has the 19 types of §4 and the 3 handling statuses", () => {
    expect(ALERT_TYPE_CODES).toEqual(Array.from({ length: 19 }, (_, i) => i + 1));
    expect(ALERT_HANDLE_STATUS.map((o) => o.label)).toEqual(["待处理", "已完结", "已失效"]);
  });

  it("raises the overdue step of an order still waiting on one", () => {
    expect(alertTypeOf({ ...base, orderStatus: 4 })).toBe(1);
    expect(alertTypeOf({ ...base, orderStatus: 5 })).toBe(8);
    expect(alertTypeOf({ ...base, orderStatus: 6 })).toBe(9);
    expect(alertTypeOf({ ...base, orderStatus: 7 })).toBe(2);
    expect(alertTypeOf({ ...base, orderStatus: 7, urgent: true })).toBe(6);
    expect(alertTypeOf({ ...base, orderStatus: 8 })).toBe(3);
    expect(alertTypeOf({ ...base, orderStatus: 8, urgent: true })).toBe(7);
    expect(alertTypeOf({ ...base, orderStatus: 8, appointmentFailed: true })).toBe(10);
    expect(alertTypeOf({ ...base, orderStatus: 9 })).toBe(12);
    expect(alertTypeOf({ ...base, orderStatus: 3 })).toBe(5);
  });

  it("puts a hang-up and a complaint before the step, and raises nothing for a done order", () => {
    expect(alertTypeOf({ ...base, orderStatus: 7, hangUp: true })).toBe(16);
    expect(alertTypeOf({ ...base, orderStatus: 11, complaint: true })).toBe(14);
    expect(alertTypeOf({ ...base, orderStatus: 11 })).toBeNull();
    expect(alertTypeOf({ ...base, orderStatus: 1 })).toBeNull();
  });

  it("finishes the alert of a finished order and voids that of a cancelled one", () => {
    expect([10, 11, 13].map(alertHandleStatusOf)).toEqual([2, 2, 2]);
    expect(alertHandleStatusOf(12)).toBe(3);
    expect(alertHandleStatusOf(8)).toBe(1);
  });
});

describe("dueAlertTypeOf (the board counts by the lateness rule)", () => {
  const NOW = Date.UTC(2026, 10, 20, 4, 0, 0); // 12:00 in China
  const chinaAgo = (minutes: number) => {
    const at = new Date(NOW - minutes * 60_000 + 8 * 3_600_000).toISOString();
    return `${at.slice(0, 10)} ${at.slice(11, 19)}`;
  };
  const state = { urgent: false, appointmentFailed: false, hangUp: false, complaint: false };

  it("raises 超时未接单 only once the worker's acceptance time has passed", () => {
    const waiting = (minutes: number) => ({ ...state, orderStatus: 4, distributeTime: chinaAgo(minutes) });
    expect(dueAlertTypeOf(waiting(29), NOW)).toBeNull();
    expect(dueAlertTypeOf(waiting(30), NOW)).toBe(1);
    expect(dueAlertTypeOf(waiting(30), NOW, 60)).toBeNull();
    expect(dueAlertTypeOf(waiting(60), NOW, 60)).toBe(1);
    expect(dueAlertTypeOf({ ...state, orderStatus: 4 }, NOW)).toBeNull();
  });

  it("raises 超时未预约 after 24 hours, and leaves the types that are not waits to alertTypeOf", () => {
    const taken = (hours: number) => ({ ...state, orderStatus: 7, distributeTime: chinaAgo(hours * 60) });
    expect(dueAlertTypeOf(taken(23), NOW)).toBeNull();
    expect(dueAlertTypeOf(taken(24), NOW)).toBe(2);
    expect(dueAlertTypeOf({ ...taken(1), urgent: true }, NOW)).toBe(6);
    expect(dueAlertTypeOf({ ...taken(1), hangUp: true }, NOW)).toBe(16);
    expect(dueAlertTypeOf({ ...state, orderStatus: 3, gmtCreatedTime: chinaAgo(1) }, NOW)).toBe(5);
    expect(dueAlertTypeOf({ ...state, orderStatus: 11 }, NOW)).toBeNull();
  });
});
