/**
 * What the form screen's declaration changes on screen: the submit text and success toast, the layout and width, the
 * 取消 button, a form without a load call or with fields depending on the record, the load's answer states, and the
 * unsaved-changes guard when values come back to where they started, or with two forms on one page.
 */
import { Refine } from "@refinedev/core";
import routerProvider from "@refinedev/react-router";
import { useQueryClient } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { App as AntdApp } from "antd";
import type { ReactNode } from "react";
import { Link, Route, Routes } from "react-router";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { service, type Endpoint } from "../../api/endpoint";
import { AppRouter } from "../../layout/AppRouter";
import { createDataProvider } from "../../providers/dataProvider";
import type { CallOptions } from "../../providers/http";
import { closeToasts } from "../../providers/toast";
import { FormView } from "./FormView";
import type { FormScreen } from "./formTypes";

interface Fixture {
  id: string;
  name: string;
  version?: number;
}
type Save = { id: string; name: string };
type Caller = (ep: Endpoint, payload?: unknown, options?: CallOptions) => Promise<unknown>;

const fx = service("/fixture");
const oneEndpoint = fx.post<{ id: string }, Fixture>("/one", "夹具");
const saveEndpoint = fx.post<Save, null>("/save", "保存夹具");

const load = {
  endpoint: oneEndpoint,
  payload: (params: URLSearchParams) => ({ id: params.get("id") ?? "" }),
};
const save = {
  endpoint: saveEndpoint,
  payload: (values: Record<string, unknown>) => ({ id: String(values.id), name: String(values.name) }),
};
const base: FormScreen<Fixture, Save, { id: string }> = {
  name: "fixture-screen",
  title: (fixture) => `编辑夹具：${fixture?.name ?? ""}`,
  load,
  fields: [{ name: "name", label: "名称", input: "text" }],
  // `id` is no field: it is kept and sent as it started.
  initial: (fixture) => ({ id: fixture?.id, name: fixture?.name }),
  save,
  cancel: () => "/elsewhere",
};

let calls: { ep: Endpoint; payload: unknown }[] = [];
/** What the data provider was asked for (a request it refuses to make counts too). */
let asked: string[] = [];

/** Refreshes the data queries, as the live refresh does when a colleague's change is heard. */
function Refresher() {
  const client = useQueryClient();
  return <button onClick={() => void client.invalidateQueries()}>刷新</button>;
}

function renderPage(page: ReactNode, answer: Caller, search = "?id=1") {
  calls = [];
  const caller: Caller = (ep, payload, options) => {
    calls.push({ ep, payload });
    return answer(ep, payload, options);
  };
  asked = [];
  const provider = createDataProvider(caller);
  const custom: typeof provider.custom = (params) => {
    asked.push(params.url);
    return provider.custom!(params);
  };
  window.history.replaceState(null, "", `/fixture/edit${search}`);
  render(
    <AppRouter>
      <AntdApp>
        <Refine
          dataProvider={{ ...provider, custom }}
          routerProvider={routerProvider}
          options={{ disableTelemetry: true }}
        >
          <Routes>
            <Route
              path="/fixture/edit"
              element={
                <>
                  {page}
                  <Link to="/elsewhere">别处</Link>
                  <Refresher />
                </>
              }
            />
            <Route path="/elsewhere" element={<p>别处页</p>} />
          </Routes>
        </Refine>
      </AntdApp>
    </AppRouter>,
  );
}

const answerFixture: Caller = async (ep) => (ep === oneEndpoint ? { id: "1", name: "甲" } : null);
const renderForm = (
  decl: FormScreen<Fixture, Save, { id: string }>,
  answer = answerFixture,
  search?: string,
) => renderPage(<FormView screen={decl} />, answer, search);
const saves = () => calls.filter((c) => c.ep === saveEndpoint);
const askedToLeave = () => screen.queryByText("您所做的更改将不会保存。");
const formOf = (input: HTMLElement) => input.closest("form")!;

afterEach(() => {
  window.history.replaceState(null, "", "/");
  closeToasts();
});
beforeAll(() => import("./FormView"));

describe("FormView as declared (engine)", { timeout: 60_000 }, () => {
  it("by default: labels above, 640 px wide, 保存 then 保存成功, with 取消", async () => {
    renderForm(base);
    const input = await screen.findByDisplayValue("甲");
    expect(formOf(input)).toHaveClass("ant-form-vertical");
    expect(formOf(input)).toHaveStyle({ maxWidth: "640px" });
    expect(screen.getByText("名称").closest(".ant-form-item-label")).not.toHaveStyle({ flex: "0 0 140px" });
    expect(screen.getByRole("button", { name: /取\s?消/ })).toBeInTheDocument();
    await userEvent.type(input, "乙");
    await userEvent.click(screen.getByRole("button", { name: /保\s?存/ }));
    expect(await screen.findByText("保存成功")).toBeInTheDocument();
    expect(saves()[0].payload).toEqual({ id: "1", name: "甲乙" });
  });

  it("without a load call: an empty form, no call until the declared submit, its own toast, no 取消", async () => {
    renderForm({
      name: "fixture-new",
      fields: () => [{ name: "name", label: "名称", input: "text" }],
      initial: () => ({ id: "new" }),
      save: { ...save, success: "已提交" },
      submitLabel: "提交",
      layout: "horizontal",
      maxWidth: 480,
    });
    const input = await screen.findByRole("textbox");
    expect(input).toHaveValue("");
    const form = formOf(input);
    expect(form).toHaveClass("ant-form-horizontal");
    expect(form).toHaveStyle({ maxWidth: "480px" });
    expect(screen.getByText("名称").closest(".ant-form-item-label")).toHaveStyle({ flex: "0 0 140px" });
    // The buttons line up with the inputs, under an empty label without a colon.
    const submit = screen.getByRole("button", { name: /提\s?交/ });
    const submitLabel = submit.closest(".ant-form-item")!.querySelector("label");
    expect(submitLabel).toHaveClass("ant-form-item-no-colon");
    expect(screen.queryByRole("button", { name: /保\s?存/ })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /取\s?消/ })).not.toBeInTheDocument();
    expect(asked).toEqual([]);
    await userEvent.type(input, "丙");
    await userEvent.click(submit);
    expect(await screen.findByText("已提交")).toBeInTheDocument();
    expect(calls).toEqual([{ ep: saveEndpoint, payload: { id: "new", name: "丙" } }]);
  });

  it("fields and the success text may depend on the record and the answer", async () => {
    renderForm(
      {
        ...base,
        fields: (fixture) => [{ name: "name", label: `${fixture?.id ?? ""}号名称`, input: "text" }],
        save: { ...save, success: (result) => `已保存：${JSON.stringify(result)}` },
      },
      async (ep) => (ep === oneEndpoint ? { id: "1", name: "甲" } : { saved: 1 }),
    );
    expect(await screen.findByText("1号名称")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: /保\s?存/ }));
    expect(await screen.findByText('已保存：{"saved":1}')).toBeInTheDocument();
  });

  it("shows a skeleton while loading, not 加载失败, until the call fails", async () => {
    let fail: (error: Error) => void = () => undefined;
    renderForm(base, (ep) =>
      ep === oneEndpoint ? new Promise((_resolve, reject) => (fail = reject)) : Promise.resolve(null),
    );
    await waitFor(() => expect(document.querySelector(".ant-skeleton")).toBeInTheDocument());
    expect(screen.queryByText("加载失败")).not.toBeInTheDocument();
    fail(new Error("没有这个夹具"));
    expect(await screen.findByText("加载失败")).toBeInTheDocument();
    expect(document.querySelector(".ant-skeleton")).not.toBeInTheDocument();
  });

  it("builds no load request while a required parameter is missing", async () => {
    const strict = (params: URLSearchParams) => {
      const id = params.get("id");
      if (!id) throw new Error("no id");
      return { id };
    };
    renderForm({ ...base, load: { ...load, payload: strict, requires: { id: "夹具" } } }, answerFixture, "");
    expect(await screen.findByText("缺少夹具")).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it("typing a value back to where it started leaves without asking, before and after a save", async () => {
    renderForm({ ...base, cancel: undefined, save: { ...save, success: "已存" } });
    const input = await screen.findByDisplayValue("甲");
    await userEvent.type(input, "乙{Backspace}");
    expect(input).toHaveValue("甲");
    await userEvent.click(screen.getByRole("button", { name: /保\s?存/ }));
    expect(await screen.findByText("已存")).toBeInTheDocument();
    await userEvent.type(input, "丁{Backspace}");
    await userEvent.click(screen.getByText("别处"));
    expect(await screen.findByText("别处页")).toBeInTheDocument();
    expect(askedToLeave()).not.toBeInTheDocument();
  });

  it("a failed save keeps the changes guarded: 取消 still asks", async () => {
    renderForm(base, async (ep) => {
      if (ep === oneEndpoint) return { id: "1", name: "甲" };
      throw new Error("保存失败");
    });
    await userEvent.type(await screen.findByDisplayValue("甲"), "乙");
    await userEvent.click(screen.getByRole("button", { name: /保\s?存/ }));
    await waitFor(() => expect(saves()).toHaveLength(1));
    await userEvent.click(screen.getByRole("button", { name: /取\s?消/ }));
    const question = (await screen.findByText("您所做的更改将不会保存。")).closest<HTMLElement>(
      ".ant-modal",
    )!;
    // 取消 in the question (answered, so the next test asks afresh): the changes stay.
    await userEvent.click(within(question).getByRole("button", { name: /取\s?消/ }));
    expect(screen.getByDisplayValue("甲乙")).toBeInTheDocument();
    expect(screen.queryByText("别处页")).not.toBeInTheDocument();
  });

  it("saving one form on a page keeps another form's changes guarded", async () => {
    const other = { ...base, name: "fixture-other", load: undefined, title: "另一个", initial: undefined };
    renderPage(
      <>
        <FormView screen={{ ...base, load: undefined, title: "第一个", initial: undefined }} />
        <FormView
          screen={{ ...other, submitLabel: "保存另一个", save: { ...save, success: "另一个已保存" } }}
        />
      </>,
      answerFixture,
    );
    const [first] = await screen.findAllByRole("textbox");
    await userEvent.type(first, "乙");
    await userEvent.click(screen.getByRole("button", { name: "保存另一个" }));
    expect(await screen.findByText("另一个已保存")).toBeInTheDocument();
    await userEvent.click(screen.getByText("别处"));
    await userEvent.click(await screen.findByRole("button", { name: /离\s?开/ }));
    expect(await screen.findByText("别处页")).toBeInTheDocument();
  });
});

describe("FormView saves on the record's version (engine)", { timeout: 60_000 }, () => {
  let version = 1;
  let name = "甲";
  const versioned: Caller = async (ep, _payload, options) => {
    if (ep === oneEndpoint) return { id: "1", name, version };
    if (options?.recordVersion !== version) throw new Error("已被他人修改");
    version += 1;
    return null;
  };

  it("a colleague's change since the form opened is refused", async () => {
    version = 1;
    name = "甲";
    renderForm(base, versioned);
    await userEvent.type(await screen.findByDisplayValue("甲"), "乙");
    version = 2;
    name = "丙";
    await userEvent.click(screen.getByRole("button", { name: "刷新" }));
    expect(await screen.findByText("编辑夹具：丙")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: /保\s?存/ }));
    await waitFor(() => expect(saves()).toHaveLength(1));
    expect(version).toBe(2);
    expect(screen.queryByText("编辑夹具：丙")).toBeInTheDocument();
  });

  it("a second save is made on the record as the first one left it", async () => {
    version = 1;
    name = "甲";
    renderForm({ ...base, title: (fixture) => `第${fixture?.version ?? 0}版` }, versioned);
    const input = await screen.findByDisplayValue("甲");
    await userEvent.type(input, "乙");
    await userEvent.click(screen.getByRole("button", { name: /保\s?存/ }));
    expect(await screen.findByText("第2版")).toBeInTheDocument();
    await userEvent.type(input, "丁");
    await userEvent.click(screen.getByRole("button", { name: /保\s?存/ }));
    expect(await screen.findByText("第3版")).toBeInTheDocument();
  });
});
