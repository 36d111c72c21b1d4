import { App } from "antd";
import { createElement, lazy, useCallback, type ComponentType } from "react";
import { importAgain } from "./importAgain";

/**
 * A module loaded on first need, once: `load()` starts (or joins) its import, `loaded()` answers it once it is here.
 * A failed import is tried again by the next `load()` (./importAgain.ts).
 *
 * What a click opens (a dialog) is opened once its module is here, rather than rendered as a lazy component: the
 * first render of a lazy component suspends, and React shows a suspended boundary's content no sooner than 300 ms
 * after its fallback showed (its fallback throttle), which was most of a first dialog's time (issue 44).
 */
export interface ModuleLoader<M> {
  load: () => Promise<M>;
  loaded: () => M | undefined;
}

export function moduleLoader<M>(importer: () => Promise<M>): ModuleLoader<M> {
  let module: M | undefined;
  let loading: Promise<M> | undefined;
  return {
    load: () =>
      (loading ??= importAgain(importer).then(
        (here) => (module = here),
        (error: unknown) => {
          loading = undefined; // fetched again on the next try
          throw error;
        },
      )),
    loaded: () => module,
  };
}

/** Said when what a click opens could not be loaded (offline, or a new version replaced the files). */
export const LOAD_FAILED = "页面资源加载失败，请检查网络后重试";

/**
 * What a click opens, opened once its code is here: `loadThen(load, open)` opens at once when there is nothing to load
 * (`load` undefined), after the load otherwise, and says LOAD_FAILED instead when the load fails.
 */
export function useLoadThen(): (load: (() => Promise<unknown>) | undefined, then: () => void) => void {
  const { message } = App.useApp();
  return useCallback(
    (load, then) => {
      if (!load) then();
      else load().then(then, () => void message.error(LOAD_FAILED));
    },
    [message],
  );
}

/** Starts a load ahead of the click that needs it (the pointer on its button, or its focus); the click tells a failure. */
export const preloadOf = (loader: Pick<ModuleLoader<unknown>, "load">) => () =>
  void loader.load().catch(() => undefined);

/** A component whose code loads on first use, which ActionBar opens once it is here (`load`, then render). */
export type LoadedOnUse<P> = ComponentType<P> & { load: () => Promise<unknown> };

/**
 * An action's component (a detail drawer, a dialog of its own) loaded when the action is first about to open: the
 * pointer on its button starts the load, the click opens it once it is here. Rendered before that (elsewhere than
 * ActionBar), it waits for its code like a lazy component.
 */
export function loadedOnUse<P extends object>(importer: () => Promise<ComponentType<P>>): LoadedOnUse<P> {
  const loader = moduleLoader(importer);
  const Lazy = lazy(() => loader.load().then((component) => ({ default: component })));
  function Loaded(props: P) {
    const Component = loader.loaded();
    return Component ? createElement(Component, props) : createElement(Lazy, props);
  }
  return Object.assign(Loaded, { load: loader.load });
}
