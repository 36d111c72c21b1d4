import { act, render, screen } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "react-router";
import { setAccessGroup } from "../providers/session";
import type { RouteDeclaration } from "../resources/types";
import { loadAndKeepPage } from "./progress/loadPage";
import { RouteView } from "./RouteView";

const ORDERS: RouteDeclaration = {
  path: "/order/index",
  title: "订单管理列表",
  group: "order",
  screen: () => Promise.resolve({ default: () => <p>订单列表内容</p> }),
};

function renderAt(route: RouteDeclaration) {
  return render(
    <MemoryRouter initialEntries={[route.path]}>
      <Routes>
        <Route path={route.path} element={<RouteView route={route} />} />
        <Route path="/401" element={<p>无权访问页</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe("RouteView", () => {
  // The page's code is here, as after the login's prefetch or a visit: what renders first is the permission's doing.
  beforeAll(() => loadAndKeepPage(ORDERS.path, ORDERS.screen!));
  afterEach(() => act(() => setAccessGroup(null)));

  it("renders a page the account may open in its first render, with no spinner before it", () => {
    setAccessGroup({ menu: [ORDERS.path], btn: [] });
    const { container } = renderAt(ORDERS);
    expect(screen.getByText("订单列表内容")).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1, name: "订单管理列表" })).toBeInTheDocument();
    expect(container.querySelector(".ant-spin")).toBeNull();
  });

  it("sends a deep link the account may not open to /401", () => {
    setAccessGroup({ menu: ["/dashboard"], btn: [] });
    renderAt(ORDERS);
    expect(screen.getByText("无权访问页")).toBeInTheDocument();
    expect(screen.queryByText("订单列表内容")).toBeNull();
  });

  it("leaves a page whose permission is lost while shown to the AccessFollower: a spinner, not /401", () => {
    setAccessGroup({ menu: [ORDERS.path], btn: [] });
    const { container } = renderAt(ORDERS);
    act(() => setAccessGroup({ menu: ["/dashboard"], btn: [] }));
    expect(screen.queryByText("订单列表内容")).toBeNull();
    expect(screen.queryByText("无权访问页")).toBeNull();
    expect(container.querySelector(".ant-spin")).not.toBeNull();
  });
});
