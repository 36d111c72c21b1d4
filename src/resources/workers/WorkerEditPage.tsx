/**
 * /worker/edit/worker 编辑师傅信息: the worker's profile (workerBasic) in a form, saved with updateWorker (a path of
 * ours: §7 has no profile save). Prefilled from the record; a failed save keeps what was typed (the engine's action
 * run shows the §8 toast and leaves the form as it is).
 */
import { useQuery } from "@tanstack/react-query";
import { Button, Card, Form, Result, Skeleton, Space } from "antd";
import { useNavigate, useSearchParams } from "react-router";
import { api } from "../../api";
import type { WorkerBasic } from "../../api/worker/roster";
import { call } from "../../providers/http";
import { useRunAction } from "../engine/actions";
import { FormFields, formValuesOut } from "../engine/FormFields";
import { useFormName } from "../engine/formName";
import { editFields, editPayload, editValues } from "./edit";
import { ARCHIVE_PATH } from "./list";

export default function WorkerEditPage() {
  const [params] = useSearchParams();
  const workerId = params.get("workerId") ?? "";
  const navigate = useNavigate();
  const [form] = Form.useForm();
  const name = useFormName("worker-edit");
  const { run, running } = useRunAction();
  const basic = useQuery({
    queryKey: ["data", "workerEdit", workerId],
    queryFn: () => call(api.worker.roster.workerBasic, { workerId }),
    enabled: workerId !== "",
    retry: false,
    // The form is filled once: a refresh after saving must not overwrite it.
    staleTime: Infinity,
  });
  if (!workerId) return <Result status="warning" title="缺少师傅" />;
  if (basic.isPending) return <Skeleton active />;
  if (basic.isError || !basic.data) return <Result status="error" title="师傅资料加载失败" />;
  const worker: WorkerBasic = basic.data;

  const save = async () => {
    const values = (await form.validateFields().catch(() => null)) as Record<string, unknown> | null;
    if (!values) return;
    const out = formValuesOut(editFields, { ...form.getFieldsValue(true), ...values });
    const ok = await run(
      {
        key: "save",
        label: "保存",
        placement: ["header"],
        endpoint: api.worker.roster.updateWorker,
        payload: () => editPayload(workerId, out),
        success: "保存成功",
      },
      { record: worker },
      out,
    );
    if (ok) navigate(`${ARCHIVE_PATH}?workerId=${workerId}`);
  };

  return (
    <Card title={`编辑师傅信息：${worker.workerName}`}>
      <Form
        form={form}
        name={name}
        layout="vertical"
        style={{ maxWidth: 640 }}
        initialValues={editValues(worker)}
        onFinish={() => void save()}
        className="engine-action-form"
      >
        <FormFields fields={editFields} />
        <Space>
          <Button type="primary" htmlType="submit" loading={running}>
            保存
          </Button>
          <Button onClick={() => navigate(`${ARCHIVE_PATH}?workerId=${workerId}`)}>取消</Button>
        </Space>
      </Form>
    </Card>
  );
}
