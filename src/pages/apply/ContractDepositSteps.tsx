import { Alert, Button, Result, Space } from "antd";
import { useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { logout } from "../../api/account";
import { contractApplyStatus, contractCompletion } from "../../api/fixedAnswers";
import { canSign } from "../../domain/personal";
import { LOGIN_PATH } from "../../providers/guard";
import { call } from "../../providers/http";
import * as session from "../../providers/session";
import { ContractsPanel } from "../../resources/personal/ContractsPanel";
import { DepositPanel } from "../../resources/personal/DepositPanel";

/**
 * settlePhase 3: the contracts issued with the approval, read and signed in the personal centre's ContractsPanel;
 * signing the last one moves the provider to 4 (the stand-in decides; `onSigned` reads the user info again).
 */
export function ContractStep({ onSigned }: { onSigned: () => void }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    // Answered in the console (spec §7 fixed data): the contracts are prepared and need no separate request.
    void Promise.all([contractApplyStatus(), contractCompletion()]).then(([apply, completion]) =>
      setReady(apply.applyStatus === 2 && completion.prepared === 1),
    );
  }, []);
  return (
    <Space direction="vertical" size={16} style={{ width: "100%" }}>
      <Alert
        type="success"
        showIcon
        message="入驻申请已审核通过"
        description={ready ? "请阅读并签署以下合同，全部签署后缴纳保证金。" : "合同准备中，请稍候。"}
      />
      {ready ? (
        <ContractsPanel
          allowSign
          showTemplates={false}
          showFilter={false}
          onChange={(contracts) => {
            if (contracts.length > 0 && contracts.every((c) => !canSign(c.contractStatus))) onSigned();
          }}
        />
      ) : null}
    </Space>
  );
}

/** settlePhase 4: the deposit in the personal centre's DepositPanel (cashier); paid, the stand-in moves it to 6. */
export function DepositStep({ onPaid }: { onPaid: () => void }) {
  return (
    <Space direction="vertical" size={16} style={{ width: "100%" }}>
      <Alert type="success" showIcon message="合同已全部签署" description="缴纳保证金后即完成入驻。" />
      <DepositPanel onPaid={(deposit) => deposit.paid && onPaid()} />
    </Space>
  );
}

/**
 * Onboarding complete: the first login into the console shows the first-entry confirmation (spec §4), so the
 * provider logs in again from here.
 */
export function DoneStep() {
  const navigate = useNavigate();
  return (
    <Result
      status="success"
      title={<h1 className="result-heading">保证金缴纳成功，入驻完成</h1>}
      subTitle="请重新登录，进入服务商工作台。"
      extra={
        <Button
          type="primary"
          onClick={() => {
            // The token is ended on the server too (best effort) before the new login.
            void call(logout, undefined, { silent: true })
              .catch(() => undefined)
              .finally(() => {
                session.clearAuth();
                navigate(LOGIN_PATH, { replace: true });
              });
          }}
        >
          登录工作台
        </Button>
      }
    />
  );
}
