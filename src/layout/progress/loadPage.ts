import type { ComponentType } from "react";
import type { ListPayloadParams } from "../../providers/dataProvider";
import type { ReadsAhead } from "../../resources/engine";
import type { Screen } from "../../resources/types";
import { importAgain } from "../../widgets/importAgain";

/** Spec §8/§9: a route's code that has not arrived after 120 s counts as failed. */
export const CHUNK_TIMEOUT_MS = 120_000;

/** Spec §8: the route's component cannot be derived (the module has no default component). */
export const COMPONENT_MISSING_MESSAGE = "自动匹配注册组件异常！";

export type PageLoadFailure = "failed" | "timeout" | "noComponent";

export class PageLoadError extends Error {
  constructor(
    readonly kind: PageLoadFailure,
    message: string,
    readonly cause?: unknown,
  ) {
    super(message);
    this.name = "PageLoadError";
  }
}

/** Loads a route's screen module (a route declaration's `screen`). */
export type ScreenLoader = () => Promise<{ default: Screen }>;

/** A function component, a class, or one of React's wrapped components (memo, forwardRef, lazy). */
export function isComponent(value: unknown): value is ComponentType {
  return typeof value === "function" || (typeof value === "object" && value !== null && "$$typeof" in value);
}

/**
 * What a page component still has to load before it renders (the engine's pages: their view, src/resources/engine):
 * its `preload`, when it has one.
 */
function preloadOf(component: unknown): (() => Promise<unknown>) | undefined {
  if (typeof component !== "function" || !("preload" in component)) return undefined;
  const { preload } = component;
  return typeof preload === "function" ? () => Promise.resolve(preload()) : undefined;
}

/**
 * Loads a route's screen module (and what its component preloads, so the page renders at once): rejects with
 * PageLoadError "timeout" after `timeoutMs`, "failed" when the chunk cannot be fetched, "noComponent"
 * (自动匹配注册组件异常！) when it has no default component.
 */
export function loadPage(
  load: ScreenLoader,
  timeoutMs: number = CHUNK_TIMEOUT_MS,
): Promise<{ default: Screen }> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new PageLoadError("timeout", `页面加载超时（超过 ${Math.round(timeoutMs / 1000)} 秒）`)),
      timeoutMs,
    );
    let loading: Promise<{ default: Screen }>;
    try {
      loading = importAgain(load).then(async (module) => {
        const candidate: unknown = (module as { default?: unknown } | null | undefined)?.default;
        await preloadOf(candidate)?.();
        return module;
      });
    } catch (error) {
      loading = Promise.reject(error);
    }
    loading.then(
      (module) => {
        clearTimeout(timer);
        const candidate: unknown = (module as { default?: unknown } | null | undefined)?.default;
        // The module is typed, but a chunk is code from the network: its default is checked before it renders.
        if (isComponent(candidate)) resolve({ default: module.default });
        else reject(new PageLoadError("noComponent", COMPONENT_MISSING_MESSAGE));
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(new PageLoadError("failed", "页面加载失败，请检查网络后重试", error));
      },
    );
  });
}

/**
 * Page components whose code has arrived, by route path. A page found here renders at once: a lazy component
 * suspends on its first render even when its code is already loaded, and React then holds the page back for up to
 * 300 ms (its Suspense reveal throttle): the rows of a deep link showed 0.3 s after the frame.
 */
const loadedPages = new Map<string, Screen>();

export function loadedPage(path: string): Screen | undefined {
  return loadedPages.get(path);
}

/** loadPage() that remembers the component of `path` once it has arrived (a failure is not remembered). */
export function loadAndKeepPage(
  path: string,
  load: ScreenLoader,
  timeoutMs?: number,
): Promise<{ default: Screen }> {
  return loadPage(load, timeoutMs).then((module) => {
    loadedPages.set(path, module.default);
    return module;
  });
}

/** What starts a list page's first read: the data provider's `readListEarly` (src/providers/earlyReads.ts). */
export type ReadListEarly = (params: { resource: string } & ListPayloadParams) => void;

function readsAhead(page: unknown): page is ReadsAhead {
  return typeof page === "function" && "firstRead" in page && typeof page.firstRead === "function";
}

/**
 * Starts `page`'s first read for the address `at` (the one shown, or the one a login is about to open) when it is
 * `path`'s, the route being opened, before the page renders (issue 44): the page's render takes some 100 ms on the
 * order list, and refine's query starts only after it, once the page has committed; the data provider keeps the read
 * for that query. Only the engine's list pages declare a first read (`firstRead`, src/resources/engine/index.tsx).
 */
export function readAhead(
  page: unknown,
  path: string,
  read: ReadListEarly,
  at: Pick<Location, "pathname" | "search"> = window.location,
): void {
  if (readsAhead(page) && at.pathname === path) read(page.firstRead(path, at.search));
}
