import { Descriptions, Spin } from "antd";
import { api } from "../../api";
import { useMayDo } from "../../providers/usePermission";
import { useEndpointQuery } from "../../queries/endpoint";
import { FormView } from "../engine/FormView";
import { DISPATCH_SETTINGS_TEXT, dispatchSettingsForm } from "./dispatchForm";

/**
 * 派单设置: the provider's 接单超时时间, edited by an account holding personal:editProfile (the write's code), shown to
 * the others.
 */
export function DispatchSettingsSection() {
  const mayEdit = useMayDo("personal:editProfile");
  const settings = useEndpointQuery(api.worker.dispatchSettings.dispatchSettings, undefined, {
    enabled: !mayEdit,
  });
  if (mayEdit) return <FormView screen={dispatchSettingsForm} />;
  if (!settings.data)
    return <Spin spinning={settings.loading} style={{ minHeight: 120, display: "block" }} />;
  return (
    <Descriptions column={1} size="small" bordered style={{ maxWidth: 520 }}>
      <Descriptions.Item label={DISPATCH_SETTINGS_TEXT.label}>
        {`${settings.data.acceptTimeoutMinutes} ${DISPATCH_SETTINGS_TEXT.unit}`}
      </Descriptions.Item>
    </Descriptions>
  );
}
