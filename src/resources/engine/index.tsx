/**
 * The engine: resource screens declared as data (types.ts) and the generic views that render them. A resource folder
 * declares its screens and gets its pages from `listPage` / `showPage`; custom cells, sections, actions and whole
 * pages are the escape hatches (see src/resources/README.md).
 */
import type { ComponentType } from "react";
import { ListView } from "./ListView";
import { ShowView } from "./ShowView";
import type { AnyRecord, ListScreen, ShowScreen } from "./types";

export type * from "./types";
export { ActionBar } from "./ActionBar";
export { EnumTag, renderValue } from "./values";
export { formatMoney, joinList, LIST_SEPARATOR } from "./format";

/** The page component of a list screen. */
export function listPage<R extends AnyRecord, D extends AnyRecord = R>(
  screen: ListScreen<R, D>,
): ComponentType {
  return function EngineListPage() {
    return <ListView screen={screen} />;
  };
}

/** The page component of a show screen. */
export function showPage<B extends AnyRecord>(screen: ShowScreen<B>): ComponentType {
  return function EngineShowPage() {
    return <ShowView screen={screen} />;
  };
}
