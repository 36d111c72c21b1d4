/**
 * 保存 while a file is still on its way up: the form waits for it, then saves it with the rest (before, the file's
 * field counted as empty, so the click did nothing at all once the upload had finished).
 */
import { Refine } from "@refinedev/core";
import routerProvider from "@refinedev/react-router";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { App as AntdApp } from "antd";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { service, type Endpoint } from "../../api/endpoint";
import type { UploadedFile } from "../../domain/upload/rules";
import { AppRouter } from "../../layout/AppRouter";
import { createDataProvider } from "../../providers/dataProvider";
import { sendFile } from "../../widgets/upload/sendFile";
import { formPage } from "./";
import type { FormScreen } from "./formTypes";

vi.mock("../../widgets/upload/sendFile", () => ({ sendFile: vi.fn() }));
const sendMock = vi.mocked(sendFile);
// The gateway's fileUrls: every stored path gets a signed address.
vi.mock("../../providers/http", () => ({
  call: vi.fn(async (_endpoint: unknown, payload: { filePaths: string[] }) => ({
    urls: Object.fromEntries(payload.filePaths.map((p) => [p, `/signed/${p}`])),
    expiresIn: 1800,
  })),
}));

interface Fixture {
  id: string;
}

const fx = service("/fixture");
const oneEndpoint = fx.post<{ id: string }, Fixture>("/one", "夹具");
const saveEndpoint = fx.post<{ id: string; photo: string }, null>("/save-photo", "保存照片");

const photoForm: FormScreen<Fixture, { id: string; photo: string }, { id: string }> = {
  name: "fixture-photo",
  title: "夹具照片",
  load: { endpoint: oneEndpoint, payload: (params) => ({ id: params.get("id") ?? "" }) },
  fields: [{ name: "photo", label: "照片", input: "upload", limit: 1, required: true }],
  save: {
    endpoint: saveEndpoint,
    payload: (values, _fixture, params) => ({
      id: params.get("id") ?? "",
      photo: (values.photo as UploadedFile[]).map((file) => file.filePath).join(","),
    }),
  },
};

const stored: UploadedFile = {
  filePath: "r/photo.png",
  fileType: "image",
  url: "/api/file?r/photo.png",
  name: "photo.png",
};

afterEach(() => window.history.replaceState(null, "", "/"));
beforeAll(() => formPage(photoForm).preload());

describe("FormView with an upload on its way (engine)", { timeout: 60_000 }, () => {
  it("保存 during an upload waits for it, then saves the file", async () => {
    const calls: { ep: Endpoint; payload: unknown }[] = [];
    const dataProvider = createDataProvider(async (ep, payload) => {
      calls.push({ ep, payload });
      return ep === oneEndpoint ? { id: "1" } : null;
    });
    let finishUpload: (file: UploadedFile) => void = () => undefined;
    sendMock.mockImplementation(() => new Promise((resolve) => (finishUpload = resolve)));
    window.history.replaceState(null, "", "/fixture/photo?id=1");
    const Page = formPage(photoForm);
    render(
      <AppRouter>
        <AntdApp>
          <Refine
            dataProvider={dataProvider}
            routerProvider={routerProvider}
            options={{ disableTelemetry: true }}
          >
            <Page route={{ path: "/fixture/photo", title: "夹具照片", group: "home" }} />
          </Refine>
        </AntdApp>
      </AppRouter>,
    );
    const user = userEvent.setup({ applyAccept: false });
    await screen.findByText("夹具照片");
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(input, new File([new Uint8Array(10)], "photo.png", { type: "image/png" }));
    await screen.findByTestId("upload-pending");

    await user.click(screen.getByRole("button", { name: /保\s?存/ }));
    // Waiting: the button says so, the field is not called empty, nothing is sent yet.
    await waitFor(() =>
      expect(screen.getByRole("button", { name: /保\s?存/ })).toHaveClass("ant-btn-loading"),
    );
    expect(screen.queryByText("请上传照片")).toBeNull();
    expect(calls.some((c) => c.ep === saveEndpoint)).toBe(false);

    finishUpload(stored);
    await waitFor(() => expect(calls.filter((c) => c.ep === saveEndpoint)).toHaveLength(1));
    expect(calls.find((c) => c.ep === saveEndpoint)?.payload).toEqual({ id: "1", photo: "r/photo.png" });
    expect(screen.queryByText("请上传照片")).toBeNull();
  });
});
