import { fireEvent, render, screen } from "@testing-library/react";
import { TruncatedText } from "./TruncatedText";
import { isTruncated, truncate } from "./truncate";

describe("truncate", () => {
  it.each([
    ["深圳安居家装服务有限公司", undefined, "深圳安居家…"],
    ["格力空调", undefined, "格力空调"],
    ["五个字正好", undefined, "五个字正好"],
    ["abcdefgh", 3, "abc…"],
    ["😀😀😀😀😀😀", 5, "😀😀😀😀😀…"],
    ["", undefined, ""],
    ["abcdefg", 0, "abcde…"],
  ])("%s (%s) → %s", (text, length, expected) => {
    expect(truncate(text, length)).toBe(expected);
  });

  it("knows when it cut", () => {
    expect(isTruncated("深圳安居家装")).toBe(true);
    expect(isTruncated("深圳")).toBe(false);
    expect(truncate(null)).toBe("");
  });
});

describe("TruncatedText", () => {
  it("shows the cut text and the whole text in a tooltip", async () => {
    render(<TruncatedText text="深圳安居家装服务有限公司" />);
    const shown = screen.getByText("深圳安居家…");
    fireEvent.mouseEnter(shown);
    expect(await screen.findByText("深圳安居家装服务有限公司")).toBeInTheDocument();
  });

  it("shows short text as it is and - for none", () => {
    const { rerender } = render(<TruncatedText text="格力" />);
    expect(screen.getByText("格力")).toBeInTheDocument();
    rerender(<TruncatedText text={null} />);
    expect(screen.getByText("-")).toBeInTheDocument();
  });
});
