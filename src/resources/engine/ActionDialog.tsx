/**
 * The dialog of an action with a form: its fields, 确定 / 取消; a failed call keeps the dialog and what was typed.
 * Loaded on demand by ActionBar (the default export).
 */
import { useQueries } from "@tanstack/react-query";
import { Form, Skeleton } from "antd";
import { call } from "../../providers/http";
import { Dialog } from "../../widgets/dialog";
import { ActionRecordContext } from "./actionRecord";
import { useRunAction } from "./actions";
import { FormFields, formValuesOut } from "./FormFields";
import { useFormName } from "./formName";
import type { ActionDecl, ActionTarget, AnyRecord } from "./types";

export default function ActionDialog<R extends AnyRecord>({
  action,
  target,
  onClose,
}: {
  action: ActionDecl<R>;
  target: ActionTarget<R>;
  onClose: () => void;
}) {
  const [form] = Form.useForm();
  const name = useFormName(action.key);
  const { run, running } = useRunAction();
  const spec = action.form!;
  const title = typeof spec.title === "function" ? spec.title(target.record) : (spec.title ?? action.label);
  // Current values asked afresh on each opening (gcTime 0), so the form never starts from a stale answer.
  const loads = useQueries({
    queries: (spec.load?.calls(target.record) ?? []).map((one) => ({
      queryKey: ["formLoad", one.endpoint.method, one.endpoint.path, one.payload],
      queryFn: () => call(one.endpoint, one.payload),
      gcTime: 0,
      staleTime: 0,
      retry: false,
    })),
  });
  const loading = loads.some((q) => q.isPending);
  const loaded = !loading && spec.load ? spec.load.toValues(loads.map((q) => q.data)) : undefined;
  const submit = async () => {
    const values = (await form.validateFields().catch(() => null)) as Record<string, unknown> | null;
    if (!values) return;
    const ok = await run(
      action,
      target,
      formValuesOut(spec.fields, { ...form.getFieldsValue(true), ...values }),
    );
    if (ok) onClose();
  };
  return (
    <Dialog
      open
      title={title}
      width={spec.width}
      okText="确定"
      cancelText="取消"
      confirmLoading={running}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
      maskClosable={false}
    >
      {loading ? (
        <Skeleton active />
      ) : (
        <Form
          form={form}
          name={name}
          layout="vertical"
          initialValues={{ ...spec.initial?.(target.record), ...loaded }}
          onFinish={() => void submit()}
          className="engine-action-form"
        >
          <ActionRecordContext.Provider value={target.record}>
            <FormFields fields={spec.fields} />
          </ActionRecordContext.Provider>
        </Form>
      )}
    </Dialog>
  );
}
