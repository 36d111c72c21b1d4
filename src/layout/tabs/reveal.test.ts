/** The reveal guard: no refetch when a kept page is shown again. */
import { QueryClient, type Query } from "@tanstack/react-query";
import { installRevealGuard, isRevealing, setRevealing } from "./reveal";

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
