import {
  allowedStatusCommands,
  changeTo,
  nextGradeScore,
  WORKER_STATUS,
  WORKER_STATUS_CHANGES,
} from "./status";

describe("worker status changes", () => {
  it("labels the five statuses in spec order", () => {
    expect(WORKER_STATUS.map((s) => s.label)).toEqual(["待完善资料", "待开启", "正常", "禁用", "拉黑"]);
  });

  it("offers per status exactly the changes of the table", () => {
    expect(allowedStatusCommands(1)).toEqual(["worker:blacklist"]);
    expect(allowedStatusCommands(2)).toEqual(["worker:enable", "worker:blacklist"]);
    expect(allowedStatusCommands(3)).toEqual(["worker:disable", "worker:blacklist"]);
    expect(allowedStatusCommands(4)).toEqual(["worker:enable", "worker:blacklist"]);
    expect(allowedStatusCommands(5)).toEqual([]);
  });

  it("finds the change leading to a status, none to the first two", () => {
    expect(changeTo(3)?.command).toBe("worker:enable");
    expect(changeTo(4)?.command).toBe("worker:disable");
    expect(changeTo(5)?.command).toBe("worker:blacklist");
    expect(changeTo(1)).toBeUndefined();
    expect(changeTo(2)).toBeUndefined();
    expect(WORKER_STATUS_CHANGES.every((c) => !c.from.includes(c.to))).toBe(true);
  });
});

describe("worker grades", () => {
  it("puts the next grade 200 points on, none after 金牌", () => {
    expect(nextGradeScore(1)).toBe(200);
    expect(nextGradeScore(3)).toBe(600);
    expect(nextGradeScore(4)).toBeNull();
  });
});
