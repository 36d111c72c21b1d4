import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { closeToasts } from "../../providers/toast";
import type { UploadedFile } from "../../domain/upload/rules";
import { sendFile, type SendFileRequest } from "./sendFile";
import { Upload, type UploadProps } from "./Upload";
import { shownToastSelector } from "../../test/toasts";

vi.mock("./sendFile", () => ({ sendFile: vi.fn() }));
const sendMock = vi.mocked(sendFile);
// The gateway's fileUrls: every stored path gets a signed address.
vi.mock("../../providers/http", () => ({
  call: vi.fn(async (_endpoint: unknown, payload: { filePaths: string[] }) => ({
    urls: Object.fromEntries(payload.filePaths.map((p) => [p, `/signed/${p}`])),
    expiresIn: 1800,
  })),
}));

const MB = 1024 * 1024;
const png = (name = "a.png", size = 100) => new File([new Uint8Array(size)], name, { type: "image/png" });
const stored = (name: string): UploadedFile => ({
  filePath: `r/${name}`,
  fileType: "image",
  url: `/api/file?filePath=r%2F${name}`,
  name,
});

function Controlled(
  props: Omit<UploadProps, "value" | "onChange"> & {
    initial?: UploadedFile[];
    spy?: (files: UploadedFile[]) => void;
  },
) {
  const { initial, spy, ...rest } = props;
  const [files, setFiles] = useState<UploadedFile[] | undefined>(initial);
  return (
    <Upload
      {...rest}
      value={files}
      onChange={(next) => {
        spy?.(next);
        setFiles(next);
      }}
    />
  );
}

const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;
const user = () => userEvent.setup({ applyAccept: false });
/** The toast on screen with this text. */
const toast = (text: string) =>
  waitFor(
    () => {
      const shown = Array.from(document.querySelectorAll(shownToastSelector())).find(
        (notice) => notice.textContent === text,
      );
      if (!shown) throw new Error(`no toast 「${text}」`);
      return shown;
    },
    { timeout: 2000 },
  );

beforeEach(() => {
  sendMock.mockReset();
  URL.createObjectURL = vi.fn(() => "blob:local");
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => act(() => closeToasts()));

describe("Upload", () => {
  it("shows 初始化失败 类型错误 and is disabled when the initial files are not an array", () => {
    // Typed boundary: the wrong value a caller could pass at run time.
    render(<Upload value={"a.png" as unknown as UploadedFile[]} />);
    expect(screen.getByRole("alert")).toHaveTextContent("初始化失败 类型错误");
    expect(fileInput()).toBeDisabled();
    expect(screen.getByTestId("upload")).toHaveAttribute("aria-disabled", "true");
  });

  it("refuses an app name outside the allowed list", () => {
    render(<Upload appName="somebody" />);
    expect(screen.getByRole("alert")).toHaveTextContent("初始化失败 未知的应用名称 somebody");
    expect(fileInput()).toBeDisabled();
  });

  it("shows the initial files with preview, download and delete; delete reports the rest", async () => {
    const spy = vi.fn();
    render(<Controlled initial={[stored("a.png"), stored("b.png")]} spy={spy} />);
    expect(screen.getAllByTestId("upload-file")).toHaveLength(2);
    expect(screen.getAllByRole("button", { name: "预览" })).toHaveLength(2);
    expect(screen.getAllByRole("button", { name: "下载" })).toHaveLength(2);
    await user().click(screen.getAllByRole("button", { name: "删除" })[0]);
    expect(spy).toHaveBeenLastCalledWith([stored("b.png")]);
    expect(screen.getAllByTestId("upload-file")).toHaveLength(1);
  });

  it("shows a stored file from the address the gateway signs now, not the url it was uploaded with", async () => {
    render(<Upload value={[stored("kept.png")]} />);
    await waitFor(() => expect(document.querySelector("img")).toHaveAttribute("src", "/signed/r/kept.png"));
  });

  it("has no delete when disabled", () => {
    render(<Upload value={[stored("a.png")]} disabled />);
    expect(screen.queryByRole("button", { name: "删除" })).toBeNull();
    expect(fileInput()).toBeDisabled();
  });

  it("refuses a wrong type with 上传图片格式错误 and uploads nothing", async () => {
    render(<Controlled />);
    await user().upload(fileInput(), new File(["x"], "a.pdf", { type: "application/pdf" }));
    expect(await toast("上传图片格式错误")).toBeInTheDocument();
    expect(sendMock).not.toHaveBeenCalled();
  });

  it("refuses a file above the size limit with 文件大小不能超过 1MB!", async () => {
    render(<Controlled maxSizeMb={1} />);
    await user().upload(fileInput(), png("big.png", MB + 1));
    expect(await toast("文件大小不能超过 1MB!")).toBeInTheDocument();
    expect(sendMock).not.toHaveBeenCalled();
  });

  it("refuses a batch beyond the limit with 一次最多只能上传2个文件", async () => {
    render(<Controlled limit={2} />);
    await user().upload(fileInput(), [png("a.png"), png("b.png"), png("c.png")]);
    expect(await toast("一次最多只能上传2个文件")).toBeInTheDocument();
    expect(sendMock).not.toHaveBeenCalled();
  });

  it("uploads a good file with a progress bar, then shows it and reports the list", async () => {
    let finish: (file: UploadedFile) => void = () => undefined;
    let request: SendFileRequest | undefined;
    sendMock.mockImplementation((req) => {
      request = req;
      return new Promise((resolve) => (finish = resolve));
    });
    const spy = vi.fn();
    render(<Controlled appName="platform-goods" bucket="r/" spy={spy} initial={[stored("old.png")]} />);
    await user().upload(fileInput(), png("new.png"));
    expect(request).toMatchObject({ appName: "platform-goods", bucket: "r/" });
    expect(request?.file.name).toBe("new.png");
    expect(await screen.findByTestId("upload-pending")).toBeInTheDocument();
    act(() => request?.onProgress?.(40));
    expect(screen.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "40");
    await act(async () => finish(stored("new.png")));
    expect(spy).toHaveBeenLastCalledWith([stored("old.png"), stored("new.png")]);
    expect(screen.queryByTestId("upload-pending")).toBeNull();
    expect(screen.getAllByTestId("upload-file")).toHaveLength(2);
  });

  it("says 上传失败，请重试 when the upload fails and keeps nothing half-done", async () => {
    sendMock.mockRejectedValue(new Error("boom"));
    const spy = vi.fn();
    render(<Controlled spy={spy} />);
    await user().upload(fileInput(), png());
    expect(await toast("上传失败，请重试")).toBeInTheDocument();
    expect(spy).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByTestId("upload-pending")).toBeNull());
    expect(screen.queryByTestId("upload-file")).toBeNull();
  });

  it("takes a pasted image and refuses other pasted types", async () => {
    sendMock.mockResolvedValue(stored("image.png"));
    render(<Controlled />);
    const area = screen.getByTestId("upload");
    fireEvent.paste(area, {
      clipboardData: { files: [new File(["x"], "a.pdf", { type: "application/pdf" })], items: [] },
    });
    expect(await toast("上传图片格式错误")).toBeInTheDocument();
    expect(sendMock).not.toHaveBeenCalled();
    await act(async () => {
      fireEvent.paste(area, { clipboardData: { files: [png("image.png")], items: [] } });
    });
    expect(sendMock).toHaveBeenCalledTimes(1);
    expect(await screen.findByTestId("upload-file")).toHaveAttribute("data-name", "image.png");
  });

  it("hides the trigger once the limit is reached", () => {
    render(<Upload value={[stored("a.png"), stored("b.png")]} limit={2} />);
    expect(document.querySelector('input[type="file"]')).toBeNull();
  });
});
