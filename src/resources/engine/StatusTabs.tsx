import { Tabs } from "antd";
import { memo, useId, type ReactNode } from "react";
import type { TabsDecl } from "./types";

interface StatusTabsProps {
  tabs: TabsDecl;
  /** The selected option's value; undefined for 全部. */
  active: string | number | undefined;
  onChange: (value: string | number | undefined) => void;
}

type CountOf = (value: string | number) => ReactNode;

/**
 * The status tabs above a list: 全部 and one tab per option. A declaration with `useCounts` shows each tab's count
 * after its label; the hook runs once for all the tabs (a query hook per tab cost a list 13 of them on first render).
 * Memoised: antd's Tabs measures its tabs after each render, and the list renders again when its rows arrive.
 */
export const StatusTabs = memo(function StatusTabs(props: StatusTabsProps) {
  const { useCounts, field } = props.tabs;
  // Keyed by the tabs' field: another set of tabs (the orders list's 天猫 set) may count with another hook.
  return useCounts ? (
    <CountedTabs key={field} {...props} useCounts={useCounts} />
  ) : (
    <TabsWithCounts {...props} />
  );
});

function CountedTabs({ useCounts, ...props }: StatusTabsProps & { useCounts: () => CountOf }) {
  return <TabsWithCounts {...props} countOf={useCounts()} />;
}

function TabsWithCounts({ tabs, active, onChange, countOf }: StatusTabsProps & { countOf?: CountOf }) {
  // Its own id: without one, rc-tabs makes one after mounting and renders every tab again.
  const id = useId();
  return (
    <Tabs
      id={id}
      activeKey={active === undefined ? "" : String(active)}
      onChange={(key) => onChange(tabs.options.find((o) => String(o.value) === key)?.value)}
      items={[
        { key: "", label: tabs.allLabel ?? "全部" },
        ...tabs.options.map((option) => ({
          key: String(option.value),
          label: countOf ? (
            <>
              {option.label} {countOf(option.value)}
            </>
          ) : (
            option.label
          ),
        })),
      ]}
    />
  );
}
