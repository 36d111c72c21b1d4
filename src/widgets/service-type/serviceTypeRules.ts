import type { Category } from "../../api/goods";
import type { Id, ScopeType } from "../../api/types";

/**
 * Rules of the service-type and category picker (spec §5): the choice 众包 (1) or 总包 (2); then the service type
 * (install, repair, measure … as the platform lists them) unless the picker is given one; 众包 gets a category and
 * then its second-level category, 总包 uses the one-level class list; switching a parent clears its children.
 */

export const SCOPE_TYPE_OPTIONS: readonly { value: ScopeType; label: string }[] = [
  { value: 1, label: "众包" },
  { value: 2, label: "总包" },
];

export type ServiceTypeLevel = "scopeType" | "serviceId" | "categoryId" | "subCategoryId";

const LEVELS: readonly ServiceTypeLevel[] = ["scopeType", "serviceId", "categoryId", "subCategoryId"];

export interface ServiceTypeValue {
  scopeType?: ScopeType;
  /** The service type picked (absent when the picker is given a fixed one). */
  serviceId?: number;
  /** 众包: first-level category; 总包: the class of the one-level list. */
  categoryId?: Id;
  /** 众包 only: second-level category under categoryId. */
  subCategoryId?: Id;
}

/** One category select shown: its level and what it lists (the parent category for the second level). */
export interface ShownCategoryLevel {
  key: "categoryId" | "subCategoryId";
  scopeType: ScopeType;
  serviceId: number;
  /** "0" for the first level. */
  parentId: Id;
}

export function isScopeType(value: unknown): value is ScopeType {
  return value === 1 || value === 2;
}

function serviceIdOf(value: unknown): number | undefined {
  const n = Number(value);
  return value !== null && value !== "" && Number.isInteger(n) && n > 0 ? n : undefined;
}

/** The service type whose categories are listed: the fixed one, else the one picked. */
export function effectiveServiceId(value: ServiceTypeValue, fixedServiceId?: number): number | undefined {
  return fixedServiceId ?? value.serviceId;
}

/** Whether the 服务类型 select shows: no fixed service type, and a scope chosen. */
export function showsServiceType(value: ServiceTypeValue, fixedServiceId?: number): boolean {
  return fixedServiceId === undefined && isScopeType(value.scopeType);
}

/** The category selects shown after the scope (and service type) choice. */
export function categoryLevels(value: ServiceTypeValue, fixedServiceId?: number): ShownCategoryLevel[] {
  const { scopeType, categoryId } = value;
  const serviceId = effectiveServiceId(value, fixedServiceId);
  if (!isScopeType(scopeType) || serviceId === undefined) return [];
  const out: ShownCategoryLevel[] = [{ key: "categoryId", scopeType, serviceId, parentId: "0" }];
  if (scopeType === 1 && categoryId)
    out.push({ key: "subCategoryId", scopeType, serviceId, parentId: categoryId });
  return out;
}

/**
 * Keeps only what fits: no service type or category without a scope, no category without a service type (unless
 * fixed, then the value carries none), no second level for 总包 or without a category.
 */
export function normalizeServiceType(
  value: Partial<ServiceTypeValue> | null | undefined,
  fixedServiceId?: number,
): ServiceTypeValue {
  const out: ServiceTypeValue = {};
  if (!value || !isScopeType(value.scopeType)) return out;
  out.scopeType = value.scopeType;
  if (fixedServiceId === undefined) {
    const serviceId = serviceIdOf(value.serviceId);
    if (serviceId === undefined) return out;
    out.serviceId = serviceId;
  }
  if (!value.categoryId) return out;
  out.categoryId = String(value.categoryId);
  if (value.scopeType === 1 && value.subCategoryId) out.subCategoryId = String(value.subCategoryId);
  return out;
}

/** Sets one level (undefined clears it) and clears every level below it. */
export function chooseServiceType(
  value: ServiceTypeValue,
  key: ServiceTypeLevel,
  choice: ScopeType | number | Id | undefined,
  fixedServiceId?: number,
): ServiceTypeValue {
  const out: Record<string, unknown> = {};
  for (const level of LEVELS) {
    if (level === key) {
      if (choice !== undefined && choice !== null && choice !== "") out[level] = choice;
      break;
    }
    if (value[level] !== undefined) out[level] = value[level];
  }
  return normalizeServiceType(out as Partial<ServiceTypeValue>, fixedServiceId);
}

/** The text of a category record: classname (one-level class list) or name (category tree). */
export function categoryLabel(category: Pick<Category, "classname" | "name" | "id">): string {
  return category.classname ?? category.name ?? String(category.id);
}
