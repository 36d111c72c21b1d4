import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { useState } from "react";
import { closeToasts } from "../../providers/toast";
import { NumberInput, type NumberInputProps } from "./NumberInput";
import { toastTexts } from "../../test/toasts";

function Harness(props: NumberInputProps & { onValue?: (v: number | null) => void }) {
  const { onValue, ...rest } = props;
  const [value, setValue] = useState<number | null>(null);
  return (
    <NumberInput
      {...rest}
      placeholder="数量"
      value={value}
      onChange={(v) => {
        setValue(v);
        onValue?.(v);
      }}
    />
  );
}

const input = () => screen.getByPlaceholderText("数量") as HTMLInputElement;

// A toast of an earlier test would still be on screen with the same text. Closed within act(): antd's toasts render
// in a root of their own, and React would otherwise finish that render in a scheduler task, which could run after
// the file's jsdom is torn down ("window is not defined").
beforeEach(() => act(() => closeToasts()));
afterAll(() => act(() => closeToasts()));
const type = (text: string) => fireEvent.change(input(), { target: { value: text } });

describe("NumberInput", () => {
  it("keeps digits and one dot and limits the decimals", () => {
    const values: (number | null)[] = [];
    render(<Harness toFixed={2} onValue={(v) => values.push(v)} />);
    type("12ab.345");
    expect(input().value).toBe("12.34");
    expect(values.at(-1)).toBe(12.34);
  });

  it("accepts integers only with toFixed 0", () => {
    render(<Harness toFixed={0} />);
    type("3.7");
    expect(input().value).toBe("37");
  });

  it("clamps above max and shows 输入数值不符合", async () => {
    const values: (number | null)[] = [];
    render(<Harness max={100} onValue={(v) => values.push(v)} />);
    type("1000");
    expect(input().value).toBe("100");
    expect(values.at(-1)).toBe(100);
    await waitFor(() => expect(toastTexts()).toEqual(["输入数值不符合"]));
  });

  it("raises below min on blur with the configured warning", async () => {
    render(<Harness min={10} warning="数量不能小于10" />);
    fireEvent.focus(input());
    type("5");
    expect(input().value).toBe("5");
    fireEvent.blur(input());
    expect(input().value).toBe("10");
    await waitFor(() => expect(toastTexts()).toEqual(["数量不能小于10"]));
  });

  it("keeps a blank value only with isEmpty", () => {
    const { unmount } = render(<Harness isEmpty />);
    fireEvent.focus(input());
    type("5");
    type("");
    fireEvent.blur(input());
    expect(input().value).toBe("");
    unmount();
    render(<Harness min={1} />);
    fireEvent.focus(input());
    type("5");
    type("");
    fireEvent.blur(input());
    expect(input().value).toBe("1");
  });

  it("shows a value set from outside", () => {
    const { rerender } = render(<NumberInput placeholder="数量" value={12.5} />);
    expect(input().value).toBe("12.5");
    rerender(<NumberInput placeholder="数量" value={null} />);
    expect(input().value).toBe("");
  });
});

describe("NumberInput bounds on leaving", () => {
  it("an initial value above max is clamped to max with the warning when the input is left", async () => {
    const onChange = vi.fn();
    render(<NumberInput placeholder="数量" value={150} max={100} onChange={onChange} />);
    expect(input().value).toBe("150");
    fireEvent.focus(input());
    fireEvent.blur(input());
    expect(input().value).toBe("100");
    expect(onChange).toHaveBeenLastCalledWith(100);
    await waitFor(() => expect(toastTexts()).toEqual(["输入数值不符合"]));
  });

  it("a value within the bounds is left alone, with no warning", () => {
    const onChange = vi.fn();
    render(<NumberInput placeholder="数量" value={50} min={10} max={100} onChange={onChange} />);
    fireEvent.focus(input());
    fireEvent.blur(input());
    expect(input().value).toBe("50");
    expect(onChange).not.toHaveBeenCalled();
    expect(toastTexts()).toEqual([]);
  });
});
