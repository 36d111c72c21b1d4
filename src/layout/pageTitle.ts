import { useEffect } from "react";
import { usePageShown } from "./pageShown";

export const APP_TITLE = "服务商工作台";

/** `route title-服务商工作台`, or 服务商工作台 when the route has no title (spec §1). */
export function formatPageTitle(title?: string | null): string {
  return title ? `${title}-${APP_TITLE}` : APP_TITLE;
}

/** Sets document.title for the page being shown (again each time its kept tab is shown). */
export function usePageTitle(title?: string | null): void {
  const shown = usePageShown();
  useEffect(() => {
    if (shown) document.title = formatPageTitle(title);
  }, [title, shown]);
}
