/**
 * The order detail's custom sections, where a list of fields cannot say it: the customer with the hotline dialer,
 * customer expectations, the 天猫 logistics with their traces, and the service bill with its 起步价差价 line.
 */
import { PhoneOutlined } from "@ant-design/icons";
import { Button, Descriptions, Empty, Space, Table, Tag, Timeline, Typography } from "antd";
import { useState } from "react";
import { api } from "../../api";
import type { ExpectLabel, OrderServiceBill } from "../../api/order/admin";
import type { OrderCustomer, OrderDetail } from "../../api/order/types";
import type { LogisticsItem, StartPriceDiff } from "../../api/order/tmall";
import { useEndpointMutation } from "../../queries/endpoint";
import { useMayDo } from "../../providers/usePermission";
import { requestCall } from "../../widgets/hotline/callRequests";
import { MaskedPhone } from "../../widgets/masked-phone";
import { EnumTag, formatMoney } from "../engine";
import { LOGISTICS_STATUS } from "../../domain/orders/constants";
import { START_PRICE_DIFF_LABEL } from "./rows";
import { customerDial, privacyDial } from "./customerCall";

/** The logistics statuses keyed by their label (天猫 answers the label, not the code). */
const LOGISTICS_LABELS = LOGISTICS_STATUS.map((status) => ({ ...status, value: status.label }));

// The dialer (and its call-service adapter) loads only when a call is started.

const empty = (text: string) => <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={text} />;

export function addressOf(customer: OrderCustomer): string {
  return [
    customer.provinceName,
    customer.cityName,
    customer.areaName,
    customer.townName,
    customer.detailAddress,
  ]
    .filter(Boolean)
    .join("");
}

type RecordCall = (body: { orderNo: string; calleeMobile: string }) => Promise<unknown>;

/**
 * Once the dialer placed the call: the order track records it (virNumber/callRecord), and the page reloads it
 * (`record` is the call's mutation, which refreshes the data queries).
 */
function recordCall(orderNo: string, record: RecordCall) {
  return (calleeMobile: string) => {
    record({ orderNo, calleeMobile })
      // The HTTP client has shown why the record was refused; the call itself goes on.
      .catch(() => undefined);
  };
}

/**
 * 客户信息 with 联系客户: the floating hotline dialer opened on the privacy number (天猫 orders: virNumber/refresh
 * answers the binding still valid or binds one, and the dialer calls from the binding's seat) or on the customer's
 * own number, saying which; the placed call is recorded in the order track. A 天猫 customer's mobile comes masked.
 */
export function CustomerContact({
  data: customer,
  base: order,
}: {
  data: OrderCustomer | null;
  base: OrderDetail;
}) {
  const canCall = useMayDo("order:callCustomer");
  const record = useEndpointMutation(api.basicPublic.virNumberCallRecord);
  const bind = useEndpointMutation(api.basicPublic.virNumberRefresh, { refresh: false });
  const [binding, setBinding] = useState(false);
  if (!customer) return empty("暂无客户信息");
  const contact = async () => {
    const facts = { orderSource: order.orderSource, customerMobile: customer.customerMobile };
    let dial = customerDial(facts);
    if (dial.kind === "refresh") {
      setBinding(true);
      try {
        dial = privacyDial(await bind.run({ orderNo: order.orderNo }));
      } catch {
        // Refused (shown by the HTTP client): a platform order's customer is not called on their own number.
        return;
      } finally {
        setBinding(false);
      }
    }
    if (dial.kind === "refresh") return;
    requestCall(dial.number, {
      label: dial.label,
      seat: dial.kind === "privacy" ? dial.seat : undefined,
      onPlaced: recordCall(order.orderNo, record.run),
    });
  };
  return (
    <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 3 }} bordered>
      <Descriptions.Item label="客户姓名">{customer.customerName}</Descriptions.Item>
      <Descriptions.Item label="客户电话">
        <Space>
          <MaskedPhone phone={customer.customerMobile} />
          {canCall && (
            <Button size="small" icon={<PhoneOutlined />} loading={binding} onClick={() => void contact()}>
              联系客户
            </Button>
          )}
        </Space>
      </Descriptions.Item>
      <Descriptions.Item label="服务地址">{addressOf(customer)}</Descriptions.Item>
    </Descriptions>
  );
}

export function ExpectLabelsSection({ data }: { data: readonly ExpectLabel[] | null }) {
  const labels = data ?? [];
  if (labels.length === 0) return empty("暂无客户期望");
  return (
    <Space size={[4, 4]} wrap>
      {labels.map((label) => (
        <Tag key={label.labelCode}>{label.labelName}</Tag>
      ))}
    </Space>
  );
}

/** 天猫 logistics: each parcel with its status and traces. */
export function LogisticsSection({ data }: { data: readonly LogisticsItem[] | null }) {
  const items = data ?? [];
  if (items.length === 0) return empty("暂无物流信息");
  return (
    <Space direction="vertical" style={{ width: "100%" }}>
      {items.map((item) => (
        <div key={item.logisticsNo}>
          <Space wrap style={{ marginBottom: 8 }}>
            <Typography.Text strong>{item.companyName}</Typography.Text>
            <Typography.Text copyable>{item.logisticsNo}</Typography.Text>
            <EnumTag table={LOGISTICS_LABELS} value={item.logisticsStatus} />
          </Space>
          <Timeline
            items={item.traces.map((trace) => ({
              children: (
                <span>
                  <Typography.Text type="secondary">{trace.time}</Typography.Text> {trace.content}
                </span>
              ),
            }))}
          />
        </div>
      ))}
    </Space>
  );
}

/** An own order's bill (lines and totals), not a 天猫 order's start price difference. */
function isServiceBill(data: OrderServiceBill | StartPriceDiff): data is OrderServiceBill {
  return "lines" in data && Array.isArray(data.lines);
}

/** 服务账单: own orders' bill lines and totals; 天猫 orders' start price difference. */
export function ServiceBillSection({ data }: { data: OrderServiceBill | StartPriceDiff | null }) {
  if (!data) return empty("暂无服务账单");
  if (isServiceBill(data)) {
    const lines = [
      ...data.lines,
      ...(data.workerStartPriceDiff > 0
        ? [
            {
              feeType: 0,
              feeTypeName: START_PRICE_DIFF_LABEL,
              amount: 0,
              workerAmount: data.workerStartPriceDiff,
            },
          ]
        : []),
    ];
    return (
      <Table
        size="small"
        rowKey={(_line, index) => String(index)}
        pagination={false}
        dataSource={lines}
        columns={[
          { title: "费用项", dataIndex: "feeTypeName" },
          { title: "金额", dataIndex: "amount", align: "right", render: (v: number) => formatMoney(v) },
          {
            title: "师傅金额",
            dataIndex: "workerAmount",
            align: "right",
            render: (v: number) => formatMoney(v),
          },
        ]}
        summary={() => (
          <Table.Summary.Row>
            <Table.Summary.Cell index={0}>合计</Table.Summary.Cell>
            <Table.Summary.Cell index={1} align="right">
              {formatMoney(data.totalAmount)}
            </Table.Summary.Cell>
            <Table.Summary.Cell index={2} align="right">
              {formatMoney(data.workerTotalAmount)}
            </Table.Summary.Cell>
          </Table.Summary.Row>
        )}
      />
    );
  }
  const diff = data;
  return (
    <Descriptions size="small" bordered column={3}>
      <Descriptions.Item label="师傅起步价">{formatMoney(diff.startPrice)}</Descriptions.Item>
      <Descriptions.Item label="师傅合计">{formatMoney(diff.workerTotalAmount)}</Descriptions.Item>
      <Descriptions.Item label={START_PRICE_DIFF_LABEL}>{formatMoney(diff.diffAmount)}</Descriptions.Item>
    </Descriptions>
  );
}
