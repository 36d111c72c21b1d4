import type { LiveEvent } from "@refinedev/core";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { LiveBanner, useLiveRows, type LiveRows } from "./LiveBanner";

const serverEvent: LiveEvent = {
  channel: "resources//order/index",
  type: "created",
  payload: {},
  date: new Date(2_000),
  meta: { source: "server" },
};

function Harness({
  path,
  refetch,
  expose,
  updatedAt,
}: {
  path: string;
  refetch: () => void;
  expose: (l: LiveRows) => void;
  updatedAt: number;
}) {
  const live = useLiveRows(path);
  expose(live);
  return <LiveBanner live={live} refetch={refetch} updatedAt={updatedAt} />;
}

function setup(path: string, updatedAt = 1_000) {
  const refetch = vi.fn();
  let live: LiveRows | undefined;
  render(<Harness path={path} refetch={refetch} expose={(l) => (live = l)} updatedAt={updatedAt} />);
  const hear = (event: LiveEvent = serverEvent) => act(() => live?.onLiveEvent(event));
  return { refetch, hear };
}

describe("LiveBanner", () => {
  it("counts the news of the list shown and reads it again on a click", async () => {
    const { refetch, hear } = setup(window.location.pathname);
    hear();
    hear();
    // The banner's look loads on first use.
    const button = await screen.findByRole("button", { name: "有 2 条新数据，点击刷新" });
    expect(refetch).not.toHaveBeenCalled();
    fireEvent.click(button);
    expect(refetch).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("button", { name: /条新数据/ })).toBeNull();
  });

  it("ignores refine's own publish, and an event the list was read after (the user's own action)", async () => {
    const { hear } = setup(window.location.pathname, 5_000);
    hear({ ...serverEvent, meta: undefined });
    hear(serverEvent);
    // One event written after the read: the banner counts it alone.
    hear({ ...serverEvent, date: new Date(6_000) });
    expect(await screen.findByRole("button", { name: "有 1 条新数据，点击刷新" })).toBeInTheDocument();
  });

  it("a list kept in a layout tab that is not shown reads again in the background", async () => {
    const { refetch, hear } = setup("/somewhere/else");
    hear();
    expect(refetch).toHaveBeenCalledTimes(1);
    // Given time to load, the banner still says nothing.
    await act(() => import("./NewRowsAlert"));
    expect(screen.queryByRole("button", { name: /条新数据/ })).toBeNull();
  });
});
