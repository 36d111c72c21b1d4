import { useCallback, useLayoutEffect, useState } from "react";
import { useLocation } from "react-router";
import { STORAGE_KEYS } from "../../providers/session";
import { useNarrowerThan } from "../../widgets/windowWidth";

/**
 * The sider's open/collapsed state (spec §2 "Admin layout behaviour").
 *
 * - Wide windows (≥ 992 px): the sider is inline, open or collapsed. The choice is remembered in localStorage under
 *   `sidebarStatus` as "1" (opened) or "0" (collapsed), as vue-element-admin does; no value means opened.
 * - Narrow windows (< 992 px, spec §9 mobile breakpoint): the sider collapses by itself — it is not inline at all
 *   and opens as an overlay drawer, which closes after each navigation (CloseOnNavigation, rendered with the open
 *   drawer). The drawer's state is not stored, so the remembered desktop choice comes back when the window widens
 *   again.
 * - The state does not read the location: the layout that holds it does not render again on every navigation.
 */

export const MOBILE_BREAKPOINT_PX = 992;

/** "1" = opened, "0" = collapsed; anything else (nothing stored, garbage) reads as opened. */
export function parseSidebarStatus(value: string | null): boolean {
  return value !== "0";
}

function readOpened(): boolean {
  try {
    return parseSidebarStatus(window.localStorage.getItem(STORAGE_KEYS.sidebarStatus));
  } catch {
    return true;
  }
}

function writeOpened(opened: boolean): void {
  try {
    window.localStorage.setItem(STORAGE_KEYS.sidebarStatus, opened ? "1" : "0");
  } catch {
    // Storage unavailable: the choice lasts for this page only.
  }
}

/** True while the window is narrower than 992 px. */
export function useIsMobile(): boolean {
  return useNarrowerThan(MOBILE_BREAKPOINT_PX);
}

export interface SiderState {
  mobile: boolean;
  /** Inline sider collapsed (wide windows). */
  collapsed: boolean;
  /** Overlay drawer open (narrow windows). */
  drawerOpen: boolean;
  /** The header's toggle: collapses/opens the inline sider, or opens/closes the drawer. */
  toggle(): void;
  closeDrawer(): void;
}

export function useSiderState(): SiderState {
  const mobile = useIsMobile();
  const [opened, setOpened] = useState(readOpened);
  const [drawerOpen, setDrawerOpen] = useState(false);
  // A wider window has no drawer: it is closed, not shown again when the window narrows later.
  if (!mobile && drawerOpen) setDrawerOpen(false);

  const toggle = useCallback(() => {
    if (mobile) {
      setDrawerOpen((open) => !open);
      return;
    }
    writeOpened(!opened);
    setOpened(!opened);
  }, [mobile, opened]);

  const closeDrawer = useCallback(() => setDrawerOpen(false), []);

  return { mobile, collapsed: !opened, drawerOpen, toggle, closeDrawer };
}

/**
 * Calls `onNavigate` once the path differs from the one it was mounted on. Rendered only while the drawer is open,
 * so that only then does anything re-render on navigation for the drawer's sake; it closes the drawer before the
 * new page is painted.
 */
export function CloseOnNavigation({ onNavigate }: { onNavigate(): void }): null {
  const { pathname } = useLocation();
  const [openedOn] = useState(pathname);
  useLayoutEffect(() => {
    if (pathname !== openedOn) onNavigate();
  }, [pathname, openedOn, onNavigate]);
  return null;
}
