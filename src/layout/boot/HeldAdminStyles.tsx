/**
 * The admin pages' antd styles, written while the login page is idle and kept until the page is closed.
 *
 * antd keeps a component's parsed styles only while some mounted component uses them: when the last one unmounts,
 * its entry is dropped (the <style> stays), and the next mount parses and looks its style up again among all the
 * page's styles. Rendered by the login page itself, these styles died with it, just before the admin frame
 * mounted: the first admin render parsed them again (about 60 ms of a deep link's 700, most of it looking through
 * some 200 <style> elements once per component). Rendered here, beside the routes, they outlive the login page.
 */
import { lazy, Suspense, useSyncExternalStore } from "react";

const AdminStyles = lazy(() => import("./AdminStyles"));

let held = false;
const listeners = new Set<() => void>();

/** Writes the admin styles (once; their code loads then) and keeps them from now on. */
export function holdAdminStyles(): void {
  if (held) return;
  held = true;
  listeners.forEach((notify) => notify());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const isHeld = () => held;

/** Rendered once, beside the routes (src/layout/AppRoutes.tsx): nothing until the styles are asked for. */
export function HeldAdminStyles() {
  if (!useSyncExternalStore(subscribe, isHeld, isHeld)) return null;
  return (
    <Suspense fallback={null}>
      <AdminStyles />
    </Suspense>
  );
}
