/**
 * The options of the worker settings dialogs, read live: the provider's areas, the service classes (总包 and 众包),
 * the service items and the worker roles; and the area keys their selects hold.
 */
import { api } from "../../api";
import type { Category } from "../../api/goods";
import type { AreaRef } from "../../api/types";
import type { Enumeration } from "../../domain/enumeration";
import { categoryLabel } from "../../widgets/service-type";
import { remoteOptions } from "../engine";

/** A provider area as a select value: "provinceId-cityId" (a whole city). */
export function areaKey(area: Pick<AreaRef, "provinceId" | "cityId">): string {
  return `${area.provinceId}-${area.cityId}`;
}

export function areasFromKeys(value: unknown): { provinceId: number; cityId: number }[] {
  return (Array.isArray(value) ? value : [])
    .filter((key): key is string => typeof key === "string")
    .map((key) => {
      const [provinceId, cityId] = key.split("-").map(Number);
      return { provinceId, cityId };
    });
}

export const providerAreas = remoteOptions({
  endpoint: api.worker.roster.getProviderArea,
  toOptions: (areas) =>
    areas.map((area) => ({
      value: areaKey(area),
      label: `${area.provinceName} ${area.cityName}`,
    })),
});

/**
 * Every class of the service-type & category picker: 总包 the one-level list (category/getAllCategory, scope 2), 众包
 * the second levels of the 众包 tree (smartCategory/getAllCategory). A category offered for 众包 only is no 总包
 * class, so it is offered by its second levels alone.
 */
export function classOptions(general: readonly Category[], crowd: readonly Category[]): Enumeration<string> {
  const generalClass = (c: Category) => ({ value: String(c.id), label: `${categoryLabel(c)}（总包）` });
  const crowdIds = new Set(crowd.map((first) => String(first.id)));
  const generalById = new Map(general.map((c) => [String(c.id), c]));
  return [
    ...crowd.flatMap((first) => {
      const own = generalById.get(String(first.id));
      return [
        ...(own ? [generalClass(own)] : []),
        ...(first.children ?? []).map((second) => ({
          value: String(second.id),
          label: `${categoryLabel(first)}/${categoryLabel(second)}（众包）`,
        })),
      ];
    }),
    ...general.filter((c) => !crowdIds.has(String(c.id))).map(generalClass),
  ];
}

export const classes = remoteOptions({
  endpoint: api.goods.getAllCategory,
  payload: { scopeType: 2, pid: "0" },
  also: [{ endpoint: api.goods.smartGetAllCategory }],
  toOptions: (general, crowd) => classOptions(general ?? [], crowd ?? []),
});

export const serviceItems = remoteOptions({
  endpoint: api.worker.search.serviceItemList,
  toOptions: (items) =>
    items.map((item) => ({
      value: String(item.itemId),
      label: item.itemName,
    })),
});

export const roles = remoteOptions({
  endpoint: api.worker.search.roleActiveList,
  toOptions: (list) =>
    list.map((role) => ({
      value: String(role.roleId),
      label: role.roleName,
    })),
});
