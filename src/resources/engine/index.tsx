/**
 * The engine: resource screens declared as data (types.ts) and the generic views that render them. A resource folder
 * declares its screens and gets its pages from `listPage` / `showPage`; custom cells, sections, actions and whole
 * pages are the escape hatches (see src/resources/README.md). A page is a route's screen: the frame renders it with
 * its route (ScreenProps), so the views never look a route up.
 */
import type { ComponentType } from "react";
import type { ScreenProps } from "../types";
import { ListView } from "./ListView";
import { ShowView } from "./ShowView";
import { FormView } from "./FormView";
import type { FormScreen } from "./formTypes";
import type { AnyRecord, ListScreen, ShowScreen } from "./types";

export type * from "./types";
export type * from "./formTypes";
export { ActionBar } from "./ActionBar";
export { EnumTag, renderValue } from "./values";
export { formatMoney, joinList, LIST_SEPARATOR } from "./format";
export { listScreen, loadFrom, remoteOptions, section } from "./declare";
export { addressSelection, firstUploadPath, uploadPaths } from "./formValues";
export { isOffered, useRunAction } from "./actions";
export { useOptions } from "./options";
export { decodeSearch, encodeSearch, searchPayload } from "./searchState";
export { ListView } from "./ListView";
export { FormView, type FormViewProps } from "./FormView";
export { FormFields } from "./FormFields";
export { linkTo, linkWith } from "./links";
export type { DetailRoute, RouteDeclaration, Screen, ScreenProps } from "../types";

/**
 * The screen of a list declaration. `part` names a list shown beside its route's own list on one page (a tab): it
 * gets its own refine resource and leaves the address to the page's own list.
 */
export function listPage<R extends AnyRecord, D extends AnyRecord = R>(
  screen: ListScreen<R, D>,
): ComponentType<ScreenProps & { part?: string }> {
  return function EngineListPage({ route, part }: ScreenProps & { part?: string }) {
    return <ListView screen={screen} route={route} part={part} />;
  };
}

/** The screen of a show declaration: the record named by the route's `key` query parameter. */
export function showPage<B extends AnyRecord>(screen: ShowScreen<B>): ComponentType<ScreenProps> {
  return function EngineShowPage({ route }: ScreenProps) {
    return <ShowView screen={screen} route={route} />;
  };
}

/**
 * The screen of a form declaration (the edit view). It reads its record's key from the query string, so the route
 * it is given is not needed; `<FormView screen>` embeds the same form in a page's section.
 */
export function formPage<L, S, Q>(screen: FormScreen<L, S, Q>): ComponentType<ScreenProps> {
  return function EngineFormPage() {
    return <FormView screen={screen} />;
  };
}
