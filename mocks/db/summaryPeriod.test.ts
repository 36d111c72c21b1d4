// @vitest-environment node
import { periodOf, periodParts } from "./summaryPeriod";

describe("periodParts: the months, days and cut days a period of 师傅服务数据 is read from", () => {
  it("reads an open period from the months alone", () => {
    expect(periodParts({})).toEqual({ months: {}, days: [], times: [] });
  });

  it("reads a calendar month from its month row", () => {
    expect(periodParts(periodOf({ month: "2026-02" }))).toEqual({
      months: { from: "2026-02", to: "2026-02" },
      days: [],
      times: [],
    });
  });

  it("reads whole months between, and the days before and after them", () => {
    expect(periodParts({ start: "2026-01-15 00:00:00", end: "2026-04-10 23:59:59" })).toEqual({
      months: { from: "2026-02", to: "2026-03" },
      days: [
        { from: "2026-01-15", to: "2026-01-31" },
        { from: "2026-04-01", to: "2026-04-10" },
      ],
      times: [],
    });
  });

  it("reads the part of a day a bound cuts from the orders", () => {
    expect(periodParts({ start: "2026-10-31 08:30:00", end: "2026-12-01 12:00:00" })).toEqual({
      months: { from: "2026-11", to: "2026-11" },
      days: [],
      times: [
        { from: "2026-10-31 08:30:00", to: "2026-10-31 23:59:59" },
        { from: "2026-12-01 00:00:00", to: "2026-12-01 12:00:00" },
      ],
    });
  });

  it("reads days alone when no whole month lies inside, and one cut within one day", () => {
    expect(periodParts({ start: "2026-10-03 00:00:00", end: "2026-10-05 23:59:59" })).toEqual({
      days: [{ from: "2026-10-03", to: "2026-10-05" }],
      times: [],
    });
    expect(periodParts({ start: "2026-10-03 08:00:00", end: "2026-10-03 09:00:00" })).toEqual({
      days: [],
      times: [{ from: "2026-10-03 08:00:00", to: "2026-10-03 09:00:00" }],
    });
    expect(periodParts({ start: "2026-10-03 00:00:00", end: "2026-10-03 09:00:00" })).toEqual({
      days: [],
      times: [{ from: "2026-10-03 00:00:00", to: "2026-10-03 09:00:00" }],
    });
  });

  it("keeps an open side open, leap days and year ends included", () => {
    expect(periodParts({ end: "2024-02-28 23:59:59" })).toEqual({
      months: { from: undefined, to: "2024-01" },
      days: [{ from: "2024-02-01", to: "2024-02-28" }],
      times: [],
    });
    expect(periodParts({ end: "2024-02-29 23:59:59" })).toEqual({
      months: { from: undefined, to: "2024-02" },
      days: [],
      times: [],
    });
    expect(periodParts({ start: "2025-12-31 10:00:00" })).toEqual({
      months: { from: "2026-01", to: undefined },
      days: [],
      times: [{ from: "2025-12-31 10:00:00", to: "2025-12-31 23:59:59" }],
    });
  });

  it("reads nothing for a period that ends before it starts", () => {
    expect(periodParts({ start: "2026-10-05 00:00:00", end: "2026-10-04 23:59:59" })).toEqual({
      days: [],
      times: [],
    });
  });
});
