/**
 * The rules of the address picker (spec §5): levels province, city, area, street (town); 1 to 4 levels, default 3;
 * a deeper level appears only once its parent is chosen; changing a parent clears the deeper levels; the cities
 * 382 (东莞) and 383 (中山) have no area level: their streets hang straight under the city.
 *
 * `level` is how deep the picker goes (1 province … 4 street). For 东莞 and 中山 the area level is skipped, so at
 * level 3 the picker ends at the city and at level 4 the street comes right after the city.
 */

export type AddressLevelKey = "province" | "city" | "area" | "town";

export const ADDRESS_LEVEL_KEYS: readonly AddressLevelKey[] = ["province", "city", "area", "town"];

export type AddressLevel = 1 | 2 | 3 | 4;

export const DEFAULT_ADDRESS_LEVEL: AddressLevel = 3;

/** Cities without an area level (东莞市, 中山市). */
export const AREA_LESS_CITY_IDS: readonly number[] = [382, 383];

/** The chosen region ids. */
export interface AddressSelection {
  province?: number;
  city?: number;
  area?: number;
  town?: number;
}

/** The picker's output: the chosen ids and shipAddress, the hyphen-joined ids of the chosen levels. */
export interface AddressValue extends AddressSelection {
  shipAddress: string;
}

/** One select the picker shows: its level and the region whose children it lists (0: the provinces). */
export interface VisibleLevel {
  key: AddressLevelKey;
  parentId: number;
}

/** 1..4; anything else (missing, out of range, not an integer) is the default 3. */
export function normalizeLevel(level?: number | null): AddressLevel {
  return level === 1 || level === 2 || level === 3 || level === 4 ? level : DEFAULT_ADDRESS_LEVEL;
}

/** False for 东莞 and 中山, whose streets hang straight under the city. */
export function hasAreaLevel(cityId?: number | null): boolean {
  return !(cityId !== undefined && cityId !== null && AREA_LESS_CITY_IDS.includes(Number(cityId)));
}

function isId(value: unknown): value is number {
  return typeof value === "number" && Number.isInteger(value) && value > 0;
}

/**
 * The selects shown for a selection: the province always, each deeper level only once its parent is chosen and
 * only down to `level`; the area level never for 东莞 and 中山.
 */
export function visibleLevels(selection: AddressSelection, level?: number | null): VisibleLevel[] {
  const depth = normalizeLevel(level);
  const out: VisibleLevel[] = [{ key: "province", parentId: 0 }];
  const { province, city, area } = selection;
  if (depth < 2 || !isId(province)) return out;
  out.push({ key: "city", parentId: province });
  if (!isId(city)) return out;
  if (hasAreaLevel(city)) {
    if (depth < 3) return out;
    out.push({ key: "area", parentId: city });
    if (depth < 4 || !isId(area)) return out;
    out.push({ key: "town", parentId: area });
  } else if (depth >= 4) {
    out.push({ key: "town", parentId: city });
  }
  return out;
}

/**
 * Keeps only the ids that belong to a shown level, in order: a level whose parent is missing, a level deeper
 * than `level` and the area of 东莞/中山 are dropped.
 */
export function normalizeSelection(
  selection: Partial<AddressSelection> | null | undefined,
  level?: number | null,
): AddressSelection {
  const source = selection ?? {};
  const out: AddressSelection = {};
  for (const { key } of visibleLevels(source, level)) {
    const id = source[key];
    if (!isId(id)) break;
    out[key] = id;
  }
  return out;
}

/** Chooses (or clears, with undefined) one level; every deeper level is cleared. */
export function chooseLevel(
  selection: AddressSelection,
  key: AddressLevelKey,
  id: number | undefined,
): AddressSelection {
  const out: AddressSelection = {};
  for (const k of ADDRESS_LEVEL_KEYS) {
    if (k === key) {
      if (isId(id)) out[k] = id;
      break;
    }
    if (selection[k] !== undefined) out[k] = selection[k];
  }
  return out;
}

/** The hyphen-joined ids of the chosen levels, e.g. "19-382-4500". */
export function shipAddress(selection: AddressSelection): string {
  return ADDRESS_LEVEL_KEYS.map((key) => selection[key])
    .filter(isId)
    .join("-");
}

/** The output for a selection. */
export function toAddressValue(selection: AddressSelection): AddressValue {
  return { ...selection, shipAddress: shipAddress(selection) };
}

/**
 * True when every level the picker shows for this selection is chosen (a chosen level always brings its child
 * level into view when there is one, so the last shown level decides).
 */
export function isAddressComplete(selection: AddressSelection, level?: number | null): boolean {
  const shown = visibleLevels(selection, level);
  return isId(selection[shown[shown.length - 1].key]);
}
