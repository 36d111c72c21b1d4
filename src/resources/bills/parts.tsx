/**
 * The bill screens' pieces the engine cannot declare: the status tag read from the status lookup, the worker bills'
 * summary figures, a download with its progress message, and a worker bill's detail drawer (order lines and reward
 * / deduction records).
 */
import { Card, Col, Descriptions, Drawer, Row, Statistic } from "antd";
import { useEffect, useRef, useState } from "react";
import { api } from "../../api";
import type { Endpoint } from "../../api/endpoint";
import type { BillOrderLine, BillRewardRecord, WorkerBill } from "../../api/finance";
import { BILL_STATUS, monthLabel, REWARD_TYPE } from "../../domain/bills/rules";
import { download } from "../../providers/http";
import { useEndpointQuery } from "../../queries/endpoint";
import { useMayDo } from "../../providers/usePermission";
import { toastProgress, toastSuccess } from "../../providers/toast";
import { MaskedPhone } from "../../widgets/masked-phone";
import { DataTable } from "../../widgets/table";
import { EnumTag, formatMoney, useOptions, type OptionsSource } from "../engine";
import { Heading } from "../../widgets/text";

/** A bill status as the lookup names it (the domain table until the lookup has answered). */
export function BillStatusCell({ source, value }: { source: OptionsSource; value: unknown }) {
  const options = useOptions(source);
  return <EnumTag table={options.length > 0 ? options : BILL_STATUS} value={value} />;
}

/** Saves a downloaded file under its name (a temporary link; the object URL is released afterwards). */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.style.display = "none";
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * Downloads a bill as soon as it is shown (an action component), with a loading message while the file comes;
 * the file keeps the name the server gives it. A failed download has already shown its error toast.
 */
export function DownloadBill({
  endpoint,
  billNo,
  onClose,
}: {
  endpoint: Endpoint<{ billNo: string }, unknown>;
  billNo: string;
  onClose: () => void;
}) {
  const started = useRef(false);
  useEffect(() => {
    // Once per click, also when a development double render mounts the component twice.
    if (started.current) return;
    started.current = true;
    const closeProgress = toastProgress("账单下载中…");
    download(endpoint, { billNo })
      .then(({ blob, filename }) => {
        saveFile(blob, filename ?? `账单_${billNo}.csv`);
        closeProgress();
        toastSuccess("下载成功");
      })
      .catch(closeProgress)
      .finally(onClose);
  }, [endpoint, billNo, onClose]);
  return null;
}

/** The worker bills' figures for the current search (师傅收款 summary), when the account may see them. */
export function BillSummary({ payload }: { payload: Record<string, unknown> }) {
  const allowed = useMayDo("bill:workerCollection");
  const query = useEndpointQuery(api.finance.workerBillCollection, payload, {
    enabled: allowed,
    keepPrevious: true,
  });
  if (!allowed) return null;
  const data = query.data;
  const figure = (title: string, value: number | undefined, money: boolean) => (
    <Col xs={12} md={8} lg={4} key={title}>
      <Statistic
        title={title}
        value={value === undefined ? "-" : money ? formatMoney(value) : value}
        loading={query.pending}
      />
    </Col>
  );
  return (
    <Card size="small" className="bill-summary" style={{ marginBottom: 16 }} aria-label="师傅账单汇总">
      <Row gutter={[16, 8]}>
        {figure("应结总额", data?.totalAmount, true)}
        {figure("已结算", data?.settledAmount, true)}
        {figure("待结算", data?.unsettledAmount, true)}
        {figure("账单数", data?.billCount, false)}
        {figure("订单数", data?.orderCount, false)}
      </Row>
    </Card>
  );
}

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
