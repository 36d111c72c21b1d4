/** Workers near an order on a map, to pick one (订单地图转派). See README.md for the providers. */
export { WorkerMap, type WorkerMapProps } from "./WorkerMap";
export { WorkerList, type WorkerListProps } from "./WorkerList";
export {
  BUILTIN_MAP_PROVIDER,
  configuredMapProvider,
  mapProviderSettings,
  registerMapProvider,
  resolveMapProvider,
} from "./provider";
export { formatDistance } from "./geometry";
export type { MapCentre, MapProvider, MapProviderSettings, MapViewProps, MapWorkerMarker } from "./types";
