/**
 * The header's bell and user menu do not render again when the user navigates (a tab switch re-rendered them with
 * everything that reads the route: react-router's useNavigate / useLocation and refine's useInvalidate did).
 */
import { Refine, type AuthProvider } from "@refinedev/core";
import routerProvider from "@refinedev/react-router";
import { QueryClient } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { App as AntdApp, type BadgeProps } from "antd";
import type { ReactNode } from "react";
import { MemoryRouter, useLocation, useNavigate } from "react-router";
import { describe, expect, it, vi } from "vitest";
import type { UserInfo } from "../../api/adminTemplate";
import { layoutCalls } from "../../api/layout";
import { createDataProvider } from "../../providers/dataProvider";
import { MessageBell } from "./MessageBell";
import { initialsOf, UserMenu } from "./UserMenu";

const rendered = vi.hoisted(() => ({ badge: vi.fn(), phone: vi.fn() }));

vi.mock("antd", async (importOriginal) => {
  const antd = await importOriginal<typeof import("antd")>();
  function Badge(props: BadgeProps) {
    rendered.badge();
    return <antd.Badge {...props} />;
  }
  return { ...antd, Badge };
});

vi.mock("../../widgets/masked-phone", async (importOriginal) => {
  const original = await importOriginal<typeof import("../../widgets/masked-phone")>();
  function MaskedPhone(props: Parameters<typeof original.MaskedPhone>[0]) {
    rendered.phone();
    return <original.MaskedPhone {...props} />;
  }
  return { ...original, MaskedPhone };
});

const logout = vi.fn(async () => ({ success: true }));
const authProvider: AuthProvider = {
  login: async () => ({ success: true }),
  logout,
  check: async () => ({ authenticated: true }),
  onError: async () => ({}),
};

const USER = { providerName: "深圳安居家装服务有限公司", providerMobile: "13800000001" } as UserInfo;

function Go() {
  const navigate = useNavigate();
  return (
    <>
      <button onClick={() => navigate("/message/index")}>go</button>
      <button onClick={() => navigate("/dashboard")}>back</button>
    </>
  );
}

function Shown() {
  return <output>{useLocation().pathname}</output>;
}

function Frame({ children }: { children: ReactNode }) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  // The bell's count is 3 (its read goes through the data provider; every other call answers nothing).
  const dataProvider = createDataProvider(async (ep) =>
    ep.path === layoutCalls.unreadCount.path ? 3 : null,
  );
  return (
    <MemoryRouter initialEntries={["/dashboard"]}>
      <AntdApp>
        <Refine
          routerProvider={routerProvider}
          authProvider={authProvider}
          dataProvider={dataProvider}
          options={{ disableTelemetry: true, reactQuery: { clientConfig: queryClient } }}
        >
          {children}
          <Go />
          <Shown />
        </Refine>
      </AntdApp>
    </MemoryRouter>
  );
}

describe("the header on navigation", () => {
  it("renders the bell and the user menu once, not again for each navigation", async () => {
    render(
      <Frame>
        <MessageBell />
        <UserMenu user={USER} />
      </Frame>,
    );
    await screen.findByRole("button", { name: "消息通知，3条未读" });
    const badge = rendered.badge.mock.calls.length;
    const phone = rendered.phone.mock.calls.length;
    expect(badge).toBeGreaterThan(0);
    expect(phone).toBeGreaterThan(0);

    await userEvent.click(screen.getByRole("button", { name: "go" }));
    await userEvent.click(screen.getByRole("button", { name: "back" }));

    expect(rendered.badge).toHaveBeenCalledTimes(badge);
    expect(rendered.phone).toHaveBeenCalledTimes(phone);
  });

  it("user menu: 基本信息 opens /personal/index, 退出登录 logs out", async () => {
    render(
      <Frame>
        <UserMenu user={USER} />
      </Frame>,
    );
    // Named by what it shows (the avatar's initial and the name), then 用户菜单; no English icon name.
    const trigger = screen.getByRole("button", { name: /用户菜单$/ });
    expect(trigger).not.toHaveAttribute("aria-label");
    expect(trigger).toHaveAccessibleName(
      new RegExp(`^${initialsOf(USER.providerName)}\\s*${USER.providerName}，用户菜单$`),
    );
    // Clicks without pointer moves: the menu also opens on hover, and a hover's delayed open or close racing the
    // click made the second opening flaky in jsdom (the browser tests click with a real pointer).
    fireEvent.click(trigger);
    fireEvent.click(await screen.findByRole("menuitem", { name: /基本信息/ }));
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent("/personal/index"));
    expect(logout).not.toHaveBeenCalled();
    fireEvent.click(trigger);
    fireEvent.click(await screen.findByRole("menuitem", { name: /退出登录/ }));
    await waitFor(() => expect(logout).toHaveBeenCalledTimes(1));
    expect(screen.getByRole("status")).toHaveTextContent("/personal/index");
  });
});
