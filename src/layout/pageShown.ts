import { createContext, useContext } from "react";

/**
 * Whether the page around the caller is the one shown. A page kept alive in a hidden tab stays mounted with its
 * effects running (tabs/KeepAliveOutlet.tsx); what belongs to the page on screen alone (the document title, where
 * focus goes) follows this. True outside the kept pages (a full-page route, a page without a tab).
 */
export const PageShownContext = createContext(true);

export function usePageShown(): boolean {
  return useContext(PageShownContext);
}
