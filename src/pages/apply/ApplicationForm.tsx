import { Alert, Button, Descriptions, Form, Space, Steps } from "antd";
import { useMemo, useState } from "react";
import { reSubmitProviderApply, submitProviderApply } from "../../api/worker/profile";
import { toastSuccess } from "../../providers/toast";
import { useEndpointMutation } from "../../queries/endpoint";
import { FormFields } from "../../resources/engine/FormFields";
import { UploadsInFlightContext, useUploadsInFlight } from "../../widgets/upload";
import { clearDraft, loadDraft, saveDraft, toApplyForm, type ApplyValues } from "./applyDraft";
import { APPLY_FIELDS, NORMALIZE } from "./applyFields";
import { areaLabel } from "./fields";
import { serviceTypeNames, useAllServiceTypes } from "../../widgets/service-type";
import { joinList } from "../../domain/format";

type Field = keyof ApplyValues;

/** The steps of the application and the fields each checks before 下一步 (E.8 item 3). */
export const APPLY_STEPS: readonly { title: string; fields: readonly Field[] }[] = [
  {
    title: "公司与法人",
    fields: [
      "companyName",
      "creditCode",
      "legalPerson",
      "legalPersonIdCard",
      "contactName",
      "contactMobile",
      "area",
      "detailAddress",
    ],
  },
  { title: "证照上传", fields: ["businessLicense", "idCardFront", "idCardBack"] },
  { title: "服务类型与类目", fields: ["serverTypes", "categories"] },
  { title: "服务区域", fields: ["coverAreas"] },
  { title: "确认提交", fields: [] },
];

function Review({ values }: { values: ApplyValues }) {
  const types = serviceTypeNames(useAllServiceTypes().types, values.serverTypes ?? []);
  return (
    <Descriptions bordered size="small" column={1} labelStyle={{ width: 160 }}>
      <Descriptions.Item label="公司名称">{values.companyName}</Descriptions.Item>
      <Descriptions.Item label="统一社会信用代码">{values.creditCode}</Descriptions.Item>
      <Descriptions.Item label="法人姓名">{values.legalPerson}</Descriptions.Item>
      <Descriptions.Item label="法人身份证号">{values.legalPersonIdCard}</Descriptions.Item>
      <Descriptions.Item label="联系人">{values.contactName}</Descriptions.Item>
      <Descriptions.Item label="联系人手机号">{values.contactMobile}</Descriptions.Item>
      <Descriptions.Item label="公司地址">
        {values.area ? `${areaLabel(values.area)} ${values.detailAddress ?? ""}` : ""}
      </Descriptions.Item>
      <Descriptions.Item label="证照">
        {[values.businessLicense, values.idCardFront, values.idCardBack].every((f) => f?.length)
          ? "营业执照、法人身份证人像面、国徽面已上传"
          : ""}
      </Descriptions.Item>
      <Descriptions.Item label="服务类型">{joinList(types)}</Descriptions.Item>
      <Descriptions.Item label="服务类目">
        {joinList(values.categories?.map((c) => c.label))}
      </Descriptions.Item>
      <Descriptions.Item label="服务区域">{joinList(values.coverAreas?.map(areaLabel))}</Descriptions.Item>
    </Descriptions>
  );
}

/**
 * The application, step by step (antd Steps). What is typed is kept in localStorage per provider on every change
 * (applyDraft.ts) and cleared on submit. `resubmit` edits a rejected application (reSubmitProviderApply), prefilled
 * with `initial` unless a newer draft exists.
 *
 * The shell is custom, not an engine form screen (FormView): five steps, each checked before 下一步, a draft saved
 * on every change and restored at its step, a failed submit sent back to the first step in error, and a review
 * before the one save; a form screen is one set of fields and one save, with no steps and no draft. The fields are
 * engine declarations (applyFields.tsx, one list per step) rendered by the engine's FormFields inside this form, as
 * the personal centre's forms are; typed codes and the mobile are made canonical here as they change (NORMALIZE).
 */
export function ApplicationForm({
  providerId,
  initial,
  resubmit,
  onSubmitted,
}: {
  providerId: string;
  initial?: ApplyValues;
  resubmit: boolean;
  onSubmitted: () => void;
}) {
  const draft = useMemo(() => loadDraft(providerId), [providerId]);
  const [form] = Form.useForm<ApplyValues>();
  const [step, setStep] = useState(() => Math.min(Math.max(draft?.step ?? 0, 0), APPLY_STEPS.length - 1));
  // The first submission or, after a rejection, the re-submission; the page reads the user info afterwards.
  const send = useEndpointMutation(resubmit ? reSubmitProviderApply : submitProviderApply, {
    refresh: false,
  });
  const uploads = useUploadsInFlight();
  const submitting = send.running || uploads.waiting;

  const persist = (nextStep = step) =>
    saveDraft(providerId, { step: nextStep, values: form.getFieldsValue(true) });
  // Runs before the changed field is checked: the rules see the canonical text, as with Form.Item's normalize.
  const normalize = (changed: Record<string, unknown>) => {
    for (const [name, to] of NORMALIZE) {
      const value = changed[name];
      if (typeof value === "string" && to(value) !== value) form.setFieldValue(name, to(value));
    }
  };
  const go = (next: number) => {
    setStep(next);
    persist(next);
    window.scrollTo?.({ top: 0 });
  };
  const next = async () => {
    await uploads.settled();
    try {
      await form.validateFields([...APPLY_STEPS[step].fields]);
      go(step + 1);
    } catch {
      // The fields show their messages.
    }
  };
  const submit = async () => {
    await uploads.settled();
    try {
      await form.validateFields();
    } catch {
      const firstBad = APPLY_STEPS.findIndex((s) => s.fields.some((f) => form.getFieldError(f).length > 0));
      if (firstBad >= 0) go(firstBad);
      return;
    }
    try {
      await send.run(toApplyForm(form.getFieldsValue(true)));
      clearDraft(providerId);
      toastSuccess(resubmit ? "入驻申请已重新提交" : "入驻申请已提交");
      onSubmitted();
    } catch {
      // The client has shown the server's message; everything typed stays.
    }
  };

  const shown = (index: number) => ({ display: index === step ? undefined : "none" });
  return (
    <Form<ApplyValues>
      form={form}
      name="provider-apply"
      layout="vertical"
      style={{ maxWidth: 760 }}
      initialValues={draft?.values ?? initial ?? { contactMobile: undefined, serverTypes: [1] }}
      onValuesChange={(changed: Record<string, unknown>) => {
        normalize(changed);
        persist();
      }}
    >
      <Steps
        current={step}
        size="small"
        items={APPLY_STEPS.map((s) => ({ title: s.title }))}
        style={{ marginBottom: 24 }}
      />
      <UploadsInFlightContext.Provider value={uploads.tracker}>
        {APPLY_FIELDS.map((fields, index) =>
          fields.length > 0 ? (
            <div key={APPLY_STEPS[index].title} style={shown(index)}>
              <FormFields fields={fields} />
            </div>
          ) : null,
        )}
      </UploadsInFlightContext.Provider>
      {step === 4 && (
        <Space direction="vertical" style={{ width: "100%" }}>
          <Alert type="info" showIcon message="请核对以下信息，提交后平台将进行审核。" />
          <Form.Item noStyle shouldUpdate>
            {() => <Review values={form.getFieldsValue(true)} />}
          </Form.Item>
        </Space>
      )}
      <Space style={{ marginTop: 24 }}>
        {step > 0 && <Button onClick={() => go(step - 1)}>上一步</Button>}
        {step < APPLY_STEPS.length - 1 && (
          <Button type="primary" loading={uploads.waiting} onClick={() => void next()}>
            下一步
          </Button>
        )}
        {step === APPLY_STEPS.length - 1 && (
          <Button type="primary" loading={submitting} onClick={() => void submit()}>
            {resubmit ? "重新提交申请" : "提交申请"}
          </Button>
        )}
      </Space>
    </Form>
  );
}
