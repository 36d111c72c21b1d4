/** The reveal guard: no refetch when a kept page is shown again. */
import { QueryClient, QueryObserver, type Query } from "@tanstack/react-query";
import { installRevealGuard } from "./reveal";

type RefetchOnMount = (query: Query) => boolean | "always";

const refetchOnMountOf = (client: QueryClient) =>
  client.getDefaultOptions().queries?.refetchOnMount as unknown as RefetchOnMount;

/** A query with data, observed like a page's list; `leave` ends the observation (as an unmount or a hide does). */
function observed(client: QueryClient, key: string) {
  client.setQueryData([key], "数据");
  // Shown with its data: nothing fetched while observed.
  const observer = new QueryObserver(client, {
    queryKey: [key],
    queryFn: () => "新数据",
    refetchOnMount: false,
  });
  const leave = observer.subscribe(() => undefined);
  const query = client.getQueryCache().find({ queryKey: [key] }) as Query;
  return { query, leave };
}

describe("installRevealGuard", () => {
  it("a query left by a page being hidden is kept: no refetch on mount, unless it was invalidated since", async () => {
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: 5 } } });
    const guard = installRevealGuard(client);
    const refetch = refetchOnMountOf(client);
    expect(client.getDefaultOptions().queries?.staleTime).toBe(5);
    const list = observed(client, "列表");
    expect(refetch(list.query)).toBe(true);

    const types = observed(client, "类型");
    guard.hiding("/a#0");
    list.leave();
    types.leave();
    guard.hiding(null);
    expect(guard.isKept(list.query)).toBe(true);
    expect(guard.isKept(types.query)).toBe(true);
    expect(refetch(list.query)).toBe(false);

    await client.invalidateQueries({ queryKey: ["列表"] });
    expect(refetch(list.query)).toBe(true);
  });

  it("a query left otherwise (an unmount, a new filter) or dropped from the cache is not kept, nor are the queries of a page closed while hidden", () => {
    const client = new QueryClient();
    const guard = installRevealGuard(client);
    const refetch = refetchOnMountOf(client);

    const unmounted = observed(client, "卸载");
    unmounted.leave();
    expect(guard.isKept(unmounted.query)).toBe(false);
    expect(refetch(unmounted.query)).toBe(true);

    const hidden = observed(client, "隐藏");
    const other = observed(client, "其他页");
    guard.hiding("/a#0");
    hidden.leave();
    guard.hiding("/b#0");
    other.leave();
    guard.hiding(null);
    guard.forget(["/a#0"]);
    expect(refetch(hidden.query)).toBe(true);
    expect(refetch(other.query)).toBe(false);

    // Dropped from the cache while kept: no longer kept.
    const dropped = observed(client, "回收");
    guard.hiding("/c#0");
    dropped.leave();
    guard.hiding(null);
    expect(guard.isKept(dropped.query)).toBe(true);
    client.removeQueries({ queryKey: ["回收"] });
    expect(guard.isKept(dropped.query)).toBe(false);
    // Also when it leaves the cache while another page is being hidden.
    const droppedWhileHiding = observed(client, "回收中");
    guard.hiding("/c#0");
    droppedWhileHiding.leave();
    guard.hiding("/d#0");
    client.removeQueries({ queryKey: ["回收中"] });
    guard.hiding(null);
    expect(guard.isKept(droppedWhileHiding.query)).toBe(false);

    // Shown again, then left by an unmount: no longer kept.
    const again = new QueryObserver(client, { queryKey: ["其他页"] }).subscribe(() => undefined);
    again();
    expect(refetch(other.query)).toBe(true);
  });

  it("keeps a client's own default, a value or a function", () => {
    const fixed = new QueryClient({ defaultOptions: { queries: { refetchOnMount: false } } });
    installRevealGuard(fixed);
    const fixedQuery = observed(fixed, "固定").query;
    expect(refetchOnMountOf(fixed)(fixedQuery)).toBe(false);
    const byQuery = new QueryClient({
      defaultOptions: {
        queries: { refetchOnMount: (q: Query) => (q.state.isInvalidated ? "always" : false) },
      },
    });
    installRevealGuard(byQuery);
    const query = observed(byQuery, "按查询").query;
    expect(refetchOnMountOf(byQuery)(query)).toBe(false);
    query.invalidate();
    expect(refetchOnMountOf(byQuery)(query)).toBe("always");
  });

  it("wraps a client once however often it is installed", () => {
    const client = new QueryClient();
    const guard = installRevealGuard(client);
    const first = refetchOnMountOf(client);
    expect(installRevealGuard(client)).toBe(guard);
    expect(refetchOnMountOf(client)).toBe(first);
  });
});
