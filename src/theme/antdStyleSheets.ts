/**
 * The admin sheet of antd's styles, written by the build (scripts/vitePlugins/antdStyleSheets.ts, issue 44): linked
 * when the admin code loads, right after the public sheet (so still before the console's own CSS), and once it has
 * loaded, antd reads its map of the styles the two sheets hold again and stops writing those.
 *
 * antd reads that map once, on its first style (@ant-design/cssinjs `prepare`): the public sheet's, on any page.
 * `reset` is cssinjs's own way to have it read again, and `prepare` reads it. They are a file of cssinjs, not its
 * documented API: a cssinjs without them fails the type check and the build, not a page (antd and so cssinjs are
 * pinned, package.json).
 */
import { prepare as readStyleMap, reset as forgetStyleMap } from "@ant-design/cssinjs/es/util/cacheMapUtil";

/** The meta element that names the admin sheet, and the mark of the public sheet's link (both in index.html). */
const ADMIN_SHEET_META = "antd-admin-styles";
const PUBLIC_SHEET = 'link[data-antd-styles="public"]';

let loading: Promise<void> | null = null;

/**
 * Links the admin sheet, once. Resolves when it has loaded, or failed (antd then writes those styles itself), or at
 * once when the page names none (`npm run dev`) or the public sheet is not in it: the admin sheet holds only the
 * styles the public one does not, and its map names both.
 */
export function loadAdminStyles(): Promise<void> {
  loading ??= new Promise<void>((resolve) => {
    const href = document.querySelector<HTMLMetaElement>(`meta[name="${ADMIN_SHEET_META}"]`)?.content;
    const publicSheet = document.querySelector<HTMLLinkElement>(PUBLIC_SHEET);
    if (!href || !publicSheet?.sheet) {
      resolve();
      return;
    }
    const link = document.createElement("link");
    link.rel = "stylesheet";
    link.href = href;
    link.dataset.antdStyles = "admin";
    link.onload = () => {
      // The map read again is the admin sheet's: later in the page, it wins. It is read here, in the sheet's own
      // task: reading it computes the page's styles with the new sheet, which antd's next style did in the middle of
      // the frame's first render (issue 44).
      forgetStyleMap();
      readStyleMap();
      resolve();
    };
    link.onerror = () => {
      link.remove();
      resolve();
    };
    // Linked in a task of its own: a sheet already fetched (boot.js preloads it on an admin route) is parsed as it is
    // linked, about 70 ms at 4× CPU, which made the task that asked for the admin code that much longer (issue 44).
    setTimeout(() => publicSheet.after(link));
  });
  return loading;
}

/** Tests only: forget the link made. */
export function forgetAdminStylesForTest(): void {
  loading = null;
}
