import { act, render, screen, waitFor } from "@testing-library/react";
import { vi } from "vitest";
import { RefineScope } from "../../test/RefineScope";
import { TAG_TEXT } from "../../theme";

const settingCalls: string[] = [];
vi.mock("../../providers/http", () => ({
  call: vi.fn(async (ep: { path: string }) => {
    settingCalls.push(ep.path);
    return { acceptTimeoutMinutes: 60 };
  }),
}));
// Each instance of refine's query hook (the setting's read) is counted once, however often it renders.
const queryHooks = vi.hoisted(() => ({ instances: new Set<object>() }));
vi.mock("@refinedev/core", async (actual) => {
  const refine = await actual<typeof import("@refinedev/core")>();
  const { useRef } = await import("react");
  return {
    ...refine,
    useCustom: ((...args: Parameters<typeof refine.useCustom>) => {
      queryHooks.instances.add(useRef({}).current);
      return refine.useCustom(...args);
    }) as typeof refine.useCustom,
  };
});
vi.mock("../../providers/usePermission", () => ({ usePermission: () => ({ mayOpen: () => true }) }));

const { WaitingTime, WaitingTimeView, WAIT_TICK_MS, useMinuteClock, withAcceptTimeout } =
  await import("./WaitingTime");

/** 2026-11-20 12:00:00 in China. */
const NOW = Date.UTC(2026, 10, 20, 4, 0, 0);

const view = (orderStatus: number, start: string, hangUp: 0 | 1 = 0, timeout = 30) =>
  render(
    <WaitingTimeView
      order={{ orderStatus, gmtCreatedTime: start, distributeTime: start, hangUp }}
      now={NOW}
      acceptTimeoutMinutes={timeout}
    />,
  ).container.querySelector(".order-wait");

describe("等待时长 cell", () => {
  it("says how long a 待派单 order has waited, plain before 30 minutes", () => {
    const cell = view(3, "2026-11-20 11:45:00");
    expect(cell).toHaveTextContent(/^已等待 15分钟$/);
    expect(cell?.querySelector("[style]")).toBeNull();
    expect(cell).toHaveAttribute("data-wait-level", "normal");
  });

  it("turns to the warning tone with 即将超时 when about to be late, and the danger tone with 已超时 when late", () => {
    const warning = view(4, "2026-11-20 11:39:00");
    expect(warning).toHaveTextContent("已等待 21分钟即将超时");
    // The status tags' warning text colour (4.5:1 on white), not antd's pale one.
    expect(screen.getByText("已等待 21分钟")).toHaveStyle({ color: TAG_TEXT.colorWarning });
    expect(screen.getByText("即将超时")).toHaveClass("ant-tag-warning");
    const late = view(3, "2026-11-20 09:45:00");
    expect(late).toHaveTextContent("已等待 2小时15分已超时");
    expect(screen.getByText("已等待 2小时15分").getAttribute("style")).toMatch(/color/);
    expect(screen.getByText("已超时")).toHaveClass("ant-tag-error");
  });

  it("times 待接单 against the provider's 接单超时时间", () => {
    expect(view(4, "2026-11-20 11:39:00", 0, 60)).toHaveAttribute("data-wait-level", "normal");
  });

  it("shows no tone for a hung-up order, and a dash for a status that is not timed", () => {
    expect(view(7, "2026-11-18 12:00:00", 1)).toHaveTextContent(/^已等待 2天$/);
    expect(view(8, "2026-11-18 12:00:00")).toHaveTextContent(/^-$/);
  });
});

describe("a page of 等待时长 cells", () => {
  const minutesAgo = (minutes: number) => {
    const at = new Date(Date.now() - minutes * 60_000 + 8 * 3600_000);
    return at.toISOString().replace("T", " ").slice(0, 19);
  };
  // 待接单 for 40 minutes: late against the default 30, about to be late against the provider's 60.
  const order = {
    orderStatus: 4,
    gmtCreatedTime: minutesAgo(40),
    distributeTime: minutesAgo(40),
    hangUp: 0 as const,
  };

  /** Renders a page of `cells` cells; answers the levels shown once settled, the page's renders and the hook's uses. */
  async function pageOf(cells: number) {
    settingCalls.length = 0;
    queryHooks.instances.clear();
    let renders = 0;
    const Page = Object.assign(
      () => {
        renders += 1;
        return Array.from({ length: cells }, (_, i) => <WaitingTime key={i} order={order} />);
      },
      { preload: () => Promise.resolve(), firstRead: (path: string) => ({ resource: path }) },
    );
    const Shared = withAcceptTimeout(Page);
    expect(Shared.preload).toBe(Page.preload);
    expect(Shared.firstRead).toBe(Page.firstRead);
    const { container, unmount } = render(
      <RefineScope>
        <Shared />
      </RefineScope>,
    );
    await waitFor(() => expect(settingCalls).toHaveLength(1));
    await waitFor(() =>
      expect(container.querySelectorAll(".order-wait[data-wait-level=warning]")).toHaveLength(cells),
    );
    unmount();
    return { renders, reads: queryHooks.instances.size };
  }

  it("reads the 接单超时时间 once for all its cells, and renders the page once", async () => {
    const two = await pageOf(2);
    expect(two.renders).toBe(1);
    // One query hook, the page's: the cells have none of their own.
    expect(two.reads).toBe(1);
  });
});

describe("the cells' minute clock", () => {
  afterEach(() => vi.useRealTimers());

  /** Cells showing the clock; `renders` counts their renders. */
  function clockCells(count: number) {
    const seen = { renders: 0 };
    function Cell() {
      seen.renders += 1;
      return <span className="clock">{useMinuteClock()}</span>;
    }
    const shown = render(
      <>
        {Array.from({ length: count }, (_, i) => (
          <Cell key={i} />
        ))}
      </>,
    );
    const times = () =>
      [...shown.container.querySelectorAll(".clock")].map((cell) => Number(cell.textContent));
    return { seen, times, unmount: shown.unmount };
  }

  it("starts without rendering the cells again, and moves on for all of them once a minute", () => {
    vi.useFakeTimers({ now: Date.now() + 1_000 });
    const cells = clockCells(3);
    const first = cells.times();
    expect(cells.seen.renders).toBe(3);
    act(() => vi.advanceTimersByTime(WAIT_TICK_MS));
    expect(cells.seen.renders).toBe(6);
    expect(new Set(cells.times()).size).toBe(1);
    expect(cells.times()[0]).toBe(Date.now());
    expect(cells.times()[0]).toBeGreaterThan(first[0]);
    cells.unmount();
  });

  it("shows the time of its first render when a minute has passed with no cell shown", () => {
    vi.useFakeTimers({ now: Date.now() });
    clockCells(1).unmount();
    vi.setSystemTime(Date.now() + 5 * WAIT_TICK_MS);
    const later = clockCells(1);
    expect(later.times()).toEqual([Date.now()]);
    expect(later.seen.renders).toBe(1);
    later.unmount();
  });
});
