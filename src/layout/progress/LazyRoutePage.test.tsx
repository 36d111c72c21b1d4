import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { RouteDeclaration, ScreenProps } from "../../resources/types";
import { LazyRoutePage } from "./LazyRoutePage";
import { loadAndKeepPage } from "./loadPage";

type Loadable = RouteDeclaration & Required<Pick<RouteDeclaration, "screen">>;

function renderRoute(route: Loadable) {
  return render(<LazyRoutePage route={route} screen={route.screen} />);
}

describe("LazyRoutePage", () => {
  beforeEach(() => vi.spyOn(console, "error").mockImplementation(() => undefined));
  afterEach(() => vi.restoreAllMocks());

  it("renders the screen with its route as prop", async () => {
    const route: Loadable = {
      path: "/test/props",
      title: "测试标题",
      group: "home",
      key: "testNo",
      screen: () =>
        Promise.resolve({
          default: ({ route: shown }: ScreenProps) => (
            <p>
              {shown.title} {shown.path} {shown.key}
            </p>
          ),
        }),
    };
    renderRoute(route);
    expect(await screen.findByText("测试标题 /test/props testNo")).toBeInTheDocument();
  });

  it("shows a clear message with 重试 when the chunk fails, and loads on retry", async () => {
    let calls = 0;
    const route: Loadable = {
      path: "/test/retry",
      title: "测试",
      group: "home",
      screen: () => {
        calls += 1;
        if (calls === 1) return Promise.reject(new TypeError("Failed to fetch dynamically imported module"));
        return Promise.resolve({ default: () => <p>页面内容</p> });
      },
    };
    renderRoute(route);
    expect(await screen.findByText("页面加载失败")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: /重\s?试/ }));
    expect(await screen.findByText("页面内容")).toBeInTheDocument();
    expect(calls).toBe(2);
  });

  it("shows 自动匹配注册组件异常！ for a module without a default component", async () => {
    const route: Loadable = {
      path: "/test/no-component",
      title: "测试",
      group: "home",
      screen: () => Promise.resolve({ notDefault: 1 } as unknown as { default: () => null }),
    };
    renderRoute(route);
    expect(await screen.findByText("自动匹配注册组件异常！")).toBeInTheDocument();
  });

  it("offers a full reload after a second failure", async () => {
    const route: Loadable = {
      path: "/test/twice",
      title: "测试",
      group: "home",
      screen: () => Promise.reject(new TypeError("Failed to fetch")),
    };
    renderRoute(route);
    await screen.findByText("页面加载失败");
    expect(screen.queryByRole("button", { name: "刷新页面" })).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: /重\s?试/ }));
    expect(await screen.findByRole("button", { name: "刷新页面" })).toBeInTheDocument();
  });

  it("renders a page whose code has already arrived in the same commit, without suspending", async () => {
    const route: Loadable = {
      path: "/test/prefetched",
      title: "测试",
      group: "home",
      screen: () => Promise.resolve({ default: () => <p>已加载的页面</p> }),
    };
    await loadAndKeepPage(route.path, route.screen);
    renderRoute(route);
    // Synchronously there: a lazy() page would show the loading fallback first (and React holds its reveal back).
    expect(screen.getByText("已加载的页面")).toBeInTheDocument();
  });
});
