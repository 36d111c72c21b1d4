import { Alert, Button, Descriptions, Space, Spin } from "antd";
import { useState } from "react";
import { api } from "../../api";
import { useMayDo } from "../../providers/usePermission";
import { useEndpointQuery } from "../../queries/endpoint";
import { MediaGallery } from "../../widgets/media";
import { FormView } from "../engine/FormView";
import { identityForm } from "./forms";

export { IDENTITY_TEXT, REAL_NAME_PATTERN } from "./forms";

/**
 * 实名认证: the identification as the server holds it (providerDetails.identity), and the form (identityForm) for a
 * provider not yet identified or identifying again. Saved, the details are read again and shown.
 */
export function IdentitySection() {
  const details = useEndpointQuery(api.worker.profile.providerDetails);
  const [editing, setEditing] = useState(false);
  // 实名认证 (its call names personal:identify): without the code the identity is shown, never submitted.
  const mayIdentify = useMayDo("personal:identify");
  const identity = details.data?.identity ?? null;

  if (!details.data) return <Spin spinning={details.loading} style={{ minHeight: 120, display: "block" }} />;

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
    <Space direction="vertical" size={0} style={{ width: "100%" }}>
      <FormView screen={identityForm} onSaved={() => setEditing(false)} />
      {/* 取消 returns to the identification shown (the form's own 取消 would navigate). */}
      {identity ? <Button onClick={() => setEditing(false)}>取消</Button> : null}
    </Space>
  );
}
