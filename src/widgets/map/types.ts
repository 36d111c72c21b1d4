import type { ComponentType } from "react";

/** The point the map is centred on (the order's address). */
export interface MapCentre {
  lng: number;
  lat: number;
  /** Short label on the centre marker, e.g. the order no. */
  label: string;
  address?: string;
}

/** A worker that can be picked. */
export interface MapWorkerMarker {
  id: string;
  name: string;
  /** Full number; shown masked. */
  mobile?: string | null;
  lng: number;
  lat: number;
  /** The server's distance to the centre. */
  distanceKm: number;
  /** Orders in service now. */
  inServiceCount: number;
  /** Why the worker may not be picked (e.g. 「师傅今日接单已满（8/8）」): shown beside him, not selectable. */
  unavailable?: string | null;
  /** Place in the list when known (e.g. the server's order by fit); without it, nearest first. */
  rank?: number;
}

/**
 * What every map view gets: the centre, the workers, which one is selected, and the callback to select one. A view
 * shows the centre and one marker per worker; activating a marker calls onSelect(id); the selected marker stands
 * out. The list beside the map is not the view's job (WorkerMap draws it for every view).
 */
export interface MapViewProps {
  centre: MapCentre;
  workers: readonly MapWorkerMarker[];
  selectedId?: string | null;
  onSelect: (id: string) => void;
  /** The search radius (km): the outer ring of the built-in plot, the zoom of a real map. */
  radiusKm?: number;
  /** Height in px (default 420). */
  height?: number;
}

/** Settings read from the build configuration (see provider.ts). */
export interface MapProviderSettings {
  /** VITE_MAP_KEY: the map service's key, if it needs one. */
  key?: string;
}

/**
 * A map provider: a name and a lazy loader of its view. A real SDK's provider loads the SDK script (with the key)
 * inside `load`, so nothing of it is fetched until a map is shown.
 */
export interface MapProvider {
  readonly name: string;
  /** Text under the map saying what is shown. */
  readonly caption?: string;
  load(settings: MapProviderSettings): Promise<ComponentType<MapViewProps>>;
}
