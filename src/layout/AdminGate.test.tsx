import { render, screen } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { UserInfo } from "../api/adminTemplate";
import * as session from "../providers/session";
import { AdminGate } from "./AdminGate";

const check = vi.hoisted(() => ({ data: undefined as unknown, isFetching: false }));
vi.mock("@refinedev/core", () => ({ useIsAuthenticated: () => check }));

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route element={<AdminGate />}>
          <Route path="/order/index" element={<p>订单列表</p>} />
        </Route>
        <Route path="/apply/index" element={<p>入驻申请</p>} />
        <Route path="/login" element={<p>登录页</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe("AdminGate", () => {
  beforeEach(() => {
    session.setToken("T");
    session.setUser({ settlePhase: 7 } as UserInfo);
  });

  it("shows the frame's skeleton, not the page, until check answers", () => {
    Object.assign(check, { data: undefined, isFetching: true });
    renderAt("/order/index");
    expect(screen.queryByText("订单列表")).toBeNull();
    expect(screen.queryByText("入驻申请")).toBeNull();
  });

  it("opens the page when check lets the account in", () => {
    Object.assign(check, { data: { authenticated: true }, isFetching: false });
    renderAt("/order/index");
    expect(screen.getByText("订单列表")).toBeTruthy();
  });

  it("leads where check says when it refuses (onboarding not complete → /apply/index)", () => {
    Object.assign(check, { data: { authenticated: false, redirectTo: "/apply/index" }, isFetching: false });
    renderAt("/order/index");
    expect(screen.getByText("入驻申请")).toBeTruthy();
  });

  it("does not follow a refusal while check is asked again (onboarding completed since)", () => {
    Object.assign(check, { data: { authenticated: false, redirectTo: "/apply/index" }, isFetching: true });
    renderAt("/order/index");
    expect(screen.queryByText("入驻申请")).toBeNull();
    expect(screen.queryByText("订单列表")).toBeNull();
  });

  it("shows nothing of the console while a password set by someone else is to be changed", () => {
    session.setUser({ settlePhase: 7, mustChangePassword: true } as UserInfo);
    Object.assign(check, { data: { authenticated: true }, isFetching: false });
    renderAt("/order/index");
    expect(screen.queryByText("订单列表")).toBeNull();
  });
});
