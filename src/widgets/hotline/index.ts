/** The floating hotline dialer (spec §2, §4). See HotlineDialer for its props and README.md for the adapters. */
export { HotlineDialer, type HotlineDialerProps } from "./HotlineDialer";
export { requestCall } from "./callRequests";
export {
  createHotlineAdapter,
  configuredAdapterName,
  registerHotlineAdapter,
  type HotlineAdapter,
  type HotlineAdapterFactory,
  type HotlineEvent,
} from "./adapter";
export { browserEnvironment, checkPrerequisites, type DialerEnvironment } from "./environment";
export { apiHotlineService, type HotlineService } from "./service";
export * from "./rules";
