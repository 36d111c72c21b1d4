/**
 * The show page around its sections: the record's key read from the address, the page's loading and error states (its
 * 重试 asking again), a page kept in a hidden tab, the commands call that guards the header actions, and which
 * sections an account and a record get.
 */
import { Refine } from "@refinedev/core";
import routerProvider from "@refinedev/react-router";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { App as AntdApp } from "antd";
import { Component, type ReactNode } from "react";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { service, type Endpoint } from "../../api/endpoint";
import { createDataProvider } from "../../providers/dataProvider";
import { setAccessGroup } from "../../providers/session";
import { PageShownContext } from "../../queries/pageShown";
import type { DetailRoute, RouteDeclaration } from "../types";
import { ShowView } from "./ShowView";
import type { ShowScreen } from "./types";

interface Fixture {
  fixtureNo: string;
  name: string;
}

const fx = service("/fixture");
const oneEndpoint = fx.post<{ fixtureNo: string }, Fixture>("/one", "夹具详情");
const commandsEndpoint = fx.post<{ fixtureNo: string }, readonly string[]>("/commands", "夹具可用操作");

const route: DetailRoute = {
  path: "/fixture/detail",
  title: "夹具详情",
  group: "home",
  hidden: true,
  backTo: "/fixture/index",
  key: "fixtureNo",
};

const plain: ShowScreen<Fixture> = {
  base: oneEndpoint,
  heading: (record) => `夹具：${record.name}`,
  sections: [{ key: "base", title: "基本信息", fields: [{ field: "name", title: "名称" }] }],
};

type Answer = (ep: Endpoint, payload: unknown) => unknown;
/** The server of these tests: the record F1 (any other key is unknown). */
const record: Answer = (_ep, payload) => {
  if ((payload as { fixtureNo?: unknown }).fixtureNo === "F1") return { fixtureNo: "F1", name: "甲" };
  throw new Error("无此夹具");
};

/** Shows what the page threw, as the frame's error boundary would. */
class Caught extends Component<{ children: ReactNode }, { error: Error | null }> {
  state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  render() {
    return this.state.error ? <p role="alert">{this.state.error.message}</p> : this.props.children;
  }
}

function renderPage(
  url: string,
  decl: ShowScreen<Fixture>,
  answer: Answer = record,
  options: { route?: RouteDeclaration; shown?: boolean } = {},
) {
  const calls: { ep: Endpoint; payload: unknown }[] = [];
  const dataProvider = createDataProvider(async (ep, payload) => {
    calls.push({ ep, payload });
    return answer(ep, payload);
  });
  const at = options.route ?? route;
  const tree = (shown: boolean) => (
    <MemoryRouter initialEntries={[url]}>
      <AntdApp>
        <Refine
          dataProvider={dataProvider}
          routerProvider={routerProvider}
          options={{ disableTelemetry: true }}
        >
          <PageShownContext.Provider value={shown}>
            <Caught>
              <Routes>
                <Route path={at.path} element={<ShowView screen={decl} route={at} />} />
              </Routes>
            </Caught>
          </PageShownContext.Provider>
        </Refine>
      </AntdApp>
    </MemoryRouter>
  );
  const { rerender } = render(tree(options.shown ?? true));
  return { calls, show: () => rerender(tree(true)) };
}

const baseCalls = (calls: { ep: Endpoint }[]) => calls.filter((call) => call.ep === oneEndpoint);

afterEach(() => {
  setAccessGroup(null);
  vi.restoreAllMocks();
});

describe("ShowView: the page (engine)", { timeout: 60_000 }, () => {
  it("refuses a route that names no key parameter", () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    setAccessGroup({ menu: [route.path], btn: [] });
    renderPage("/fixture/detail?fixtureNo=F1", plain, record, {
      route: { path: route.path, title: route.title, group: route.group },
    });
    expect(screen.getByRole("alert")).toHaveTextContent(
      "路由 /fixture/detail 未声明记录参数（key），无法显示详情",
    );
  });

  it("takes a key of blanks for no key, and trims the blanks around one", async () => {
    setAccessGroup({ menu: [route.path], btn: [] });
    const { calls } = renderPage("/fixture/detail?fixtureNo=%20%20", plain);
    expect(await screen.findByText("请从列表打开夹具详情")).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it("shows the record of a key given with blanks around it", async () => {
    setAccessGroup({ menu: [route.path], btn: [] });
    renderPage("/fixture/detail?fixtureNo=%20F1%20", plain);
    expect(await screen.findByText("夹具：甲")).toBeInTheDocument();
    expect(screen.queryByText("无此夹具")).toBeNull();
  });

  it("shows a placeholder while the record loads, not an error", async () => {
    setAccessGroup({ menu: [route.path], btn: [] });
    const { calls } = renderPage(
      "/fixture/detail?fixtureNo=F1",
      plain,
      () => new Promise<never>(() => undefined),
    );
    await waitFor(() => expect(baseCalls(calls)).toHaveLength(1));
    expect(document.querySelector(".ant-card .ant-skeleton")).toBeInTheDocument();
    expect(screen.queryByText("夹具详情加载失败")).toBeNull();
    expect(screen.queryByRole("button", { name: /重\s?试/ })).toBeNull();
  });

  it("shows a failed record at once with its reason, the back link and 重试, which asks again", async () => {
    setAccessGroup({ menu: [route.path], btn: [] });
    let failing = true;
    const { calls } = renderPage("/fixture/detail?fixtureNo=F1", plain, (ep, payload) => {
      if (failing) throw new Error("网络异常");
      return record(ep, payload);
    });
    expect(await screen.findByText("夹具详情加载失败", {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByText("网络异常")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "返回列表" })).toHaveAttribute("href", "/fixture/index");
    // Asked once: the failure is shown, not retried behind the user's back.
    expect(baseCalls(calls)).toHaveLength(1);
    failing = false;
    fireEvent.click(screen.getByRole("button", { name: /重\s?试/ }));
    expect(await screen.findByText("夹具：甲")).toBeInTheDocument();
    expect(baseCalls(calls)).toHaveLength(2);
  });

  it("reads nothing while its tab is hidden, and shows the record once the tab is shown", async () => {
    setAccessGroup({ menu: [route.path], btn: [] });
    const { calls, show } = renderPage("/fixture/detail?fixtureNo=F1", plain, record, { shown: false });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(calls).toEqual([]);
    show();
    expect(await screen.findByText("夹具：甲")).toBeInTheDocument();
  });
});

describe("ShowView: header actions and sections (engine)", { timeout: 60_000 }, () => {
  const guarded = (commands: ShowScreen<Fixture>["commands"]): ShowScreen<Fixture> => ({
    ...plain,
    commands,
    actions: [
      {
        key: "edit",
        label: "编辑",
        placement: ["header"],
        command: "edit",
        link: (r) => `/fixture/edit?fixtureNo=${r.fixtureNo}`,
      },
    ],
  });
  /** Allows 编辑 only when the commands call is asked with `expected`. */
  const allowing =
    (expected: unknown): Answer =>
    (ep, payload) => {
      if (ep !== commandsEndpoint) return record(ep, payload);
      return JSON.stringify(payload) === JSON.stringify(expected) ? ["edit"] : [];
    };

  it("asks the record's allowed commands by its key and offers the actions they name", async () => {
    setAccessGroup({ menu: [route.path], btn: [] });
    renderPage(
      "/fixture/detail?fixtureNo=F1",
      guarded({ endpoint: commandsEndpoint }),
      allowing({ fixtureNo: "F1" }),
    );
    expect(await screen.findByRole("button", { name: /编\s?辑/ })).toBeInTheDocument();
  });

  it("asks the allowed commands with the screen's own payload", async () => {
    setAccessGroup({ menu: [route.path], btn: [] });
    const decl = guarded({
      endpoint: commandsEndpoint,
      payload: (key, base) => ({ no: key, name: base.name }),
    });
    renderPage("/fixture/detail?fixtureNo=F1", decl, allowing({ no: "F1", name: "甲" }));
    expect(await screen.findByRole("button", { name: /编\s?辑/ })).toBeInTheDocument();
  });

  it("shows the sections the account holds and the record calls for", async () => {
    setAccessGroup({ menu: [route.path], btn: ["fixture:price"] });
    const decl: ShowScreen<Fixture> = {
      ...plain,
      sections: [
        { key: "a", title: "甲区", fields: [{ field: "name", title: "名称" }] },
        { key: "b", title: "乙区", button: "fixture:track", fields: [{ field: "name", title: "名称" }] },
        { key: "c", title: "丙区", button: "fixture:price", fields: [{ field: "name", title: "名称" }] },
        {
          key: "d",
          title: "丁区",
          when: (base) => base.name === "乙",
          fields: [{ field: "name", title: "名称" }],
        },
        {
          key: "e",
          title: "戊区",
          when: (base) => base.name === "甲",
          fields: [{ field: "name", title: "名称" }],
        },
      ],
    };
    renderPage("/fixture/detail?fixtureNo=F1", decl);
    expect(await screen.findByText("甲区")).toBeInTheDocument();
    expect(screen.queryByText("乙区")).toBeNull();
    expect(screen.getByText("丙区")).toBeInTheDocument();
    expect(screen.queryByText("丁区")).toBeNull();
    expect(screen.getByText("戊区")).toBeInTheDocument();
  });

  it("lays the heading out full width, its actions and back link at the right of the title", async () => {
    setAccessGroup({ menu: [route.path], btn: [] });
    renderPage("/fixture/detail?fixtureNo=F1", plain);
    const title = await screen.findByText("夹具：甲");
    expect(document.querySelector(".engine-show")).toHaveStyle({ width: "100%" });
    const head = title.closest(".ant-card-head")!;
    expect(head).toHaveStyle({ borderBottomStyle: "none" });
    expect(title.closest(".ant-card-head-title")).toHaveStyle({ flex: "none", marginInlineEnd: "16px" });
    const extra = head.querySelector(".ant-card-extra")!;
    expect(extra).toHaveStyle({ flex: "1", minWidth: "0", display: "flex", justifyContent: "flex-end" });
    expect(screen.getByRole("link", { name: "返回列表" }).closest(".ant-space")).toHaveStyle({
      justifyContent: "flex-end",
    });
  });
});
