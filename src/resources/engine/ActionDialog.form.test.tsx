/**
 * An action's dialog form on its own: its title and starting values (the record's, a load's answer read afresh),
 * 确定 waiting for them and showing the call under way, Enter sending it, a click beside it keeping it, and the
 * record the write is made on (as it was when the dialog opened; after a failure, as shown now).
 */
import { Refine } from "@refinedev/core";
import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { App as AntdApp } from "antd";
import { afterEach, describe, expect, it, vi } from "vitest";
import { service } from "../../api/endpoint";
import { createDataProvider } from "../../providers/dataProvider";
import type { CallOptions } from "../../providers/http";
import { useEndpointQueries } from "../../queries/endpoint";
import ActionDialog from "./ActionDialog";
import { addEndpoint, type Fixture } from "./testing/listFixture";
import type { ActionDecl } from "./types";

interface Versioned extends Fixture {
  version: number;
}
const A1: Versioned = { id: "a", name: "甲", amount: 1, status: 1, version: 1 };

const settingEndpoint = service("/fixture").post<undefined, { name: string }>("/setting", "夹具设置");

/** 改名: one required field 名称; the request is the form's values. */
const rename: ActionDecl<Versioned> = {
  key: "rename",
  label: "改名",
  placement: ["header"],
  form: {
    title: (record) => `改名 ${record?.name ?? ""}`,
    fields: [{ name: "name", label: "名称", input: "text", required: true }],
    initial: (record) => ({ id: record?.id, name: record?.name }),
  },
  endpoint: addEndpoint,
  payload: (_target, values) => values,
};
/** 设置: its 名称 starts from the setting call's answer. */
const setting: ActionDecl<Versioned> = {
  ...rename,
  key: "setting",
  form: {
    title: "设置",
    fields: rename.form!.fields,
    load: {
      calls: () => [{ endpoint: settingEndpoint }],
      toValues: ([answer]) => ({ name: (answer as { name: string } | undefined)?.name }),
    },
  },
};

/** A promise and what settles it. */
function later<T>() {
  let settle!: (value: T) => void;
  const promise = new Promise<T>((resolve) => (settle = resolve));
  return { promise, settle };
}

type Answer = (path: string) => unknown;

/** The dialog of `action` on A1 (`latest`: the record behind it), over a data provider answering `answer`. */
function renderDialog(action: ActionDecl<Versioned>, answer: Answer, probe = false) {
  const sent: { path: string; payload: unknown; options?: CallOptions }[] = [];
  const onClose = vi.fn();
  const dataProvider = createDataProvider(async (ep, payload, options) => {
    sent.push({ path: ep.path, payload, options });
    return answer(ep.path);
  });
  const page = (open: boolean, latest: Versioned) => (
    <AntdApp>
      <Refine dataProvider={dataProvider} options={{ disableTelemetry: true }}>
        {probe && <Probe />}
        {open && <ActionDialog action={action} target={{ record: A1 }} latest={latest} onClose={onClose} />}
      </Refine>
    </AntdApp>
  );
  const rendered = render(page(!probe, A1));
  return { sent, onClose, show: (latest: Versioned) => rendered.rerender(page(true, latest)) };
}

/** The setting as a page beside the dialog reads it (kept a minute). */
function Probe() {
  const { data } = useEndpointQueries(settingEndpoint, [undefined], { staleTime: 60_000 });
  return <p>设置为 {data?.[0]?.name}</p>;
}

const okIn = (dialog: HTMLElement) => within(dialog).getByRole("button", { name: /确\s?定/ });
const nameIn = (dialog: HTMLElement) => within(dialog).findByPlaceholderText("请输入名称");

afterEach(() => vi.restoreAllMocks());

describe("ActionDialog: its form", { timeout: 60_000 }, () => {
  it("is titled for its record and starts from its values, sending those no field shows too", async () => {
    const { sent } = renderDialog(rename, () => null);
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText("改名 甲")).toBeInTheDocument();
    expect(await nameIn(dialog)).toHaveValue("甲");
    await userEvent.click(okIn(dialog));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0].payload).toEqual({ id: "a", name: "甲" });
  });

  it("sends the form with Enter in a field", async () => {
    const { sent } = renderDialog(rename, () => null);
    const input = await nameIn(await screen.findByRole("dialog"));
    await userEvent.clear(input);
    await userEvent.type(input, "丙{enter}");
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0].payload).toEqual({ id: "a", name: "丙" });
  });

  it("waits for its load with 确定 disabled, then starts from its answer", async () => {
    const answer = later<{ name: string }>();
    renderDialog(setting, (path) => (path.endsWith("/setting") ? answer.promise : null));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText("设置")).toBeInTheDocument();
    expect(okIn(dialog)).toBeDisabled();
    await act(async () => answer.settle({ name: "现名" }));
    expect(await nameIn(dialog)).toHaveValue("现名");
    expect(okIn(dialog)).toBeEnabled();
  });

  it("reads its load afresh when it opens, not what a page beside it read before", async () => {
    let current = "旧名";
    const { show } = renderDialog(
      setting,
      (path) => (path.endsWith("/setting") ? { name: current } : null),
      true,
    );
    expect(await screen.findByText("设置为 旧名")).toBeInTheDocument();
    current = "新名";
    show(A1);
    expect(await nameIn(await screen.findByRole("dialog"))).toHaveValue("新名");
  });

  it("shows 确定 loading while its call is under way", async () => {
    const answer = later<null>();
    renderDialog(rename, () => answer.promise);
    const dialog = await screen.findByRole("dialog");
    await nameIn(dialog);
    await userEvent.click(okIn(dialog));
    await waitFor(() => expect(okIn(dialog)).toHaveClass("ant-btn-loading"));
    await act(async () => answer.settle(null));
    await waitFor(() => expect(okIn(dialog)).not.toHaveClass("ant-btn-loading"));
  });

  it("stays open with what was typed when the click lands beside it", async () => {
    const { onClose } = renderDialog(rename, () => null);
    const dialog = await screen.findByRole("dialog");
    await userEvent.type(await nameIn(dialog), "乙");
    await userEvent.click(dialog.closest<HTMLElement>(".ant-modal-wrap")!);
    expect(onClose).not.toHaveBeenCalled();
    expect(within(dialog).getByDisplayValue("甲乙")).toBeInTheDocument();
  });

  it("writes on the record as it was when it opened, and after a failure on the record as shown now", async () => {
    let fail = true;
    const { sent, show, onClose } = renderDialog(rename, () => {
      if (fail) throw new Error("改名失败");
      return null;
    });
    const dialog = await screen.findByRole("dialog");
    await nameIn(dialog);
    show({ ...A1, version: 2 }); // changed behind the dialog
    await userEvent.click(okIn(dialog));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0].options?.recordVersion).toBe(1);
    await waitFor(() => expect(okIn(dialog)).not.toHaveClass("ant-btn-loading"));
    expect(onClose).not.toHaveBeenCalled();
    show({ ...A1, version: 3 }); // refreshed after the refusal
    fail = false;
    await userEvent.click(okIn(dialog));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1].options?.recordVersion).toBe(3);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });
});
