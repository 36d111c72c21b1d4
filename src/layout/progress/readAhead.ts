/**
 * A route's first read started as the frame opens the route, before its page renders (issue 44): the page's render
 * takes some 100 ms on the order list, and refine's query starts only after it, once the page has committed. The data
 * provider keeps the read for that query (src/providers/earlyReads.ts). Only the engine's list pages declare a first
 * read (`firstRead`, src/resources/engine/index.tsx); any other page reads as it renders.
 */
import { dataProvider } from "../../providers/dataProvider";
import { getAccessGroup } from "../../providers/session";
import { permissionOf } from "../../providers/usePermission";
import type { ReadsAhead } from "../../resources/engine";

function readsAhead(page: unknown): page is ReadsAhead {
  return typeof page === "function" && "firstRead" in page && typeof page.firstRead === "function";
}

/**
 * Starts `page`'s first read for the address `at` (the one shown, or the one a login is about to open), when it is
 * `path`'s (the route being opened), and the account may open it (a refused read would only be a 403 more).
 */
export function readAhead(
  page: unknown,
  path: string,
  at: Pick<Location, "pathname" | "search"> = window.location,
): void {
  if (!readsAhead(page) || at.pathname !== path || !permissionOf(getAccessGroup()).mayOpen(path)) return;
  dataProvider.readListEarly(page.firstRead(path, at.search));
}
