import { Alert, Button, Descriptions, Form, Input, Space, Spin } from "antd";
import { useState } from "react";
import { api } from "../../api";
import { idCardError } from "../../domain/personal";
import { call } from "../../providers/http";
import { toastSuccess } from "../../providers/toast";
import { MediaGallery } from "../../widgets/media";
import { Upload, type UploadedFile } from "../../widgets/upload";
import { useButton, useCall } from "./useCall";

export const IDENTITY_TEXT = {
  done: "实名认证成功",
  realNameRequired: "请输入真实姓名",
  realNameRule: "姓名须为2-20个汉字",
  frontRequired: "请上传身份证人像面",
  backRequired: "请上传身份证国徽面",
} as const;

/** Chinese names, with the middle dot of minority names. */
export const REAL_NAME_PATTERN = /^[\u4e00-\u9fa5·]{2,20}$/;

interface IdentityValues {
  realName: string;
  idCardNo: string;
  idCardFront: UploadedFile[];
  idCardBack: UploadedFile[];
}

const photoRule = (message: string) => ({
  validator: (_: unknown, value: UploadedFile[] | undefined) =>
    value && value.length > 0 ? Promise.resolve() : Promise.reject(new Error(message)),
});

/** 实名认证 (identifyUserProfile): the legal person's real name, ID number (checksum rule) and both ID photos. */
export function IdentitySection() {
  const details = useCall(api.worker.profile.providerDetails);
  const [form] = Form.useForm<IdentityValues>();
  const [editing, setEditing] = useState(false);
  const [saving, setSaving] = useState(false);
  // 实名认证 (its call names personal:identify): without the code the identity is shown, never submitted.
  const mayIdentify = useButton("personal:identify");
  const identity = details.data?.identity ?? null;

  if (!details.data) return <Spin spinning={details.loading} style={{ minHeight: 120, display: "block" }} />;

  const submit = async (values: IdentityValues) => {
    setSaving(true);
    try {
      await call(api.worker.profile.identifyUserProfile, {
        realName: values.realName.trim(),
        idCardNo: values.idCardNo.trim().toUpperCase(),
        idCardFront: values.idCardFront[0].filePath,
        idCardBack: values.idCardBack[0].filePath,
      });
      toastSuccess(IDENTITY_TEXT.done);
      setEditing(false);
      form.resetFields();
      await details.reload();
    } catch {
      // The message is shown; the form keeps what was typed.
    } finally {
      setSaving(false);
    }
  };

  if (identity && !editing) {
    return (
      <Space direction="vertical" size={16} style={{ width: "100%" }}>
        <Descriptions column={{ xs: 1, sm: 2 }} size="small" bordered>
          <Descriptions.Item label="认证状态">已认证</Descriptions.Item>
          <Descriptions.Item label="认证时间">{identity.identifiedTime}</Descriptions.Item>
          <Descriptions.Item label="真实姓名">{identity.realName}</Descriptions.Item>
          <Descriptions.Item label="身份证号">{identity.idCardNoMasked}</Descriptions.Item>
          <Descriptions.Item label="身份证照片" span={2}>
            <MediaGallery
              files={[
                { url: identity.idCardFront, name: "身份证人像面.png" },
                { url: identity.idCardBack, name: "身份证国徽面.png" },
              ]}
            />
          </Descriptions.Item>
        </Descriptions>
        {mayIdentify ? <Button onClick={() => setEditing(true)}>重新认证</Button> : null}
      </Space>
    );
  }

  if (!mayIdentify) return <Alert type="info" showIcon message="尚未实名认证" />;

  return (
    <Form form={form} layout="vertical" style={{ maxWidth: 520 }} onFinish={submit}>
      <Form.Item
        name="realName"
        label="真实姓名"
        rules={[
          { required: true, whitespace: true, message: IDENTITY_TEXT.realNameRequired },
          { pattern: REAL_NAME_PATTERN, message: IDENTITY_TEXT.realNameRule },
        ]}
      >
        <Input maxLength={20} placeholder="请输入法定代表人真实姓名" />
      </Form.Item>
      <Form.Item
        name="idCardNo"
        label="身份证号"
        required
        validateTrigger="onBlur"
        rules={[
          {
            validator: (_: unknown, value: string | undefined) => {
              const error = idCardError(value ?? "");
              return error ? Promise.reject(new Error(error)) : Promise.resolve();
            },
          },
        ]}
      >
        <Input maxLength={18} placeholder="请输入18位身份证号" />
      </Form.Item>
      <Space size={24} align="start">
        <Form.Item
          name="idCardFront"
          label="身份证人像面"
          required
          rules={[photoRule(IDENTITY_TEXT.frontRequired)]}
        >
          <Upload appName="provider-console" kind="image" limit={1} maxSizeMb={10} />
        </Form.Item>
        <Form.Item
          name="idCardBack"
          label="身份证国徽面"
          required
          rules={[photoRule(IDENTITY_TEXT.backRequired)]}
        >
          <Upload appName="provider-console" kind="image" limit={1} maxSizeMb={10} />
        </Form.Item>
      </Space>
      <Space>
        {identity ? <Button onClick={() => setEditing(false)}>取消</Button> : null}
        <Button type="primary" htmlType="submit" loading={saving}>
          提交认证
        </Button>
      </Space>
    </Form>
  );
}
