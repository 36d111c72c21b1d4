/**
 * The action bar on a list: batch buttons wait for a selection and work on it, a row's allowed commands decide its
 * actions, and a confirmation whose call fails stays open.
 */
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ComponentType } from "react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { setAccessGroup } from "../../providers/session";
import { listPage, loadedOnUse, type ActionDecl } from "./";
import { LOAD_FAILED } from "../../widgets/moduleLoader";
import {
  answerWith,
  closeAction,
  closeEndpoint,
  fixtureScreen,
  removeAction,
  removeEndpoint,
  renderList,
  type Answer,
  type Fixture,
} from "./testing/listFixture";

const rowOf = async (name: string) => (await screen.findByText(name)).closest("tr") as HTMLElement;
/** 详情: a component of its own, loaded on use by `importer`. */
type Detail = ComponentType<{ record: Fixture; onClose: () => void }>;
const detailAction = (importer: () => Promise<Detail>): ActionDecl<Fixture> => ({
  key: "view",
  label: "详情",
  placement: ["row"],
  component: loadedOnUse(importer),
});
const detail: Detail = ({ record }) => <div role="dialog">详情 {record.name}</div>;
const removeIn = (row: HTMLElement) => within(row).queryByRole("button", { name: /删\s?除/ });

/** The browser's idle callbacks, run only when a test says so (the list loads its row actions' code when idle). */
let idleTasks: (() => void)[] = [];
beforeEach(() => {
  idleTasks = [];
  vi.stubGlobal("requestIdleCallback", (task: () => void) => idleTasks.push(task));
  vi.stubGlobal("cancelIdleCallback", () => undefined);
});
afterEach(() => {
  setAccessGroup(null);
  cleanup(); // the list cancels its idle callback as it unmounts
  vi.unstubAllGlobals();
});
beforeAll(() => listPage(fixtureScreen).preload());

describe("ActionBar (engine)", { timeout: 60_000 }, () => {
  it("disables a batch button until a row is selected, then calls it with the selected records", async () => {
    setAccessGroup({ menu: ["/fixture/index"], btn: ["fixture:close"] });
    const list = renderList({ screen: { ...fixtureScreen, actions: [closeAction] } });
    await screen.findByText("甲");
    const batch = screen.getByRole("button", { name: /批量关闭/ });
    expect(batch).toBeDisabled();
    expect(screen.getByText("已选 0 条")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("checkbox", { name: "选择 a" }));
    await waitFor(() => expect(batch).toBeEnabled());
    expect(screen.getByText("已选 1 条")).toBeInTheDocument();
    await userEvent.click(batch);
    await waitFor(() => expect(list.of(closeEndpoint)).toEqual([{ ids: ["a"] }]));
  });

  it("offers a row the actions its allowed commands name, and no other", async () => {
    setAccessGroup({ menu: ["/fixture/index"], btn: ["fixture:remove"] });
    renderList({
      screen: {
        ...fixtureScreen,
        actions: [{ ...removeAction, command: "remove" }],
        commands: (row) => (row.id === "a" ? ["remove"] : []),
      },
    });
    expect(removeIn(await rowOf("甲"))).toBeInTheDocument();
    expect(removeIn(await rowOf("乙"))).toBeNull();
  });

  it("keeps the confirmation open when its call fails, with no 操作成功", async () => {
    setAccessGroup({ menu: ["/fixture/index"], btn: ["fixture:remove"] });
    const rows = answerWith();
    const answer: Answer = (ep, payload) => {
      if (ep === removeEndpoint) throw new Error("删除失败");
      return rows(ep, payload);
    };
    const list = renderList({ answer });
    // A toast of an earlier test of this file may still be there (jsdom keeps a closed toast's node).
    const successes = () => screen.queryAllByText("操作成功").length;
    const before = successes();
    await userEvent.click(removeIn(await rowOf("甲"))!);
    const confirm = (await screen.findByText("确定删除吗？")).closest<HTMLElement>(".ant-modal")!;
    await userEvent.click(within(confirm).getByRole("button", { name: /确\s?定/ }));
    await waitFor(() => expect(list.of(removeEndpoint)).toEqual([{ id: "a" }]));
    // The OK button stops loading once the call has failed, and the confirmation is still there to try again.
    await waitFor(() => expect(within(confirm).getByRole("button", { name: /确\s?定/ })).toBeEnabled());
    await waitFor(() =>
      expect(within(confirm).getByRole("button", { name: /确\s?定/ })).not.toHaveClass("ant-btn-loading"),
    );
    expect(confirm.closest(".ant-modal-wrap")).toBeVisible();
    expect(confirm).not.toHaveClass("ant-zoom-leave");
    expect(successes()).toBe(before);
  });

  it("opens an action's component loaded on use once its code is here; the pointer on its button starts the load", async () => {
    setAccessGroup({ menu: ["/fixture/index"], btn: [] });
    let arrive: (() => void) | undefined;
    const importer = vi.fn(
      () =>
        new Promise<Detail>((resolve) => {
          arrive = () => resolve(detail);
        }),
    );
    renderList({ screen: { ...fixtureScreen, actions: [detailAction(importer)] } });
    const button = within(await rowOf("甲")).getByRole("button", { name: "详情" });
    await userEvent.hover(button);
    expect(importer).toHaveBeenCalledTimes(1);
    await userEvent.click(button);
    expect(screen.queryByRole("dialog")).toBeNull();
    arrive!();
    expect(await screen.findByRole("dialog")).toHaveTextContent("详情 甲");
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it("loads what its rows' actions open once the list is idle, before any pointer comes", async () => {
    setAccessGroup({ menu: ["/fixture/index"], btn: [] });
    const importer = vi.fn(() => Promise.resolve(detail));
    renderList({ screen: { ...fixtureScreen, actions: [detailAction(importer)] } });
    await rowOf("甲");
    expect(importer).not.toHaveBeenCalled();
    await waitFor(() => expect(idleTasks.length).toBeGreaterThan(0));
    idleTasks.forEach((task) => task());
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it("loads nothing for its rows' actions while it has no rows", async () => {
    setAccessGroup({ menu: ["/fixture/index"], btn: [] });
    const importer = vi.fn(() => Promise.resolve(detail));
    const list = renderList({
      screen: { ...fixtureScreen, actions: [detailAction(importer)] },
      answer: answerWith([]),
    });
    await waitFor(() => expect(list.lastList()).toBeDefined());
    await waitFor(() => expect(document.querySelector(".ant-table-placeholder")).not.toBeNull());
    await new Promise((resolve) => setTimeout(resolve, 50));
    idleTasks.forEach((task) => task());
    expect(importer).not.toHaveBeenCalled();
  });

  it("says the code could not be loaded and opens nothing; the next click loads it again", async () => {
    setAccessGroup({ menu: ["/fixture/index"], btn: [] });
    const importer = vi
      .fn<() => Promise<Detail>>()
      .mockRejectedValueOnce(new Error("offline"))
      .mockResolvedValue(detail);
    renderList({ screen: { ...fixtureScreen, actions: [detailAction(importer)] } });
    const button = () => within(screen.getByText("甲").closest("tr")!).getByRole("button", { name: "详情" });
    await screen.findByText("甲");
    fireEvent.click(button());
    expect(await screen.findByText(LOAD_FAILED)).toBeInTheDocument();
    expect(screen.queryByRole("dialog")).toBeNull();
    fireEvent.click(button());
    expect(await screen.findByRole("dialog")).toHaveTextContent("详情 甲");
    expect(importer).toHaveBeenCalledTimes(2);
  });
});
