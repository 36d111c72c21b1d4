/**
 * The engine: resource screens declared as data (types.ts) and the generic views that render them. A resource folder
 * declares its screens and gets its pages from `listPage` / `showPage`; custom cells, sections, actions and whole
 * pages are the escape hatches (see src/resources/README.md). A page is a route's screen: the frame renders it with
 * its route (ScreenProps), so the views never look a route up.
 */
import { lazy, use, type ComponentProps, type ComponentType } from "react";
import type { ScreenProps } from "../types";
import { moduleLoader } from "../../widgets/moduleLoader";
import type { FormViewProps } from "./FormView";
import type { FormFields as FormFieldsComponent } from "./FormFields";
import type { ListView as ListViewComponent } from "./ListView";
import type { FormScreen } from "./formTypes";
import type { ListPayloadParams } from "../../providers/dataProvider";
import { listPayload, listRequest, stateFromSearch, tabsOf } from "./searchState";
import type { AnyRecord, ListScreen, ShowScreen } from "./types";

export type * from "./types";
export type * from "./formTypes";
export { ActionBar } from "./ActionBar";
export { EnumTag, renderValue } from "./values";
export { formatMoney, joinList, LIST_SEPARATOR } from "./format";
export { listScreen, loadFrom, remoteOptions, section } from "./declare";
export { addressSelection, firstUploadPath, uploadPaths } from "./formValues";
export { requestField, requestFields, type RequestFieldDecl } from "./requestField";
export { buttonOf, isOffered, useRunAction } from "./actions";
export { useOptions } from "./options";
export { loadedOnUse } from "../../widgets/moduleLoader";
export { decodeSearch, encodeSearch, searchPayload } from "./searchState";
export type { FormViewProps } from "./FormView";

/** A page whose code has more to load than its module: the frame awaits `preload` with it (loadPage.ts). */
export interface Preloadable {
  preload: () => Promise<unknown>;
}

/**
 * A list page's first read, as the data provider's `readListEarly` takes it: the frame starts it as it opens the
 * route (`readAhead`, src/layout/progress/loadPage.ts), before the page has rendered, and refine's query of the page takes it.
 */
export interface ReadsAhead {
  firstRead: (path: string, search: string) => { resource: string } & ListPayloadParams;
}
export { linkTo, linkWith } from "./links";
export type { DetailRoute, RouteDeclaration, Screen, ScreenProps } from "../types";

/**
 * The views, each loaded with the first page that renders one (issue 30): every screen module imports this index (for
 * `linkTo`, `section`, ...), so a view imported here would come with every page: the list's Table, search form and
 * date picker with the home page and the detail pages, the form's upload and image tools with every list. A page of
 * `listPage` / `showPage` / `formPage` carries its view's `preload`, which the frame awaits with the page's own code
 * (src/layout/progress/loadPage.ts), so the page renders at once with its view; a page rendered before its view is
 * here waits for it as for its own code (no Suspense boundary of its own: the route's progress bar, or the previous
 * page kept during the navigation). Pages that embed a view import it from its file (`engine/FormView`).
 */
function viewLoader<M>(load: () => Promise<M>): { preload: () => Promise<M>; useView: () => M } {
  const view = moduleLoader(load);
  // `use` of the one pending promise suspends the page until the view is here; once here, no suspension at all.
  return { preload: view.load, useView: () => view.loaded() ?? use(view.load()) };
}

const listView = viewLoader(() => import("./ListView").then((view) => view.ready(view)));
const showView = viewLoader(() => import("./ShowView"));
const formView = viewLoader(() => import("./FormView"));

/** The list view, loaded on first render (see above). */
export function ListView<R extends AnyRecord, D extends AnyRecord = R>(
  props: ComponentProps<typeof ListViewComponent<R, D>>,
) {
  const View = listView.useView().ListView<R, D>;
  return <View {...props} />;
}
/** The form view loaded on first render (see above); inside a page, `engine/FormView` renders it at once. */
export function FormView<L, S, Q>(props: FormViewProps<L, S, Q>) {
  const View = formView.useView().FormView<L, S, Q>;
  return <View {...props} />;
}
/** The form fields loaded on first render; `engine/FormFields` renders them at once. */
export const FormFields = lazy(() =>
  import("./FormFields").then((m) => ({ default: m.FormFields })),
) as unknown as typeof FormFieldsComponent;

/**
 * The screen of a list declaration. `part` names a list shown beside its route's own list on one page (a tab): it
 * gets its own refine resource and leaves the address to the page's own list.
 */
export function listPage<R extends AnyRecord, D extends AnyRecord = R>(
  screen: ListScreen<R, D>,
): ComponentType<ScreenProps & { part?: string }> & Preloadable & ReadsAhead {
  function EngineListPage({ route, part }: ScreenProps & { part?: string }) {
    const View = listView.useView().ListView<R, D>;
    return <View screen={screen} route={route} part={part} />;
  }
  // The request ListView's query makes first, for the list opened at `search` (its resource is its route's path).
  const firstRead = (path: string, search: string) => {
    const state = stateFromSearch(screen, search);
    return {
      resource: path,
      ...listRequest(screen, state, listPayload(screen, state, tabsOf(screen, state.values))),
    };
  };
  return Object.assign(EngineListPage, { preload: listView.preload, firstRead });
}

/** The screen of a show declaration: the record named by the route's `key` query parameter. */
export function showPage<B extends AnyRecord>(
  screen: ShowScreen<B>,
): ComponentType<ScreenProps> & Preloadable {
  function EngineShowPage({ route }: ScreenProps) {
    const View = showView.useView().ShowView<B>;
    return <View screen={screen} route={route} />;
  }
  return Object.assign(EngineShowPage, { preload: showView.preload });
}

/**
 * The screen of a form declaration (the edit view). It reads its record's key from the query string, so the route
 * it is given is not needed; `<FormView screen>` embeds the same form in a page's section.
 */
export function formPage<L, S, Q>(screen: FormScreen<L, S, Q>): ComponentType<ScreenProps> & Preloadable {
  function EngineFormPage() {
    const View = formView.useView().FormView<L, S, Q>;
    return <View screen={screen} />;
  }
  return Object.assign(EngineFormPage, { preload: formView.preload });
}
