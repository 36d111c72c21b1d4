/**
 * The geometry of the built-in worker map: where a worker is drawn relative to the order, from the distance and the
 * compass bearing between them. The plot is a schematic, not a projection: the distance rings (1 / 3 / 5 / 10 km and
 * the search radius) are evenly spaced, and a worker is placed between the two rings around its distance, in
 * proportion. So a worker 0.4 km away and one 18 km away are both readable on the same plot, and the label of the
 * ring tells the true distance.
 */

export interface LngLat {
  lng: number;
  lat: number;
}

/** The standard rings (km). */
export const STANDARD_RINGS_KM: readonly number[] = [1, 3, 5, 10];

const EARTH_RADIUS_KM = 6371.0088;

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;
const toDegrees = (radians: number) => (radians * 180) / Math.PI;

/** Great-circle distance in km (haversine). */
export function distanceKm(a: LngLat, b: LngLat): number {
  const dLat = toRadians(b.lat - a.lat);
  const dLng = toRadians(b.lng - a.lng);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(a.lat)) * Math.cos(toRadians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Initial compass bearing from `from` to `to`, in degrees: 0 north, 90 east, 180 south, 270 west. */
export function bearingDeg(from: LngLat, to: LngLat): number {
  const phi1 = toRadians(from.lat);
  const phi2 = toRadians(to.lat);
  const dLng = toRadians(to.lng - from.lng);
  const y = Math.sin(dLng) * Math.cos(phi2);
  const x = Math.cos(phi1) * Math.sin(phi2) - Math.sin(phi1) * Math.cos(phi2) * Math.cos(dLng);
  if (x === 0 && y === 0) return 0;
  return (toDegrees(Math.atan2(y, x)) + 360) % 360;
}

/**
 * The rings to draw for an extent (the search radius, or the farthest worker): the standard rings inside it, then
 * the extent itself rounded up to a whole km (no duplicate when it is a standard ring). At least one ring.
 */
export function ringsFor(extentKm: number): number[] {
  const outer = Math.max(1, Math.ceil(Number.isFinite(extentKm) ? extentKm - 1e-9 : 1));
  return [...STANDARD_RINGS_KM.filter((ring) => ring < outer), outer];
}

/**
 * Distance (km) → radius on the plot (0 … plotRadius) for the given rings: ring i of n lies at (i + 1) / n of the
 * plot radius, and a distance between two rings is interpolated linearly. Distances beyond the last ring stay on
 * the edge.
 */
export function radiusFor(distance: number, rings: readonly number[], plotRadius: number): number {
  const d = Math.max(0, distance);
  const n = rings.length;
  let inner = 0;
  for (let i = 0; i < n; i++) {
    const outer = rings[i];
    if (d <= outer) return ((i + (d - inner) / (outer - inner)) / n) * plotRadius;
    inner = outer;
  }
  return plotRadius;
}

/** Polar (radius, compass bearing) → SVG coordinates around the centre (SVG's y grows downwards). */
export function toSvgPoint(
  radius: number,
  bearing: number,
  centre: { x: number; y: number },
): { x: number; y: number } {
  const theta = toRadians(bearing);
  return { x: centre.x + radius * Math.sin(theta), y: centre.y - radius * Math.cos(theta) };
}

export interface PlotInput extends LngLat {
  id: string;
  /** The server's distance; computed from the coordinates when missing. */
  distanceKm?: number | null;
}

export interface PlottedPoint {
  id: string;
  /** In the viewBox's units. */
  x: number;
  y: number;
  distanceKm: number;
  bearing: number;
  /** Farther than the last ring (drawn on the edge). */
  outside: boolean;
}

export interface PlottedRing {
  km: number;
  radius: number;
}

export interface Plot {
  /** Width and height of the square viewBox. */
  size: number;
  centre: { x: number; y: number };
  rings: PlottedRing[];
  points: PlottedPoint[];
}

export interface PlotOptions {
  /** The search radius: the outer ring. Default: the farthest worker. */
  radiusKm?: number;
  /** viewBox size (default 400). */
  size?: number;
  /** Room left around the outer ring for its label (default 24). */
  margin?: number;
}

/** Places the workers around the order: rings and points in a square viewBox. */
export function plotWorkers(origin: LngLat, workers: readonly PlotInput[], options: PlotOptions = {}): Plot {
  const size = options.size ?? 400;
  const margin = options.margin ?? 24;
  const centre = { x: size / 2, y: size / 2 };
  const plotRadius = size / 2 - margin;
  const measured = workers.map((worker) => ({
    worker,
    distance:
      typeof worker.distanceKm === "number" && Number.isFinite(worker.distanceKm) && worker.distanceKm >= 0
        ? worker.distanceKm
        : distanceKm(origin, worker),
  }));
  const farthest = measured.reduce((max, item) => Math.max(max, item.distance), 0);
  const rings = ringsFor(options.radiusKm ?? farthest);
  const last = rings[rings.length - 1];
  return {
    size,
    centre,
    rings: rings.map((km) => ({ km, radius: radiusFor(km, rings, plotRadius) })),
    points: measured.map(({ worker, distance }) => {
      const bearing = bearingDeg(origin, worker);
      const point = toSvgPoint(radiusFor(distance, rings, plotRadius), bearing, centre);
      return { id: worker.id, ...point, distanceKm: distance, bearing, outside: distance > last };
    }),
  };
}

/** "800 m" under 1 km, else "2.3 km". */
export function formatDistance(km: number): string {
  if (!Number.isFinite(km) || km < 0) return "-";
  if (km < 1) return `${Math.round(km * 1000)} m`;
  return `${km.toFixed(1)} km`;
}
