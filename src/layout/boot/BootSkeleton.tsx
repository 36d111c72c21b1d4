import { useEffect } from "react";
import { startProgress } from "../progress/progressStore";
import { STORAGE_KEYS } from "../../providers/session";
import markup from "./skeleton.html?raw";

/**
 * The skeletons of skeleton.html (also painted by index.html before any script runs, see vite.config.ts), as React
 * fallbacks: the same markup, so nothing moves when one replaces the other. The top progress bar runs meanwhile.
 */
function Skeleton({ variant }: { variant: "admin" | "public" }) {
  useEffect(() => startProgress(), []);
  let siderClosed = false;
  try {
    siderClosed = localStorage.getItem(STORAGE_KEYS.sidebarStatus) === "0";
  } catch {
    // Storage blocked: the sider is shown open.
  }
  const className = `boot-show-${variant}${siderClosed ? " boot-sider-closed" : ""}`;
  return <div className={className} dangerouslySetInnerHTML={{ __html: markup }} />;
}

/** The admin frame's skeleton: sider (title), header, tab strip (首页), content placeholder. */
export function AdminSkeleton() {
  return <Skeleton variant="admin" />;
}

/** The title splash of the public pages. */
export function PublicSplash() {
  return <Skeleton variant="public" />;
}
