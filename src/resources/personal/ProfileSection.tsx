import { Avatar, Button, Descriptions, Skeleton, Space, Spin } from "antd";
import { Suspense, useState } from "react";
import { api } from "../../api";
import type { AreaRef } from "../../api/types";
import { settlePhaseLabel } from "../../domain/personal";
import { useMayDo } from "../../providers/usePermission";
import { useEndpointQuery } from "../../queries/endpoint";
import { BRAND_BLUE } from "../../theme";
import { MaskedPhone } from "../../widgets/masked-phone";
// The engine's form view loads when 修改基本信息 is first opened (issue 30).
import { FormView } from "../engine";
import { PROFILE_TEXT, profileForm } from "./forms";
import { useRefreshUser } from "./refreshUser";
import { Dialog } from "../../widgets/dialog";

export { PROFILE_TEXT } from "./forms";

export function areaText(area: AreaRef | null | undefined): string {
  if (!area) return "-";
  return [area.provinceName, area.cityName, area.areaName, area.townName].filter(Boolean).join(" / ");
}

/** 基本信息: the company profile (providerDetails) and 修改基本信息 (changeBaseProfile, btn personal:editProfile). */
export function ProfileSection() {
  const details = useEndpointQuery(api.worker.profile.providerDetails);
  const mayEdit = useMayDo("personal:editProfile");
  const refreshUser = useRefreshUser();
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
      {/* The form loads the profile as the server has it now, not the page's copy (another tab may have changed
          it); saved, every data query (these details too) is read again and the header follows. */}
      <Dialog
        title={PROFILE_TEXT.edit}
        open={editing}

        onCancel={() => setEditing(false)}
        footer={null}
        destroyOnHidden
      >
        <Suspense fallback={<Skeleton active />}>
          <FormView
            screen={profileForm}
            onSaved={() => {
              setEditing(false);
              void refreshUser();
            }}
          />
        </Suspense>
      </Dialog>
    </Space>
  );
}
