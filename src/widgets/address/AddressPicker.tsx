import { Select, Space, Spin } from "antd";
import { useEffect, useRef, useState } from "react";
import { api } from "../../api";
import type { AreaNode } from "../../api/address";
import { call } from "../../providers/http";
import { SELECT_WIDTH } from "../table/defaults";
import {
  chooseLevel,
  normalizeSelection,
  toAddressValue,
  visibleLevels,
  type AddressLevelKey,
  type AddressSelection,
  type AddressValue,
} from "./addressRules";

/** Names of the chosen regions, level by level. */
export type AddressNames = Partial<Record<AddressLevelKey, string>>;

/** Lists the regions directly below `parentId` (0: the provinces). */
export type AreaLoader = (parentId: number) => Promise<AreaNode[]>;

/** The default loader: address-center area/get. */
export const loadAreasFromApi: AreaLoader = async (parentId) =>
  (await call(api.address.areaGet, { id: parentId })).areas ?? [];

export const ADDRESS_PLACEHOLDERS: Readonly<Record<AddressLevelKey, string>> = {
  province: "请选择省",
  city: "请选择市",
  area: "请选择区/县",
  town: "请选择街道",
};

/** Accessible names of the selects (a placeholder is no name, and it goes once a region is chosen). */
export const ADDRESS_LABELS: Readonly<Record<AddressLevelKey, string>> = {
  province: "省份",
  city: "城市",
  area: "区/县",
  town: "街道",
};

export interface AddressPickerProps {
  /**
   * The chosen ids (controlled; Form.Item sets it). Ids that do not fit the shown levels are ignored. An initial
   * value is echoed: the lists of its levels are loaded and the names shown.
   */
  value?: Partial<AddressSelection> | null;
  /** Initial ids when uncontrolled. */
  defaultValue?: Partial<AddressSelection> | null;
  /**
   * Fires on every choice with `{ province, city, area, town, shipAddress }` (ids of the chosen levels; deeper
   * levels cleared) and the names of the chosen regions.
   */
  onChange?: (value: AddressValue, names: AddressNames) => void;
  /** How deep the picker goes: 1 province, 2 city, 3 area (default), 4 street. */
  level?: number;
  /** Where the lists come from (default: the address-center call, one level at a time). */
  loadAreas?: AreaLoader;
  disabled?: boolean;
  /** Width of each select in px (default 171). */
  width?: number;
  /** The first select's id (Form.Item gives its field's, which its label names). */
  id?: string;
  placeholders?: Partial<Record<AddressLevelKey, string>>;
}

/**
 * Address picker / cascader (spec §2, §5): one select per level side by side (province, city, area, street);
 * a deeper select appears only once its parent is chosen, changing a parent clears the deeper levels, 东莞 (382)
 * and 中山 (383) go from city straight to street. Each list is loaded when its select first appears.
 */
export function AddressPicker({
  value,
  defaultValue,
  onChange,
  level,
  loadAreas = loadAreasFromApi,
  disabled,
  width = SELECT_WIDTH,
  placeholders,
  id,
}: AddressPickerProps) {
  const [inner, setInner] = useState<AddressSelection>(() => normalizeSelection(defaultValue, level));
  const selection = value !== undefined ? normalizeSelection(value, level) : normalizeSelection(inner, level);
  const shown = visibleLevels(selection, level);

  const [lists, setLists] = useState<Record<number, AreaNode[]>>({});
  const [retry, setRetry] = useState(0);
  const requested = useRef(new Set<number>());

  const parentKey = shown.map((l) => l.parentId).join(",");
  useEffect(() => {
    for (const parentId of parentKey.split(",").map(Number)) {
      if (requested.current.has(parentId)) continue;
      requested.current.add(parentId);
      loadAreas(parentId).then(
        (areas) => setLists((prev) => ({ ...prev, [parentId]: areas })),
        () => requested.current.delete(parentId), // the client has shown the error; opening the select retries
      );
    }
  }, [parentKey, loadAreas, retry]);

  const namesOf = (next: AddressSelection): AddressNames => {
    const names: AddressNames = {};
    for (const { key, parentId } of visibleLevels(next, level)) {
      const found = lists[parentId]?.find((area) => area.id === next[key]);
      if (found) names[key] = found.title;
    }
    return names;
  };

  const choose = (key: AddressLevelKey, id: number | undefined) => {
    const next = normalizeSelection(chooseLevel(selection, key, id), level);
    if (value === undefined) setInner(next);
    onChange?.(toAddressValue(next), namesOf(next));
  };

  return (
    <Space wrap size={8} className="address-picker">
      {shown.map(({ key, parentId }, index) => {
        const areas = lists[parentId];
        return (
          <Select<number>
            key={`${key}-${parentId}`}
            id={index === 0 ? id : undefined}
            className={`address-picker-${key}`}
            style={{ width }}
            placeholder={placeholders?.[key] ?? ADDRESS_PLACEHOLDERS[key]}
            aria-label={ADDRESS_LABELS[key]}
            value={areas ? selection[key] : undefined}
            onChange={(id) => choose(key, id ?? undefined)}
            onOpenChange={(open) => {
              if (open && !areas && !requested.current.has(parentId)) setRetry((n) => n + 1);
            }}
            options={areas?.map((area) => ({ value: area.id, label: area.title }))}
            loading={!areas}
            notFoundContent={areas ? undefined : <Spin size="small" />}
            disabled={disabled}
            showSearch
            optionFilterProp="label"
            allowClear
          />
        );
      })}
    </Space>
  );
}
