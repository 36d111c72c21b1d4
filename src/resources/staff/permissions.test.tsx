/**
 * 编辑权限 through the engine's edit view: the tree from refine's resources (the registry's) cut to what the main
 * account may grant, a preset applied then adjusted, the lists saved, and a failed save that keeps the selection.
 */
import { Refine } from "@refinedev/core";
import routerProvider from "@refinedev/react-router";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { App as AntdApp } from "antd";
import { Route, Routes } from "react-router";
import type { Endpoint } from "../../api/endpoint";
import { SCREENS } from "../../api/screens";
import { staffGrant, staffPermissions, type StaffPermissions } from "../../api/staff";
import { AppRouter } from "../../layout/AppRouter";
import { createDataProvider } from "../../providers/dataProvider";
import { refineResources } from "..";
import { formPage } from "../engine";
import { staffPermissionsForm } from "./permissions";
import { staffPermissionsRoute } from "./routes";

const LOADED: StaffPermissions = {
  menus: [SCREENS.messages],
  buttons: ["message:read"],
  grantableMenus: [SCREENS.orderList, SCREENS.orderDetail, SCREENS.orderStay, SCREENS.messages],
  grantableButtons: ["order:view", "order:manualDistribute", "message:read", "message:clear"],
};

let saved: unknown[] = [];
let failSave = false;
let loaded = LOADED;

function renderPage() {
  const dataProvider = createDataProvider(async (ep: Endpoint, payload: unknown) => {
    if (ep === staffPermissions) return loaded;
    if (ep === staffGrant) {
      if (failSave) throw new Error("保存失败");
      saved.push(payload);
      return null;
    }
    return null;
  });
  window.history.replaceState(null, "", `${SCREENS.staffPermissions}?id=7`);
  const Page = formPage(staffPermissionsForm);
  return render(
    <AppRouter>
      <AntdApp>
        <Refine
          dataProvider={dataProvider}
          routerProvider={routerProvider}
          resources={refineResources}
          options={{ disableTelemetry: true }}
        >
          <Routes>
            <Route path={SCREENS.staffPermissions} element={<Page route={staffPermissionsRoute} />} />
            <Route path={SCREENS.staffAccounts} element={<p>账号列表</p>} />
          </Routes>
        </Refine>
      </AntdApp>
    </AppRouter>,
  );
}

const node = (title: string) => {
  const found = screen
    .getAllByText(title)
    .map((element) => element.closest(".ant-tree-treenode"))
    .find((treeNode) => treeNode !== null);
  if (!found) throw new Error(`no tree node ${title}`);
  return found;
};
const box = (title: string) => {
  const found = node(title).querySelector(".ant-tree-checkbox");
  if (!found) throw new Error(`no checkbox for ${title}`);
  return found;
};
const isChecked = (title: string) => box(title).classList.contains("ant-tree-checkbox-checked");

// formPage's view is loaded with the page's code (the frame awaits the page's `preload`, engine/index.tsx): load
// it once here, as the frame would, so the waits below do not include loading the view.
beforeAll(() => formPage(staffPermissionsForm).preload());

describe("编辑权限", () => {
  beforeEach(() => {
    saved = [];
    failSave = false;
    loaded = LOADED;
  });

  it("offers only what the main account may grant, applies a preset, and saves the lists", async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findByText("订单管理", {}, { timeout: 10_000 });
    // Only grantable menus: no 售后管理, no 账单管理; grantable order entries and buttons only.
    expect(screen.queryByText("售后管理")).toBeNull();
    expect(screen.queryByText("已结算订单列表")).toBeNull();
    expect(screen.queryByText("取消订单")).toBeNull();
    expect(isChecked("消息中心")).toBe(false); // half: 标为已读 without 清空消息
    expect(isChecked("标为已读")).toBe(true);

    // 调度: its grantable part (订单管理列表 with 查看详情 and 手动派单; 消息中心 with both message buttons).
    await user.click(screen.getByRole("button", { name: /调\s?度/ }));
    await waitFor(() => expect(isChecked("手动派单")).toBe(true));
    expect(isChecked("订单管理列表")).toBe(true);
    expect(isChecked("待结算列表")).toBe(false);
    // Then adjusted: 手动派单 taken away.
    await user.click(box("手动派单"));
    await user.click(screen.getByRole("button", { name: /保\s?存/ }));
    await screen.findByText("账号列表", {}, { timeout: 10_000 });
    expect(saved).toEqual([
      {
        id: "7",
        menus: [SCREENS.orderList, SCREENS.orderDetail, SCREENS.messages],
        buttons: ["order:view", "message:read", "message:clear"],
      },
    ]);
  });

  it("keeps the selection when the save fails", async () => {
    const user = userEvent.setup();
    failSave = true;
    renderPage();
    await screen.findByText("订单管理", {}, { timeout: 10_000 });
    await user.click(box("手动派单"));
    await waitFor(() => expect(isChecked("订单管理列表")).toBe(true));
    await user.click(screen.getByRole("button", { name: /保\s?存/ }));
    await waitFor(() =>
      expect(screen.getByRole("button", { name: /保\s?存/ })).not.toHaveClass("ant-btn-loading"),
    );
    expect(screen.queryByText("账号列表")).toBeNull();
    expect(isChecked("手动派单")).toBe(true);
    expect(isChecked("订单管理列表")).toBe(true);
  });

  it("names the menu a button needs and checks it with the button, not the menu's first entry (S1)", async () => {
    const user = userEvent.setup();
    loaded = {
      menus: [],
      buttons: [],
      grantableMenus: [SCREENS.orderList, SCREENS.orderDetail, SCREENS.orderWarning],
      grantableButtons: ["order:view", "order:alertRemark"],
    };
    renderPage();
    await screen.findByText("订单管理", {}, { timeout: 10_000 });
    expect(node("预警备注").textContent).toContain("（订单预警的按钮）");
    expect(node("查看详情").textContent).toContain("（按钮）");
    await user.click(box("预警备注"));
    await waitFor(() => expect(isChecked("订单预警")).toBe(true));
    expect(isChecked("订单管理列表")).toBe(false);
    await user.click(screen.getByRole("button", { name: /保\s?存/ }));
    await screen.findByText("账号列表", {}, { timeout: 10_000 });
    // 订单预警 with the detail it opens (S2), and the button.
    expect(saved).toEqual([
      { id: "7", menus: [SCREENS.orderWarning, SCREENS.orderDetail], buttons: ["order:alertRemark"] },
    ]);
  });
});
