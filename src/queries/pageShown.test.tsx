/**
 * The hidden-page rule (issue 40 §2) with react-query itself: the reads of a page kept in a hidden tab are marked
 * stale by a change and read when the page is shown again, never in the background; a page shown again without a
 * change reads nothing. The refresh is the one of live events and own writes (liveRefresh.ts).
 */
import { keys } from "@refinedev/core";
import { QueryClient, QueryClientProvider, useQuery } from "@tanstack/react-query";
import { act, render, waitFor } from "@testing-library/react";
import { memo, Profiler } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { orderTrack } from "../api/order/admin";
import { customQueryKey } from "./endpointKeys";
import { refreshImpact, refreshOnEvent, refreshPending } from "./liveRefresh";
import { forgetUnobserved } from "./forgetUnobserved";
import { PageShownContext, usePageGate, withPage } from "./pageShown";

let fetched: string[] = [];
let renders = 0;

/** One read of a page, as the engine's hooks make it: a custom read of an order's track, or the order list. */
function Read({ name }: { name: string }) {
  const gate = usePageGate();
  const queryKey =
    name === "list"
      ? keys().data("default").resource("/order/index").action("list").params({}).get()
      : customQueryKey(orderTrack, { orderNo: name }, false);
  const options = withPage(gate, {
    queryKey,
    queryFn: () => {
      fetched.push(name);
      return { data: name };
    },
  });
  useQuery(options);
  return null;
}

/** The page's content, memoised as KeepAliveOutlet memoises each kept page: only what reads the context renders. */
const Reads = memo(function Reads({ reads }: { reads: string[] }) {
  return (
    <Profiler id="reads" onRender={() => (renders += 1)}>
      {reads.map((name) => (
        <Read key={name} name={name} />
      ))}
    </Profiler>
  );
});

function Page({ client, shown, reads }: { client: QueryClient; shown: boolean; reads: string[] }) {
  return (
    <QueryClientProvider client={client}>
      <PageShownContext.Provider value={shown}>
        <Reads reads={reads} />
      </PageShownContext.Provider>
    </QueryClientProvider>
  );
}

async function mounted(reads: string[], shown = true) {
  fetched = [];
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(<Page client={client} shown={shown} reads={reads} />);
  if (!shown) {
    const show = (next: boolean) =>
      act(() => view.rerender(<Page client={client} shown={next} reads={reads} />));
    return { client, show };
  }
  await waitFor(() => expect([...fetched].sort()).toEqual([...reads].sort()));
  fetched = [];
  const show = (shown: boolean) =>
    act(() => view.rerender(<Page client={client} shown={shown} reads={reads} />));
  return { client, show };
}

/** Lets react-query and React settle (fetches start in effects and microtasks). */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));

const aboutA = { channel: "orders", type: "order:remark", ids: ["A"] };

afterEach(() => {
  Object.defineProperty(document, "visibilityState", { value: "visible", configurable: true });
});

describe("the reads of a page and a change", () => {
  it("the page shown reads what the change affects at once, and nothing else", async () => {
    const { client } = await mounted(["A", "B"]);
    await act(() => refreshOnEvent(client, aboutA));
    expect(fetched).toEqual(["A"]);
  });

  it("a hidden page's affected read is marked stale without a call, and read when the page is shown", async () => {
    const { client, show } = await mounted(["A", "B"]);
    show(false);
    await act(() => refreshOnEvent(client, aboutA));
    await settle();
    expect(fetched).toEqual([]);
    expect(client.getQueryState(customQueryKey(orderTrack, { orderNo: "A" }, false))?.isInvalidated).toBe(
      true,
    );
    show(true);
    await waitFor(() => expect(fetched).toEqual(["A"]));
    await settle();
    expect(fetched).toEqual(["A"]);
  });

  it("a page shown again without a change reads nothing", async () => {
    const { show } = await mounted(["A", "B", "list"]);
    show(false);
    await settle();
    show(true);
    await settle();
    show(false);
    show(true);
    await settle();
    expect(fetched).toEqual([]);
  });

  it("switching tabs renders none of the page's reads (react-query asks the page's gate)", async () => {
    const { show } = await mounted(["A", "B"]);
    await settle();
    const before = renders;
    show(false);
    show(true);
    await settle();
    expect(renders).toBe(before);
  });

  it("a read that mounted while its page was hidden is made when the page is shown", async () => {
    const { show } = await mounted(["A"], false);
    await settle();
    expect(fetched).toEqual([]);
    show(true);
    await waitFor(() => expect(fetched).toEqual(["A"]));
  });

  it("a list on screen is only marked by a live event (its banner tells), and read after the console's own write", async () => {
    const { client } = await mounted(["A", "list"]);
    await act(() => refreshOnEvent(client, aboutA));
    expect(fetched).toEqual(["A"]);
    fetched = [];
    await act(() => refreshImpact(client, aboutA, "write"));
    expect([...fetched].sort()).toEqual(["A", "list"]);
  });

  it("while the browser tab is hidden nothing is read; shown again, the affected reads are", async () => {
    const { client } = await mounted(["A", "B"]);
    Object.defineProperty(document, "visibilityState", { value: "hidden", configurable: true });
    await act(() => refreshOnEvent(client, aboutA));
    await settle();
    expect(fetched).toEqual([]);
    Object.defineProperty(document, "visibilityState", { value: "visible", configurable: true });
    await act(() => refreshPending(client));
    expect(fetched).toEqual(["A"]);
  });
});

describe("forgetUnobserved (a page dropped by the kept-page bound)", () => {
  it("removes the data answers no mounted page observes, and keeps a hidden page's gated reads", async () => {
    const { client } = await mounted(["A"]);
    const hidden = await mounted(["B"], false);
    client.setQueryData(customQueryKey(orderTrack, { orderNo: "dropped" }, false), { data: "dropped" });
    client.setQueryData(["access", "not data"], true);
    // The hidden page's read, kept in the other client: its observer is gated, not gone.
    hidden.client.setQueryData(customQueryKey(orderTrack, { orderNo: "B" }, false), { data: "B" });

    expect(forgetUnobserved(client)).toBe(1);
    expect(forgetUnobserved(hidden.client)).toBe(0);

    const held = (c: QueryClient) =>
      c
        .getQueryCache()
        .getAll()
        .map((query) => query.queryKey);
    expect(held(client)).toContainEqual(customQueryKey(orderTrack, { orderNo: "A" }, false));
    expect(held(client)).not.toContainEqual(customQueryKey(orderTrack, { orderNo: "dropped" }, false));
    expect(held(client)).toContainEqual(["access", "not data"]);
    expect(held(hidden.client)).toContainEqual(customQueryKey(orderTrack, { orderNo: "B" }, false));
  });
});
