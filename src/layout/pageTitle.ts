import { useEffect } from "react";

export const APP_TITLE = "服务商工作台";

/** `route title-服务商工作台`, or 服务商工作台 when the route has no title (spec §1). */
export function formatPageTitle(title?: string | null): string {
  return title ? `${title}-${APP_TITLE}` : APP_TITLE;
}

/** Sets document.title for the page being shown. */
export function usePageTitle(title?: string | null): void {
  useEffect(() => {
    document.title = formatPageTitle(title);
  }, [title]);
}
