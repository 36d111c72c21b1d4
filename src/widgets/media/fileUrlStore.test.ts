import type { FileUrls } from "../../api/basicPublic";
import { createFileUrlStore, MAX_BATCH, RENEW_MARGIN_MS, RETRY_MS } from "./fileUrlStore";

const LIFE_S = 1800;

/** A gateway that signs every path but those starting with "other/", and records each batch. */
function gateway() {
  const batches: string[][] = [];
  let serial = 0;
  let failing = false;
  const fetch = vi.fn(async (paths: string[]): Promise<FileUrls> => {
    batches.push(paths);
    if (failing) throw new Error("network");
    serial++;
    const urls = Object.fromEntries(
      paths.filter((p) => !p.startsWith("other/")).map((p) => [p, `/signed/${p}?v=${serial}`]),
    );
    return { urls, expiresIn: LIFE_S };
  });
  return { batches, fetch, fail: (on: boolean) => (failing = on) };
}

let now = 1_000_000;
const clock = () => now;

beforeEach(() => {
  vi.useFakeTimers();
  now = 1_000_000;
});
afterEach(() => vi.useRealTimers());

const settle = () => vi.runAllTimersAsync();

describe("file URL store", () => {
  it("asks once per tick for the paths asked together, and leaves out the ones the gateway refused", async () => {
    const g = gateway();
    const store = createFileUrlStore(g.fetch, clock);
    const seen = vi.fn();
    store.subscribe(seen);
    store.request(["a.png", "b.png"]);
    store.request(["b.png", "other/c.png", ""]);
    expect(store.get("a.png")).toBeUndefined();
    await settle();
    expect(g.batches).toEqual([["a.png", "b.png", "other/c.png"]]);
    expect(store.get("a.png")).toBe("/signed/a.png?v=1");
    expect(store.get("other/c.png")).toBeNull();
    expect(seen).toHaveBeenCalled();
  });

  it("keeps an address until shortly before it expires, then asks again (the old one serves meanwhile)", async () => {
    const g = gateway();
    const store = createFileUrlStore(g.fetch, clock);
    store.request(["a.png"]);
    await settle();
    expect(store.renewIn(["a.png"])).toBe(LIFE_S * 1000 - RENEW_MARGIN_MS);
    now += LIFE_S * 1000 - RENEW_MARGIN_MS - 1;
    store.request(["a.png"]);
    await settle();
    expect(g.batches).toHaveLength(1);
    now += 1;
    store.request(["a.png"]);
    expect(store.get("a.png")).toBe("/signed/a.png?v=1");
    await settle();
    expect(g.batches).toHaveLength(2);
    expect(store.get("a.png")).toBe("/signed/a.png?v=2");
  });

  it("splits many paths into calls of at most 100", async () => {
    const g = gateway();
    const store = createFileUrlStore(g.fetch, clock);
    store.request(Array.from({ length: MAX_BATCH + 5 }, (_, i) => `${i}.png`));
    await settle();
    expect(g.batches.map((b) => b.length)).toEqual([MAX_BATCH, 5]);
  });

  it("retries a failed call after a while", async () => {
    const g = gateway();
    const store = createFileUrlStore(g.fetch, clock);
    g.fail(true);
    store.request(["a.png"]);
    await settle();
    expect(store.get("a.png")).toBeNull();
    expect(store.renewIn(["a.png"])).toBe(RETRY_MS);
    g.fail(false);
    now += RETRY_MS;
    store.request(["a.png"]);
    await settle();
    expect(store.get("a.png")).toBe("/signed/a.png?v=1");
  });

  it("forgets everything on clear, including an answer still on its way", async () => {
    let release: (answer: FileUrls) => void = () => undefined;
    const fetch = vi.fn(() => new Promise<FileUrls>((resolve) => (release = resolve)));
    const store = createFileUrlStore(fetch, clock);
    store.request(["a.png"]);
    await vi.advanceTimersByTimeAsync(0);
    store.clear();
    release({ urls: { "a.png": "/old-session" }, expiresIn: LIFE_S });
    await settle();
    expect(store.get("a.png")).toBeUndefined();
    store.request(["a.png"]);
    await vi.advanceTimersByTimeAsync(0);
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
