/**
 * The strip of visited pages (spec §2): click to switch, × to close, a right-click menu on every tab with
 * 刷新 / 关闭 / 关闭其他 / 关闭所有, and the same menu for the current tab behind the button at the strip's end.
 * Pinned tabs have no × and their 关闭 is disabled. Model: tagsView.ts; state: store.ts.
 */
import { CloseOutlined, DownOutlined } from "@ant-design/icons";
import { Button, Dropdown, Tabs, type MenuProps, type TabsProps } from "antd";
import { genDataNodeKey } from "rc-tabs/es/util";
import {
  cloneElement,
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type ReactElement,
} from "react";
import { useNavigate } from "react-router";
import { navigateUrgently } from "../AppRouter";
import { focusAfterOverlay } from "../overlayFocus";
import { hideOverflowButton } from "./a11y";
import { tabsStore, useTabs, type TabsStore } from "./store";
import { markTabSwitchStart } from "./tabSwitch";
import { tabForLocation, type CloseResult, type TabEntry } from "./tagsView";
import { useAccessGroupState } from "../../providers/usePermission";
import { whenLeaving, type GuardedForm } from "../../resources/engine/leaveGuard";
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

/** In the strip, the tab element of a key, or the active one when that tab is gone. */
function tabIn(key: string | null): HTMLElement | null {
  const strip = document.querySelector(".tabs-view");
  return (
    strip?.querySelector<HTMLElement>(`[data-node-key="${CSS.escape(key ?? "")}"] [role="tab"]`) ??
    strip?.querySelector<HTMLElement>('.ant-tabs-tab-active [role="tab"]') ??
    null
  );
}

export function TabsView({ store = tabsStore }: { store?: TabsStore }) {
  const navigate = useNavigate();
  const { tabs, activeKey } = useTabs(store);
  const accessGroup = useAccessGroupState();
  const stripRef = useRef<HTMLElement>(null);
  const actionsRef = useRef<HTMLButtonElement>(null);
  const tabsId = useId();
  useEffect(() => hideOverflowButton(stripRef.current));
  /** For focus to return to: the tab of a key, once the overlay has gone. */
  const tabElement = (key: string | null) => () => tabIn(key);

  /**
   * The tab of the page the user is on. While a navigation renders (a transition: a revealed page can take a while),
   * the browser's URL is already there and the rendered location is not: a × clicked then acts on the URL's tab.
   * Without a browser URL that is a tab (a memory router in tests), the rendered one.
   */
  const currentTab = () => tabForLocation(window.location.pathname, window.location.search, accessGroup);
  const currentKey = (): string | null => currentTab()?.fullPath ?? activeKey;

  const go = (fullPath: string) => {
    if (fullPath === currentKey()) return;
    markTabSwitchStart();
    // A kept page is shown at once, not in a transition (../AppRouter).
    navigateUrgently(() => navigate(fullPath));
  };
  const after = (result: CloseResult) => {
    if (result.navigateTo !== null) go(result.navigateTo);
  };

  /** The tabs whose pages an action unmounts (刷新 remounts its own). */
  const unmounted = (action: TabAction, key: string): ReadonlySet<string> =>
    new Set(
      action === "refresh" || action === "close"
        ? [key]
        : tabs
            .filter((t) => !t.affix && (action === "closeAll" || t.fullPath !== key))
            .map((t) => t.fullPath),
    );

  /** Runs a tab action, asking first when it would drop a form's unsaved changes. */
  const run = (action: TabAction, key: string) => {
    const keys = unmounted(action, key);
    const inTabs = ({ location }: GuardedForm) =>
      keys.has(tabForLocation(location.pathname, location.search, accessGroup)?.fullPath ?? "");
    whenLeaving(inTabs, () => apply(action, key));
  };

  const apply = (action: TabAction, key: string) => {
    // The tab of the page being shown is in the strip before its visit is recorded (an effect after the render):
    // record it first, so that a close computes from the tabs the user sees and a 刷新 finds the tab.
    const shown = currentTab();
    if (shown) store.visit(shown);
    if (action === "refresh") {
      store.refresh(key);
      go(key);
    } else if (action === "close") after(store.close(key, currentKey()));
    else if (action === "closeOthers") after(store.closeOthers(key, currentKey()));
    else after(store.closeAll(currentKey()));
    // A tab closed under the focus: focus goes to the tab now shown, not to the page's body.
    if (action !== "refresh") focusAfterOverlay(tabElement(null));
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

  // One right-click menu for the strip, for the tab it is opened on: a menu per tab mounted a popup trigger per open
  // page, and each rendered its tab again in the commit that mounted the strip (issue 44).
  const [menuTab, setMenuTab] = useState<string | null>(null);
  /** A right-click in the strip (before the menu's own handler): the tab under the pointer is the menu's. */
  const pickTab = (event: MouseEvent<HTMLElement>) => {
    const nodeKey = (event.target as Element).closest("[data-node-key]")?.getAttribute("data-node-key");
    const key = tabs.find((t) => genDataNodeKey(t.fullPath) === nodeKey)?.fullPath ?? null;
    // Closed: it opens on that tab (beside the tabs, on none). Open on that tab or beside the tabs: it closes.
    if (menuTab === null) setMenuTab(key);
    if (menuTab === null || key === null || key === menuTab) return;
    // Open on another tab: the menu moves to this one, at the pointer, as a menu of its own would.
    event.stopPropagation();
    event.preventDefault();
    setMenuTab(null);
    const { target, clientX, clientY } = event;
    requestAnimationFrame(() =>
      target.dispatchEvent(
        new window.MouseEvent("contextmenu", {
          bubbles: true,
          cancelable: true,
          clientX,
          clientY,
          button: 2,
        }),
      ),
    );
  };
  const onTabMenuOpenChange = (open: boolean) => {
    if (open) return;
    const key = menuTab;
    setMenuTab(null);
    if (key !== null) focusAfterOverlay(tabElement(key));
  };

  // antd's own × is a second role="tab" named in English inside the tablist: ours is hidden from assistive
  // technology; keyboard users close a tab with Delete or from its menu (Shift+F10 / the menu key).
  const items: TabsProps["items"] = tabs.map((tab) => ({
    key: tab.fullPath,
    label: (
      <>
        <span title={tab.search ? tab.fullPath : undefined}>{tab.title}</span>
        {!tab.affix && (
          <span
            className="ant-tabs-tab-remove"
            aria-hidden="true"
            title={TAB_ACTION_LABELS.close}
            onClick={(event) => {
              event.stopPropagation();
              run("close", tab.fullPath);
            }}
          >
            <CloseOutlined />
          </span>
        )}
      </>
    ),
    closable: false,
  }));
  const closeOnDelete = (key: string) => (event: KeyboardEvent) => {
    const tab = tabs.find((t) => t.fullPath === key);
    if ((event.key === "Delete" || event.key === "Backspace") && tab && !tab.affix) {
      event.preventDefault();
      run("close", key);
    }
  };

  return (
    // The 标签操作 button sits beside the tablist, not in it (a tablist holds tabs only).
    <nav className="tabs-view" aria-label="已打开的页面" ref={stripRef}>
      <Dropdown
        open={menuTab !== null}
        menu={menuFor(menuTab)}
        trigger={["contextMenu"]}
        autoFocus
        onOpenChange={onTabMenuOpenChange}
      >
        <Tabs
          // Its own id: without one, rc-tabs makes one after mounting and renders every tab again.
          id={tabsId}
          onContextMenuCapture={pickTab}
          className="tabs-view-tabs"
          type="editable-card"
          hideAdd
          size="small"
          activeKey={activeKey ?? ""}
          items={items}
          tabBarStyle={{ margin: 0 }}
          onChange={go}
          renderTabBar={(props, DefaultTabBar) => (
            <DefaultTabBar {...props}>
              {(node) =>
                cloneElement(node as ReactElement<{ onKeyDown?: (event: KeyboardEvent) => void }>, {
                  onKeyDown: closeOnDelete(String(node.key)),
                })
              }
            </DefaultTabBar>
          )}
        />
      </Dropdown>
      <Dropdown
        menu={menuFor(activeKey)}
        trigger={["click"]}
        autoFocus
        onOpenChange={(open) => {
          if (!open) focusAfterOverlay(() => actionsRef.current);
        }}
      >
        <Button ref={actionsRef} size="small" type="text" aria-label="标签操作" icon={<DownOutlined />} />
      </Dropdown>
    </nav>
  );
}
