/**
 * 转移订单 on a worker: his in-service delivery-install orders (deliveryOrders) to pick from, and the transfer
 * (手动转单 to one worker, or 送装分离 to a delivery and an install worker). A custom action because the engine's
 * dialogs have no table of the record's own orders to choose from.
 */
import { useQuery } from "@tanstack/react-query";
import { Alert, Form, Table, Typography } from "antd";
import { useState } from "react";
import { api } from "../../api";
import type { DeliveryOrder, WorkerRow } from "../../api/worker/roster";
import { labelOf } from "../../domain/enumeration";
import { ORDER_STATUS } from "../../domain/orders/status";
import { TRANSFER_TYPE } from "../../domain/workers/settings";
import { call } from "../../providers/http";
import { Dialog } from "../../widgets/dialog";
import { useRunAction } from "../engine/actions";
import { FormFields, formValuesOut } from "../engine/FormFields";
import { useFormName } from "../engine/formName";
import type { ActionDecl, FormFieldDecl } from "../engine";
import { joinList } from "../../domain/format";

const ORDER_PAGE = 100;

export const TRANSFER_FIELDS: readonly FormFieldDecl[] = [
  { name: "transferType", label: "转单类型", input: "radio", options: TRANSFER_TYPE, required: true },
  {
    name: "deliveryWorkerId",
    label: "送货师傅",
    input: "worker",
    required: true,
    when: (values) => values.transferType === 2,
  },
  {
    name: "toWorkerId",
    label: "接单师傅",
    input: "worker",
    required: true,
    validate: (value, values) =>
      values.transferType === 1 && value === values.fromWorkerId ? "不能转给原师傅" : null,
  },
  { name: "reason", label: "转单原因", input: "textarea", maxLength: 100 },
];

type Worker = Pick<WorkerRow, "workerId" | "workerName">;

const transferAction: ActionDecl<Worker> = {
  key: "transferOrders",
  label: "转移订单",
  endpoint: api.worker.roster.transferOrders,
  placement: ["row"],
  payload: (target, values) => ({
    fromWorkerId: target.record?.workerId,
    toWorkerId: values.toWorkerId,
    deliveryWorkerId: values.transferType === 2 ? values.deliveryWorkerId : undefined,
    transferType: values.transferType,
    orderNos: values.orderNos,
    reason: values.reason || undefined,
  }),
  success: (result) => {
    const r = result as { successCount?: number; failedOrderNos?: string[] } | null;
    const failed = r?.failedOrderNos?.length ?? 0;
    return failed > 0 ? `转移成功${r?.successCount ?? 0}单，失败${failed}单` : "转移成功";
  },
};

export function TransferOrders<R extends Worker>({ record, onClose }: { record: R; onClose: () => void }) {
  const [form] = Form.useForm();
  const name = useFormName("transfer");
  const [picked, setPicked] = useState<string[]>([]);
  const [missing, setMissing] = useState(false);
  const { run, running } = useRunAction();
  const orders = useQuery({
    queryKey: ["data", "transferCandidates", record.workerId],
    queryFn: () =>
      call(api.worker.roster.deliveryOrders, { workerId: record.workerId, current: 1, size: ORDER_PAGE }),
  });
  const submit = async () => {
    const values = (await form.validateFields().catch(() => null)) as Record<string, unknown> | null;
    setMissing(picked.length === 0);
    if (!values || picked.length === 0) return;
    const out = formValuesOut(TRANSFER_FIELDS, { ...form.getFieldsValue(true), ...values });
    if (await run(transferAction, { record }, { ...out, orderNos: picked })) onClose();
  };
  return (
    <Dialog
      open
      title={`转移订单：${record.workerName}`}
      width={760}
      okText="确定"
      cancelText="取消"
      confirmLoading={running}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
      maskClosable={false}
    >
      <Typography.Paragraph type="secondary">选择要转出的在途订单（待预约、待上门）</Typography.Paragraph>
      <Table<DeliveryOrder>
        size="small"
        rowKey="orderNo"
        loading={orders.isPending}
        dataSource={orders.data?.records ?? []}
        pagination={false}
        scroll={{ y: 240 }}
        locale={{ emptyText: "该师傅没有可转移的订单" }}
        rowSelection={{
          selectedRowKeys: picked,
          onChange: (keys) => {
            setPicked(keys.map(String));
            setMissing(false);
          },
        }}
        columns={[
          { dataIndex: "orderNo", title: "订单号", width: 200 },
          {
            dataIndex: "orderStatus",
            title: "订单状态",
            width: 90,
            render: (v: number) => labelOf(ORDER_STATUS, v),
          },
          { dataIndex: "goodsNameList", title: "商品", render: (v: string[]) => joinList(v) },
          { dataIndex: "customerName", title: "客户", width: 90 },
        ]}
      />
      {missing && <Alert type="error" showIcon message="请选择订单" style={{ marginTop: 8 }} />}
      <Form
        form={form}
        name={name}
        layout="vertical"
        initialValues={{ transferType: 1, fromWorkerId: record.workerId }}
        style={{ marginTop: 12 }}
      >
        <FormFields fields={TRANSFER_FIELDS} />
      </Form>
    </Dialog>
  );
}
