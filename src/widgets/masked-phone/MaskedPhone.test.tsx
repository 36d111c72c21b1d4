import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { closeToasts } from "../../providers/toast";
import { MaskedPhone } from "./MaskedPhone";
import { copyText, maskPhone } from "./phone";
import { toastTexts } from "../../test/toasts";

// Each test stands alone: no toast of an earlier test on screen, no stubbed navigator left behind.
beforeEach(() => closeToasts());
afterEach(() => vi.unstubAllGlobals());

describe("maskPhone", () => {
  it.each([
    ["13800000001", "138****0001"],
    ["15912345678", "159****5678"],
    ["13800000001-123", "138****0001-123"],
    ["13800000001-12-3", "138****0001-12-3"],
    ["02088886666", "020****6666"],
    ["1234567", "1234567"],
    ["123456", "123456"],
    ["123456-88", "123456-88"],
    ["", ""],
  ])("%s → %s", (phone, masked) => {
    expect(maskPhone(phone)).toBe(masked);
  });
  it("handles no number", () => {
    expect(maskPhone(null)).toBe("");
    expect(maskPhone(undefined)).toBe("");
  });
});

describe("copyText", () => {
  afterEach(() => vi.restoreAllMocks());

  it("uses the async clipboard when there is one", async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal("navigator", { ...navigator, clipboard: { writeText } });
    await expect(copyText("13800000001")).resolves.toBe(true);
    expect(writeText).toHaveBeenCalledWith("13800000001");
  });

  it("falls back to execCommand when the clipboard refuses", async () => {
    vi.stubGlobal("navigator", {
      ...navigator,
      clipboard: { writeText: vi.fn().mockRejectedValue(new Error("no")) },
    });
    // What the textarea was while copying (asserted below: copyText would swallow a throw from in here).
    const copied: { value: string; readOnly: boolean; position: string; opacity: string }[] = [];
    const execCommand = vi.fn(() => {
      const area = document.querySelector("textarea");
      if (area) {
        const { value, readOnly, style } = area;
        copied.push({ value, readOnly, position: style.position, opacity: style.opacity });
      }
      return true;
    });
    document.execCommand = execCommand;
    await expect(copyText("13800000001")).resolves.toBe(true);
    expect(execCommand).toHaveBeenCalledWith("copy");
    // Read-only (no on-screen keyboard), fixed (the page does not scroll to it) and invisible.
    expect(copied).toEqual([{ value: "13800000001", readOnly: true, position: "fixed", opacity: "0" }]);
    expect(document.querySelector("textarea")).toBeNull();
  });
});

describe("MaskedPhone", () => {
  it("shows the masked number, reveals it on hover and copies it on click with 复制成功", async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal("navigator", { ...navigator, clipboard: { writeText } });
    render(<MaskedPhone phone="13800000001" />);
    const phone = screen.getByRole("button");
    expect(phone).toHaveTextContent("138****0001");
    fireEvent.mouseEnter(phone);
    expect(phone).toHaveTextContent("13800000001");
    fireEvent.mouseLeave(phone);
    expect(phone).toHaveTextContent("138****0001");
    await act(async () => fireEvent.click(phone));
    expect(writeText).toHaveBeenCalledWith("13800000001");
    await waitFor(() => expect(toastTexts()).toEqual(["复制成功"]));
  });

  it("shows the placeholder without a number", () => {
    render(<MaskedPhone phone={null} />);
    expect(screen.getByText("-")).toBeInTheDocument();
  });

  it("shows a number the server sent masked as it came: nothing to reveal, nothing copied (issue 43 P1)", async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal("navigator", { ...navigator, clipboard: { writeText } });
    const onCopy = vi.fn();
    render(<MaskedPhone phone="138****0001" onCopy={onCopy} />);
    expect(screen.queryByRole("button")).toBeNull();
    const phone = screen.getByTitle("号码已隐藏");
    expect(phone).toHaveTextContent(/^138\*{4}0001$/);
    fireEvent.mouseEnter(phone);
    await act(async () => fireEvent.click(phone));
    expect(phone).toHaveTextContent(/^138\*{4}0001$/);
    expect(writeText).not.toHaveBeenCalled();
    expect(onCopy).not.toHaveBeenCalled();
    expect(toastTexts()).toEqual([]);
  });
});

describe("MaskedPhone edges", () => {
  it("an 8-character number is masked (123*5678)", () => {
    render(<MaskedPhone phone="12345678" />);
    expect(screen.getByRole("button")).toHaveTextContent(/^123\*5678$/);
  });

  it("clipboard refused and fallback copy failed: 复制失败，请手动复制, and the caller hears of it", async () => {
    vi.stubGlobal("navigator", {
      ...navigator,
      clipboard: { writeText: vi.fn().mockRejectedValue(new Error("denied")) },
    });
    document.execCommand = vi.fn(() => false);
    const onCopy = vi.fn();
    render(<MaskedPhone phone="13800000001" onCopy={onCopy} />);
    await act(async () => fireEvent.click(screen.getByRole("button")));
    expect(onCopy).toHaveBeenCalledWith(false);
    await waitFor(() => expect(toastTexts()).toEqual(["复制失败，请手动复制"]));
  });

  it("a fallback copy that throws also reports the failure", async () => {
    vi.stubGlobal("navigator", { ...navigator, clipboard: undefined });
    document.execCommand = vi.fn(() => {
      throw new Error("not supported");
    });
    await expect(copyText("13800000001")).resolves.toBe(false);
    expect(document.querySelector("textarea")).toBeNull();
  });

  it("Enter copies too and reports success to the caller", async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal("navigator", { ...navigator, clipboard: { writeText } });
    const onCopy = vi.fn();
    render(<MaskedPhone phone="13800000001" onCopy={onCopy} />);
    await act(async () => fireEvent.keyDown(screen.getByRole("button"), { key: "Enter" }));
    expect(writeText).toHaveBeenCalledWith("13800000001");
    expect(onCopy).toHaveBeenCalledWith(true);
  });
});
