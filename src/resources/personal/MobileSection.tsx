import { Button, Result, Steps } from "antd";
import { useMemo, useState } from "react";
import { FormView } from "../engine/FormView";
import { MOBILE_TEXT, mobileConfirmForm, mobileVerifyForm, modifyTokenOf } from "./forms";
import { useRefreshUser } from "./refreshUser";

export { MOBILE_TEXT } from "./forms";

/**
 * 修改手机号 in two SMS-verified steps, each a form screen: the current mobile's code (modifiedMobile → a ticket),
 * then the new mobile and its code (confirm/modifiedMobile). Afterwards the new mobile is the login mobile; the
 * header shows it at once. The steps themselves stay here: each form hands its answer to the next.
 */
export function MobileSection() {
  const [step, setStep] = useState(0);
  const [ticket, setTicket] = useState("");
  const [changedTo, setChangedTo] = useState("");
  const refreshUser = useRefreshUser();
  const confirmForm = useMemo(() => mobileConfirmForm(ticket), [ticket]);

  const restart = () => {
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
        <FormView
          screen={mobileVerifyForm}
          onSaved={(answer) => {
            const token = modifyTokenOf(answer);
            if (!token) return;
            setTicket(token);
            setStep(1);
          }}
        />
      ) : null}
      {step === 1 ? (
        <>
          <FormView
            screen={confirmForm}
            onSaved={() => {
              void refreshUser().then((user) => setChangedTo(user?.providerMobile ?? ""));
              setStep(2);
            }}
          />
          <Button onClick={restart}>上一步</Button>
        </>
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
