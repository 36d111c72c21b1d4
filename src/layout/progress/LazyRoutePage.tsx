import { lazy, Suspense, useState, type LazyExoticComponent } from "react";
import type { RouteDeclaration, Screen } from "../../resources/types";
import { useDataProvider } from "@refinedev/core";
import type { ConsoleDataProvider } from "../../providers/dataProvider";
import { loadAndKeepPage, loadedPage, readAhead, type ReadListEarly, type ScreenLoader } from "./loadPage";
import { PageLoadBoundary } from "./PageLoadBoundary";
import { RouteLoading } from "./RouteLoading";

type LoadableScreen = LazyExoticComponent<Screen>;

/** The lazy component of each route (a failed lazy() stays failed, so 重试 makes a new one). */
const pages = new Map<string, LoadableScreen>();

function pageFor(path: string, screen: ScreenLoader, fresh: boolean, read: ReadListEarly): LoadableScreen {
  const cached = pages.get(path);
  if (cached && !fresh) return cached;
  const page: LoadableScreen = lazy(() =>
    loadAndKeepPage(path, screen).then(
      (module) => {
        // Its data asked for now, before the page renders (./loadPage.ts).
        readAhead(module.default, path, read);
        return module;
      },
      (error: unknown) => {
        // A failed page is not reused: the next visit to the route loads it afresh.
        if (pages.get(path) === page) pages.delete(path);
        throw error;
      },
    ),
  );
  pages.set(path, page);
  return page;
}

/**
 * A declared route's screen, loaded on demand and rendered with its route: the top progress bar while its code
 * loads, and a clear message with 重试 when the code fails to load, takes over 120 s, or has no default component
 * (自动匹配注册组件异常！).
 */
export function LazyRoutePage({ route, screen }: { route: RouteDeclaration; screen: ScreenLoader }) {
  // The component lives in state: the same one on every render, a new one only on 重试. A screen whose code has
  // arrived (prefetched, or visited before) is rendered as it is, not through lazy().
  const dataProvider = useDataProvider();
  // refine types its data provider as its own; the console's reads ahead (a test's may not).
  const read: ReadListEarly = (params) =>
    (dataProvider() as Partial<ConsoleDataProvider>).readListEarly?.(params);
  const [{ attempt, Page }, setLoad] = useState(() => {
    const loaded = loadedPage(route.path);
    // A page here already asks for its data as it is first rendered (./loadPage.ts); the others once they arrive.
    readAhead(loaded, route.path, read);
    return { attempt: 0, Page: loaded ?? pageFor(route.path, screen, false, read) };
  });
  const retry = () => setLoad({ attempt: attempt + 1, Page: pageFor(route.path, screen, true, read) });
  return (
    <PageLoadBoundary key={attempt} attempts={attempt + 1} onRetry={retry}>
      <Suspense fallback={<RouteLoading />}>
        <Page route={route} />
      </Suspense>
    </PageLoadBoundary>
  );
}
