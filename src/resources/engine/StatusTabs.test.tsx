import { render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import userEvent from "@testing-library/user-event";
import { StatusTabs } from "./StatusTabs";
import type { TabsDecl } from "./types";

const options = [
  { value: 10, label: "待派单" },
  { value: 11, label: "待接单" },
  { value: 2, label: "已完成" },
];

describe("StatusTabs", () => {
  it("asks the counts once for all the tabs and shows each after its label", () => {
    const asked = vi.fn(
      () => (value: string | number) => (value === 2 ? null : <b>{`${String(value)}件`}</b>),
    );
    const tabs: TabsDecl = { field: "listStatus", options, useCounts: asked };
    render(<StatusTabs tabs={tabs} active={undefined} onChange={() => undefined} />);
    expect(asked).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("tab", { name: "待派单 10件" })).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "待接单 11件" })).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "已完成" })).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "全部", selected: true })).toBeInTheDocument();
  });

  it("reports the chosen tab's value, undefined for 全部", async () => {
    const onChange = vi.fn();
    render(<StatusTabs tabs={{ field: "s", options }} active={11} onChange={onChange} />);
    expect(screen.getByRole("tab", { name: "待接单", selected: true })).toBeInTheDocument();
    await userEvent.click(screen.getByRole("tab", { name: "已完成" }));
    expect(onChange).toHaveBeenLastCalledWith(2);
    await userEvent.click(screen.getByRole("tab", { name: "全部" }));
    expect(onChange).toHaveBeenLastCalledWith(undefined);
  });

  it("has its tabs' ids in its first render (rc-tabs makes none of its own afterwards, rendering them again)", () => {
    const html = renderToString(
      <StatusTabs tabs={{ field: "s", options }} active={undefined} onChange={() => undefined} />,
    );
    const tab = new DOMParser()
      .parseFromString(html, "text/html")
      .querySelector('[data-node-key="11"] [role="tab"]');
    expect(tab?.id).toMatch(/-tab-11$/);
    expect(tab?.getAttribute("aria-controls")).toBe(tab?.id.replace(/-tab-11$/, "-panel-11"));
  });
});
