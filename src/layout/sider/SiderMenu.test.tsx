import { act, cleanup, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { useSyncExternalStore } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setAccessGroup } from "../../providers/session";
import { SiderMenu } from "./SiderMenu";

// The count of work orders waiting, as the frame's query would answer it: a store the test sets.
const count = { value: 3, listeners: new Set<() => void>() };
function setCount(value: number) {
  count.value = value;
  for (const listener of count.listeners) listener();
}
vi.mock("../../queries/needDealCount", () => ({
  WORK_ORDER_LIST_PATH: "/aftersales/index",
  useNeedDealCount: () =>
    useSyncExternalStore(
      (listener) => {
        count.listeners.add(listener);
        return () => count.listeners.delete(listener);
      },
      () => count.value,
    ),
}));
vi.mock("../../providers/useSession", () => ({
  useSession: () => ({ hasToken: true, user: { providerId: "P1" } }),
}));

// antd's Menu, counting its renders.
const menuRenders = vi.fn();
vi.mock("antd", async (importOriginal) => {
  const antd = await importOriginal<typeof import("antd")>();
  const Menu = (props: React.ComponentProps<typeof antd.Menu>) => {
    menuRenders();
    return <antd.Menu {...props} />;
  };
  return { ...antd, Menu };
});

describe("the sider menu's count of work orders waiting", () => {
  afterEach(() => {
    cleanup();
    setAccessGroup(null);
    menuRenders.mockClear();
  });

  it("shows the new count on 售后工单's badge without rendering the menu again", async () => {
    setAccessGroup({ menu: ["/dashboard", "/aftersales/index", "/aftersales/serverlist"], btn: [] });
    render(
      <MemoryRouter initialEntries={["/aftersales/index"]}>
        <SiderMenu />
      </MemoryRouter>,
    );
    expect(await screen.findByLabelText("待处理工单 3")).toBeInTheDocument();
    const renders = menuRenders.mock.calls.length;

    act(() => setCount(12));
    expect(screen.getByLabelText("待处理工单 12")).toBeInTheDocument();
    expect(screen.queryByLabelText("待处理工单 3")).toBeNull();
    expect(menuRenders).toHaveBeenCalledTimes(renders);
  });
});
