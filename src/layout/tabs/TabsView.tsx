/**
 * The strip of visited pages (spec §2): click to switch, × to close, a right-click menu on every tab with
 * 刷新 / 关闭 / 关闭其他 / 关闭所有, and the same menu for the current tab behind the button at the strip's end.
 * Pinned tabs have no × and their 关闭 is disabled. Model: tagsView.ts; state: store.ts.
 */
import { DownOutlined } from "@ant-design/icons";
import { Button, Dropdown, Tabs, type MenuProps, type TabsProps } from "antd";
import { useNavigate } from "react-router";
import { tabsStore, useTabs, type TabsStore } from "./store";
import { markTabSwitchStart } from "./tabSwitch";
import type { CloseResult, TabEntry } from "./tagsView";
import "./tabs.css";

export type TabAction = "refresh" | "close" | "closeOthers" | "closeAll";

export const TAB_ACTION_LABELS: Record<TabAction, string> = {
  refresh: "刷新",
  close: "关闭",
  closeOthers: "关闭其他",
  closeAll: "关闭所有",
};

function menuItems(tab: TabEntry | undefined, tabs: readonly TabEntry[]): MenuProps["items"] {
  const closable = tabs.some((t) => !t.affix);
  return [
    { key: "refresh", label: TAB_ACTION_LABELS.refresh, disabled: !tab },
    { key: "close", label: TAB_ACTION_LABELS.close, disabled: !tab || tab.affix },
    {
      key: "closeOthers",
      label: TAB_ACTION_LABELS.closeOthers,
      disabled: !tab || !tabs.some((t) => !t.affix && t !== tab),
    },
    { key: "closeAll", label: TAB_ACTION_LABELS.closeAll, disabled: !closable },
  ];
}

export function TabsView({ store = tabsStore }: { store?: TabsStore }) {
  const navigate = useNavigate();
  const { tabs, activeKey } = useTabs(store);

  const go = (fullPath: string) => {
    if (fullPath === activeKey) return;
    markTabSwitchStart();
    navigate(fullPath);
  };
  const after = (result: CloseResult) => {
    if (result.navigateTo !== null) go(result.navigateTo);
  };

  const run = (action: TabAction, key: string) => {
    if (action === "refresh") {
      store.refresh(key);
      go(key);
    } else if (action === "close") after(store.close(key, activeKey));
    else if (action === "closeOthers") after(store.closeOthers(key, activeKey));
    else after(store.closeAll(activeKey));
  };

  const menuFor = (key: string | null): MenuProps => ({
    items: menuItems(
      tabs.find((t) => t.fullPath === key),
      tabs,
    ),
    onClick: ({ key: action, domEvent }) => {
      domEvent.stopPropagation();
      run(action as TabAction, key ?? "");
    },
  });

  const items: TabsProps["items"] = tabs.map((tab) => ({
    key: tab.fullPath,
    label: <span title={tab.search ? tab.fullPath : undefined}>{tab.title}</span>,
    closable: !tab.affix,
  }));

  return (
    <Tabs
      className="tabs-view"
      type="editable-card"
      hideAdd
      size="small"
      activeKey={activeKey ?? ""}
      items={items}
      tabBarStyle={{ margin: 0 }}
      onChange={go}
      onEdit={(key, action) => {
        if (action === "remove" && typeof key === "string") run("close", key);
      }}
      renderTabBar={(props, DefaultTabBar) => (
        <DefaultTabBar {...props}>
          {(node) => (
            <Dropdown key={node.key} menu={menuFor(String(node.key))} trigger={["contextMenu"]}>
              {node}
            </Dropdown>
          )}
        </DefaultTabBar>
      )}
      tabBarExtraContent={
        <Dropdown menu={menuFor(activeKey)} trigger={["click"]}>
          <Button size="small" type="text" aria-label="标签操作" icon={<DownOutlined />} />
        </Dropdown>
      }
    />
  );
}
