/**
 * /dashboard/list 师傅服务数据: the provider's figures over a period (assessProviderInfo) above the worker assessment
 * table (workerAssessDataPage), with a drill-down to a worker's violation orders (workerViolateOrderPage). The rates
 * are drawn as plain progress bars (antd's own): a chart library for three percentages would be weight for nothing.
 */
import { Card, Col, Progress, Row, Statistic, Table } from "antd";
import { useState } from "react";
import { api } from "../../api";
import type { WorkerAssessRow, WorkerViolateOrder } from "../../api/data";
import { useEndpointQuery } from "../../queries/endpoint";
import { Dialog } from "../../widgets/dialog";
import { DEFAULT_PAGE_SIZE, withPaginationDefaults } from "../../widgets/table";
import { listScreen } from "../engine";

/** A request field of the search (a date range's end) as the call's text, or none. */
const text = (value: unknown) => (typeof value === "string" ? value : undefined);

function Overview({ payload }: { payload: Record<string, unknown> }) {
  const period = { startTime: text(payload.startTime), endTime: text(payload.endTime) };
  // Another period keeps the figures of the last one until its own come.
  const info = useEndpointQuery(api.data.assessProviderInfo, period, { keepPrevious: true });
  const d = info.data;
  return (
    <Card size="small" loading={info.pending} style={{ marginBottom: 16 }} aria-label="服务概览">
      <Row gutter={[16, 16]}>
        <Col xs={12} md={6}>
          <Statistic title="正常师傅数" value={d?.workerCount ?? 0} />
        </Col>
        <Col xs={12} md={6}>
          <Statistic title="订单数" value={d?.orderCount ?? 0} />
        </Col>
        <Col xs={12} md={6}>
          <Statistic title="完成订单数" value={d?.completedCount ?? 0} />
        </Col>
        <Col xs={12} md={6}>
          <Statistic title="违规次数" value={d?.violateCount ?? 0} />
        </Col>
        {(
          [
            ["准时率", d?.onTimeRate],
            ["好评率", d?.goodReviewRate],
            ["投诉率", d?.complaintRate],
          ] as const
        ).map(([label, value]) => (
          <Col xs={24} md={8} key={label}>
            <div>{label}</div>
            <Progress aria-label={label} percent={value ?? 0} format={(p) => `${p ?? 0}%`} status="normal" />
          </Col>
        ))}
      </Row>
    </Card>
  );
}

function ViolationOrders({ record, onClose }: { record: WorkerAssessRow; onClose: () => void }) {
  const [page, setPage] = useState({ current: 1, size: DEFAULT_PAGE_SIZE });
  // Another page keeps the rows of the last one until its own come.
  const orders = useEndpointQuery(
    api.data.workerViolateOrderPage,
    { workerId: record.workerId, ...page },
    { keepPrevious: true },
  );
  return (
    <Dialog open title={`违规订单：${record.workerName}`} width={760} footer={null} onCancel={onClose}>
      <Table<WorkerViolateOrder>
        size="small"
        rowKey={(row) => `${row.orderNo}`}
        loading={orders.pending}
        dataSource={orders.data?.records ?? []}
        locale={{ emptyText: "暂无违规订单" }}
        pagination={withPaginationDefaults({
          current: page.current,
          pageSize: page.size,
          total: orders.data?.total ?? 0,
          onChange: (current, size) => setPage({ current, size }),
        })}
        columns={[
          { dataIndex: "orderNo", title: "订单号" },
          { dataIndex: "violateType", title: "违规类型" },
          { dataIndex: "violateTime", title: "违规时间" },
          { dataIndex: "deductScore", title: "扣分", align: "right" },
        ]}
      />
    </Dialog>
  );
}

const rate = { render: (v: unknown) => `${Number(v ?? 0)}%` };

export const workerData = listScreen({
  endpoint: api.data.workerAssessDataPage,
  rowKey: (row) => row.workerId,
  filters: [
    { field: "workerName", label: "师傅姓名", input: "text", maxLength: 20 },
    { field: "period", label: "统计时间", input: "dateRange" },
  ],
  summary: Overview,
  columns: [
    { field: "workerName", title: "师傅姓名", width: 100 },
    { field: "workerMobile", title: "手机号", value: "maskedPhone", width: 130 },
    { field: "orderCount", title: "订单数", value: "number" },
    { field: "completedCount", title: "完成数", value: "number" },
    { field: "onTimeRate", title: "准时率", value: rate },
    { field: "goodReviewRate", title: "好评率", value: rate },
    { field: "complaintCount", title: "投诉数", value: "number" },
    { field: "violateCount", title: "违规数", value: "number" },
    { field: "score", title: "考核分", value: "number" },
  ],
  actions: [
    {
      key: "violations",
      label: "违规订单",
      placement: ["row"],
      component: ViolationOrders,
    },
  ],
});
