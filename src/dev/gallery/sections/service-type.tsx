import { Space, Typography } from "antd";
import { useState } from "react";
import {
  ServiceTypePicker,
  type ServiceTypeNames,
  type ServiceTypeValue,
} from "../../../widgets/service-type";
import type { GallerySection } from "../types";

function ServiceTypeSection() {
  const [value, setValue] = useState<ServiceTypeValue>({});
  const [names, setNames] = useState<ServiceTypeNames>({});
  return (
    <Space direction="vertical" size={8} data-testid="service-type-demo">
      <ServiceTypePicker
        value={value}
        onChange={(next, nextNames) => {
          setValue(next);
          setNames(nextNames);
        }}
      />
      <Typography.Text type="secondary" data-testid="service-type-output">
        输出：{JSON.stringify(value)} {Object.values(names).filter(Boolean).join(" / ")}
      </Typography.Text>
    </Space>
  );
}

const section: GallerySection = {
  id: "service-type",
  title: "业务类型与类目",
  order: 32,
  Component: ServiceTypeSection,
};
export default section;
