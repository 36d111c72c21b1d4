/**
 * An action's dialog form on a list: it closes after a successful call, stays open with what was typed after a failed
 * one, and makes no call with a required field left empty.
 */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { setAccessGroup } from "../../providers/session";
import { listPage } from "./";
import { addEndpoint, answerWith, fixtureScreen, renderList, type Answer } from "./testing/listFixture";

const rows = answerWith();
const failingAdd: Answer = (ep, payload) => {
  if (ep === addEndpoint) throw new Error("新增失败");
  return rows(ep, payload);
};

/** Opens 新增's dialog on the list. */
async function openAdd() {
  await screen.findByText("甲");
  await userEvent.click(screen.getByRole("button", { name: /新\s?增/ }));
  return screen.findByRole("dialog");
}
const okIn = (dialog: HTMLElement) => within(dialog).getByRole("button", { name: /确\s?定/ });

beforeEach(() => setAccessGroup({ menu: ["/fixture/index"], btn: ["fixture:add"] }));
afterEach(() => setAccessGroup(null));
beforeAll(() => listPage(fixtureScreen).preload());

describe("ActionDialog (engine)", { timeout: 60_000 }, () => {
  it("closes after a successful call", async () => {
    const list = renderList();
    const dialog = await openAdd();
    expect(within(dialog).getByText("新增夹具")).toBeInTheDocument();
    await userEvent.type(within(dialog).getByPlaceholderText("请输入名称"), "丙");
    await userEvent.click(okIn(dialog));
    await waitFor(() => expect(list.of(addEndpoint)).toEqual([{ name: "丙" }]));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("stays open with what was typed when the call fails", async () => {
    const list = renderList({ answer: failingAdd });
    const dialog = await openAdd();
    await userEvent.type(within(dialog).getByPlaceholderText("请输入名称"), "丙");
    await userEvent.click(okIn(dialog));
    await waitFor(() => expect(list.of(addEndpoint)).toEqual([{ name: "丙" }]));
    // Done trying (确定 no longer loading), and still there with the text.
    await waitFor(() => expect(okIn(dialog)).not.toHaveClass("ant-btn-loading"));
    expect(screen.getByRole("dialog")).toBe(dialog);
    expect(within(dialog).getByDisplayValue("丙")).toBeInTheDocument();
    // 确定 again tries again.
    await userEvent.click(okIn(dialog));
    await waitFor(() => expect(list.of(addEndpoint)).toHaveLength(2));
  });

  it("refuses a required field left empty, with its message and no call", async () => {
    const list = renderList();
    const dialog = await openAdd();
    await userEvent.click(okIn(dialog));
    expect(await within(dialog).findByText("请输入名称")).toBeInTheDocument();
    expect(screen.getByRole("dialog")).toBe(dialog);
    // Filled in, 确定 makes the one call: none was made for the empty try.
    await userEvent.type(within(dialog).getByPlaceholderText("请输入名称"), "丙");
    await userEvent.click(okIn(dialog));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(list.of(addEndpoint)).toEqual([{ name: "丙" }]);
  });
});
