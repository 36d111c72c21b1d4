import { render, screen } from "@testing-library/react";
import { StatusTag, STATUS_TAG_COLORS } from "./StatusTag";

describe("StatusTag", () => {
  it("maps the three types to antd's status colours", () => {
    expect(STATUS_TAG_COLORS).toEqual({ success: "success", warning: "warning", danger: "error" });
  });

  it.each([
    ["success", "ant-tag-success", "正常"],
    ["warning", "ant-tag-warning", "待开启"],
    ["danger", "ant-tag-error", "拉黑"],
  ] as const)("%s renders %s", (type, cls, text) => {
    render(<StatusTag type={type}>{text}</StatusTag>);
    expect(screen.getByText(text)).toHaveClass(cls);
  });
});
