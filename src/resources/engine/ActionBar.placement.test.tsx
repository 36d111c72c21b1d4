/**
 * What an action bar offers where it is placed (a row's small links with 更多, a detail header's buttons, a toolbar's
 * and a batch's primary buttons), what its actions do (a link navigates, a confirmation asks in its own words, a
 * dialog or a component of its own opens and closes) and the record a confirmed write is made on.
 */
import { Refine } from "@refinedev/core";
import routerProvider from "@refinedev/react-router";
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { App as AntdApp } from "antd";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { CallOptions } from "../../providers/http";
import { createDataProvider } from "../../providers/dataProvider";
import { setAccessGroup } from "../../providers/session";
import { requestLimitsTried } from "./loadRequestLimits";
import { MemoryRouter, Route, Routes } from "react-router";
import { ActionBar, type ActionBarProps } from "./ActionBar";
import { listPage } from "./";
import type { ActionDecl } from "./types";
import {
  addAction,
  removeAction,
  removeEndpoint,
  renderList,
  fixtureScreen,
  type Fixture,
} from "./testing/listFixture";

// The limits of the requests a dialog's fields fill, loaded with the dialog's code (seen here as their load starting).
vi.mock("./loadRequestLimits", async (importOriginal) => {
  const actual = await importOriginal<typeof import("./loadRequestLimits")>();
  return { ...actual, requestLimitsTried: vi.fn(actual.requestLimitsTried) };
});

interface Versioned extends Fixture {
  version?: number;
}
const A1: Versioned = { id: "a", name: "甲", amount: 1, status: 1, version: 1 };
const A2: Versioned = { ...A1, version: 2 };

/** A confirmed write (删除) on the record; its confirmation names the record. */
const remove: ActionDecl<Versioned> = {
  ...(removeAction as ActionDecl<Versioned>),
  button: undefined,
  placement: ["row", "header"],
  confirm: (record) => `确定删除${record.name}吗？`,
  danger: true,
};
const plain = (n: number): ActionDecl<Versioned> => ({
  key: `act${n}`,
  label: `动作${n}`,
  placement: ["row", "header", "toolbar", "batch"],
  confirm: `确定动作${n}吗？`,
  endpoint: removeEndpoint,
});
const five = [1, 2, 3, 4, 5].map(plain);

/** The bar on its own page of a router (the record's page at /fixture/:id), over a data provider answering `answer`. */
function renderBar(
  props: Omit<ActionBarProps<Versioned>, "actions"> & { actions: ActionDecl<Versioned>[] },
  answer = () => null as unknown,
) {
  const sent: { payload: unknown; options?: CallOptions }[] = [];
  const dataProvider = createDataProvider(async (_ep, payload, options) => {
    sent.push({ payload, options });
    return answer();
  });
  const page = (bar: ActionBarProps<Versioned>) => (
    <MemoryRouter initialEntries={["/bar"]}>
      <AntdApp>
        <Refine
          dataProvider={dataProvider}
          routerProvider={routerProvider}
          options={{ disableTelemetry: true }}
        >
          <Routes>
            <Route path="/bar" element={<ActionBar {...bar} />} />
            <Route path="/fixture/:id" element={<p>记录页</p>} />
          </Routes>
        </Refine>
      </AntdApp>
    </MemoryRouter>
  );
  const rendered = render(page(props));
  return {
    ...rendered,
    sent,
    again: (changed: Partial<ActionBarProps<Versioned>>) => rendered.rerender(page({ ...props, ...changed })),
  };
}

const confirmation = async (text: string) =>
  (await screen.findByText(text)).closest<HTMLElement>(".ant-modal")!;
const okIn = (box: HTMLElement) => within(box).getByRole("button", { name: /确\s?定/ });

beforeEach(() => setAccessGroup({ menu: ["/fixture/index"], btn: ["fixture:remove", "fixture:add"] }));
beforeAll(() => listPage(fixtureScreen).preload());
afterEach(() => {
  cleanup();
  setAccessGroup(null);
});

describe("ActionBar: where it is placed", { timeout: 60_000 }, () => {
  it("keeps a row's first three actions as small links and the rest in 更多, whose item runs its own action", async () => {
    renderList({ screen: { ...fixtureScreen, actions: five as ActionDecl<Fixture>[] } });
    const row = (await screen.findByText("甲")).closest("tr")!;
    for (const label of ["动作1", "动作2", "动作3"]) {
      const button = within(row).getByRole("button", { name: label });
      expect(button).toHaveClass("ant-btn-link", "ant-btn-sm");
      expect(button).toHaveStyle({ paddingInline: "4px" });
    }
    expect(within(row).queryByRole("button", { name: "动作4" })).toBeNull();
    const more = within(row).getByRole("button", { name: /更多/ });
    expect(more).toHaveClass("ant-btn-link", "ant-btn-sm");
    expect(more).toHaveStyle({ paddingInline: "4px" });
    await userEvent.hover(more);
    const items = await screen.findAllByRole("menuitem");
    expect(items.map((item) => item.textContent)).toEqual(["动作4", "动作5"]);
    await userEvent.click(screen.getByRole("menuitem", { name: "动作5" }));
    expect(await screen.findByText("确定动作5吗？")).toBeInTheDocument();
    expect(screen.queryByText("确定动作4吗？")).toBeNull();
  });

  it("shows no 更多 on a row of three actions or fewer", async () => {
    renderBar({ actions: five.slice(0, 2), placement: "row", record: A1, compact: true });
    expect(await screen.findByRole("button", { name: "动作2" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /更多/ })).toBeNull();
  });

  it("shows a detail header's every action as a plain button, with no 更多", async () => {
    renderBar({ actions: five, placement: "header", record: A1 });
    const buttons = await screen.findAllByRole("button");
    expect(buttons.map((button) => button.textContent)).toEqual([
      "动作1",
      "动作2",
      "动作3",
      "动作4",
      "动作5",
    ]);
    for (const button of buttons) {
      expect(button).toHaveClass("ant-btn-default");
      expect(button).not.toHaveClass("ant-btn-primary");
      expect(button).not.toHaveClass("ant-btn-sm");
    }
  });

  it("shows a toolbar's actions as primary buttons", async () => {
    renderBar({ actions: five.slice(0, 1), placement: "toolbar" });
    expect(await screen.findByRole("button", { name: "动作1" })).toHaveClass("ant-btn-primary");
  });

  it("shows a batch's actions as primary buttons, disabled while no rows are given", async () => {
    renderBar({ actions: five.slice(0, 1), placement: "batch" });
    const button = await screen.findByRole("button", { name: "动作1" });
    expect(button).toHaveClass("ant-btn-primary");
    expect(button).toBeDisabled();
  });

  it("renders nothing where no action is offered", async () => {
    const { container } = renderBar({
      actions: five.map((a) => ({ ...a, when: () => false })),
      placement: "header",
      record: A1,
    });
    await waitFor(() => expect(container.querySelector(".ant-app")).toBeEmptyDOMElement());
    renderBar({ actions: [{ ...plain(1), placement: ["row"] }], placement: "header", record: A1 });
    expect(screen.queryByRole("button")).toBeNull();
  });
});

describe("ActionBar: what its actions do", { timeout: 60_000 }, () => {
  it("navigates to a link action's page", async () => {
    const link: ActionDecl<Versioned> = {
      key: "open",
      label: "去看看",
      placement: ["header"],
      link: (r) => `/fixture/${r.id}`,
    };
    renderBar({ actions: [link], placement: "header", record: A1 });
    await userEvent.click(await screen.findByRole("button", { name: "去看看" }));
    expect(await screen.findByText("记录页")).toBeInTheDocument();
  });

  it("asks in the record's words, with 确定 in red for a dangerous action and 取消, and closes once done", async () => {
    const { sent } = renderBar({ actions: [remove], placement: "header", record: A1 });
    await userEvent.click(await screen.findByRole("button", { name: /删\s?除/ }));
    const box = await confirmation("确定删除甲吗？");
    expect(okIn(box)).toHaveClass("ant-btn-dangerous");
    expect(within(box).getByRole("button", { name: /取\s?消/ })).toBeInTheDocument();
    await userEvent.click(okIn(box));
    await waitFor(() => expect(sent).toHaveLength(1));
    await waitFor(() => expect(box).toHaveClass("ant-zoom-leave"));
  });

  it("writes on the record as it was when asked, and after a failure on the record as shown now", async () => {
    let fail = true;
    const bar = renderBar({ actions: [remove], placement: "header", record: A1 }, () => {
      if (fail) throw new Error("删除失败");
      return null;
    });
    await userEvent.click(await screen.findByRole("button", { name: /删\s?除/ }));
    const box = await confirmation("确定删除甲吗？");
    bar.again({ record: A2 }); // changed behind the confirmation
    await userEvent.click(okIn(box));
    await waitFor(() => expect(bar.sent).toHaveLength(1));
    expect(bar.sent[0].options?.recordVersion).toBe(1);
    await waitFor(() => expect(okIn(box)).not.toHaveClass("ant-btn-loading"));
    bar.again({ record: { ...A1, version: 3 } }); // refreshed after the refusal
    fail = false;
    await userEvent.click(okIn(box));
    await waitFor(() => expect(bar.sent).toHaveLength(2));
    expect(bar.sent[1].options?.recordVersion).toBe(3);
  });

  it("opens a record's dialog form", async () => {
    const edit: ActionDecl<Versioned> = {
      ...(addAction as ActionDecl<Versioned>),
      button: undefined,
      placement: ["header"],
    };
    renderBar({ actions: [edit], placement: "header", record: A1 });
    await userEvent.click(await screen.findByRole("button", { name: /新\s?增/ }));
    const dialog = await screen.findByRole("dialog");
    expect(await within(dialog).findByPlaceholderText("请输入名称")).toBeInTheDocument();
  });

  it("opens an action's own component, which closes itself", async () => {
    const own: ActionDecl<Versioned> = {
      key: "own",
      label: "处理它",
      placement: ["header"],
      component: ({ record, onClose }) => (
        <div role="dialog" aria-label="处理它">
          {record.name}
          <button onClick={onClose}>关闭</button>
        </div>
      ),
    };
    renderBar({ actions: [own], placement: "header", record: A1 });
    await userEvent.click(await screen.findByRole("button", { name: "处理它" }));
    const dialog = await screen.findByRole("dialog", { name: "处理它" });
    expect(dialog).toHaveTextContent("甲");
    await userEvent.click(within(dialog).getByRole("button", { name: "关闭" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("starts loading a dialog's code and its requests' limits when the pointer comes on its button, not on another's", async () => {
    const edit: ActionDecl<Versioned> = {
      ...(addAction as ActionDecl<Versioned>),
      button: undefined,
      placement: ["header"],
    };
    vi.mocked(requestLimitsTried).mockClear();
    renderBar({ actions: [remove, edit], placement: "header", record: A1 });
    await userEvent.hover(await screen.findByRole("button", { name: /删\s?除/ }));
    expect(requestLimitsTried).not.toHaveBeenCalled();
    await userEvent.hover(screen.getByRole("button", { name: /新\s?增/ }));
    expect(requestLimitsTried).toHaveBeenCalledTimes(1);
  });
});
