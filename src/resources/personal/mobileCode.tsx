/**
 * The SMS code inputs of 修改手机号 (custom fields of its form screens): the code and 获取验证码 (scene modifyMobile,
 * 60 s between sends, the login's button). The countdown belongs to one mobile (the server's 60 s are per mobile):
 * another number starts afresh.
 */
import { Form, Input, Space } from "antd";
import { useCallback } from "react";
import { api } from "../../api";
import { toastSuccess } from "../../providers/toast";
import { useSession } from "../../providers/useSession";
import { useEndpointMutation } from "../../queries/endpoint";
import { SmsCodeSendButton, type SendCode } from "../../widgets/sms-code";
import type { FieldWidgetProps } from "../engine";

/** Sends the code of a mobile change (scene modifyMobile); a failure has shown its message. */
function useSendChangeCode(): SendCode {
  const { run } = useEndpointMutation(api.worker.account.sendVerifyCode, { refresh: false });
  return useCallback(
    async (mobile) => {
      try {
        await run({ mobile, scene: "modifyMobile" });
      } catch {
        return false;
      }
      toastSuccess("验证码已发送");
      return true;
    },
    [run],
  );
}

function CodeInput({
  value,
  onChange,
  id,
  mobileKey,
  getMobile,
}: FieldWidgetProps & { mobileKey: string; getMobile: () => Promise<string> }) {
  const send = useSendChangeCode();
  return (
    <Space.Compact style={{ width: "100%" }}>
      <Input
        id={id}
        value={typeof value === "string" ? value : ""}
        onChange={(event) => onChange?.(event.target.value)}
        placeholder="请输入验证码"
        maxLength={6}
        autoComplete="one-time-code"
      />
      <SmsCodeSendButton key={mobileKey} send={send} getMobile={getMobile} />
    </Space.Compact>
  );
}

/** The code sent to the account's current mobile. */
export function CurrentMobileCode(props: FieldWidgetProps) {
  const current = useSession().user?.providerMobile ?? "";
  return <CodeInput {...props} mobileKey={current} getMobile={async () => current} />;
}

/** The code sent to the new mobile typed above (checked first: 手机格式不正确 stops the send). */
export function NewMobileCode(props: FieldWidgetProps) {
  const form = Form.useFormInstance();
  const typed: unknown = Form.useWatch("newMobile", form);
  const getMobile = async (): Promise<string> => {
    const checked: unknown = (await form.validateFields(["newMobile"])).newMobile;
    return typeof checked === "string" ? checked.trim() : "";
  };
  return <CodeInput {...props} mobileKey={typeof typed === "string" ? typed : ""} getMobile={getMobile} />;
}
