import { afterEach, describe, expect, it, vi } from "vitest";
import { service } from "../api/endpoint";
import { createDataProvider } from "./dataProvider";
import { EARLY_READ_FRESH_MS, startEarlyRead, takeEarlyRead, takeSettledEarlyRead } from "./earlyReads";

const s = service("/fixture");
const list = s.post<Record<string, unknown>, { records: { id: number }[]; total: number }>("/list", "列表");
const other = s.post<Record<string, unknown>, null>("/other", "另一个");

afterEach(() => {
  vi.useRealTimers();
});

describe("early reads", () => {
  it("are taken once, by the same call and request in any field order", async () => {
    const send = vi.fn(() => Promise.resolve("answer"));
    startEarlyRead(list, { current: 1, size: 10, q: { b: 1, a: 2 } }, send);
    // A render run twice starts it once.
    startEarlyRead(list, { size: 10, current: 1, q: { a: 2, b: 1 } }, send);
    expect(send).toHaveBeenCalledTimes(1);
    expect(takeEarlyRead(other, { current: 1, size: 10, q: { a: 2, b: 1 } })).toBeUndefined();
    expect(takeEarlyRead(list, { current: 2, size: 10, q: { a: 2, b: 1 } })).toBeUndefined();
    await expect(takeEarlyRead(list, { size: 10, q: { a: 2, b: 1 }, current: 1 })).resolves.toBe("answer");
    expect(takeEarlyRead(list, { current: 1, size: 10, q: { a: 2, b: 1 } })).toBeUndefined();
  });

  it("are taken up to their fresh time, a request with an empty field too", async () => {
    vi.useFakeTimers();
    startEarlyRead(list, { page: 8, name: null }, () => Promise.resolve("answer"));
    vi.advanceTimersByTime(EARLY_READ_FRESH_MS);
    await expect(takeEarlyRead(list, { name: null, page: 8 })).resolves.toBe("answer");
  });

  it("are not taken once stale, and a stale one is started again", () => {
    vi.useFakeTimers();
    const send = vi.fn(() => Promise.resolve("answer"));
    startEarlyRead(list, { page: 9 }, send);
    vi.advanceTimersByTime(EARLY_READ_FRESH_MS + 1);
    startEarlyRead(list, { page: 9 }, send);
    expect(send).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(EARLY_READ_FRESH_MS + 1);
    expect(takeEarlyRead(list, { page: 9 })).toBeUndefined();
  });

  it("are taken as answers only once they have come, then once, and never a failed one", async () => {
    let answer: (value: unknown) => void = () => undefined;
    startEarlyRead(list, { page: 11 }, () => new Promise((resolve) => (answer = resolve)));
    expect(takeSettledEarlyRead(list, { page: 11 })).toBeUndefined();
    answer("rows");
    await Promise.resolve();
    expect(takeSettledEarlyRead(list, { page: 12 })).toBeUndefined();
    expect(takeSettledEarlyRead(list, { page: 11 })).toEqual({ value: "rows", at: expect.any(Number) });
    expect(takeSettledEarlyRead(list, { page: 11 })).toBeUndefined();
    expect(takeEarlyRead(list, { page: 11 })).toBeUndefined();

    startEarlyRead(list, { page: 13 }, () => Promise.reject(new Error("offline")));
    await Promise.resolve();
    expect(takeSettledEarlyRead(list, { page: 13 })).toBeUndefined();
    await expect(takeEarlyRead(list, { page: 13 })).rejects.toThrow("offline");
  });

  it("are not taken as answers once stale", async () => {
    vi.useFakeTimers();
    startEarlyRead(list, { page: 14 }, () => Promise.resolve("rows"));
    await Promise.resolve();
    vi.advanceTimersByTime(EARLY_READ_FRESH_MS + 1);
    expect(takeSettledEarlyRead(list, { page: 14 })).toBeUndefined();
  });

  it("give the data provider's takeEarlyList the page of a read that has come, as getList would", async () => {
    const provider = createDataProvider(async () => ({ records: [{ id: 7 }], total: 31 }));
    const meta = { endpoints: { list }, payload: { status: 5 } };
    const pagination = { currentPage: 2, pageSize: 20, mode: "server" as const };
    provider.readListEarly({ resource: "r", pagination, meta });
    expect(provider.takeEarlyList({ resource: "r", pagination, meta })).toBeUndefined();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(
      provider.takeEarlyList({ resource: "r", pagination: { ...pagination, currentPage: 3 }, meta }),
    ).toBe(undefined);
    expect(provider.takeEarlyList({ resource: "r", pagination, meta })).toEqual({
      page: { data: [{ id: 7 }], total: 31 },
      at: expect.any(Number),
    });
    expect(provider.takeEarlyList({ resource: "r", pagination, meta })).toBeUndefined();
  });

  it("are read by the data provider ahead of its getList of the same request, which takes them once", async () => {
    const calls: { payload: unknown; options: unknown }[] = [];
    let fail = false;
    const provider = createDataProvider(async (_ep, payload, options) => {
      calls.push({ payload, options });
      if (fail) throw new Error("offline");
      return { records: [{ id: calls.length }], total: 1 };
    });
    const meta = { endpoints: { list }, payload: { status: 3 } };
    const pagination = { currentPage: 1, pageSize: 10, mode: "server" as const };

    provider.readListEarly({ resource: "r", pagination, meta });
    expect(calls).toEqual([{ payload: { current: 1, size: 10, status: 3 }, options: { silent: true } }]);
    expect((await provider.getList({ resource: "r", pagination, meta })).data).toEqual([{ id: 1 }]);
    expect(calls).toHaveLength(1);
    // Taken once: the next query of the same page is sent.
    expect((await provider.getList({ resource: "r", pagination, meta })).data).toEqual([{ id: 2 }]);
    expect(calls).toHaveLength(2);

    // A failed early read: the query sends the request itself (and tells its failure, not quietly).
    fail = true;
    provider.readListEarly({ resource: "r", pagination, meta });
    fail = false;
    expect((await provider.getList({ resource: "r", pagination, meta })).data).toEqual([{ id: 4 }]);
    expect(calls.at(-1)).toEqual({ payload: { current: 1, size: 10, status: 3 }, options: undefined });
  });
});
