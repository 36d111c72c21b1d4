import type { DispatchCandidate } from "../../api/order/dispatch";
import { CANDIDATE_BUTTONS, UNAVAILABLE_FALLBACK, candidateChoice, candidateFetcher } from "./candidates";
import { workerOption } from "./workerSearch";

const base: DispatchCandidate = {
  workerId: "w1",
  workerName: "张师傅",
  workerMobile: "138****0001",
  eligible: true,
  reason: null,
  reasonCode: null,
  todayCount: 2,
  dailyMax: 8,
  inArea: true,
  distanceKm: null,
  servedCustomer: true,
};

describe("an order's dispatch candidates as the selector's options", () => {
  it("names an ineligible worker's reason beside him, disabled; an eligible one plainly", () => {
    const full = { ...base, eligible: false, reason: "师傅今日接单已满（8/8）", reasonCode: "full" as const };
    expect(workerOption(candidateChoice(full))).toEqual({
      value: "w1",
      label: "张师傅 138****0001 — 师傅今日接单已满（8/8）",
      disabled: true,
    });
    expect(workerOption(candidateChoice(base))).toEqual({ value: "w1", label: "张师傅 138****0001" });
    // A reason left out by the server still disables, with a sentence of ours.
    expect(candidateChoice({ ...full, reason: " " }).unavailable).toBe(UNAVAILABLE_FALLBACK);
  });

  it("marks served only a worker who may take the order", () => {
    expect(candidateChoice(base).served).toBe(true);
    expect(candidateChoice({ ...base, eligible: false, reason: "师傅已禁用" }).served).toBe(false);
  });

  it("asks once per keyword, trimmed, in the server's order, with no further pages", async () => {
    const asked: string[] = [];
    const fetch = candidateFetcher(async (orderNo, keyword) => {
      asked.push(`${orderNo}|${keyword}`);
      return [base, { ...base, workerId: "w2", workerName: "李师傅" }];
    }, "SO1");
    const first = await fetch({ page: 1, size: 20, query: " 李 " });
    expect(first.records.map((w) => w.workerId)).toEqual(["w1", "w2"]);
    expect(first.total).toBe(2);
    expect(await fetch({ page: 2, size: 20, query: "李" })).toEqual({ records: [], total: 0 });
    expect(asked).toEqual(["SO1|李"]);
  });

  it("may be asked by an account holding any dispatch dialog's code", () => {
    expect(CANDIDATE_BUTTONS).toEqual(
      expect.arrayContaining([
        "order:manualDistribute",
        "order:directDistribute",
        "order:hire",
        "order:transfer",
      ]),
    );
  });
});
