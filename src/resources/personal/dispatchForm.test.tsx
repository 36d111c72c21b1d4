/**
 * 派单设置 through the engine's FormView, apart from the server (the HTTP client replaced): started from the server's
 * setting, the server's range and messages, and the request the save sends.
 */
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { Endpoint } from "../../api/endpoint";
import { RefineScope } from "../../test/RefineScope";
import { FormView } from "../engine/FormView";

const sent: [string, unknown][] = [];

vi.mock("../../providers/toast", () => ({ toastSuccess: vi.fn(), toastError: vi.fn() }));
vi.mock("../../providers/http", () => ({
  call: vi.fn(async (ep: Endpoint, payload?: unknown) => {
    const name = ep.path.split("/").pop() ?? "";
    sent.push([name, payload]);
    if (name === "dispatchSettings") return { acceptTimeoutMinutes: 45 };
    return null;
  }),
}));

const { DISPATCH_SETTINGS_TEXT, dispatchSettingsForm } = await import("./dispatchForm");
const { toastSuccess } = await import("../../providers/toast");

beforeEach(() => {
  sent.length = 0;
});

describe("派单设置", { timeout: 60_000 }, () => {
  it("shows the server's 接单超时时间, refuses what the server refuses, and saves the minutes", async () => {
    render(
      <MemoryRouter>
        <RefineScope>
          <FormView screen={dispatchSettingsForm} />
        </RefineScope>
      </MemoryRouter>,
    );
    const input = await screen.findByLabelText("接单超时时间");
    await waitFor(() => expect(input).toHaveValue("45"));
    expect(screen.getByText(DISPATCH_SETTINGS_TEXT.extra)).toBeInTheDocument();
    expect(DISPATCH_SETTINGS_TEXT.extra).toBe(
      "派单后师傅在此时间内未接单，订单自动退回待派单并通知您。可设5–1440分钟，默认30分钟。",
    );
    const save = screen.getByRole("button", { name: /保\s?存/ });

    await userEvent.clear(input);
    await userEvent.click(save);
    expect(await screen.findByText("请输入接单超时时间")).toBeInTheDocument();
    await userEvent.type(input, "3");
    await userEvent.click(save);
    expect(await screen.findByText("接单超时时间须在5到1440分钟之间")).toBeInTheDocument();
    await userEvent.clear(input);
    await userEvent.type(input, "1441");
    await userEvent.click(save);
    expect(await screen.findByText("接单超时时间须在5到1440分钟之间")).toBeInTheDocument();
    expect(sent.some(([name]) => name === "setDispatchSettings")).toBe(false);

    await userEvent.clear(input);
    await userEvent.type(input, "60");
    await userEvent.click(save);
    await waitFor(() => expect(toastSuccess).toHaveBeenCalledWith("派单设置已保存"));
    expect(sent.find(([name]) => name === "setDispatchSettings")?.[1]).toEqual({ acceptTimeoutMinutes: 60 });
  });
});
