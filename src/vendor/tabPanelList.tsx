/**
 * antd Tabs' panel list (rc-tabs'; scripts/vitePlugins/antdPartsReplaced.ts points rc-tabs' import here): the panel of
 * a tab strip whose tabs hold no content is drawn as a plain element.
 *
 * rc-tabs wraps each tab's panel in rc-motion's CSSMotion, whose state is set in a layout effect on mount, so every
 * tab rendered again inside the commit that mounted it, content or not. The console's busiest strips hold none: a
 * list's status tabs (a dozen and more, with their counts) and the open pages' strip, whose pages are drawn beside
 * it. For those, the active tab's (empty) panel is drawn as rc-tabs draws it once shown, without the motion; tabs
 * that hold content keep rc-tabs' own list, motion and all.
 */
import classNames from "classnames";
import TabContext from "rc-tabs/es/TabContext";
import RcTabPanelList, { type TabPanelListProps } from "rc-tabs/es/TabPanelList";
import TabPane from "rc-tabs/es/TabPanelList/TabPane";
import { useContext } from "react";

export default function TabPanelList(props: TabPanelListProps) {
  const { prefixCls, tabs } = useContext(TabContext);
  if (tabs.some((tab) => tab.children != null)) return <RcTabPanelList {...props} />;
  const active = tabs.find((tab) => tab.key === props.activeKey);
  const tabPane = Boolean(props.animated?.tabPane);
  return (
    <div className={`${prefixCls}-content-holder`}>
      <div
        className={classNames(`${prefixCls}-content`, `${prefixCls}-content-${props.tabPosition}`, {
          [`${prefixCls}-content-animated`]: tabPane,
        })}
      >
        {active && (
          <TabPane
            prefixCls={`${prefixCls}-tabpane`}
            id={props.id}
            tabKey={active.key}
            animated={tabPane}
            active
            style={active.style}
            className={active.className}
          />
        )}
      </div>
    </div>
  );
}
