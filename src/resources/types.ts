import type { ComponentType } from "react";
import type { Endpoint } from "../api/endpoint";

/** The sider's groups (spec §2 "Admin layout behaviour"). */
export type MenuGroupKey = "home" | "order" | "aftersales" | "worker" | "bill" | "personal" | "message";

/** One route of the spec §2 table. Menu, routes, titles, breadcrumb, tabs and permissions follow from these. */
export interface RouteDeclaration {
  /** The real path, also the permission key matched against accessGroup.menu. */
  path: string;
  /** Page title, menu label, crumb and tab text. */
  title: string;
  group: MenuGroupKey;
  /** Left out of the menu (detail pages and the like). */
  hidden?: boolean;
  /** Pinned tab that cannot be closed. */
  affix?: boolean;
  /** Where the page's back link leads. */
  backTo?: string;
  /** "none": the page has no layout (full page). Default "admin". */
  layout?: "admin" | "none";
  /** Not gated by accessGroup.menu (development-only routes such as the widget gallery). */
  ungated?: boolean;
  /** The page component. Routes without one show an honest "not available yet" state. */
  load?: () => Promise<{ default: ComponentType }>;
}

/** The endpoints a resource's data calls use (read by the data provider). */
export interface ResourceEndpoints {
  list?: Endpoint;
  one?: Endpoint;
  create?: Endpoint;
  update?: Endpoint;
  remove?: Endpoint;
}

export interface ResourceDeclaration {
  /** Unique resource name, e.g. "orders". */
  name: string;
  routes: RouteDeclaration[];
  endpoints?: ResourceEndpoints;
}
