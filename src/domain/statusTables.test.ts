import { AFTER_SALE_CONFIRM_CODES, AFTER_SALE_CONFIRM_STATUS } from "./afterSaleStatus";
import { labelOf, optionOf, type Enumeration, type TagTone } from "./enumeration";
import { SERVICE_ORDER_DONE, SERVICE_ORDER_STATUS, SERVICE_ORDER_STATUS_CODES } from "./presaleStatus";
import {
  WORKER_SHOW_ENUM,
  WORK_ORDER_PROCESS_STATE_ENUM,
  WORK_ORDER_RESPONSE_STATUS_ENUM,
  WORK_ORDER_RESULT_STATUS_ENUM,
} from "./workOrderEnums";
import {
  TODO_RESULT_STATUSES,
  WORK_ORDER_PROCESS_STATE_OPTIONS,
  WORK_ORDER_RESPONSE_STATUS,
  WORK_ORDER_RESPONSE_STATUS_OPTIONS,
  WORK_ORDER_RESULT_STATUS,
  WORK_ORDER_RESULT_STATUS_OPTIONS,
  statusLabel,
} from "./workOrderStatus";

// Spec §3: a status is one of the three tag types.
const TONES: readonly TagTone[] = ["success", "warning", "danger"];
const toneIn =
  <V extends string | number>(table: Enumeration<V>) =>
  (code: V) =>
    optionOf(table, code)?.tone;

/**
 * A table a column, a filter and a tag can show: unique codes, each with a Chinese label and one of the spec's three
 * types (or, where `plain` says a state may show as a plain tag, none).
 */
function expectShowable<V extends string | number>(table: Enumeration<V>, plain = false): void {
  expect(new Set(table.map((o) => o.value)).size).toBe(table.length);
  expect(new Set(table.map((o) => o.label)).size).toBe(table.length);
  for (const option of table) {
    expect(option.label, String(option.value)).toMatch(/^[\u4e00-\u9fa5]+$/);
    if (!(plain && option.tone === undefined))
      expect(TONES, `${option.value} ${option.label}`).toContain(option.tone);
  }
}

describe("after-sales confirmation statuses", () => {
  it("are the spec's codes 1-9 and 99, each showable", () => {
    expect(AFTER_SALE_CONFIRM_CODES).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 99]);
    expect(AFTER_SALE_CONFIRM_STATUS.map((o) => o.value)).toEqual(AFTER_SALE_CONFIRM_CODES);
    expectShowable(AFTER_SALE_CONFIRM_STATUS);
  });

  it("mark what waits for the merchant's decision as warning and a void judgement as danger", () => {
    expect(labelOf(AFTER_SALE_CONFIRM_STATUS, 1)).toBe("待商家确认");
    expect(labelOf(AFTER_SALE_CONFIRM_STATUS, "99")).toBe("已关闭");
    const tone = toneIn(AFTER_SALE_CONFIRM_STATUS);
    expect([1, 3].map(tone)).toEqual(["warning", "warning"]);
    expect([5, 8].map(tone)).toEqual(["danger", "danger"]);
    expect([4, 9].map(tone)).toEqual(["success", "success"]);
  });
});

describe("pre-sales service order statuses", () => {
  it("are codes 1-5, each showable, and 已完工 is the done one", () => {
    expect(SERVICE_ORDER_STATUS_CODES).toEqual([1, 2, 3, 4, 5]);
    expectShowable(SERVICE_ORDER_STATUS);
    expect(labelOf(SERVICE_ORDER_STATUS, SERVICE_ORDER_DONE)).toBe("已完工");
    expect(labelOf(SERVICE_ORDER_STATUS, 1)).toBe("待派单");
  });
});

describe("work order enumerations", () => {
  it("carry every catalogue code with its catalogue label, each showable", () => {
    const pairs = <V extends string | number>(table: Enumeration<V>) => table.map((o) => [o.value, o.label]);
    const catalogue = <C extends string | number>(options: readonly { code: C; label: string }[]) =>
      options.map((o) => [o.code, o.label]);
    expect(pairs(WORK_ORDER_RESULT_STATUS_ENUM)).toEqual(catalogue(WORK_ORDER_RESULT_STATUS_OPTIONS));
    expect(pairs(WORK_ORDER_RESPONSE_STATUS_ENUM)).toEqual(catalogue(WORK_ORDER_RESPONSE_STATUS_OPTIONS));
    expect(pairs(WORK_ORDER_PROCESS_STATE_ENUM)).toEqual(catalogue(WORK_ORDER_PROCESS_STATE_OPTIONS));
    for (const table of [
      WORK_ORDER_RESULT_STATUS_ENUM,
      WORK_ORDER_RESPONSE_STATUS_ENUM,
      WORK_ORDER_PROCESS_STATE_ENUM,
    ]) {
      expectShowable<string | number>(table, true);
    }
    expectShowable(WORKER_SHOW_ENUM);
  });

  it("tone a result status warning exactly when it waits for the provider (the to-do badge's statuses)", () => {
    for (const option of WORK_ORDER_RESULT_STATUS_ENUM) {
      const waits = (TODO_RESULT_STATUSES as readonly number[]).includes(option.value);
      expect(option.tone === "warning", option.label).toBe(waits);
    }
    const tone = toneIn(WORK_ORDER_RESULT_STATUS_ENUM);
    expect(tone(WORK_ORDER_RESULT_STATUS.finished)).toBe("success");
    expect(tone(WORK_ORDER_RESULT_STATUS.revoked)).toBe("danger");
    expect(tone(WORK_ORDER_RESULT_STATUS.awaitingServiceCenter)).toBeUndefined();
  });

  it("tone a reply status by whose turn it is: the provider's warning, answered by its side success", () => {
    const tone = toneIn(WORK_ORDER_RESPONSE_STATUS_ENUM);
    const R = WORK_ORDER_RESPONSE_STATUS;
    expect([R.pending, R.initiatorAppended].map(tone)).toEqual(["warning", "warning"]);
    expect([R.providerReplied, R.workerReplied].map(tone)).toEqual(["success", "success"]);
    expect(tone(R.serviceCenterReplied)).toBeUndefined();
  });

  it("tone a processing state: finished success, refused danger, else (another party's move) plain", () => {
    const tones = Object.fromEntries(WORK_ORDER_PROCESS_STATE_ENUM.map((o) => [o.value, o.tone]));
    expect(tones).toEqual({
      WORKER_PROCESS: undefined,
      WORKER_REFUSE: "danger",
      PLATFORM_PROCESS: undefined,
      FINISH: "success",
      REVOCATION: undefined,
      PLATFORM_REFUSE: "danger",
    });
  });

  it("show a worker's visibility as 可见 / 不可见", () => {
    expect(labelOf(WORKER_SHOW_ENUM, 1)).toBe("可见");
    expect(labelOf(WORKER_SHOW_ENUM, 0)).toBe("不可见");
  });

  it("label a missing code blank and an unknown one with itself", () => {
    expect(statusLabel(WORK_ORDER_RESULT_STATUS_OPTIONS, undefined)).toBe("");
    expect(statusLabel(WORK_ORDER_RESULT_STATUS_OPTIONS, null)).toBe("");
    expect(statusLabel(WORK_ORDER_RESULT_STATUS_OPTIONS, 8)).toBe("已完结");
  });
});
