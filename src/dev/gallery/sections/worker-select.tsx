import { Space, Typography } from "antd";
import { useState } from "react";
import type { WorkerSearchRecord } from "../../../api/worker/search";
import { WorkerSelect, workerLabel } from "../../../widgets/worker-select";
import type { GallerySection } from "../types";

function WorkerSelectSection() {
  const [picked, setPicked] = useState<{ id?: string; worker?: WorkerSearchRecord }>({});
  return (
    <Space direction="vertical" size={8} data-testid="worker-select-demo">
      <WorkerSelect value={picked.id} onChange={(id, worker) => setPicked({ id, worker })} />
      <Typography.Text type="secondary" data-testid="worker-select-output">
        workerId：{picked.id ?? "未选择"}
        {picked.worker ? `（${workerLabel(picked.worker)}）` : ""}
      </Typography.Text>
      <WorkerSelect disabled placeholder="禁用状态" />
    </Space>
  );
}

const section: GallerySection = {
  id: "worker-select",
  title: "师傅选择",
  order: 31,
  Component: WorkerSelectSection,
};
export default section;
