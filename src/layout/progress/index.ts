export { LazyRoutePage } from "./LazyRoutePage";
export {
  CHUNK_TIMEOUT_MS,
  COMPONENT_MISSING_MESSAGE,
  loadAndKeepPage,
  loadedPage,
  loadPage,
  PageLoadError,
  type ScreenLoader,
} from "./loadPage";
export { PageLoadBoundary } from "./PageLoadBoundary";
export { progressPhase, startProgress, subscribeProgress } from "./progressStore";
export { ProgressWhileMounted, RouteProgressBar } from "./RouteProgressBar";
export { RouteLoading } from "./RouteLoading";
