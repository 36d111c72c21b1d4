import { lazy, Suspense, useState, type ComponentType, type LazyExoticComponent } from "react";
import type { RouteDeclaration } from "../../resources/types";
import { loadAndKeepPage, loadedPage } from "./loadPage";
import { PageLoadBoundary } from "./PageLoadBoundary";
import { RouteLoading } from "./RouteLoading";

type LoadablePage = LazyExoticComponent<ComponentType>;

/** The lazy component of each route (a failed lazy() stays failed, so 重试 makes a new one). */
const pages = new Map<string, LoadablePage>();

function pageFor(
  route: RouteDeclaration & Required<Pick<RouteDeclaration, "load">>,
  fresh: boolean,
): LoadablePage {
  const cached = pages.get(route.path);
  if (cached && !fresh) return cached;
  const page: LoadablePage = lazy(() =>
    loadAndKeepPage(route.path, route.load).catch((error: unknown) => {
      // A failed page is not reused: the next visit to the route loads it afresh.
      if (pages.get(route.path) === page) pages.delete(route.path);
      throw error;
    }),
  );
  pages.set(route.path, page);
  return page;
}

/**
 * A declared route's page, loaded on demand: the top progress bar while its code loads, and a clear message with
 * 重试 when the code fails to load, takes over 120 s, or has no default component (自动匹配注册组件异常！).
 */
export function LazyRoutePage({
  route,
}: {
  route: RouteDeclaration & Required<Pick<RouteDeclaration, "load">>;
}) {
  // The component lives in state: the same one on every render, a new one only on 重试. A page whose code has
  // arrived (prefetched, or visited before) is rendered as it is, not through lazy().
  const [{ attempt, Page }, setLoad] = useState(() => ({
    attempt: 0,
    Page: loadedPage(route.path) ?? pageFor(route, false),
  }));
  const retry = () => setLoad({ attempt: attempt + 1, Page: pageFor(route, true) });
  return (
    <PageLoadBoundary key={attempt} attempts={attempt + 1} onRetry={retry}>
      <Suspense fallback={<RouteLoading />}>
        <Page />
      </Suspense>
    </PageLoadBoundary>
  );
}
