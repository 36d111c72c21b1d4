/**
 * The typed calls over refine's data provider, apart from the server (the HTTP client replaced): a read answers the
 * endpoint's data, a quiet read asks the client for no toast, a run refreshes the reads.
 */
import { act, render, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { service } from "../api/endpoint";
import { RefineScope } from "../test/RefineScope";

const calls: { path: string; payload: unknown; options: unknown }[] = [];
let count = 0;

vi.mock("../providers/http", () => ({
  call: vi.fn(async (ep: { path: string }, payload: unknown, options: unknown) => {
    calls.push({ path: ep.path, payload, options });
    if (ep.path.endsWith("/count")) return { count };
    count += 1;
    return null;
  }),
}));

const { useEndpointMutation, useEndpointQueries, useEndpointQuery, useFrameEndpointQuery } =
  await import("./endpoint");

const s = service("/fixture");
const countEndpoint = s.post<{ kind: string }, { count: number }>("/count", "计数");
const addEndpoint = s.post<{ by: number }, null>("/add", "加一");

function Counter() {
  const read = useEndpointQuery(countEndpoint, { kind: "a" });
  const quiet = useEndpointQueries(countEndpoint, [{ kind: "b" }, { kind: "c" }], { silent: true });
  const add = useEndpointMutation(addEndpoint);
  return (
    <>
      <span data-testid="count">{read.data?.count ?? "…"}</span>
      <span data-testid="quiet">{quiet.data ? quiet.data.length : "…"}</span>
      <FrameCount />
      <button type="button" onClick={() => void add.run({ by: 1 })}>
        add
      </button>
    </>
  );
}

/** The frame's read of the same call and request: one cache with useCustom's (one call, the same answers). */
function FrameCount() {
  const read = useFrameEndpointQuery(countEndpoint, { kind: "a" }, { keepPrevious: true });
  return <span data-testid="frame">{read.data?.count ?? "…"}</span>;
}

describe("endpoint calls through refine", () => {
  it("reads typed answers, quietly when asked, and reads again after a run", async () => {
    render(
      <RefineScope>
        <Counter />
      </RefineScope>,
    );
    await waitFor(() => expect(screen.getByTestId("count").textContent).toBe("0"));
    await waitFor(() => expect(screen.getByTestId("quiet").textContent).toBe("2"));
    expect(calls.find((c) => (c.payload as { kind?: string }).kind === "a")?.options).toEqual({});
    expect(calls.find((c) => (c.payload as { kind?: string }).kind === "b")?.options).toEqual({
      silent: true,
    });
    await act(async () => screen.getByRole("button", { name: "add" }).click());
    await waitFor(() => expect(screen.getByTestId("count").textContent).toBe("1"));
    expect(screen.getByTestId("frame").textContent).toBe("1");
    // Shared by both hooks: the first read and the one after the run, no more.
    expect(calls.filter((c) => (c.payload as { kind?: string }).kind === "a")).toHaveLength(2);
    expect(calls.some((c) => c.path.endsWith("/add") && (c.payload as { by?: number }).by === 1)).toBe(true);
  });
});
