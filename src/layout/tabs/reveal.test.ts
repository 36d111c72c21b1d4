/** The reveal guard (no refetch when a kept page is shown again) and the tab switch timing. */
import { QueryClient, type Query } from "@tanstack/react-query";
import { installRevealGuard, isRevealing, setRevealing } from "./reveal";
import {
  lastTabSwitchMs,
  markTabSwitchStart,
  measureTabSwitchAtNextFrame,
  TAB_SWITCH_MEASURE,
} from "./tabSwitch";

type RefetchOnMount = (query: Query) => boolean | "always";

const query = (isInvalidated: boolean) => ({ state: { isInvalidated } }) as unknown as Query;
const refetchOnMountOf = (client: QueryClient) =>
  client.getDefaultOptions().queries?.refetchOnMount as unknown as RefetchOnMount;

afterEach(() => setRevealing(false));

describe("installRevealGuard", () => {
  it("while revealing, only invalidated queries refetch on mount; otherwise the default (true)", () => {
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: 5 } } });
    installRevealGuard(client);
    const refetch = refetchOnMountOf(client);
    expect(client.getDefaultOptions().queries?.staleTime).toBe(5);
    expect(refetch(query(false))).toBe(true);
    setRevealing(true);
    expect(isRevealing()).toBe(true);
    expect(refetch(query(false))).toBe(false);
    expect(refetch(query(true))).toBe(true);
    setRevealing(false);
    expect(isRevealing()).toBe(false);
    expect(refetch(query(false))).toBe(true);
  });

  it("keeps a client's own default, a value or a function", () => {
    const fixed = new QueryClient({ defaultOptions: { queries: { refetchOnMount: false } } });
    installRevealGuard(fixed);
    expect(refetchOnMountOf(fixed)(query(true))).toBe(false);
    const byQuery = new QueryClient({
      defaultOptions: {
        queries: { refetchOnMount: (q: Query) => (q.state.isInvalidated ? "always" : false) },
      },
    });
    installRevealGuard(byQuery);
    expect(refetchOnMountOf(byQuery)(query(true))).toBe("always");
    expect(refetchOnMountOf(byQuery)(query(false))).toBe(false);
  });

  it("wraps a client once however often it is installed", () => {
    const client = new QueryClient();
    installRevealGuard(client);
    const first = refetchOnMountOf(client);
    installRevealGuard(client);
    expect(refetchOnMountOf(client)).toBe(first);
  });
});

describe("tab switch timing", () => {
  beforeEach(() => {
    performance.clearMarks();
    performance.clearMeasures();
  });

  it("measures from the click to the next frame, once", async () => {
    expect(lastTabSwitchMs()).toBeNull();
    markTabSwitchStart();
    measureTabSwitchAtNextFrame();
    await new Promise((resolve) => requestAnimationFrame(() => resolve(null)));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(performance.getEntriesByName(TAB_SWITCH_MEASURE, "measure")).toHaveLength(1);
    expect(lastTabSwitchMs()).toEqual(expect.any(Number));
    measureTabSwitchAtNextFrame();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(performance.getEntriesByName(TAB_SWITCH_MEASURE, "measure")).toHaveLength(1);
  });

  it("measures nothing without a click", async () => {
    measureTabSwitchAtNextFrame();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(lastTabSwitchMs()).toBeNull();
  });
});
