import { render, screen } from "@testing-library/react";
import { Dialog } from "./Dialog";

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
});
