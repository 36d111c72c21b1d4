import { Form, Space, Typography } from "antd";
import { useState, type ReactNode } from "react";
import { NumberInput } from "../../../widgets/number-input";
import type { GallerySection } from "../types";

function Row({
  id,
  label,
  children,
}: {
  id: string;
  label: string;
  children: (set: (v: number | null) => void) => ReactNode;
}) {
  const [value, setValue] = useState<number | null>(null);
  return (
    <Form.Item label={label} style={{ marginBottom: 8 }}>
      <Space data-testid={id}>
        {children(setValue)}
        <Typography.Text type="secondary" data-testid={`${id}-output`}>
          {value === null ? "空" : String(value)}
        </Typography.Text>
      </Space>
    </Form.Item>
  );
}

function NumberInputSection() {
  return (
    <Form layout="horizontal" labelCol={{ flex: "220px" }}>
      <Row id="number-int" label="整数 1–100（toFixed 0）">
        {(set) => (
          <NumberInput
            toFixed={0}
            min={1}
            max={100}
            onChange={set}
            placeholder="1-100"
            style={{ width: 171 }}
          />
        )}
      </Row>
      <Row id="number-money" label="金额，两位小数，≤ 9999.99">
        {(set) => (
          <NumberInput
            toFixed={2}
            min={0}
            max={9999.99}
            onChange={set}
            placeholder="0.00"
            style={{ width: 171 }}
          />
        )}
      </Row>
      <Row id="number-warning" label="自定义提示（10–50）">
        {(set) => (
          <NumberInput
            toFixed={0}
            min={10}
            max={50}
            warning="数量须在10到50之间"
            onChange={set}
            placeholder="10-50"
            style={{ width: 171 }}
          />
        )}
      </Row>
      <Row id="number-empty" label="可为空（isEmpty）">
        {(set) => (
          <NumberInput isEmpty toFixed={1} onChange={set} placeholder="可不填" style={{ width: 171 }} />
        )}
      </Row>
    </Form>
  );
}

const section: GallerySection = {
  id: "number-input",
  title: "数字输入",
  order: 34,
  Component: NumberInputSection,
};
export default section;
