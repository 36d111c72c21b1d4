/**
 * The dialog of an action with a form: its fields, 确定 / 取消; a failed call keeps the dialog and what was typed.
 * Loaded on demand by ActionBar (the default export).
 */
import { Form } from "antd";
import { Dialog } from "../../widgets/dialog";
import { useRunAction } from "./actions";
import { FormFields, formValuesOut } from "./FormFields";
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
  const { run, running } = useRunAction();
  const spec = action.form!;
  const title = typeof spec.title === "function" ? spec.title(target.record) : (spec.title ?? action.label);
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
      <Form
        form={form}
        layout="vertical"
        initialValues={spec.initial?.(target.record)}
        onFinish={() => void submit()}
        className="engine-action-form"
      >
        <FormFields fields={spec.fields} />
      </Form>
    </Dialog>
  );
}
