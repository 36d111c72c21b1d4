import { ALERT_HANDLE_STATUS, ALERT_TYPE_CODES, alertHandleStatusOf, alertTypeOf } from "./alerts";

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
