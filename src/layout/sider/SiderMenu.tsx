import {
  AccountBookOutlined,
  CustomerServiceOutlined,
  HomeOutlined,
  MessageOutlined,
  ProfileOutlined,
  TeamOutlined,
  UserOutlined,
} from "@ant-design/icons";
import { Badge, Menu, type MenuProps } from "antd";
import { createContext, memo, useContext, useMemo, useState, type ReactNode } from "react";
import { Link, useLocation } from "react-router";
import { useAccessGroupState } from "../../providers/usePermission";
import { useSession } from "../../providers/useSession";
import { useValueAfterPaint } from "../useValueAfterPaint";
import { routes } from "../../resources";
import { menuGroups } from "../../resources/groups";
import type { MenuGroupKey } from "../../resources/types";
import { useNeedDealCount, WORK_ORDER_LIST_PATH } from "../../queries/needDealCount";
import { accordionKeys, buildSiderModel, isSingle, locateInMenu, type SiderItem } from "./siderModel";

const GROUP_ICONS: Record<MenuGroupKey, ReactNode> = {
  home: <HomeOutlined />,
  order: <ProfileOutlined />,
  aftersales: <CustomerServiceOutlined />,
  worker: <TeamOutlined />,
  bill: <AccountBookOutlined />,
  personal: <UserOutlined />,
  message: <MessageOutlined />,
};

type MenuItem = NonNullable<MenuProps["items"]>[number];

/** The count of work orders waiting (useNeedDealCount), for the one label that shows it. */
const NeedDealCount = createContext(0);

function NeedDealBadge() {
  const count = useContext(NeedDealCount);
  return <Badge count={count} overflowCount={99} size="small" aria-label={`待处理工单 ${count}`} />;
}

function itemLabel(item: SiderItem, title: string): ReactNode {
  if (item.path !== WORK_ORDER_LIST_PATH) return <Link to={item.path}>{title}</Link>;
  return (
    <Link to={item.path} className="sider-badged-link">
      <span>{title}</span>
      <NeedDealBadge />
    </Link>
  );
}

export interface SiderMenuProps {
  collapsed?: boolean;
}

/**
 * The sider's antd Menu (inline, dark): one group open at a time; the current route's group opens and its item is
 * selected whenever the route changes. Built from the declarations and the accessGroup in memory (siderModel.ts).
 *
 * The menu follows the route a frame after the page (useValueAfterPaint): a tab switch paints the page first, and the
 * submenu that closes (its collapse animation measures the layout, a layout of the whole page) does not delay that
 * frame.
 */
export function SiderMenu({ collapsed = false }: SiderMenuProps) {
  const { pathname } = useLocation();
  return <RouteMenu pathname={useValueAfterPaint(pathname)} collapsed={collapsed} />;
}

const RouteMenu = memo(function RouteMenu({ pathname, collapsed }: { pathname: string; collapsed: boolean }) {
  const { user } = useSession();
  // The session's accessGroup, subscribed: the menu follows a change the way routes and buttons do (usePermission).
  const accessGroup = useAccessGroupState();
  const model = useMemo(() => buildSiderModel(routes, menuGroups, accessGroup), [accessGroup]);
  const location = useMemo(() => locateInMenu(pathname, routes, model), [pathname, model]);
  const showsWorkOrders = model.some((g) => g.items.some((item) => item.path === WORK_ORDER_LIST_PATH));
  const badge = useNeedDealCount(user?.providerId, showsWorkOrders);

  // Keys the user opened by hand, valid only for the path they were opened on: navigating resets to the route's group.
  const [manual, setManual] = useState<{ at: string; keys: string[] } | null>(null);
  const { openKey, selectedKey } = location;
  const openKeys = useMemo(
    () => (manual !== null && manual.at === pathname ? manual.keys : openKey !== undefined ? [openKey] : []),
    [manual, pathname, openKey],
  );

  const items = useMemo(
    (): MenuItem[] =>
      model.map((group) => {
        if (isSingle(group)) {
          const only = group.items[0];
          return { key: only.path, icon: GROUP_ICONS[group.key], label: itemLabel(only, group.title) };
        }
        return {
          key: group.path,
          icon: GROUP_ICONS[group.key],
          label: group.title,
          children: group.items.map((item) => ({ key: item.path, label: itemLabel(item, item.title) })),
        };
      }),
    [model],
  );

  // The same element while the menu's own inputs are: a new count of work orders renders its badge alone, not the
  // menu's 300-odd parts (on each load, and on each live event that refreshes the count).
  const menu = useMemo(
    () => (
      <Menu
        mode="inline"
        theme="dark"
        inlineCollapsed={collapsed}
        items={items}
        selectedKeys={selectedKey !== undefined ? [selectedKey] : []}
        // Collapsed, antd shows submenus as hover popups and manages them itself.
        {...(collapsed ? {} : { openKeys })}
        onOpenChange={(next) => {
          if (!collapsed) setManual({ at: pathname, keys: accordionKeys(openKeys, next) });
        }}
        style={{ borderInlineEnd: 0 }}
      />
    ),
    [collapsed, items, selectedKey, openKeys, pathname],
  );
  return <NeedDealCount.Provider value={badge}>{menu}</NeedDealCount.Provider>;
});
