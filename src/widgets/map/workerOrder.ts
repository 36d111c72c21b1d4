import type { MapWorkerMarker } from "./types";

/**
 * The order the workers are listed and focused in (the list beside the map and the markers' tab order alike): who
 * may be picked first; among them by rank where both have one (e.g. the server's fit), else nearest first.
 */
export function listOrder(a: MapWorkerMarker, b: MapWorkerMarker): number {
  return (
    Number(Boolean(a.unavailable)) - Number(Boolean(b.unavailable)) ||
    (a.rank !== undefined && b.rank !== undefined ? a.rank - b.rank : 0) ||
    a.distanceKm - b.distanceKm
  );
}
