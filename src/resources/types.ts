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
  /** For a detail route: the query parameter naming its record, e.g. "orderNo" (`linkTo` builds its links). */
  key?: string;
  /**
   * For a detail route opened for one record of the list it goes back to (`backTo`): the view it is of that list's
   * refine resource, refine's `show` or `edit`, with the record's id in the address as `?<key>=<id>`
   * (src/providers/routerProvider.ts reads it back). A detail route without one is a page of its own.
   */
  action?: RecordAction;
  /**
   * For a list: the refine resource name of the records it lists ("orders", "workOrders"…), when it is not the
   * folder's resource name. Lists of the same records share the name; each is its own resource by its path.
   */
  records?: string;
  /**
   * The call the screen is built on, where it is a path this project chose: a gateway that does not serve it
   * (src/providers/servedCalls.ts) gets neither the menu entry nor the page.
   */
  needs?: Endpoint;
  /**
   * The route's screen, loaded lazily (its code stays out of the entry chunk); the frame renders it with the route
   * as prop. Routes without one show an honest "not available yet" state.
   */
  screen?: () => Promise<{ default: ComponentType<ScreenProps> }>;
}

/** The record views a list's refine resource can have beside its `list` (refine's action names). */
export type RecordAction = "show" | "edit";

/** A route whose record is named by a query parameter (a detail page): links to it are `linkTo(route, value)`. */
export type DetailRoute = RouteDeclaration & { key: string };

/** What the frame hands a route's screen: the route it renders (title, path, back link, record key). */
export interface ScreenProps {
  route: RouteDeclaration;
}

/** A route's screen component. */
export type Screen = ComponentType<ScreenProps>;

/** The endpoints a resource's data calls use (read by the data provider). */
export interface ResourceEndpoints {
  list?: Endpoint;
  one?: Endpoint;
  create?: Endpoint;
  update?: Endpoint;
  remove?: Endpoint;
}

/**
 * A resource: one folder under src/resources whose `index.ts` exports it as `resource` (the registry finds it by a
 * glob); its routes are the data of the folder's `routes.ts` with their screens attached.
 */
export interface ResourceDeclaration {
  /** Unique resource name, e.g. "orders". */
  name: string;
  routes: RouteDeclaration[];
  endpoints?: ResourceEndpoints;
}
