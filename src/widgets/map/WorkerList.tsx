import { Table } from "antd";
import type { ColumnsType } from "antd/es/table";
import { maskPhone } from "../masked-phone";
import { ToneText } from "../text";
import { formatDistance } from "./geometry";
import type { MapWorkerMarker } from "./types";
import { listOrder } from "./workerOrder";
import "./workerMap.css";

export interface WorkerListProps {
  workers: readonly MapWorkerMarker[];
  selectedId?: string | null;
  onSelect: (id: string) => void;
  loading?: boolean;
  /** Rows shown before the table scrolls (height in px, default 420). */
  height?: number;
}

/**
 * The workers beside the map, those who may be picked first (nearest first, or by rank): clicking a row (or its
 * radio) selects the worker on the map too. A worker who may not be picked shows why, his radio disabled.
 */
export function WorkerList({ workers, selectedId, onSelect, loading, height = 420 }: WorkerListProps) {
  const rows = [...workers].sort(listOrder);
  const columns: ColumnsType<MapWorkerMarker> = [
    {
      title: "师傅姓名",
      dataIndex: "name",
      ellipsis: true,
      render: (name: string, worker) =>
        worker.unavailable ? (
          <span className="worker-map-unavailable">
            {name}
            <ToneText tone="secondary">{` — ${worker.unavailable}`}</ToneText>
          </span>
        ) : (
          name
        ),
    },
    {
      title: "手机号",
      dataIndex: "mobile",
      width: 130,
      // A selector shows the mobile masked, nothing to reveal (issue 43 P4: the map call answers it masked).
      render: (mobile: string | null | undefined) => (
        <span className="masked-phone">{maskPhone(mobile) || "-"}</span>
      ),
    },
    {
      title: "距离",
      dataIndex: "distanceKm",
      width: 90,
      align: "right",
      render: (km: number) => formatDistance(km),
    },
    { title: "服务中订单", dataIndex: "inServiceCount", width: 100, align: "right" },
  ];
  return (
    <Table<MapWorkerMarker>
      className="worker-map-list"
      rowKey="id"
      size="small"
      columns={columns}
      dataSource={rows}
      loading={loading}
      pagination={false}
      scroll={{ y: height - 40 }}
      locale={{ emptyText: "该范围内暂无师傅" }}
      rowSelection={{
        type: "radio",
        columnWidth: 56,
        columnTitle: "选择",
        selectedRowKeys: selectedId ? [selectedId] : [],
        onChange: (keys) => {
          if (keys[0] !== undefined) onSelect(String(keys[0]));
        },
        getCheckboxProps: (worker) =>
          ({
            "aria-label": worker.unavailable
              ? `选择${worker.name}（${worker.unavailable}）`
              : `选择${worker.name}`,
            disabled: Boolean(worker.unavailable),
          }) as never,
      }}
      onRow={(worker) => ({
        onClick: () => {
          if (!worker.unavailable) onSelect(worker.id);
        },
        "data-worker-id": worker.id,
        "aria-selected": worker.id === selectedId,
      })}
    />
  );
}
