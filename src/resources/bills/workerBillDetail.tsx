/**
 * A worker bill's detail drawer: its figures, its order lines and its reward / deduction records. Loaded when a
 * detail is first opened (list.tsx): the list shows none of it (issue 30).
 */
import { Descriptions, Drawer } from "antd";
import { useState } from "react";
import { api } from "../../api";
import type { BillOrderLine, BillRewardRecord, WorkerBill } from "../../api/finance";
import { BILL_STATUS, monthLabel, REWARD_TYPE } from "../../domain/bills/rules";
import { useEndpointQuery } from "../../queries/endpoint";
import { useMayDo } from "../../providers/usePermission";
import { MaskedPhone } from "../../widgets/masked-phone";
import { DataTable } from "../../widgets/table";
import { Heading } from "../../widgets/text";
import { EnumTag, formatMoney } from "../engine";

const orderColumns = [
  { key: "orderNo", dataIndex: "orderNo", title: "订单号" },
  { key: "serverTypeName", dataIndex: "serverTypeName", title: "服务类型" },
  { key: "goodsName", dataIndex: "goodsName", title: "商品", ellipsis: true },
  { key: "finishTime", dataIndex: "finishTime", title: "完成时间" },
  {
    key: "workerAmount",
    dataIndex: "workerAmount",
    title: "师傅金额",
    align: "right" as const,
    render: (value: number) => formatMoney(value),
  },
];

const rewardColumns = [
  {
    key: "rwdType",
    dataIndex: "rwdType",
    title: "类型",
    render: (value: number) => <EnumTag table={REWARD_TYPE} value={value} />,
  },
  { key: "orderNo", dataIndex: "orderNo", title: "关联订单", render: (value: string | null) => value ?? "-" },
  {
    key: "amount",
    dataIndex: "amount",
    title: "金额",
    align: "right" as const,
    render: (value: number) => formatMoney(value),
  },
  { key: "reason", dataIndex: "reason", title: "原因" },
  { key: "gmtCreatedTime", dataIndex: "gmtCreatedTime", title: "时间" },
];

function RewardRecords({ billNo }: { billNo: string }) {
  const [page, setPage] = useState({ current: 1, size: 10 });
  const query = useEndpointQuery(api.finance.workerBillRwd, { billNo, ...page }, { keepPrevious: true });
  return (
    <DataTable<BillRewardRecord>
      rowKey="id"
      size="small"
      columns={rewardColumns}
      dataSource={query.data?.records ?? []}
      loading={query.loading}
      locale={{ emptyText: "本账单没有奖惩记录" }}
      pagination={{
        current: page.current,
        pageSize: page.size,
        total: query.data?.total ?? 0,
        onChange: (current, size) => setPage({ current: size === page.size ? current : 1, size }),
      }}
    />
  );
}

/** 查看: a worker bill with its order lines and its reward / deduction records, in a drawer over the list. */
export function WorkerBillDetail({ record, onClose }: { record: WorkerBill; onClose: () => void }) {
  const query = useEndpointQuery(api.finance.workerBillDetail, { billNo: record.billNo });
  const bill = query.data ?? record;
  const orders: BillOrderLine[] = query.data?.orders ?? [];
  const mayReward = useMayDo("bill:workerReward");
  return (
    <Drawer
      open
      width={900}
      title={`${bill.workerName} ${monthLabel(bill.billMonth)}账单`}
      onClose={onClose}
      destroyOnHidden
    >
      <Descriptions column={3} size="small" bordered>
        <Descriptions.Item label="账单编号">{bill.billNo}</Descriptions.Item>
        <Descriptions.Item label="账单月份">{monthLabel(bill.billMonth)}</Descriptions.Item>
        <Descriptions.Item label="账单状态">
          <EnumTag table={BILL_STATUS} value={bill.billStatus} />
        </Descriptions.Item>
        <Descriptions.Item label="师傅">
          {bill.workerName} <MaskedPhone phone={bill.workerMobile} />
        </Descriptions.Item>
        <Descriptions.Item label="订单数">{bill.orderCount}</Descriptions.Item>
        <Descriptions.Item label="订单金额">{formatMoney(bill.orderAmount)}</Descriptions.Item>
        <Descriptions.Item label="奖励">{formatMoney(bill.rewardAmount)}</Descriptions.Item>
        <Descriptions.Item label="扣款">{formatMoney(bill.deductAmount)}</Descriptions.Item>
        <Descriptions.Item label="应结金额">
          <strong>{formatMoney(bill.totalAmount)}</strong>
        </Descriptions.Item>
      </Descriptions>
      <Heading level={5} style={{ marginTop: 24 }}>
        订单明细
      </Heading>
      <DataTable<BillOrderLine>
        rowKey="lineId"
        size="small"
        columns={orderColumns}
        dataSource={orders}
        loading={query.loading}
        locale={{ emptyText: "本账单没有订单" }}
        pagination={{ pageSize: 10 }}
      />
      {mayReward && (
        <>
          <Heading level={5} style={{ marginTop: 24 }}>
            奖惩记录
          </Heading>
          <RewardRecords billNo={record.billNo} />
        </>
      )}
    </Drawer>
  );
}
