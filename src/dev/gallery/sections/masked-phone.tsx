import { Space, Typography } from "antd";
import { MaskedPhone } from "../../../widgets/masked-phone";
import type { GallerySection } from "../types";

function MaskedPhoneSection() {
  return (
    <Space direction="vertical" size={8}>
      <Typography.Text type="secondary">悬停显示完整号码，点击复制</Typography.Text>
      <Space size={24}>
        <span data-testid="masked-phone-mobile">
          <MaskedPhone phone="13800000001" />
        </span>
        <span data-testid="masked-phone-extension">
          <MaskedPhone phone="15912345678-123" />
        </span>
        <span data-testid="masked-phone-empty">
          <MaskedPhone phone={null} />
        </span>
      </Space>
    </Space>
  );
}

const section: GallerySection = {
  id: "masked-phone",
  title: "手机号脱敏",
  order: 35,
  Component: MaskedPhoneSection,
};
export default section;
