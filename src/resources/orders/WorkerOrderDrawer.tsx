/**
 * 师傅视角: the order as one of its workers sees it in the worker app (workerOrderDetail), opened from 服务过的师傅.
 * A provider checks what a worker was shown and what the order pays them, e.g. when a replaced worker asks about
 * an order or about their pay.
 */
import { Alert, Button, Descriptions, Drawer, Result, Skeleton, Space, Table, Typography } from "antd";
import { api } from "../../api";
import type { WorkerOrderDetail, WorkerGoodsLine } from "../../api/order/admin";
import { labelOf } from "../../domain/enumeration";
import { ORDER_STATUS, PLACEMENT_STATUS } from "../../domain/orders";
import { WORKER_ORDER_ROLE } from "../../domain/orders/workerView";
import { useEndpointQuery } from "../../queries/endpoint";
import { MaskedPhone } from "../../widgets/masked-phone";
import { EnumTag, formatMoney, joinList } from "../engine";

export const WORKER_VIEW_TITLE = "师傅视角";

/** What the order pays the worker, in words when it is no amount. */
export function incomeText(view: Pick<WorkerOrderDetail, "workerIncome" | "assigned">): string {
  if (view.workerIncome === null) return "不含在订单师傅金额内（送货师傅）";
  if (!view.assigned) return `${formatMoney(0)}（已不再服务此订单）`;
  return formatMoney(view.workerIncome);
}

const hidden = (value: string | null | undefined) =>
  value ?? <Typography.Text type="secondary">已不可见</Typography.Text>;

function appointmentText(view: WorkerOrderDetail): string {
  if (!view.nextAppointmentTime) return "-";
  return view.timeSlot ? `${view.nextAppointmentTime}（${view.timeSlot}）` : view.nextAppointmentTime;
}

function WorkerOrderBody({ view }: { view: WorkerOrderDetail }) {
  return (
    <Space direction="vertical" size={16} style={{ width: "100%" }}>
      {!view.assigned && (
        <Alert
          type="warning"
          showIcon
          message={`该师傅的派单状态为「${labelOf(PLACEMENT_STATUS, view.placeStatus)}」，已看不到客户和地址，订单不再计入其收入。`}
        />
      )}
      <Descriptions size="small" column={1} bordered>
        <Descriptions.Item label="师傅">
          <Space>
            {view.workerName}
            <MaskedPhone phone={view.workerMobile} />
          </Space>
        </Descriptions.Item>
        <Descriptions.Item label="师傅角色">{labelOf(WORKER_ORDER_ROLE, view.workerRole)}</Descriptions.Item>
        <Descriptions.Item label="派单状态">
          <EnumTag table={PLACEMENT_STATUS} value={view.placeStatus} />
        </Descriptions.Item>
        <Descriptions.Item label="派单时间">{view.distributeTime ?? "-"}</Descriptions.Item>
        <Descriptions.Item label="订单状态">
          <EnumTag table={ORDER_STATUS} value={view.orderStatus} />
        </Descriptions.Item>
        <Descriptions.Item label="服务类型">{joinList(view.serverTypeNameList)}</Descriptions.Item>
        <Descriptions.Item label="客户">{hidden(view.customerName)}</Descriptions.Item>
        <Descriptions.Item label="服务地址">{hidden(view.address)}</Descriptions.Item>
        <Descriptions.Item label="预约时间">{appointmentText(view)}</Descriptions.Item>
        <Descriptions.Item label="上门时间">{view.visitTime ?? "-"}</Descriptions.Item>
        <Descriptions.Item label="完成时间">{view.finishTime ?? "-"}</Descriptions.Item>
        <Descriptions.Item label="师傅收入">
          <Typography.Text strong>{incomeText(view)}</Typography.Text>
        </Descriptions.Item>
      </Descriptions>
      <Table<WorkerGoodsLine>
        size="small"
        title={() => "服务内容"}
        rowKey="goodsId"
        pagination={false}
        dataSource={view.goods}
        columns={[
          { title: "商品", dataIndex: "goodsName" },
          { title: "服务项目", dataIndex: "itemName" },
          { title: "数量", dataIndex: "goodsNum", width: 60 },
          {
            title: "师傅金额",
            dataIndex: "workerAmount",
            align: "right",
            render: (amount: number) => formatMoney(amount),
          },
        ]}
        summary={() =>
          view.workerStartPriceDiff > 0 ? (
            <Table.Summary.Row>
              <Table.Summary.Cell index={0} colSpan={3}>
                起步价差价
              </Table.Summary.Cell>
              <Table.Summary.Cell index={1} align="right">
                {formatMoney(view.workerStartPriceDiff)}
              </Table.Summary.Cell>
            </Table.Summary.Row>
          ) : null
        }
      />
      {view.fees.length > 0 && (
        <Table
          size="small"
          title={() => "费用"}
          rowKey="key"
          pagination={false}
          dataSource={view.fees.map((fee, index) => ({ ...fee, key: index }))}
          columns={[
            { title: "费用类型", dataIndex: "feeTypeName" },
            {
              title: "师傅金额",
              dataIndex: "workerAmount",
              align: "right",
              render: (amount: number) => formatMoney(amount),
            },
          ]}
        />
      )}
    </Space>
  );
}

export interface WorkerOrderDrawerProps {
  orderNo: string;
  workerId: string;
  workerName: string;
  onClose: () => void;
}

/** The drawer, loading workerOrderDetail when it opens (fresh each time: placements change). */
export function WorkerOrderDrawer({ orderNo, workerId, workerName, onClose }: WorkerOrderDrawerProps) {
  // The drawer says what failed; no toast on top of it.
  const query = useEndpointQuery(
    api.order.admin.workerOrderDetail,
    { orderNo, workerId },
    { silent: true, staleTime: 0 },
  );
  return (
    <Drawer open title={`${WORKER_VIEW_TITLE}：${workerName}`} width={560} onClose={onClose} destroyOnHidden>
      {query.pending && !query.error ? (
        <Skeleton active />
      ) : query.error || !query.data ? (
        <Result
          status="error"
          title="师傅视角加载失败"
          subTitle={query.error?.message}
          extra={<Button onClick={() => void query.reload()}>重试</Button>}
        />
      ) : (
        <WorkerOrderBody view={query.data} />
      )}
    </Drawer>
  );
}
