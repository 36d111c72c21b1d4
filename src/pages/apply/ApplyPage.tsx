import { Alert, Card, Result, Spin, Steps, Typography } from "antd";
import { useCallback, useEffect, useState } from "react";
import { applicationStatus } from "../../api/fixedAnswers";
import { getProviderApplyInfo, type ProviderApplyInfo } from "../../api/worker/profile";
import { SETTLE_PHASE } from "../../domain/onboarding";
import { usePageTitle } from "../../layout/pageTitle";
import { startFirstEntry } from "../../providers/firstEntry";
import { useSession } from "../../providers/useSession";
import { useEndpointQuery } from "../../queries/endpoint";
import { useRefreshUser } from "../../resources/personal/refreshUser";
import { PublicRefine } from "../shared/PublicRefine";
import { ApplicationForm } from "./ApplicationForm";
import { valuesFromInfo } from "./applyDraft";
import { ContractStep, DepositStep, OpeningStep } from "./ContractDepositSteps";
import { RegisterForm } from "./RegisterForm";

/** The whole journey shown above every stage; `progressOf` places a settlePhase on it. */
export const JOURNEY = [
  "注册账号",
  "填写入驻申请",
  "平台审核",
  "签署合同",
  "缴纳保证金",
  "平台开通",
  "入驻完成",
];

export function progressOf(phase: number | undefined): number {
  if ((phase ?? 0) > SETTLE_PHASE.paid) return 6;
  switch (phase) {
    case SETTLE_PHASE.registered:
    case SETTLE_PHASE.rejected:
      return 1;
    case SETTLE_PHASE.reviewing:
      return 2;
    case SETTLE_PHASE.toSign:
      return 3;
    case SETTLE_PHASE.toPayDeposit:
      return 4;
    case SETTLE_PHASE.paid:
      return 5;
    default:
      return 0;
  }
}

/**
 * Reads the user info again (settlePhase moves with each step) and keeps it in the session; then what the page shows
 * is read again (the application, the contracts). Opened (开通, above 5): the first entry starts (spec §4) and the
 * guard sends the provider home. Answers the phase read (null: the call failed).
 */
function useRefreshPhase(silent: boolean): () => Promise<number | null> {
  const refresh = useRefreshUser({ silent, onRead: startFirstEntry, refresh: true });
  return useCallback(async () => (await refresh())?.settlePhase ?? null, [refresh]);
}

/** The stored application (undefined while loading; null before the first submission or when it cannot be read). */
function useApplyInfo(providerId: string, phase: number): ProviderApplyInfo | null | undefined {
  const needed = phase !== SETTLE_PHASE.registered;
  const info = useEndpointQuery(getProviderApplyInfo, { provider_id: providerId }, { enabled: needed });
  if (!needed || info.failed) return null;
  return info.data;
}

interface StageProps {
  phase: number;
  providerId: string;
  onChanged: () => void;
}

function Stage({ phase, providerId, onChanged }: StageProps) {
  const info = useApplyInfo(providerId, phase);
  const check = useRefreshPhase(false);
  if (phase === SETTLE_PHASE.registered) {
    return <ApplicationForm providerId={providerId} resubmit={false} onSubmitted={onChanged} />;
  }
  if (info === undefined) return <Spin tip="加载中" style={{ display: "block", padding: 48 }} />;
  switch (phase) {
    case SETTLE_PHASE.reviewing:
      return (
        <Result
          status="info"
          title={<h1 className="result-heading">您的入驻申请正在审核中</h1>}
          subTitle={`提交时间：${info?.submitTime ?? "—"}。平台审核通过后即可签署合同；如需帮助，请联系平台客服。`}
        />
      );
    case SETTLE_PHASE.rejected:
      return (
        <>
          <Alert
            type="error"
            showIcon
            style={{ marginBottom: 24 }}
            message="您的入驻申请未通过审核"
            description={`驳回原因：${info?.auditAdvise || "—"}。请修改后重新提交。`}
          />
          <ApplicationForm
            providerId={providerId}
            resubmit
            initial={info ? valuesFromInfo(info) : undefined}
            onSubmitted={onChanged}
          />
        </>
      );
    case SETTLE_PHASE.toSign:
      return <ContractStep onSigned={onChanged} />;
    case SETTLE_PHASE.toPayDeposit:
      return <DepositStep onPaid={onChanged} />;
    default:
      // settlePhase 5: the deposit is paid, the platform opens the account.
      return <OpeningStep onRefresh={check} />;
  }
}

/**
 * /apply/index — registration and onboarding (E.8 item 3): without a token the registration form; with one, the
 * stage of the provider's settlePhase (application, review, rejection and re-submission, contracts, deposit, the
 * wait for the platform to open the account).
 */
export default function ApplyPage() {
  usePageTitle("入驻申请");
  return (
    <PublicRefine>
      <Onboarding />
    </PublicRefine>
  );
}

function Onboarding() {
  const { hasToken, user } = useSession();
  const [open, setOpen] = useState<boolean | null>(null);
  useEffect(() => {
    void applicationStatus().then((status) => setOpen(status.applyOpen === 1));
  }, []);
  const refresh = useRefreshPhase(true);
  const onChanged = useCallback(() => void refresh(), [refresh]);

  if (!hasToken) {
    return (
      <Card>{open === false ? <Result status="warning" title="暂未开放入驻申请" /> : <RegisterForm />}</Card>
    );
  }
  if (!user) return <Spin style={{ display: "block", padding: 48 }} />;
  return (
    <Card>
      <Typography.Title level={1} style={{ marginTop: 0, fontSize: 24 }}>
        入驻申请
      </Typography.Title>
      <Steps
        size="small"
        labelPlacement="vertical"
        current={progressOf(user.settlePhase)}
        status={user.settlePhase === SETTLE_PHASE.rejected ? "error" : undefined}
        items={JOURNEY.map((title) => ({ title }))}
        style={{ marginBottom: 32 }}
        aria-label="入驻进度"
      />
      <Stage phase={user.settlePhase} providerId={user.providerId} onChanged={onChanged} />
    </Card>
  );
}
