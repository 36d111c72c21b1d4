import { Refine, type DataProvider } from "@refinedev/core";
import { renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, it, vi } from "vitest";
import { EARLY_READ_FRESH_MS } from "../../providers/earlyReads";
import { firstPageOptions, isEarlyPage, useFirstPageOptions } from "./firstPage";

const PAGE = { data: [{ id: 1 }], total: 1 };

describe("a list's first page from an early read", () => {
  it("is asked for once, by the first query, with the time it came", () => {
    const take = vi.fn(() => ({ page: PAGE, at: 1_000 }));
    const options = firstPageOptions(take);
    expect(options.initialData()).toBe(PAGE);
    expect(options.initialDataUpdatedAt()).toBe(1_000);
    // Another query made with the same options (another page, another search) starts empty.
    expect(options.initialData()).toBeUndefined();
    expect(take).toHaveBeenCalledTimes(1);
  });

  it("is not asked again when it had not come by the first query (the query takes the read itself)", () => {
    const take = vi.fn(() => undefined);
    const options = firstPageOptions(take);
    expect(options.initialData()).toBeUndefined();
    expect(options.initialDataUpdatedAt()).toBeUndefined();
    expect(options.initialData()).toBeUndefined();
    expect(take).toHaveBeenCalledTimes(1);
  });

  it("is not read again as its query mounts while fresh; any other data is", () => {
    const { refetchOnMount } = firstPageOptions(() => undefined);
    const now = Date.now();
    const early = { dataUpdateCount: 0, dataUpdatedAt: now };
    expect(refetchOnMount({ state: early })).toBe(false);
    // Read since (a refresh, a live event): as always.
    expect(refetchOnMount({ state: { ...early, dataUpdateCount: 1 } })).toBe(true);
    // No data yet.
    expect(refetchOnMount({ state: { dataUpdateCount: 0, dataUpdatedAt: 0 } })).toBe(true);
    // The list opened again later, its query's data older than an early read is kept.
    expect(isEarlyPage(early, now + EARLY_READ_FRESH_MS)).toBe(true);
    expect(isEarlyPage(early, now + EARLY_READ_FRESH_MS + 1)).toBe(false);
  });

  it("starts empty with a data provider that keeps no early reads", () => {
    const plain = { getList: vi.fn() } as unknown as DataProvider;
    const wrapper = ({ children }: { children: ReactNode }) => (
      <Refine dataProvider={plain} options={{ disableTelemetry: true }}>
        {children}
      </Refine>
    );
    const { result } = renderHook(() => useFirstPageOptions({ resource: "r" }), { wrapper });
    expect(result.current.initialData()).toBeUndefined();
  });
});
