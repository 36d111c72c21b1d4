import { Radio, Space, Typography } from "antd";
import { useState } from "react";
import { formatDistance, WorkerMap } from "../../../widgets/map";
import { SAMPLE_CENTRE, SAMPLE_WORKERS } from "../../../widgets/map/sampleData";
import type { GallerySection } from "../types";

const RADII = [3, 5, 10, 20];

function MapSection() {
  const [selected, setSelected] = useState<string | null>(null);
  const [radiusKm, setRadiusKm] = useState(20);
  const workers = SAMPLE_WORKERS.filter((worker) => worker.distanceKm <= radiusKm);
  const picked = SAMPLE_WORKERS.find((worker) => worker.id === selected);
  return (
    <Space direction="vertical" size={12} style={{ width: "100%" }} data-testid="worker-map-demo">
      <Typography.Text type="secondary">
        内置示意图（无需地图密钥和网络）：订单位于中心，师傅按距离圈层和方位排列；点击标记或右侧列表选择师傅，
        标记可用 Tab 键切换、回车选择。接入地图服务见 src/widgets/map/README.md。
      </Typography.Text>
      <Radio.Group
        value={radiusKm}
        optionType="button"
        onChange={(event) => setRadiusKm(event.target.value as number)}
        options={RADII.map((km) => ({ value: km, label: `${km} km` }))}
      />
      <WorkerMap
        centre={SAMPLE_CENTRE}
        workers={workers}
        radiusKm={radiusKm}
        selectedId={selected}
        onSelect={setSelected}
        height={400}
      />
      <Typography.Text data-testid="worker-map-output">
        已选师傅：{picked ? `${picked.name}（${formatDistance(picked.distanceKm)}）` : "未选择"}
      </Typography.Text>
    </Space>
  );
}

const section: GallerySection = { id: "worker-map", title: "师傅地图", order: 42, Component: MapSection };
export default section;
