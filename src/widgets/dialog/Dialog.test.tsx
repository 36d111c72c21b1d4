import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { Dialog } from "./Dialog";

/** A button that mounts a dialog, removed again when the dialog closes (as the console's action dialogs are). */
function Opener() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>跟踪记录</button>
      {open && (
        <Dialog open title="跟踪记录" footer={null} onCancel={() => setOpen(false)}>
          内容
        </Dialog>
      )}
    </>
  );
}

const inDialog = (title: string) =>
  document.activeElement?.closest(".ant-modal")?.textContent?.includes(title);

describe("Dialog", () => {
  it("is 600 px wide by default (spec §9)", () => {
    render(
      <Dialog open title="确认">
        内容
      </Dialog>,
    );
    const dialog = screen.getByRole("dialog");
    expect(dialog.closest(".ant-modal")).toHaveStyle({ width: "600px" });
    expect(dialog).toHaveTextContent("内容");
  });

  it("takes another width when given one", () => {
    render(<Dialog open title="收银台" width={399} />);
    expect(screen.getByRole("dialog").closest(".ant-modal")).toHaveStyle({ width: "399px" });
  });

  it("takes focus as it opens, closes on Esc and gives focus back to what opened it", async () => {
    render(<Opener />);
    const button = screen.getByRole("button", { name: "跟踪记录" });
    await userEvent.click(button);
    await waitFor(() => expect(inDialog("跟踪记录")).toBe(true));
    fireEvent.keyDown(document.activeElement!, { key: "Escape", keyCode: 27 });
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it("leaves a field focused as it opens where it is", async () => {
    render(
      <Dialog open title="新增">
        <input aria-label="名称" />
      </Dialog>,
    );
    const field = screen.getByRole("textbox", { name: "名称" });
    field.focus();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(document.activeElement).toBe(field);
  });

  it("leaves focus in a dialog opened meanwhile when another closes", async () => {
    const page = (first: boolean, second: boolean) => (
      <>
        <button>打开</button>
        {first && <Dialog open title="第一个" />}
        {second && <Dialog open title="第二个" />}
      </>
    );
    const { rerender } = render(page(false, false));
    screen.getByRole("button", { name: "打开" }).focus();
    rerender(page(true, false));
    await waitFor(() => expect(inDialog("第一个")).toBe(true));
    rerender(page(true, true));
    await waitFor(() => expect(inDialog("第二个")).toBe(true));
    rerender(page(false, true));
    expect(inDialog("第二个")).toBe(true);
  });
});
