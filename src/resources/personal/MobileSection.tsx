import { Button, Form, Input, Result, Space, Steps } from "antd";
import { useState } from "react";
import { api } from "../../api";
import { MOBILE_PATTERN } from "../../domain/validators";
import { call } from "../../providers/http";
import { toastSuccess } from "../../providers/toast";
import { useSession } from "../../providers/useSession";
import { SmsCodeButton } from "../../pages/shared/SmsCodeButton";
import { verifyCodeRules } from "../../pages/shared/SmsCodeField";
import { MaskedPhone } from "../../widgets/masked-phone";
import { refreshUser } from "./refreshUser";

/** Spec §5 mobile rule with the spec's message (§8 dialer: 手机格式不正确). */
export const NEW_MOBILE_RULES = [
  { required: true, message: "请输入新手机号" },
  { pattern: MOBILE_PATTERN, message: "手机格式不正确" },
];

export const MOBILE_TEXT = {
  verified: "原手机号验证成功",
  changed: "手机号修改成功",
} as const;

/** `mobileKey`: the countdown belongs to one mobile (the server's 60 s are per mobile): another number starts afresh. */
function CodeRow({ getMobile, mobileKey }: { getMobile: () => Promise<string>; mobileKey: string }) {
  return (
    <Form.Item label="验证码" required>
      <Space.Compact style={{ width: "100%" }}>
        <Form.Item name="verifyCode" rules={verifyCodeRules} noStyle>
          <Input placeholder="请输入验证码" maxLength={6} autoComplete="one-time-code" aria-label="验证码" />
        </Form.Item>
        <SmsCodeButton key={mobileKey} scene="modifyMobile" getMobile={getMobile} />
      </Space.Compact>
    </Form.Item>
  );
}

/**
 * 修改手机号 in two SMS-verified steps: the current mobile's code (modifiedMobile → a ticket), then the new mobile
 * and its code (confirm/modifiedMobile). Codes are sent with scene modifyMobile, 60 s between sends (the login's
 * button). Afterwards the new mobile is the login mobile; the header shows it at once.
 */
export function MobileSection() {
  const { user } = useSession();
  const current = user?.providerMobile ?? "";
  const [step, setStep] = useState(0);
  const [ticket, setTicket] = useState("");
  const [changedTo, setChangedTo] = useState("");
  const [busy, setBusy] = useState(false);
  const [oldForm] = Form.useForm<{ verifyCode: string }>();
  const [newForm] = Form.useForm<{ newMobile: string; verifyCode: string }>();
  const newMobile = Form.useWatch("newMobile", newForm);

  const verifyOld = async () => {
    const { verifyCode } = await oldForm.validateFields();
    setBusy(true);
    try {
      const { modifyToken } = await call(api.worker.profile.modifiedMobile, { verifyCode });
      toastSuccess(MOBILE_TEXT.verified);
      setTicket(modifyToken);
      setStep(1);
    } catch {
      // Wrong or expired code: the message is shown, the form stays.
    } finally {
      setBusy(false);
    }
  };

  const confirmNew = async () => {
    const { newMobile, verifyCode } = await newForm.validateFields();
    setBusy(true);
    try {
      await call(api.worker.profile.confirmModifiedMobile, { modifyToken: ticket, newMobile, verifyCode });
      toastSuccess(MOBILE_TEXT.changed);
      setChangedTo(newMobile);
      setStep(2);
      void refreshUser();
    } catch {
      // Mobile already used, wrong code…: the message is shown, the form stays.
    } finally {
      setBusy(false);
    }
  };

  const restart = () => {
    oldForm.resetFields();
    newForm.resetFields();
    setTicket("");
    setStep(0);
  };

  return (
    <div style={{ maxWidth: 520 }}>
      <Steps
        size="small"
        current={step}
        style={{ marginBottom: 24 }}
        items={[{ title: "验证原手机号" }, { title: "绑定新手机号" }, { title: "完成" }]}
      />
      {step === 0 ? (
        <Form form={oldForm} layout="vertical" onFinish={verifyOld}>
          <Form.Item label="当前手机号">{current ? <MaskedPhone phone={current} /> : "-"}</Form.Item>
          <CodeRow mobileKey={current} getMobile={async () => current} />
          <Button type="primary" htmlType="submit" loading={busy}>
            下一步
          </Button>
        </Form>
      ) : null}
      {step === 1 ? (
        <Form form={newForm} layout="vertical" onFinish={confirmNew}>
          <Form.Item name="newMobile" label="新手机号" rules={NEW_MOBILE_RULES} validateTrigger="onBlur">
            <Input placeholder="请输入新手机号" maxLength={11} inputMode="numeric" aria-label="新手机号" />
          </Form.Item>
          <CodeRow
            mobileKey={newMobile ?? ""}
            getMobile={async () => (await newForm.validateFields(["newMobile"])).newMobile}
          />
          <Space>
            <Button onClick={restart}>上一步</Button>
            <Button type="primary" htmlType="submit" loading={busy}>
              确认修改
            </Button>
          </Space>
        </Form>
      ) : null}
      {step === 2 ? (
        <Result
          status="success"
          title={MOBILE_TEXT.changed}
          subTitle={`新手机号 ${changedTo} 已生效，请使用新手机号登录`}
          extra={<Button onClick={restart}>再次修改</Button>}
        />
      ) : null}
    </div>
  );
}
