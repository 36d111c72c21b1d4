import { Avatar, Button, Descriptions, Form, Input, Modal, Space, Spin } from "antd";
import { useState } from "react";
import { api } from "../../api";
import type { AreaRef } from "../../api/types";
import { settlePhaseLabel } from "../../domain/personal";
import { call } from "../../providers/http";
import { toastSuccess } from "../../providers/toast";
import { BRAND_BLUE } from "../../theme";
import { MaskedPhone } from "../../widgets/masked-phone";
import { Upload, type UploadedFile } from "../../widgets/upload";
import { refreshUser } from "./refreshUser";
import { useButton, useCall } from "./useCall";

export const PROFILE_TEXT = {
  edit: "修改基本信息",
  saved: "基本信息已保存",
  contactRequired: "请输入联系人",
  contactLength: "联系人须为2-20个字符",
  addressRequired: "请输入详细地址",
} as const;

export function areaText(area: AreaRef | null | undefined): string {
  if (!area) return "-";
  return [area.provinceName, area.cityName, area.areaName, area.townName].filter(Boolean).join(" / ");
}

interface EditValues {
  avatar?: UploadedFile[];
  contactName: string;
  detailAddress: string;
}

/**
 * 修改基本信息: the form starts from the profile as the server has it now (getProviderProfileByToken, loaded when the
 * dialog opens), not from the page's copy, which another tab or colleague may have changed since.
 */
function EditDialog({ open, onClose, onSaved }: { open: boolean; onClose: () => void; onSaved: () => void }) {
  const profile = useCall(api.worker.profile.getProviderProfileByToken);
  const current = profile.data;
  const [form] = Form.useForm<EditValues>();
  const [saving, setSaving] = useState(false);
  const save = async () => {
    const values = await form.validateFields();
    setSaving(true);
    try {
      await call(api.worker.profile.changeBaseProfile, {
        providerAvatar: values.avatar?.[0]?.filePath,
        contactName: values.contactName.trim(),
        detailAddress: values.detailAddress.trim(),
      });
      toastSuccess(PROFILE_TEXT.saved);
      onSaved();
    } catch {
      // The HTTP client showed the message; the dialog keeps what was typed.
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      title={PROFILE_TEXT.edit}
      open={open}
      width={600}
      onCancel={onClose}
      onOk={save}
      okButtonProps={{ disabled: !current }}
      confirmLoading={saving}
      okText="保存"
      destroyOnHidden
    >
      {current ? (
        <Form
          form={form}
          layout="vertical"
          preserve={false}
          initialValues={{ contactName: current.contactName, detailAddress: current.detailAddress }}
        >
          <Form.Item name="avatar" label="头像" extra="不上传则保留当前头像">
            <Upload
              appName="provider-console"
              kind="image"
              limit={1}
              maxSizeMb={10}
              width={100}
              height={100}
            />
          </Form.Item>
          <Form.Item
            name="contactName"
            label="联系人"
            rules={[
              { required: true, whitespace: true, message: PROFILE_TEXT.contactRequired },
              { min: 2, max: 20, message: PROFILE_TEXT.contactLength },
            ]}
          >
            <Input maxLength={20} placeholder="请输入联系人" />
          </Form.Item>
          <Form.Item
            name="detailAddress"
            label="详细地址"
            rules={[{ required: true, whitespace: true, message: PROFILE_TEXT.addressRequired }]}
          >
            <Input.TextArea maxLength={100} showCount rows={2} placeholder="请输入详细地址" />
          </Form.Item>
        </Form>
      ) : (
        <Spin spinning={profile.loading} style={{ minHeight: 120, display: "block" }} />
      )}
    </Modal>
  );
}

/** 基本信息: the company profile (providerDetails) and 修改基本信息 (changeBaseProfile, btn personal:editProfile). */
export function ProfileSection() {
  const details = useCall(api.worker.profile.providerDetails);
  const mayEdit = useButton("personal:editProfile");
  const [editing, setEditing] = useState(false);
  const d = details.data;
  if (!d) return <Spin spinning={details.loading} style={{ minHeight: 120, display: "block" }} />;
  return (
    <Space direction="vertical" size={16} style={{ width: "100%" }}>
      <Space size={16} align="center">
        <Avatar size={64} src={d.providerAvatar || undefined} style={{ background: BRAND_BLUE }} alt="头像">
          {Array.from(d.providerName)[0]}
        </Avatar>
        <div>
          <div style={{ fontSize: 16, fontWeight: 600 }}>{d.providerName}</div>
          <div style={{ color: "rgba(0,0,0,.55)" }}>{settlePhaseLabel(d.settlePhase)}</div>
        </div>
        {mayEdit ? (
          <Button type="primary" onClick={() => setEditing(true)}>
            {PROFILE_TEXT.edit}
          </Button>
        ) : null}
      </Space>
      <Descriptions column={{ xs: 1, sm: 2, lg: 3 }} size="small" bordered>
        <Descriptions.Item label="公司名称">{d.companyName || "-"}</Descriptions.Item>
        <Descriptions.Item label="统一社会信用代码">{d.creditCode || "-"}</Descriptions.Item>
        <Descriptions.Item label="法定代表人">{d.legalPerson || "-"}</Descriptions.Item>
        <Descriptions.Item label="联系人">{d.contactName || "-"}</Descriptions.Item>
        <Descriptions.Item label="手机号">
          <MaskedPhone phone={d.providerMobile} />
        </Descriptions.Item>
        <Descriptions.Item label="师傅数量">{d.workerCount}</Descriptions.Item>
        <Descriptions.Item label="所在地区">{areaText(d.area)}</Descriptions.Item>
        <Descriptions.Item label="详细地址" span={2}>
          {d.detailAddress || "-"}
        </Descriptions.Item>
        <Descriptions.Item label="注册时间">{d.gmtCreatedTime}</Descriptions.Item>
      </Descriptions>
      {editing ? (
        <EditDialog
          open={editing}
          onClose={() => setEditing(false)}
          onSaved={() => {
            setEditing(false);
            void details.reload();
            void refreshUser();
          }}
        />
      ) : null}
    </Space>
  );
}
