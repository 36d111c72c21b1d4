import { Descriptions } from "antd";
import type { LabelItem } from "../../../api/types";
import { LabelList } from "../../../widgets/label-list";
import { StatusTag } from "../../../widgets/status-tag";
import { TruncatedText } from "../../../widgets/truncate";
import type { GallerySection } from "../types";

function icon(color: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"><circle cx="8" cy="8" r="7" fill="${color}"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const LABELS: LabelItem[] = [
  {
    labelId: "1",
    labelName: "金牌师傅",
    labelDescription: "近 90 天好评率 ≥ 98%",
    labelIcon: icon("#faad14"),
    labelVisible: { provPlatform: true },
  },
  {
    labelId: "2",
    labelName: "准时上门",
    labelDescription: "近 30 天无迟到",
    labelIcon: icon("#52c41a"),
    labelVisible: { provPlatform: true },
  },
  {
    labelId: "3",
    labelName: "平台内部",
    labelDescription: "服务商不可见",
    labelIcon: icon("#999"),
    labelVisible: { provPlatform: false },
  },
  {
    labelId: "4",
    labelName: "空调专家",
    labelDescription: "空调安装 500 单以上",
    labelIcon: icon("#1677ff"),
    labelVisible: { provPlatform: true },
  },
  {
    labelId: "5",
    labelName: "新人",
    labelDescription: "入驻未满 30 天",
    labelIcon: icon("#eb2f96"),
    labelVisible: { provPlatform: true },
  },
];

function DisplaySection() {
  return (
    <Descriptions column={1} bordered size="small" labelStyle={{ width: 200 }}>
      <Descriptions.Item label="状态标签">
        <span data-testid="status-tags">
          <StatusTag type="success">正常</StatusTag>
          <StatusTag type="warning">待开启</StatusTag>
          <StatusTag type="danger">拉黑</StatusTag>
        </span>
      </Descriptions.Item>
      <Descriptions.Item label="标签列表（显示 2 个）">
        <span data-testid="label-list-demo">
          <LabelList labels={LABELS} />
        </span>
      </Descriptions.Item>
      <Descriptions.Item label="标签列表（不足 2 个）">
        <LabelList labels={LABELS.slice(2, 4)} />
      </Descriptions.Item>
      <Descriptions.Item label="文字截断（默认 5 字）">
        <span data-testid="truncate-demo">
          <TruncatedText text="深圳安居家装服务有限公司" />
        </span>
      </Descriptions.Item>
      <Descriptions.Item label="文字截断（10 字 / 不足不截）">
        <TruncatedText text="格力空调挂机安装含高空作业费用" length={10} /> ，<TruncatedText text="晾衣架" />
      </Descriptions.Item>
    </Descriptions>
  );
}

const section: GallerySection = {
  id: "display",
  title: "状态标签、标签列表与文字截断",
  order: 36,
  Component: DisplaySection,
};
export default section;
