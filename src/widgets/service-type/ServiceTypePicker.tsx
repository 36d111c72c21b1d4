import { Select, Space } from "antd";
import { useEffect, useRef, useState } from "react";
import { api } from "../../api";
import type { Category } from "../../api/goods";
import type { Id, ScopeType } from "../../api/types";
import { call } from "../../providers/http";
import { SELECT_WIDTH } from "../table/defaults";
import {
  categoryLabel,
  categoryLevels,
  chooseServiceType,
  normalizeServiceType,
  SCOPE_TYPE_OPTIONS,
  type ServiceTypeLevel,
  type ServiceTypeValue,
} from "./serviceTypeRules";

/** Lists the categories of a scope: 众包 by parent ("0": first level), 总包 the one-level class list. */
export type CategoryLoader = (scopeType: ScopeType, parentId: Id, serviceId: number) => Promise<Category[]>;

/** The default loader: goods-app getCateListByType (众包, scopeType 0) and getOneClass (总包). */
export const loadCategoriesFromApi: CategoryLoader = (scopeType, parentId, serviceId) =>
  scopeType === 1
    ? call(api.goods.getCateListByType, { serviceId, pid: parentId, scopeType: 0 })
    : call(api.goods.getOneClass, { serviceId });

/** Names of the choices, for display. */
export interface ServiceTypeNames {
  scopeType?: string;
  categoryId?: string;
  subCategoryId?: string;
}

export interface ServiceTypePickerProps {
  /** The choice (controlled; Form.Item sets it). */
  value?: Partial<ServiceTypeValue> | null;
  /** Fires with `{ scopeType, categoryId, subCategoryId }` (children of a changed level cleared) and the names. */
  onChange?: (value: ServiceTypeValue, names: ServiceTypeNames) => void;
  /** Service type whose categories are listed: install 1 (default), repair 2, measure 3. */
  serviceId?: number;
  loadCategories?: CategoryLoader;
  disabled?: boolean;
  /** Width of each select (default 171). */
  width?: number;
}

const PLACEHOLDERS: Record<ServiceTypeLevel, string> = {
  scopeType: "请选择业务类型",
  categoryId: "请选择类目",
  subCategoryId: "请选择二级类目",
};

/** Accessible names of the selects (a placeholder is no name). */
export const SERVICE_TYPE_LABELS: Readonly<Record<ServiceTypeLevel, string>> = {
  scopeType: "业务类型",
  categoryId: "类目",
  subCategoryId: "二级类目",
};

const keyOf = (scopeType: ScopeType, parentId: Id, serviceId: number) =>
  `${serviceId}:${scopeType}:${parentId}`;

/**
 * Service-type and category picker (spec §5): 众包/总包, then for 众包 a category and its second-level category, for
 * 总包 one class from the one-level list. Lists load when their select appears.
 */
export function ServiceTypePicker({
  value,
  onChange,
  serviceId = 1,
  loadCategories = loadCategoriesFromApi,
  disabled,
  width = SELECT_WIDTH,
}: ServiceTypePickerProps) {
  const [inner, setInner] = useState<ServiceTypeValue>({});
  const current = normalizeServiceType(value !== undefined ? value : inner);
  const shown = categoryLevels(current);
  const [lists, setLists] = useState<Record<string, Category[]>>({});
  const requested = useRef(new Set<string>());

  const wanted = shown.map((l) => keyOf(l.scopeType, l.parentId, serviceId)).join("|");
  useEffect(() => {
    for (const key of wanted ? wanted.split("|") : []) {
      if (requested.current.has(key)) continue;
      requested.current.add(key);
      const [service, scope, parentId] = key.split(":");
      loadCategories(Number(scope) as ScopeType, parentId, Number(service)).then(
        (categories) => setLists((prev) => ({ ...prev, [key]: categories })),
        () => requested.current.delete(key),
      );
    }
  }, [wanted, loadCategories]);

  const namesOf = (next: ServiceTypeValue): ServiceTypeNames => {
    const names: ServiceTypeNames = {};
    names.scopeType = SCOPE_TYPE_OPTIONS.find((o) => o.value === next.scopeType)?.label;
    for (const level of categoryLevels(next)) {
      const found = lists[keyOf(level.scopeType, level.parentId, serviceId)]?.find(
        (c) => String(c.id) === next[level.key],
      );
      if (found) names[level.key] = categoryLabel(found);
    }
    return names;
  };

  const choose = (key: ServiceTypeLevel, choice: ScopeType | Id | undefined) => {
    const next = chooseServiceType(current, key, choice);
    if (value === undefined) setInner(next);
    onChange?.(next, namesOf(next));
  };

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
      {shown.map((level) => {
        const categories = lists[keyOf(level.scopeType, level.parentId, serviceId)];
        return (
          <Select<string>
            key={`${level.key}-${level.scopeType}-${level.parentId}`}
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
