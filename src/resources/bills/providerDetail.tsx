/**
 * 查看 on a provider bill (issue 32 §2): 确认账单 is final, so the provider reads the bill's order lines first — each
 * order's amount, paged, found by order number — under the figures the list shows. A settled bill's lines are the
 * ones stored at settlement (the stand-in never sums them again); an adjustment line is a fee on an order of an
 * earlier, settled bill, naming that bill, or a refund of a finished order taken off this month's bill (issue 43).
 */
import { Descriptions, Drawer, Input, Tag } from "antd";
import { useState } from "react";
import { api } from "../../api";
import type { ProviderBill, ProviderBillLine } from "../../api/finance";
import { BILL_STATUS, monthLabel } from "../../domain/bills/rules";
import { useEndpointQuery } from "../../queries/endpoint";
import { DataTable } from "../../widgets/table";
import { EnumTag, formatMoney } from "../engine";
import { Heading } from "../../widgets/text";

const money = (value: number) => formatMoney(value);

const lineColumns = [
  { key: "orderNo", dataIndex: "orderNo", title: "订单号" },
  {
    key: "serverTypeName",
    dataIndex: "serverTypeName",
    title: "服务类型",
    // An adjustment line: a fee on an order of a settled bill or a refund, put in this bill (its text says which).
    render: (value: string, line: ProviderBillLine) =>
      line.adjustedBillNo ? <Tag color="orange">{value}</Tag> : value,
  },
  { key: "goodsName", dataIndex: "goodsName", title: "商品", ellipsis: true },
  { key: "finishTime", dataIndex: "finishTime", title: "完成时间" },
  { key: "orderAmount", dataIndex: "orderAmount", title: "订单金额", align: "right" as const, render: money },
  {
    key: "workerAmount",
    dataIndex: "workerAmount",
    title: "师傅金额",
    align: "right" as const,
    render: money,
  },
];

export function ProviderBillDetail({ record, onClose }: { record: ProviderBill; onClose: () => void }) {
  const [page, setPage] = useState({ current: 1, size: 10 });
  const [orderNo, setOrderNo] = useState("");
  const query = useEndpointQuery(
    api.finance.proBillOrders,
    { billNo: record.billNo, orderNo: orderNo || undefined, ...page },
    { keepPrevious: true },
  );
  return (
    <Drawer
      open
      width={960}
      title={`${monthLabel(record.billMonth)}账单 ${record.billNo}`}
      onClose={onClose}
      destroyOnHidden
      className="provider-bill-detail"
    >
      <Descriptions column={3} size="small" bordered>
        <Descriptions.Item label="账单编号">{record.billNo}</Descriptions.Item>
        <Descriptions.Item label="账单月份">{monthLabel(record.billMonth)}</Descriptions.Item>
        <Descriptions.Item label="账单状态">
          <EnumTag table={BILL_STATUS} value={record.billStatus} />
        </Descriptions.Item>
        <Descriptions.Item label="订单数">{record.orderCount}</Descriptions.Item>
        <Descriptions.Item label="账单金额">
          <strong className="bill-total">{formatMoney(record.totalAmount)}</strong>
        </Descriptions.Item>
        <Descriptions.Item label="已结算金额">{formatMoney(record.settledAmount)}</Descriptions.Item>
      </Descriptions>
      <Heading level={5} style={{ marginTop: 24 }}>
        订单明细
      </Heading>
      <Input.Search
        aria-label="订单号"
        placeholder="订单号"
        allowClear
        maxLength={32}
        style={{ width: 240, marginBottom: 12 }}
        onSearch={(value) => {
          setOrderNo(value.trim());
          setPage((current) => ({ ...current, current: 1 }));
        }}
      />
      <DataTable<ProviderBillLine>
        rowKey="lineId"
        size="small"
        columns={lineColumns}
        dataSource={query.data?.records ?? []}
        loading={query.loading}
        locale={{ emptyText: orderNo ? "没有该订单号的订单" : "本账单没有订单" }}
        pagination={{
          current: page.current,
          pageSize: page.size,
          total: query.data?.total ?? 0,
          onChange: (current, size) => setPage({ current: size === page.size ? current : 1, size }),
        }}
      />
    </Drawer>
  );
}
