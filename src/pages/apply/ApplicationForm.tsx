import { Alert, Button, Descriptions, Form, Input, Space, Steps } from "antd";
import { useMemo, useState } from "react";
import { reSubmitProviderApply, submitProviderApply } from "../../api/worker/profile";
import { APPLY_MESSAGES as M, CREDIT_CODE_PATTERN } from "../../domain/onboarding";
import { idCardError } from "../../domain/personal";
import { MOBILE_PATTERN } from "../../domain/validators";
import { toastSuccess } from "../../providers/toast";
import { useEndpointMutation } from "../../queries/endpoint";
import { Upload, type UploadedFile } from "../../widgets/upload";
import { clearDraft, loadDraft, saveDraft, toApplyForm, type ApplyValues } from "./applyDraft";
import { areaLabel, AreaField, CategoriesField, CoverAreasField, ServiceTypesField } from "./fields";
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

const required = (message: string) => ({ required: true, whitespace: true, message });
const listRequired = (message: string) => ({
  validator: (_: unknown, value: unknown[] | undefined) =>
    value && value.length > 0 ? Promise.resolve() : Promise.reject(new Error(message)),
});

function Photo({ value, onChange }: { value?: UploadedFile[]; onChange?: (files: UploadedFile[]) => void }) {
  return <Upload appName="provider-apply" limit={1} value={value} onChange={onChange} />;
}

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
 * A wizard of its own, not an engine form screen (FormView): five steps, each checked before 下一步, a draft saved
 * on every change and restored at its step, a failed submit sent back to the first step in error, and a review
 * before the one save. A form screen is one set of fields and one save, with no steps and no draft.
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
  const submitting = send.running;
  const serverTypes = Form.useWatch("serverTypes", form);

  const persist = (nextStep = step) =>
    saveDraft(providerId, { step: nextStep, values: form.getFieldsValue(true) });
  const go = (next: number) => {
    setStep(next);
    persist(next);
    window.scrollTo?.({ top: 0 });
  };
  const next = async () => {
    try {
      await form.validateFields([...APPLY_STEPS[step].fields]);
      go(step + 1);
    } catch {
      // The fields show their messages.
    }
  };
  const submit = async () => {
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
      onValuesChange={() => persist()}
    >
      <Steps
        current={step}
        size="small"
        items={APPLY_STEPS.map((s) => ({ title: s.title }))}
        style={{ marginBottom: 24 }}
      />
      <div style={shown(0)}>
        <Form.Item label="公司名称" name="companyName" rules={[required(M.companyName), { max: 50 }]}>
          <Input placeholder="与营业执照一致" maxLength={50} />
        </Form.Item>
        <Form.Item
          label="统一社会信用代码"
          name="creditCode"
          rules={[required(M.creditCode), { pattern: CREDIT_CODE_PATTERN, message: M.creditCodeFormat }]}
          normalize={(v: string) => v.toUpperCase().replace(/\s/g, "")}
        >
          <Input placeholder="18位统一社会信用代码" maxLength={18} />
        </Form.Item>
        <Form.Item label="法人姓名" name="legalPerson" rules={[required(M.legalPerson)]}>
          <Input maxLength={20} />
        </Form.Item>
        <Form.Item
          label="法人身份证号"
          name="legalPersonIdCard"
          rules={[
            required(M.legalPersonIdCard),
            {
              validator: (_: unknown, v: string | undefined) => {
                const error = v ? idCardError(v) : null;
                return error ? Promise.reject(new Error(error)) : Promise.resolve();
              },
            },
          ]}
          normalize={(v: string) => v.toUpperCase().replace(/\s/g, "")}
        >
          <Input maxLength={18} />
        </Form.Item>
        <Form.Item label="联系人" name="contactName" rules={[required(M.contactName)]}>
          <Input maxLength={20} />
        </Form.Item>
        <Form.Item
          label="联系人手机号"
          name="contactMobile"
          rules={[required(M.contactMobile), { pattern: MOBILE_PATTERN, message: M.mobileFormat }]}
          normalize={(v: string) => v.replace(/\s/g, "")}
        >
          <Input maxLength={11} />
        </Form.Item>
        <Form.Item label="公司所在地区" name="area" rules={[{ required: true, message: M.area }]}>
          <AreaField />
        </Form.Item>
        <Form.Item label="详细地址" name="detailAddress" rules={[required(M.detailAddress)]}>
          <Input maxLength={100} />
        </Form.Item>
      </div>
      <div style={shown(1)}>
        <Form.Item label="营业执照" name="businessLicense" rules={[listRequired(M.businessLicense)]}>
          <Photo />
        </Form.Item>
        <Form.Item label="法人身份证人像面" name="idCardFront" rules={[listRequired(M.idCardFront)]}>
          <Photo />
        </Form.Item>
        <Form.Item label="法人身份证国徽面" name="idCardBack" rules={[listRequired(M.idCardBack)]}>
          <Photo />
        </Form.Item>
      </div>
      <div style={shown(2)}>
        <Form.Item label="服务类型" name="serverTypes" rules={[listRequired(M.serverTypes)]}>
          <ServiceTypesField />
        </Form.Item>
        <Form.Item label="服务类目" name="categories" rules={[listRequired(M.categories)]}>
          <CategoriesField serviceIds={serverTypes ?? []} />
        </Form.Item>
      </div>
      <div style={shown(3)}>
        <Form.Item label="服务区域" name="coverAreas" rules={[listRequired(M.coverAreas)]}>
          <CoverAreasField />
        </Form.Item>
      </div>
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
          <Button type="primary" onClick={() => void next()}>
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
