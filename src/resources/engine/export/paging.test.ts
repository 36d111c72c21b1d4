import { collectLines, ExportCancelled, type PageAnswer } from "./paging";

/** A list call over `total` numbered records. */
function listOf(total: number) {
  const calls: { page: number; size: number }[] = [];
  const fetchPage = (page: number, size: number): Promise<PageAnswer<number>> => {
    calls.push({ page, size });
    const from = (page - 1) * size;
    const records = Array.from({ length: Math.max(0, Math.min(size, total - from)) }, (_, i) => from + i);
    return Promise.resolve({ records, total });
  };
  return { calls, fetchPage };
}

describe("paging a list for an export", () => {
  it("asks page after page until the total and builds the lines of each page", async () => {
    const list = listOf(250);
    const progress: number[] = [];
    const result = await collectLines({
      fetchPage: list.fetchPage,
      toLines: (records) => records.map((n) => [n]),
      pageSize: 100,
      onProgress: (p) => progress.push(p.done),
    });
    expect(list.calls).toEqual([
      { page: 1, size: 100 },
      { page: 2, size: 100 },
      { page: 3, size: 100 },
    ]);
    expect(result.lines).toHaveLength(250);
    expect(result.lines[249]).toEqual([249]);
    expect(result).toMatchObject({ total: 250, records: 250 });
    expect(progress).toEqual([100, 200, 250]);
  });

  it("stops at the cap: the first N records of a longer list", async () => {
    const list = listOf(1000);
    const targets: number[] = [];
    const result = await collectLines({
      fetchPage: list.fetchPage,
      toLines: (records) => records,
      pageSize: 100,
      cap: 250,
      onProgress: (p) => targets.push(p.target),
    });
    expect(list.calls).toHaveLength(3);
    expect(result.lines).toEqual(Array.from({ length: 250 }, (_, i) => i));
    expect(result).toMatchObject({ total: 1000, records: 250 });
    expect(new Set(targets)).toEqual(new Set([250]));
  });

  it("asks once for an empty list", async () => {
    const list = listOf(0);
    const result = await collectLines({ fetchPage: list.fetchPage, toLines: (r) => r, pageSize: 100 });
    expect(list.calls).toHaveLength(1);
    expect(result).toEqual({ lines: [], total: 0, records: 0 });
  });

  it("stops paging when cancelled, and gives no lines", async () => {
    const list = listOf(1000);
    const controller = new AbortController();
    const run = collectLines({
      fetchPage: list.fetchPage,
      toLines: (records) => records,
      pageSize: 100,
      signal: controller.signal,
      onProgress: (p) => {
        if (p.done === 200) controller.abort();
      },
    });
    await expect(run).rejects.toBeInstanceOf(ExportCancelled);
    expect(list.calls).toHaveLength(2);
  });

  it("stops after a short page even when the total said more", async () => {
    const fetchPage = (page: number): Promise<PageAnswer<number>> =>
      Promise.resolve({ records: page === 1 ? [1, 2] : [], total: 500 });
    const result = await collectLines({ fetchPage, toLines: (r) => r, pageSize: 100 });
    expect(result.records).toBe(2);
  });
});
