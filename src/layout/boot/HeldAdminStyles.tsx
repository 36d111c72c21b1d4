/**
 * The admin pages' antd styles, written while the login page is idle and kept until the page is closed.
 *
 * antd keeps a component's parsed styles only while some mounted component uses them: when the last one unmounts,
 * its entry is dropped (the <style> stays), and the next mount parses and looks its style up again among all the
 * page's styles. Rendered by the login page itself, these styles died with it, just before the admin frame
 * mounted: the first admin render parsed them again (about 60 ms of a deep link's 700, most of it looking through
 * some 200 <style> elements once per component). Rendered here, beside the routes, they outlive the login page.
 */
import { lazy, Suspense, useSyncExternalStore, type ComponentType } from "react";

type StylesLoader = () => Promise<{ default: ComponentType }>;

let load: StylesLoader | null = null;
const listeners = new Set<() => void>();

// Rendered only once `load` is given.
const AdminStyles = lazy(() => (load ? load() : Promise.reject(new Error("holdAdminStyles was not called"))));

/**
 * Writes the admin styles (once: `styles` brings their component, src/pages/login/AdminStyles.tsx, whose code stays
 * the login page's to load) and keeps them from now on.
 */
export function holdAdminStyles(styles: StylesLoader): void {
  if (load) return;
  load = styles;
  listeners.forEach((notify) => notify());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const isHeld = () => load !== null;

/** Rendered once, beside the routes (src/layout/AppRoutes.tsx): nothing until the styles are asked for. */
export function HeldAdminStyles() {
  if (!useSyncExternalStore(subscribe, isHeld, isHeld)) return null;
  return (
    <Suspense fallback={null}>
      <AdminStyles />
    </Suspense>
  );
}
