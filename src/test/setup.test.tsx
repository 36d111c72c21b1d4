import { act, render, screen } from "@testing-library/react";
import { Button, Grid, message, Table } from "antd";
import dayjs from "dayjs";

// These fail when src/test/setup.ts loses one of its shims.
describe("test setup", () => {
  it("lets antd's static message API render under React 19 (v5 patch)", async () => {
    act(() => {
      void message.info("已保存");
    });
    expect(await screen.findByText("已保存")).toBeInTheDocument();
  });

  it("renders responsive antd components (matchMedia, ResizeObserver)", () => {
    function Responsive() {
      const screens = Grid.useBreakpoint();
      return <span>{Object.keys(screens).length >= 0 ? "ok" : ""}</span>;
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
    expect(screen.getByText("甲")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: /登\s?录/ })).toBeInTheDocument();
  });

  it("formats dates in Chinese", () => {
    expect(dayjs("2026-01-05").format("dddd")).toBe("星期一");
  });

  it("starts each test with empty storage", () => {
    expect(window.localStorage.getItem("token")).toBeNull();
    window.localStorage.setItem("token", "x");
  });

  it("really clears storage between tests", () => {
    expect(window.localStorage.getItem("token")).toBeNull();
  });
});
