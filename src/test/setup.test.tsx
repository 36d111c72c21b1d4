import { act, render, screen, waitFor } from "@testing-library/react";
import { Button, Grid, message, Table } from "antd";
import dayjs from "dayjs";
import { onTestFinished } from "vitest";

// These fail when src/test/setup.ts loses one of its shims.
describe("test setup", () => {
  it("lets antd's static message API render under React 19 (v5 patch)", async () => {
    act(() => {
      void message.info("已保存");
    });
    expect(await screen.findByText("已保存")).toBeInTheDocument();
  });

  it("renders responsive antd components (matchMedia, ResizeObserver)", async () => {
    function Responsive() {
      const screens = Grid.useBreakpoint();
      return <span data-testid="breakpoints">{Object.keys(screens).sort().join(",")}</span>;
    }
    render(
      <>
        <Responsive />
        <Table
          rowKey="id"
          columns={[{ title: "名称", dataIndex: "name" }]}
          dataSource={[{ id: 1, name: "甲" }]}
        />
        <Button>登录</Button>
      </>,
    );
    // The shimmed matchMedia answers every query: the breakpoints are all known (and none matches).
    await waitFor(() => expect(screen.getByTestId("breakpoints")).toHaveTextContent("lg,md,sm,xl,xs,xxl"));
    expect(screen.getByText("甲")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: /登\s?录/ })).toBeInTheDocument();
  });

  it("formats dates in Chinese", () => {
    expect(dayjs("2026-01-05").format("dddd")).toBe("星期一");
  });

  it("clears local and session storage after each test", () => {
    window.localStorage.setItem("token", "x");
    window.sessionStorage.setItem("draft", "y");
    // onTestFinished runs after the afterEach hooks (those of src/test/setup.ts included).
    onTestFinished(() => {
      expect(window.localStorage.getItem("token")).toBeNull();
      expect(window.sessionStorage.getItem("draft")).toBeNull();
    });
  });
});
