import { act, render } from "@testing-library/react";
import AntdLoadingIcon from "antd/es/button/DefaultLoadingIcon";
import TabContext from "rc-tabs/es/TabContext";
import RcTabPanelList, { type TabPanelListProps } from "rc-tabs/es/TabPanelList";
import type { Tab } from "rc-tabs/es/interface";
import { Profiler, type ComponentType, type ReactNode } from "react";
import { describe, expect, it } from "vitest";
import ButtonLoadingIcon from "./buttonLoadingIcon";
import TabPanelList from "./tabPanelList";

/** The commits of a tree's mount: antd's motion parts render again inside the commit that mounted them. */
function commitsOfMount(node: ReactNode): number {
  let commits = 0;
  render(
    <Profiler id="mount" onRender={() => (commits += 1)}>
      {node}
    </Profiler>,
  );
  return commits;
}

describe("Button's loading icon, drawn once the button has been loading", () => {
  const props = { prefixCls: "ant-btn", existIcon: false, mount: true };

  it("draws nothing, and renders once, while the button has never been loading", () => {
    const { container } = render(<ButtonLoadingIcon {...props} loading={false} />);
    expect(container.innerHTML).toBe("");
    expect(commitsOfMount(<ButtonLoadingIcon {...props} loading={false} />)).toBe(1);
    // What it stands in for: antd's renders again at once.
    expect(commitsOfMount(<AntdLoadingIcon {...props} loading={false} />)).toBeGreaterThan(1);
  });

  it("draws what antd's draws, from the first time the button loads on", () => {
    const ours = render(<ButtonLoadingIcon {...props} mount={false} loading={false} />);
    const theirs = render(<AntdLoadingIcon {...props} mount={false} loading={false} />);
    for (const loading of [false, true, false, true, false]) {
      ours.rerender(<ButtonLoadingIcon {...props} mount={false} loading={loading} />);
      theirs.rerender(<AntdLoadingIcon {...props} mount={false} loading={loading} />);
      // antd's icon mounts visible, so its widening is the motion's "appear" where antd's plays "enter": antd's
      // button styles give both the same rules (antd/es/button/style: "&-appear-start, &-enter-start").
      expect(ours.container.innerHTML.replaceAll("-motion-appear", "-motion-enter")).toBe(
        theirs.container.innerHTML,
      );
    }
    expect(ours.container.querySelector(".ant-btn-loading-icon .anticon-loading")).not.toBeNull();
  });

  it("draws the icon of a button mounted loading, and the one beside a button's own icon", () => {
    const loading = render(<ButtonLoadingIcon {...props} loading />);
    expect(loading.container.querySelector(".ant-btn-loading-icon")).not.toBeNull();
    const withIcon = render(<ButtonLoadingIcon {...props} existIcon loading />);
    expect(withIcon.container.querySelector(".ant-btn-loading-icon")).not.toBeNull();
  });
});

describe("Tabs' panel list, plain for a strip whose tabs hold no content", () => {
  const tabs = (contents: ReactNode[] = []): Tab[] =>
    ["a", "b", "c"].map((key, index) => ({ key, label: key.toUpperCase(), children: contents[index] }));
  const panels = (list: Tab[], Panels: ComponentType<TabPanelListProps>, activeKey = "b") => (
    <TabContext.Provider value={{ prefixCls: "ant-tabs", tabs: list }}>
      <Panels
        id="strip"
        activeKey={activeKey}
        animated={{ inkBar: true, tabPane: false }}
        tabPosition="top"
      />
    </TabContext.Provider>
  );

  it("draws the active tab's panel as rc-tabs does, in one render", () => {
    const ours = render(panels(tabs(), TabPanelList));
    const theirs = render(panels(tabs(), RcTabPanelList));
    expect(ours.container.innerHTML).toBe(theirs.container.innerHTML);
    const panel = ours.container.querySelector('[role="tabpanel"]');
    expect(panel?.id).toBe("strip-panel-b");
    expect(panel?.getAttribute("aria-labelledby")).toBe("strip-tab-b");
    expect(panel?.className).toBe("ant-tabs-tabpane ant-tabs-tabpane-active");
    expect(commitsOfMount(panels(tabs(), TabPanelList))).toBe(1);
    expect(commitsOfMount(panels(tabs(), RcTabPanelList))).toBeGreaterThan(1);
  });

  it("follows the active tab, and draws no panel for a key no tab has", () => {
    const { container, rerender } = render(panels(tabs(), TabPanelList));
    rerender(panels(tabs(), TabPanelList, "c"));
    expect([...container.querySelectorAll('[role="tabpanel"]')].map((panel) => panel.id)).toEqual([
      "strip-panel-c",
    ]);
    rerender(panels(tabs(), TabPanelList, "gone"));
    expect(container.querySelector('[role="tabpanel"]')).toBeNull();
    expect(container.querySelector(".ant-tabs-content-holder > .ant-tabs-content-top")).not.toBeNull();
  });

  it("leaves a strip whose tabs hold content to rc-tabs", async () => {
    const withContent = tabs([<p key="a">甲</p>, <p key="b">乙</p>, null]);
    const { container, rerender } = render(panels(withContent, TabPanelList));
    expect(container.textContent).toBe("乙");
    await act(async () => rerender(panels(withContent, TabPanelList, "a")));
    // rc-tabs keeps a panel shown once, hidden.
    expect(container.querySelector("#strip-panel-b")?.className).toContain("ant-tabs-tabpane-hidden");
    expect(container.querySelector("#strip-panel-a")?.textContent).toBe("甲");
  });
});
