import { Button, Checkbox, Space } from "antd";
import { ToneText } from "../text";
import type { ServiceType } from "../../api/goods";
import { loadAllServiceTypes, useAllServiceTypes } from "./serviceTypes";

export interface ServiceTypeChecksProps {
  /** The codes ticked (controlled; Form.Item sets it). */
  value?: number[];
  onChange?: (value: number[]) => void;
  /** Where the list comes from (default serviceType/getAllServiceType). */
  load?: () => Promise<ServiceType[]>;
  disabled?: boolean;
}

/** 服务类型 as checkboxes, one per service type the platform lists; 重试 when the list could not be read. */
export function ServiceTypeChecks({
  value,
  onChange,
  load = loadAllServiceTypes,
  disabled,
}: ServiceTypeChecksProps) {
  const { types, failed, retry } = useAllServiceTypes(load);
  if (failed)
    return (
      <Space size={4}>
        <ToneText tone="danger">服务类型加载失败</ToneText>
        <Button type="link" size="small" onClick={retry}>
          重试
        </Button>
      </Space>
    );
  if (!types) return <ToneText tone="secondary">服务类型加载中…</ToneText>;
  return (
    <Checkbox.Group
      value={value}
      disabled={disabled}
      onChange={(checked) => onChange?.(checked.map(Number))}
      options={types.map((t) => ({ value: t.serviceId, label: t.serviceName }))}
    />
  );
}
