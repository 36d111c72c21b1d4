import type { MenuGroupKey } from "./types";

export interface MenuGroup {
  key: MenuGroupKey;
  title: string;
  /** The group's own path in the route table. */
  path: string;
}

/** Sider groups in menu order (spec §2). */
export const menuGroups: readonly MenuGroup[] = [
  { key: "home", title: "首页", path: "/" },
  { key: "order", title: "订单管理", path: "/order" },
  { key: "aftersales", title: "售后管理", path: "/aftersales" },
  { key: "worker", title: "辖区师傅管理", path: "/worker" },
  { key: "bill", title: "账单管理", path: "/bill" },
  { key: "personal", title: "个人中心", path: "/personal" },
  { key: "message", title: "消息中心", path: "/message" },
];
