import type { LiveEvent } from "@refinedev/core";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { LiveChange } from "../../api/live";
import { HEARD_LIMIT, LiveBanner, useLiveRows, type LiveRows } from "./LiveBanner";
import type { ListFilter } from "./liveNews";

/** A server event as the hub delivers it on a list's resource channel (src/providers/live/hub.ts toLiveEvent). */
const serverEvent = (change?: LiveChange, writtenAt = 2_000): LiveEvent => ({
  channel: "resources//order/index",
  type: "updated",
  payload: {},
  date: new Date(writtenAt),
  meta: { source: "server", ids: ["SO1"], change },
});

const moved = (from: number, to: number, facts?: LiveChange["facts"]): LiveChange => ({
  status: { from, to },
  ...(facts ? { facts } : {}),
});

const ALL: ListFilter = { statuses: "all", values: {} };
/** The order list's 待预约 tab (listStatus 2 = order status 7) with the source filter 自有 (1). */
const AWAITING_APPOINTMENT: ListFilter = { statuses: [7], values: { listStatus: 2, orderSource: 1 } };

function Harness({
  filter,
  refetch,
  expose,
  updatedAt,
}: {
  filter: ListFilter;
  refetch: () => void;
  expose: (l: LiveRows) => void;
  updatedAt: number;
}) {
  const live = useLiveRows(filter);
  expose(live);
  return <LiveBanner live={live} refetch={refetch} updatedAt={updatedAt} />;
}

function setup(filter: ListFilter = ALL, updatedAt = 1_000) {
  const refetch = vi.fn();
  let live: LiveRows | undefined;
  const harness = (shown: ListFilter, readAt: number) => (
    <Harness filter={shown} refetch={refetch} expose={(l) => (live = l)} updatedAt={readAt} />
  );
  const view = render(harness(filter, updatedAt));
  const hear = (event: LiveEvent) => act(() => live?.onLiveEvent(event));
  /** The list shown with another filter (a tab, a search) or read again at `readAt`. */
  const rerender = (shown: ListFilter, readAt = updatedAt) => view.rerender(harness(shown, readAt));
  return { refetch, hear, rerender, live: () => live };
}

const banner = () => screen.queryByRole("button", { name: /点击刷新/ });

describe("LiveBanner", () => {
  it("counts the news of the list shown and reads it again on a click", async () => {
    const { refetch, hear } = setup();
    hear(serverEvent(moved(3, 4)));
    hear(serverEvent(moved(7, 8)));
    // The banner's look loads on first use.
    const button = await screen.findByRole("button", { name: "有 2 条新数据，点击刷新" });
    expect(refetch).not.toHaveBeenCalled();
    fireEvent.click(button);
    expect(refetch).toHaveBeenCalledTimes(1);
    expect(banner()).toBeNull();
  });

  it("keeps the latest HEARD_LIMIT events of a list left unread, and says the count is a floor", async () => {
    let live: LiveRows | undefined;
    render(<Harness filter={ALL} refetch={vi.fn()} expose={(l) => (live = l)} updatedAt={1_000} />);
    act(() => {
      for (let i = 0; i < HEARD_LIMIT + 100; i++) live?.onLiveEvent(serverEvent(moved(3, 4), 2_000 + i));
    });
    expect(live?.heard).toHaveLength(HEARD_LIMIT);
    expect(live?.heard[0].writtenAt).toBe(2_100);
    expect(
      await screen.findByRole("button", { name: `有 ${HEARD_LIMIT}+ 条新数据，点击刷新` }),
    ).toBeVisible();
  });

  it("keeps exactly HEARD_LIMIT events without calling the count a floor", async () => {
    const { live } = setup();
    act(() => {
      for (let i = 0; i < HEARD_LIMIT; i++) live()?.onLiveEvent(serverEvent(moved(3, 4), 2_000 + i));
    });
    expect(live()?.heard).toHaveLength(HEARD_LIMIT);
    expect(live()?.cut).toBe(false);
    expect(await screen.findByRole("button", { name: `有 ${HEARD_LIMIT} 条新数据，点击刷新` })).toBeVisible();
  });

  it("counts exactly once the list was read after some of the events it kept, even when older ones were let go", async () => {
    const { live, rerender } = setup();
    act(() => {
      for (let i = 0; i < HEARD_LIMIT + 100; i++) live()?.onLiveEvent(serverEvent(moved(3, 4), 2_000 + i));
    });
    await screen.findByRole("button", { name: `有 ${HEARD_LIMIT}+ 条新数据，点击刷新` });
    // Read at 2,300: of the kept events (written 2,100 … 2,599) the 299 written after it count, and nothing is cut
    // from those.
    rerender(ALL, 2_300);
    expect(await screen.findByRole("button", { name: "有 299 条新数据，点击刷新" })).toBeVisible();
  });

  it("judges each event by the filter the list has when it comes (a tab switched meanwhile)", async () => {
    const { hear, rerender } = setup(AWAITING_APPOINTMENT);
    // Not the 待预约 tab's any more: the whole list, where a move between other statuses counts.
    rerender(ALL);
    hear(serverEvent(moved(3, 4)));
    expect(await screen.findByRole("button", { name: "有 1 条新数据，点击刷新" })).toBeInTheDocument();
  });

  it("ignores refine's own publish, and an event the list was read after (the user's own action)", async () => {
    const { hear } = setup(ALL, 5_000);
    // refine's own publish after a write: no server source, though it names a change the list would count.
    hear({ ...serverEvent(moved(7, 8), 6_000), meta: { change: moved(7, 8) } });
    await act(() => import("./NewRowsAlert"));
    expect(banner()).toBeNull();
    hear(serverEvent(moved(7, 8)));
    // One event written after the read: the banner counts it alone.
    hear(serverEvent(moved(7, 8), 6_000));
    expect(await screen.findByRole("button", { name: "有 1 条新数据，点击刷新" })).toBeInTheDocument();
  });

  it("does not count news written at the same millisecond as the last read (the read saw it)", async () => {
    const { hear } = setup(ALL, 5_000);
    hear(serverEvent(moved(7, 8), 5_000));
    await act(() => import("./NewRowsAlert"));
    expect(banner()).toBeNull();
    hear(serverEvent(moved(7, 8), 5_001));
    expect(await screen.findByRole("button", { name: "有 1 条新数据，点击刷新" })).toBeInTheDocument();
  });

  it("counts on 待预约 an order leaving or entering it (7 → 8), not one moving between other statuses (3 → 4)", async () => {
    const { hear } = setup(AWAITING_APPOINTMENT);
    hear(serverEvent(moved(3, 4)));
    await act(() => import("./NewRowsAlert"));
    expect(banner()).toBeNull();
    hear(serverEvent(moved(7, 8)));
    hear(serverEvent(moved(3, 7)));
    expect(await screen.findByRole("button", { name: "有 2 条新数据，点击刷新" })).toBeInTheDocument();
  });

  it("does not count an order whose facts contradict the list's filter (source 2 against the filter 1)", async () => {
    const { hear } = setup(AWAITING_APPOINTMENT);
    hear(serverEvent(moved(7, 8, { orderSource: 2 })));
    await act(() => import("./NewRowsAlert"));
    expect(banner()).toBeNull();
    hear(serverEvent(moved(7, 8, { orderSource: 1 })));
    expect(await screen.findByRole("button", { name: "有 1 条新数据，点击刷新" })).toBeInTheDocument();
  });

  it("says once that the list may have changed when events carry neither status nor facts", async () => {
    const { refetch, hear } = setup(AWAITING_APPOINTMENT);
    hear(serverEvent());
    hear(serverEvent({ fields: ["remark"] }));
    const button = await screen.findByRole("button", { name: "列表可能已变化，点击刷新" });
    expect(screen.getAllByRole("button", { name: /点击刷新/ })).toHaveLength(1);
    // A countable event wins: the banner counts what it can.
    hear(serverEvent(moved(7, 8)));
    expect(await screen.findByRole("button", { name: "有 1 条新数据，点击刷新" })).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: /点击刷新/ }));
    expect(button).not.toBeInTheDocument();
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it("reads nothing in the background: events only make the banner (a hidden list is read when shown)", async () => {
    const { refetch, hear } = setup();
    hear(serverEvent(moved(7, 8)));
    hear(serverEvent());
    await screen.findByRole("button", { name: "有 1 条新数据，点击刷新" });
    expect(refetch).not.toHaveBeenCalled();
  });

  it("shows nothing before the list was read for its current search", async () => {
    const { hear } = setup(ALL, 0);
    hear(serverEvent(moved(7, 8)));
    await act(() => import("./NewRowsAlert"));
    expect(banner()).toBeNull();
  });
});
