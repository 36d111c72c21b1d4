import { appendPage, hasMore, isNearBottom, pageCount, pageWindow, PAGE_BUTTONS } from "./paging";

describe("paging rules", () => {
  it("counts pages", () => {
    expect(pageCount(128, 10)).toBe(13);
    expect(pageCount(10, 10)).toBe(1);
    expect(pageCount(0, 10)).toBe(0);
    // No page size, or a total that is not positive: no pages (not Infinity, not -0).
    expect(pageCount(5, 0)).toBe(0);
    expect(pageCount(-5, 10)).toBe(0);
  });

  it("shows a window of 5 page buttons kept inside the pages", () => {
    expect(PAGE_BUTTONS).toBe(5);
    expect(pageWindow(1, 13)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(3, 13)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(4, 13)).toEqual([2, 3, 4, 5, 6]);
    expect(pageWindow(7, 13)).toEqual([5, 6, 7, 8, 9]);
    expect(pageWindow(13, 13)).toEqual([9, 10, 11, 12, 13]);
    expect(pageWindow(2, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(99, 13)).toEqual([9, 10, 11, 12, 13]);
    expect(pageWindow(1, 0)).toEqual([]);
  });

  it("detects the bottom of the list", () => {
    expect(isNearBottom({ scrollTop: 0, clientHeight: 256, scrollHeight: 640 })).toBe(false);
    expect(isNearBottom({ scrollTop: 370, clientHeight: 256, scrollHeight: 640 })).toBe(true);
    expect(isNearBottom({ scrollTop: 384, clientHeight: 256, scrollHeight: 640 })).toBe(true);
    // Exactly `threshold` pixels from the bottom counts as near; one more does not.
    expect(isNearBottom({ scrollTop: 364, clientHeight: 256, scrollHeight: 640 }, 20)).toBe(true);
    expect(isNearBottom({ scrollTop: 363, clientHeight: 256, scrollHeight: 640 }, 20)).toBe(false);
  });

  it("knows when more records exist and appends without duplicates", () => {
    expect(hasMore(20, 60)).toBe(true);
    expect(hasMore(60, 60)).toBe(false);
    const key = (r: { id: number }) => r.id;
    expect(appendPage([{ id: 1 }, { id: 2 }], [{ id: 2 }, { id: 3 }], key)).toEqual([
      { id: 1 },
      { id: 2 },
      { id: 3 },
    ]);
  });
});
