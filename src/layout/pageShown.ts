/**
 * Whether the page around the caller is the one shown (the kept pages of tabs/KeepAliveOutlet.tsx provide it). It
 * lives in src/queries/pageShown.tsx, where the reads of a page follow it too; re-exported here for the layout.
 */
export { PageShownContext, usePageShown } from "../queries/pageShown";
