// @vitest-environment node
import { chinaDateTime, clockStartingAt } from "./time";

describe("clockStartingAt", () => {
  it("shows its start at once and runs on at the real clock's speed", () => {
    let real = Date.UTC(2026, 11, 1, 8, 0, 0);
    const clock = clockStartingAt(Date.UTC(2026, 10, 20, 3, 0, 0), () => real);
    expect(chinaDateTime(clock())).toBe("2026-11-20 11:00:00");
    real += 90_000;
    expect(chinaDateTime(clock())).toBe("2026-11-20 11:01:30");
  });
});
