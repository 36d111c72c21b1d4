import { collectLines, ExportCancelled, type CursorPage } from "./paging";

/**
 * An export call over `total` numbered records: the first call (no cursor) fixes the rows, as the server does; each
 * answer's cursor names the next position. `grow` adds records to the live list after each call, which the export
 * must not see.
 */
function exportOf(total: number, grow = 0) {
  const live = Array.from({ length: total }, (_, i) => i);
  let snapshot: number[] = [];
  const calls: { cursor: string | undefined; size: number }[] = [];
  const fetchPage = (cursor: string | undefined, size: number): Promise<CursorPage<number>> => {
    calls.push({ cursor, size });
    if (cursor === undefined) snapshot = [...live];
    const from = cursor === undefined ? 0 : Number(cursor.slice("at-".length));
    const records = snapshot.slice(from, from + size);
    const end = from + records.length;
    for (let i = 0; i < grow; i += 1) live.unshift(-(live.length + 1));
    return Promise.resolve({
      records,
      total: snapshot.length,
      nextCursor: end < snapshot.length ? `at-${end}` : null,
    });
  };
  return { calls, fetchPage };
}

describe("paging an export by its cursor", () => {
  it("asks without a cursor first, then follows each cursor until it is null, building each page's lines", async () => {
    const exported = exportOf(250);
    const progress: number[] = [];
    const result = await collectLines({
      fetchPage: exported.fetchPage,
      toLines: (records) => records.map((n) => [n]),
      pageSize: 100,
      onProgress: (p) => progress.push(p.done),
    });
    expect(exported.calls).toEqual([
      { cursor: undefined, size: 100 },
      { cursor: "at-100", size: 100 },
      { cursor: "at-200", size: 100 },
    ]);
    expect(result.lines).toHaveLength(250);
    expect(result.lines[249]).toEqual([249]);
    expect(result).toMatchObject({ total: 250, records: 250 });
    expect(progress).toEqual([100, 200, 250]);
  });

  it("writes the rows the first call fixed, once each, while the list grows at its top", async () => {
    const exported = exportOf(230, 7);
    const result = await collectLines({ fetchPage: exported.fetchPage, toLines: (r) => r, pageSize: 50 });
    expect(result.lines).toEqual(Array.from({ length: 230 }, (_, i) => i));
    expect(exported.calls).toHaveLength(5);
  });

  it("stops at the cap: the first N records of a longer list", async () => {
    const exported = exportOf(1000);
    const targets: number[] = [];
    const result = await collectLines({
      fetchPage: exported.fetchPage,
      toLines: (records) => records,
      pageSize: 100,
      cap: 250,
      onProgress: (p) => targets.push(p.target),
    });
    expect(exported.calls).toHaveLength(3);
    expect(result.lines).toEqual(Array.from({ length: 250 }, (_, i) => i));
    expect(result).toMatchObject({ total: 1000, records: 250 });
    expect(new Set(targets)).toEqual(new Set([250]));
  });

  it("asks once for an empty list", async () => {
    const exported = exportOf(0);
    const result = await collectLines({ fetchPage: exported.fetchPage, toLines: (r) => r, pageSize: 100 });
    expect(exported.calls).toHaveLength(1);
    expect(result).toEqual({ lines: [], total: 0, records: 0 });
  });

  it("stops paging when cancelled, and gives no lines", async () => {
    const exported = exportOf(1000);
    const controller = new AbortController();
    const run = collectLines({
      fetchPage: exported.fetchPage,
      toLines: (records) => records,
      pageSize: 100,
      signal: controller.signal,
      onProgress: (p) => {
        if (p.done === 200) controller.abort();
      },
    });
    await expect(run).rejects.toBeInstanceOf(ExportCancelled);
    expect(exported.calls).toHaveLength(2);
  });

  it("stops after an empty page even when it names a next cursor", async () => {
    let calls = 0;
    const fetchPage = (cursor: string | undefined): Promise<CursorPage<number>> => {
      calls += 1;
      return Promise.resolve({ records: cursor ? [] : [1, 2], total: 500, nextCursor: "again" });
    };
    const result = await collectLines({ fetchPage, toLines: (r) => r, pageSize: 100 });
    expect(result.records).toBe(2);
    expect(calls).toBe(2);
  });

  it("rejects with the call's error (an expired cursor) and writes nothing", async () => {
    const expired = new Error("导出已过期，请重新导出");
    const fetchPage = (cursor: string | undefined): Promise<CursorPage<number>> =>
      cursor ? Promise.reject(expired) : Promise.resolve({ records: [1], total: 2, nextCursor: "at-1" });
    await expect(collectLines({ fetchPage, toLines: (r) => r, pageSize: 1 })).rejects.toBe(expired);
  });
});
