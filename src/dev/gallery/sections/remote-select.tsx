import { Space, Typography } from "antd";
import { useState } from "react";
import type { MerchantOption } from "../../../api/merchant";
import {
  MerchantSelect,
  merchantFetcher,
  merchantOption,
  RemoteSelect,
  type RemoteValue,
} from "../../../widgets/remote-select";
import type { GallerySection } from "../types";

const fetchMerchants = merchantFetcher();

function RemoteSelectSection() {
  const [scrolled, setScrolled] = useState<RemoteValue | undefined>();
  const [merchant, setMerchant] = useState<string | undefined>();
  return (
    <Space direction="vertical" size={16}>
      <div data-testid="remote-select-scroll">
        <Typography.Title level={5}>滚动加载（每页 10 条，滚动到底加载下一页）</Typography.Title>
        <Space>
          <RemoteSelect<MerchantOption>
            fetchPage={fetchMerchants}
            toOption={merchantOption}
            value={scrolled}
            onChange={(v) => setScrolled(v)}
            placeholder="请选择商家"
          />
          <Typography.Text type="secondary" data-testid="remote-select-scroll-output">
            {scrolled ?? "未选择"}
          </Typography.Text>
        </Space>
      </div>
      <div data-testid="remote-select-pager">
        <Typography.Title level={5}>商家搜索（每页 10 条，5 个页码）</Typography.Title>
        <Space>
          <MerchantSelect value={merchant} onChange={(id) => setMerchant(id)} />
          <Typography.Text type="secondary" data-testid="remote-select-pager-output">
            {merchant ?? "未选择"}
          </Typography.Text>
        </Space>
      </div>
    </Space>
  );
}

const section: GallerySection = {
  id: "remote-select",
  title: "分页远程选择",
  order: 33,
  Component: RemoteSelectSection,
};
export default section;
