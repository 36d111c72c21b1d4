/**
 * 服务过的师傅 of the order detail: every worker placed on the order (queryServiceWorkerInfo), each with 查看, which
 * opens the order as that worker sees it (师傅视角, workerOrderDetail).
 */
import { Button } from "antd";
import { useState } from "react";
import { api } from "../../api";
import type { OrderWorkerInfo } from "../../api/order/admin";
import type { OrderDetail } from "../../api/order/types";
import { PLACEMENT_STATUS } from "../../domain/orders";
import { section } from "../engine";
import { WorkerOrderDrawer } from "./WorkerOrderDrawer";

/** A row of the section: the worker and the order it belongs to. */
export type ServiceWorkerRow = OrderWorkerInfo & { orderNo: string };

export function WorkerViewButton({ row }: { row: ServiceWorkerRow }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        type="link"
        size="small"
        style={{ paddingInline: 0 }}
        aria-label={`查看 ${row.workerName} 的师傅视角`}
        onClick={() => setOpen(true)}
      >
        查看
      </Button>
      {open && (
        <WorkerOrderDrawer
          orderNo={row.orderNo}
          workerId={String(row.workerId)}
          workerName={row.workerName}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}

export const serviceWorkersSection = section<OrderDetail, OrderWorkerInfo[], ServiceWorkerRow>({
  key: "serviceWorkers",
  title: "服务过的师傅",
  from: api.order.admin.queryServiceWorkerInfo,
  empty: "暂无",
  rows: (workers, order) => workers.map((worker) => ({ ...worker, orderNo: order.orderNo })),
  columns: [
    { field: "workerName", title: "师傅" },
    { field: "workerMobile", title: "电话", value: "maskedPhone" },
    { field: "placeStatus", title: "派单状态", value: { enum: PLACEMENT_STATUS } },
    { field: "distributeTime", title: "派单时间" },
    {
      field: "workerId",
      title: "师傅视角",
      value: { render: (_value, row) => <WorkerViewButton row={row} /> },
    },
  ],
});
