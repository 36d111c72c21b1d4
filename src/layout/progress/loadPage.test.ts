import { CHUNK_TIMEOUT_MS, COMPONENT_MISSING_MESSAGE, loadPage, PageLoadError, readAhead } from "./loadPage";
import { progressPhase, PROGRESS_DONE_MS, startProgress } from "./progressStore";

function Page() {
  return null;
}

describe("loadPage", () => {
  afterEach(() => vi.useRealTimers());

  it("resolves with the module's default component", async () => {
    await expect(loadPage(async () => ({ default: Page }))).resolves.toEqual({ default: Page });
  });

  it("says 自动匹配注册组件异常！ when the module has no default component", async () => {
    const load = async () => ({ Page }) as unknown as { default: typeof Page };
    const error = await loadPage(load).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PageLoadError);
    expect((error as PageLoadError).kind).toBe("noComponent");
    expect((error as PageLoadError).message).toBe(COMPONENT_MISSING_MESSAGE);
  });

  it("reports a chunk that cannot be fetched", async () => {
    const error = await loadPage(() =>
      Promise.reject(new TypeError("Failed to fetch dynamically imported module")),
    ).catch((e: unknown) => e);
    expect((error as PageLoadError).kind).toBe("failed");
    const thrown = await loadPage(() => {
      throw new Error("boom");
    }).catch((e: unknown) => e);
    expect((thrown as PageLoadError).kind).toBe("failed");
  });

  it("gives up after 120 s", async () => {
    vi.useFakeTimers();
    expect(CHUNK_TIMEOUT_MS).toBe(120_000);
    const pending = loadPage(() => new Promise(() => {}));
    const settled = vi.fn();
    pending.catch(settled);
    await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS - 1);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toHaveBeenCalledTimes(1);
    expect((settled.mock.calls[0][0] as PageLoadError).kind).toBe("timeout");
    expect((settled.mock.calls[0][0] as PageLoadError).message).toContain("120 秒");
  });
});

describe("progress store", () => {
  it("runs while any loading is pending, then finishes and hides", () => {
    vi.useFakeTimers();
    try {
      expect(progressPhase()).toBe("idle");
      const a = startProgress();
      const b = startProgress();
      expect(progressPhase()).toBe("loading");
      a();
      a(); // a second call does nothing
      expect(progressPhase()).toBe("loading");
      b();
      expect(progressPhase()).toBe("done");
      vi.advanceTimersByTime(PROGRESS_DONE_MS);
      expect(progressPhase()).toBe("idle");
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("readAhead", () => {
  const firstRead = (path: string, search: string) => ({ resource: path, meta: { payload: { search } } });
  const listPage = Object.assign(() => null, { firstRead });

  it("starts a list page's first read for the address it is opened at, or the one shown", () => {
    const read = vi.fn();
    readAhead(listPage, "/order/index", read, { pathname: "/order/index", search: "?tab=3" });
    expect(read).toHaveBeenCalledWith({ resource: "/order/index", meta: { payload: { search: "?tab=3" } } });
    window.history.replaceState(null, "", "/worker/index?page=2");
    readAhead(listPage, "/worker/index", read);
    expect(read).toHaveBeenLastCalledWith({
      resource: "/worker/index",
      meta: { payload: { search: "?page=2" } },
    });
  });

  it("asks nothing for another address, a page without a first read, or no page", () => {
    const read = vi.fn();
    readAhead(listPage, "/order/index", read, { pathname: "/order/stay", search: "" });
    readAhead(() => null, "/order/index", read, { pathname: "/order/index", search: "" });
    readAhead(undefined, "/order/index", read, { pathname: "/order/index", search: "" });
    expect(read).not.toHaveBeenCalled();
  });
});
