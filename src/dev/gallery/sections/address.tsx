import { Space, Typography } from "antd";
import { useState } from "react";
import { AddressPicker, type AddressNames, type AddressValue } from "../../../widgets/address";
import type { GallerySection } from "../types";

function Demo({ id, level, initial }: { id: string; level?: number; initial?: AddressValue }) {
  const [value, setValue] = useState<AddressValue | undefined>(initial);
  const [names, setNames] = useState<AddressNames>({});
  return (
    <Space direction="vertical" size={4} data-testid={id} style={{ width: "100%" }}>
      <AddressPicker
        level={level}
        value={value}
        onChange={(next, nextNames) => {
          setValue(next);
          setNames(nextNames);
        }}
      />
      <Typography.Text type="secondary" data-testid={`${id}-output`}>
        输出：{JSON.stringify(value ?? {})} {Object.values(names).join(" / ")}
      </Typography.Text>
    </Space>
  );
}

function AddressSection() {
  return (
    <Space direction="vertical" size={16} style={{ width: "100%" }}>
      <div>
        <Typography.Title level={5}>四级（省 / 市 / 区县 / 街道）</Typography.Title>
        <Demo id="address-level4" level={4} />
      </div>
      <div>
        <Typography.Title level={5}>默认三级</Typography.Title>
        <Demo id="address-level3" />
      </div>
      <div>
        <Typography.Title level={5}>二级（省 / 市）</Typography.Title>
        <Demo id="address-level2" level={2} />
      </div>
      <div>
        <Typography.Title level={5}>回显（东莞市无区县级）</Typography.Title>
        <Demo id="address-echo" level={4} initial={{ province: 19, city: 382, shipAddress: "19-382" }} />
      </div>
    </Space>
  );
}

const section: GallerySection = { id: "address", title: "地址选择", order: 30, Component: AddressSection };
export default section;
