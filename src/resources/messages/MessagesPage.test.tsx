/**
 * 我的消息 rendered through the engine: 标为已读 and 清空消息 follow the account's btn codes (and a change of them),
 * opening a message marks it read, and a read refreshes the bell's queries with the list.
 */
import { Refine } from "@refinedev/core";
import routerProvider from "@refinedev/react-router";
import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { App as AntdApp } from "antd";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { Endpoint } from "../../api/endpoint";
import { msgTypeTree, readMsg, unReadNum, type MessageRecord } from "../../api/message";
import { createDataProvider } from "../../providers/dataProvider";
import { setAccessGroup } from "../../providers/session";
import { useUnreadCount } from "../../queries/messages";
import { MessagesPage } from "./pages";
import { messagesRoute } from "./routes";

const { sent } = vi.hoisted(() => ({ sent: [] as { path: string; payload: unknown }[] }));

let rows: MessageRecord[] = [];

function answer(ep: Endpoint, payload: unknown): unknown {
  sent.push({ path: ep.path, payload });
  if (ep.path === msgTypeTree.path) return [{ value: "ORDER", label: "订单消息", children: [] }];
  if (ep.path === unReadNum.path) return rows.filter((r) => r.isRead === 0).length;
  if (ep.path === readMsg.path) {
    const ids = (payload as { ids: string[] }).ids;
    rows = rows.map((r) => (ids.includes(r.id) ? { ...r, isRead: 1 } : r));
    return null;
  }
  return { current: 1, size: 10, total: rows.length, records: rows };
}

vi.mock("../../providers/http", async (importOriginal) => ({
  ...(await importOriginal<typeof import("../../providers/http")>()),
  call: vi.fn(async (ep: Endpoint, payload: unknown) => answer(ep, payload)),
}));

function BellCount() {
  const { data } = useUnreadCount();
  return <span data-testid="bell">{String(data ?? "")}</span>;
}

function renderPage() {
  const dataProvider = createDataProvider(async (ep, payload) => answer(ep, payload));
  window.history.replaceState(null, "", "/message/index");
  return render(
    <MemoryRouter initialEntries={["/message/index"]}>
      <AntdApp>
        <Refine
          dataProvider={dataProvider}
          routerProvider={routerProvider}
          resources={[{ name: "/message/index", list: "/message/index" }]}
          options={{ disableTelemetry: true }}
        >
          <Routes>
            <Route
              path="/message/index"
              element={
                <>
                  <MessagesPage route={messagesRoute} />
                  <BellCount />
                </>
              }
            />
          </Routes>
        </Refine>
      </AntdApp>
    </MemoryRouter>,
  );
}

const rowOf = (text: string) => screen.getByText(text).closest("tr")!;

// The page's list view is loaded with the page's code (the frame awaits the page's `preload`, engine/index.tsx);
// here the test loads it once, as the frame would, so the waits for rows do not include loading the view.
beforeAll(() => MessagesPage.preload());

beforeEach(() => {
  sent.length = 0;
  rows = [
    {
      id: "1",
      msgContent: "新订单待派单",
      gmtCreatedTime: "2026-11-02 09:00:00",
      isRead: 0,
      msgTypeName: "新订单",
    },
    {
      id: "2",
      msgContent: "订单已改约",
      gmtCreatedTime: "2026-11-01 09:00:00",
      isRead: 1,
      msgTypeName: "改约通知",
    },
  ];
});
afterEach(() => setAccessGroup(null));

describe("我的消息 (engine)", { timeout: 60_000 }, () => {
  it("offers 标为已读 and 清空消息 only with their btn codes, following a change of them", async () => {
    setAccessGroup({ menu: ["/message/index"], btn: [] });
    renderPage();
    expect(await screen.findByText("新订单待派单")).toBeInTheDocument();
    expect(screen.getByText("我的消息")).toBeInTheDocument();
    expect(within(rowOf("新订单待派单")).getByRole("button", { name: /查\s?看/ })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "标为已读" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "清空消息" })).not.toBeInTheDocument();

    act(() => setAccessGroup({ menu: ["/message/index"], btn: ["message:read", "message:clear"] }));
    expect(
      await within(rowOf("新订单待派单")).findByRole("button", { name: "标为已读" }),
    ).toBeInTheDocument();
    // A message already read offers no 标为已读.
    expect(within(rowOf("订单已改约")).queryByRole("button", { name: "标为已读" })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "清空消息" })).toBeInTheDocument();
  });

  it("标为已读 calls readMsg and refreshes the list and the bell together", async () => {
    setAccessGroup({ menu: ["/message/index"], btn: ["message:read"] });
    renderPage();
    await screen.findByText("新订单待派单");
    await waitFor(() => expect(screen.getByTestId("bell")).toHaveTextContent("1"));
    await userEvent.click(within(rowOf("新订单待派单")).getByRole("button", { name: "标为已读" }));
    await waitFor(() => expect(sent.some((s) => s.path === readMsg.path)).toBe(true));
    expect(sent.find((s) => s.path === readMsg.path)?.payload).toMatchObject({ ids: ["1"] });
    await waitFor(() => expect(screen.getByTestId("bell")).toHaveTextContent("0"));
    await waitFor(() =>
      expect(
        within(rowOf("新订单待派单")).queryByRole("button", { name: "标为已读" }),
      ).not.toBeInTheDocument(),
    );
  });

  it("查看 shows the message whole and marks it read with message:read, not without", async () => {
    setAccessGroup({ menu: ["/message/index"], btn: [] });
    const { unmount } = renderPage();
    await screen.findByText("新订单待派单");
    await userEvent.click(within(rowOf("新订单待派单")).getByRole("button", { name: /查\s?看/ }));
    expect(await screen.findByText("消息详情")).toBeInTheDocument();
    expect(document.querySelector(".message-detail-content")?.textContent).toBe("新订单待派单");
    expect(sent.some((s) => s.path === readMsg.path)).toBe(false);
    unmount();

    setAccessGroup({ menu: ["/message/index"], btn: ["message:read"] });
    renderPage();
    await screen.findByText("新订单待派单");
    await userEvent.click(within(rowOf("新订单待派单")).getByRole("button", { name: /查\s?看/ }));
    await waitFor(() => expect(sent.filter((s) => s.path === readMsg.path)).toHaveLength(1));
  });
});
