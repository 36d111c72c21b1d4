/**
 * The worker filter's remote search (SearchForm.tsx), loaded in two steps like the parts in ./later.ts: the list loads
 * this module, which loads the widget, so the widget's files are not named in the list's own chunk. Its own module:
 * ./later.ts loads the cards, which import the search form.
 */
export const loadWorkerSelect = () => import("../../widgets/worker-select");
