import { Select, Space } from "antd";
import { useCallback, useEffect, useRef, useState } from "react";
import type { Category, ServiceType } from "../../api/goods";
import type { Id, ScopeType } from "../../api/types";
import { SELECT_WIDTH } from "../table/defaults";
import {
  categoryLabel,
  categoryLevels,
  chooseServiceType,
  normalizeServiceType,
  SCOPE_TYPE_OPTIONS,
  showsServiceType,
  type ServiceTypeLevel,
  type ServiceTypeValue,
} from "./serviceTypeRules";
import {
  loadCategoriesFromApi,
  loadServiceTypesFromApi,
  type CategoryLoader,
  type ServiceTypeLoader,
} from "./serviceTypes";

/** Names of the choices, for display. */
export interface ServiceTypeNames {
  scopeType?: string;
  serviceId?: string;
  categoryId?: string;
  subCategoryId?: string;
}

export interface ServiceTypePickerProps {
  /** The choice (controlled; Form.Item sets it). */
  value?: Partial<ServiceTypeValue> | null;
  /** Fires with `{ scopeType, serviceId, categoryId, subCategoryId }` (children of a changed level cleared) and the names. */
  onChange?: (value: ServiceTypeValue, names: ServiceTypeNames) => void;
  /**
   * A fixed service type whose categories are listed (no 服务类型 select; the value carries no serviceId). Without
   * it a 服务类型 select follows 业务类型, listing the service types of the chosen scope (serviceType/list).
   */
  serviceId?: number;
  /** Only these service types are offered by the 服务类型 select (e.g. those an application ticked). */
  serviceIds?: readonly number[];
  loadServiceTypes?: ServiceTypeLoader;
  loadCategories?: CategoryLoader;
  disabled?: boolean;
  /** Width of each select (default 171). */
  width?: number;
}

const PLACEHOLDERS: Record<ServiceTypeLevel, string> = {
  scopeType: "请选择业务类型",
  serviceId: "请选择服务类型",
  categoryId: "请选择类目",
  subCategoryId: "请选择二级类目",
};

/** Accessible names of the selects (a placeholder is no name). */
export const SERVICE_TYPE_LABELS: Readonly<Record<ServiceTypeLevel, string>> = {
  scopeType: "业务类型",
  serviceId: "服务类型",
  categoryId: "类目",
  subCategoryId: "二级类目",
};

const categoryKey = (scopeType: ScopeType, parentId: Id, serviceId: number) =>
  `${serviceId}:${scopeType}:${parentId}`;

/** Loads each list once when its select appears; a failed list is asked again when it next appears. */
function useLists<T>(wanted: readonly string[], load: (key: string) => Promise<T[]>) {
  const [lists, setLists] = useState<Record<string, T[]>>({});
  const requested = useRef(new Set<string>());
  const joined = wanted.join("|");
  useEffect(() => {
    for (const key of joined ? joined.split("|") : []) {
      if (requested.current.has(key)) continue;
      requested.current.add(key);
      load(key).then(
        (items) => setLists((prev) => ({ ...prev, [key]: items })),
        () => requested.current.delete(key),
      );
    }
  }, [joined, load]);
  return lists;
}

/**
 * Service-type and category picker (spec §5): 众包/总包, the service type (unless given), then for 众包 a category
 * and its second-level category, for 总包 one class from the one-level list. Lists load when their select appears.
 */
export function ServiceTypePicker({
  value,
  onChange,
  serviceId: fixed,
  serviceIds,
  loadServiceTypes = loadServiceTypesFromApi,
  loadCategories = loadCategoriesFromApi,
  disabled,
  width = SELECT_WIDTH,
}: ServiceTypePickerProps) {
  const [inner, setInner] = useState<ServiceTypeValue>({});
  const current = normalizeServiceType(value !== undefined ? value : inner, fixed);
  const shown = categoryLevels(current, fixed);
  const typeScope = showsServiceType(current, fixed) ? current.scopeType : undefined;

  const loadTypes = useCallback(
    (key: string) => loadServiceTypes(Number(key) as ScopeType),
    [loadServiceTypes],
  );
  const loadLevel = useCallback(
    (key: string) => {
      const [service, scope, parentId] = key.split(":");
      return loadCategories(Number(scope) as ScopeType, parentId, Number(service));
    },
    [loadCategories],
  );
  const typeLists = useLists<ServiceType>(typeScope ? [String(typeScope)] : [], loadTypes);
  const categoryLists = useLists<Category>(
    shown.map((l) => categoryKey(l.scopeType, l.parentId, l.serviceId)),
    loadLevel,
  );
  const typesOf = (scope: ScopeType | undefined) =>
    scope === undefined
      ? undefined
      : typeLists[String(scope)]?.filter((t) => !serviceIds || serviceIds.includes(t.serviceId));

  const namesOf = (next: ServiceTypeValue): ServiceTypeNames => {
    const names: ServiceTypeNames = {};
    names.scopeType = SCOPE_TYPE_OPTIONS.find((o) => o.value === next.scopeType)?.label;
    if (next.serviceId !== undefined)
      names.serviceId = typesOf(next.scopeType)?.find((t) => t.serviceId === next.serviceId)?.serviceName;
    for (const level of categoryLevels(next, fixed)) {
      const found = categoryLists[categoryKey(level.scopeType, level.parentId, level.serviceId)]?.find(
        (c) => String(c.id) === next[level.key],
      );
      if (found) names[level.key] = categoryLabel(found);
    }
    return names;
  };

  const choose = (key: ServiceTypeLevel, choice: ScopeType | number | Id | undefined) => {
    const next = chooseServiceType(current, key, choice, fixed);
    if (value === undefined) setInner(next);
    onChange?.(next, namesOf(next));
  };

  const types = typesOf(typeScope);
  return (
    <Space wrap size={8} className="service-type-picker">
      <Select<ScopeType>
        className="service-type-picker-scopeType"
        style={{ width }}
        placeholder={PLACEHOLDERS.scopeType}
        aria-label={SERVICE_TYPE_LABELS.scopeType}
        value={current.scopeType}
        options={SCOPE_TYPE_OPTIONS.map((o) => ({ ...o }))}
        onChange={(scope) => choose("scopeType", scope ?? undefined)}
        disabled={disabled}
        allowClear
      />
      {typeScope !== undefined && (
        <Select<number>
          key={`serviceId-${typeScope}`}
          className="service-type-picker-serviceId"
          style={{ width }}
          placeholder={PLACEHOLDERS.serviceId}
          aria-label={SERVICE_TYPE_LABELS.serviceId}
          value={types ? current.serviceId : undefined}
          options={types?.map((t) => ({ value: t.serviceId, label: t.serviceName }))}
          loading={!types}
          onChange={(id) => choose("serviceId", id ?? undefined)}
          disabled={disabled}
          allowClear
        />
      )}
      {shown.map((level) => {
        const categories = categoryLists[categoryKey(level.scopeType, level.parentId, level.serviceId)];
        return (
          <Select<string>
            key={`${level.key}-${level.serviceId}-${level.scopeType}-${level.parentId}`}
            className={`service-type-picker-${level.key}`}
            style={{ width }}
            placeholder={PLACEHOLDERS[level.key]}
            aria-label={SERVICE_TYPE_LABELS[level.key]}
            value={categories ? current[level.key] : undefined}
            options={categories?.map((c) => ({ value: String(c.id), label: categoryLabel(c) }))}
            loading={!categories}
            onChange={(id) => choose(level.key, id ?? undefined)}
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
