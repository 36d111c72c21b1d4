/**
 * The dialog of an action with a form: its fields, 确定 / 取消; a failed call keeps the dialog and what was typed.
 * The write is made on `target` as it was when the dialog opened; after a failed try, on `latest` (the record as
 * shown now: a refusal refreshed it), and 确定 again after a try without an answer sends the same idempotency key.
 * Loaded on demand by ActionBar (the default export), which starts the load of the requests' limits with it.
 */
import { Form, Skeleton } from "antd";
import { useState } from "react";
import { useEndpointCalls } from "../../queries/endpoint";
import { Dialog } from "../../widgets/dialog";
import { UploadsInFlightContext, useUploadsInFlight } from "../../widgets/upload";
import { ActionRecordContext } from "./actionRecord";
import { useRunAction } from "./actions";
import { FormFields, formValuesOut } from "./FormFields";
import { useFormName } from "./formName";
import { useRequestLimits } from "./loadRequestLimits";
import type { ActionDecl, ActionTarget, AnyRecord } from "./types";

export default function ActionDialog<R extends AnyRecord>({
  action,
  target,
  latest,
  onClose,
}: {
  action: ActionDecl<R>;
  target: ActionTarget<R>;
  /** The record as shown now (the row or the detail behind the dialog). */
  latest?: R;
  onClose: () => void;
}) {
  const [tried, setTried] = useState(false);
  const [form] = Form.useForm();
  const name = useFormName(action.key);
  const { run, running } = useRunAction();
  const uploads = useUploadsInFlight();
  const spec = action.form!;
  const title = typeof spec.title === "function" ? spec.title(target.record) : (spec.title ?? action.label);
  // Current values asked afresh on each opening (gcTime 0, under a key root no data read shares), so the form never
  // starts from a stale answer; a failed call (its message shown) leaves its values out.
  const loads = useEndpointCalls(spec.load?.calls(target.record) ?? [], {
    keyRoot: "formLoad",
    gcTime: 0,
    staleTime: 0,
  });
  // A form whose fields fill the call's request shows once their limits are here (loaded with its first render).
  const limits = useRequestLimits(spec.fields);
  const loading = !loads.data || !limits;
  const loaded =
    loads.data && spec.load ? spec.load.toValues(loads.data.map((answer) => answer ?? undefined)) : undefined;
  const submit = async () => {
    if (loading) return;
    await uploads.settled();
    const values = (await form.validateFields().catch(() => null)) as Record<string, unknown> | null;
    if (!values) return;
    const ok = await run(
      action,
      target,
      formValuesOut(spec.fields, { ...form.getFieldsValue(true), ...values }),
      tried ? (latest ?? target.record) : target.record,
    );
    setTried(true);
    if (ok) onClose();
  };
  return (
    <Dialog
      open
      title={title}
      width={spec.width}
      okText="确定"
      cancelText="取消"
      confirmLoading={running || uploads.waiting}
      okButtonProps={{ disabled: loading }}
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
            <UploadsInFlightContext.Provider value={uploads.tracker}>
              <FormFields fields={spec.fields} />
            </UploadsInFlightContext.Provider>
          </ActionRecordContext.Provider>
        </Form>
      )}
    </Dialog>
  );
}
