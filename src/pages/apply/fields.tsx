import { DeleteOutlined, PlusOutlined } from "@ant-design/icons";
import { Button, List, Space, Typography } from "antd";
import { useState } from "react";
import type { AreaRef } from "../../api/types";
import type { ApplyCategory } from "../../api/worker/profile";
import {
  AddressPicker,
  type AddressNames,
  type AddressSelection,
  type AddressValue,
} from "../../widgets/address";
import { isAddressComplete } from "../../widgets/address";
import {
  ServiceTypeChecks,
  ServiceTypePicker,
  type ServiceTypeNames,
  type ServiceTypeValue,
} from "../../widgets/service-type";

/** What was added so far, one line each with 删除 (removing answers the rest through `onChange`). */
function PickedList<T>({
  items,
  empty,
  labelOf,
  onChange,
}: {
  items: T[];
  empty: string;
  labelOf: (item: T) => string;
  onChange?: (items: T[]) => void;
}) {
  return (
    <List
      size="small"
      bordered
      locale={{ emptyText: empty }}
      dataSource={items}
      renderItem={(item, index) => (
        <List.Item
          actions={[
            <Button
              key="remove"
              type="link"
              danger
              icon={<DeleteOutlined />}
              aria-label={`删除 ${labelOf(item)}`}
              onClick={() => onChange?.(items.filter((_, i) => i !== index))}
            >
              删除
            </Button>,
          ]}
        >
          {labelOf(item)}
        </List.Item>
      )}
    />
  );
}

/** Region ids + names as one AreaRef once the picker reached its last level; undefined before. */
function toAreaRef(value: AddressValue, names: AddressNames): AreaRef | undefined {
  if (!value.province || !value.city || !isAddressComplete(value, 3)) return undefined;
  return {
    provinceId: value.province,
    provinceName: names.province ?? "",
    cityId: value.city,
    cityName: names.city ?? "",
    areaId: value.area ?? null,
    areaName: value.area ? (names.area ?? "") : null,
  };
}

export function areaLabel(area: AreaRef): string {
  return [area.provinceName, area.cityName, area.areaName].filter(Boolean).join(" / ");
}

/**
 * The company's region (province, city, area) as a form field holding an AreaRef. The picker's partial choice is
 * kept here: the form holds a value only once the region is complete.
 */
export function AreaField({
  value,
  onChange,
}: {
  value?: AreaRef;
  onChange?: (value: AreaRef | undefined) => void;
}) {
  const [selection, setSelection] = useState<AddressSelection | null>(() =>
    value ? { province: value.provinceId, city: value.cityId, area: value.areaId ?? undefined } : null,
  );
  return (
    <AddressPicker
      level={3}
      value={selection}
      onChange={(v, names) => {
        setSelection(v);
        onChange?.(toAreaRef(v, names));
      }}
    />
  );
}

/** Covered areas: pick a region, 添加; each added one listed with 删除. */
export function CoverAreasField({
  value,
  onChange,
}: {
  value?: AreaRef[];
  onChange?: (value: AreaRef[]) => void;
}) {
  const [picked, setPicked] = useState<AreaRef | undefined>();
  const [pickerKey, setPickerKey] = useState(0);
  const list = value ?? [];
  const add = () => {
    if (!picked) return;
    const key = `${picked.cityId}-${picked.areaId ?? ""}`;
    if (!list.some((a) => `${a.cityId}-${a.areaId ?? ""}` === key)) onChange?.([...list, picked]);
    setPicked(undefined);
    setPickerKey((k) => k + 1);
  };
  return (
    <Space direction="vertical" style={{ width: "100%" }}>
      <Space wrap>
        <AddressPicker key={pickerKey} level={3} onChange={(v, names) => setPicked(toAreaRef(v, names))} />
        <Button icon={<PlusOutlined />} onClick={add} disabled={!picked}>
          添加区域
        </Button>
      </Space>
      <PickedList items={list} empty="尚未添加服务区域" labelOf={areaLabel} onChange={onChange} />
    </Space>
  );
}

function categoryOf(value: ServiceTypeValue, names: ServiceTypeNames): ApplyCategory | undefined {
  if (!value.scopeType || value.categoryId === undefined) return undefined;
  // 众包 goes down to a second-level category; 总包 has one level.
  if (value.scopeType === 1 && value.subCategoryId === undefined) return undefined;
  // The service type only leads to the category: what is applied for is the category.
  return {
    scopeType: value.scopeType,
    categoryId: String(value.categoryId),
    subCategoryId: value.subCategoryId === undefined ? null : String(value.subCategoryId),
    label: [names.scopeType, names.categoryId, names.subCategoryId].filter(Boolean).join(" / "),
  };
}

/** 服务类型: one checkbox per service type the platform lists (serviceType/getAllServiceType). */
export const ServiceTypesField = ServiceTypeChecks;

/**
 * Service categories: pick with the service-type picker, 添加; each added one listed with 删除. The picker lists the
 * categories of the service types ticked: one ticked is fixed, several give a 服务类型 select among them.
 */
export function CategoriesField({
  value,
  onChange,
  serviceIds,
}: {
  value?: ApplyCategory[];
  onChange?: (value: ApplyCategory[]) => void;
  serviceIds: readonly number[];
}) {
  // A choice belongs to the ticked types it was made with: ticking another type starts it again.
  const typesKey = serviceIds.join(",");
  const [choice, setChoice] = useState<{ key: string; value: ServiceTypeValue; picked?: ApplyCategory }>();
  const current = choice?.key === typesKey ? choice : undefined;
  const list = value ?? [];
  const add = () => {
    const picked = current?.picked;
    if (!picked) return;
    const key = (c: ApplyCategory) => `${c.scopeType}-${c.categoryId}-${c.subCategoryId ?? ""}`;
    if (!list.some((c) => key(c) === key(picked))) onChange?.([...list, picked]);
    setChoice(undefined);
  };
  return (
    <Space direction="vertical" style={{ width: "100%" }}>
      <Space wrap>
        <ServiceTypePicker
          key={typesKey}
          serviceId={serviceIds.length === 1 ? serviceIds[0] : undefined}
          serviceIds={serviceIds}
          disabled={serviceIds.length === 0}
          value={current?.value ?? null}
          onChange={(v, names) => setChoice({ key: typesKey, value: v, picked: categoryOf(v, names) })}
        />
        <Button icon={<PlusOutlined />} onClick={add} disabled={!current?.picked}>
          添加类目
        </Button>
      </Space>
      <Typography.Text type="secondary">
        {serviceIds.length === 0 ? "请先选择服务类型。" : "众包请选到二级类目；总包选择类目即可。"}
      </Typography.Text>
      <PickedList items={list} empty="尚未添加服务类目" labelOf={(c) => c.label} onChange={onChange} />
    </Space>
  );
}
