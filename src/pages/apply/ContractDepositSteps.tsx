import { ReloadOutlined } from "@ant-design/icons";
import { Alert, Button, Result, Space, Typography } from "antd";
import { useCallback, useEffect, useRef, useState } from "react";
import { contractApplyStatus, contractCompletion } from "../../api/fixedAnswers";
import { canSign, SETTLE_PHASE } from "../../domain/personal";
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

/**
 * settlePhase 4: the deposit in the personal centre's DepositPanel (cashier); paid, the server moves it to 5 and
 * `onPaid` reads the user info again.
 */
export function DepositStep({ onPaid }: { onPaid: () => void }) {
  return (
    <Space direction="vertical" size={16} style={{ width: "100%" }}>
      <Alert
        type="success"
        showIcon
        message="合同已全部签署"
        description="缴纳保证金后，平台将为您开通账号。"
      />
      <DepositPanel onPaid={(deposit) => deposit.paid && onPaid()} />
    </Space>
  );
}

export const OPENING_TEXT = {
  title: "保证金已缴纳，等待平台开通",
  subTitle: "平台正在为您开通账号，开通后即可进入服务商工作台。",
  refresh: "刷新",
  notYet: (time: string) => `${time} 查询：账号尚未开通，请稍后再刷新。`,
} as const;

/**
 * settlePhase 5 (保证金已缴·待开通): the platform opens the account. 刷新 reads the user info again (also once when
 * the step is shown, so a reload shows the news): opened, the first entry starts and the provider goes home
 * (`onRefresh`, ApplyPage, answering the phase read or null when the call failed); not yet, the time of the check
 * is said.
 */
export function OpeningStep({ onRefresh }: { onRefresh: () => Promise<number | null> }) {
  const [busy, setBusy] = useState(false);
  const [checked, setChecked] = useState<string | null>(null);
  const refresh = useCallback(
    async (quiet: boolean) => {
      setBusy(true);
      try {
        const phase = await onRefresh();
        if (!quiet && phase === SETTLE_PHASE.paid) setChecked(new Date().toLocaleTimeString("zh-CN"));
      } catch {
        // The client showed why (a 刷新); a quiet check says nothing.
      } finally {
        setBusy(false);
      }
    },
    [onRefresh],
  );
  const first = useRef(true);
  useEffect(() => {
    if (!first.current) return;
    first.current = false;
    void refresh(true);
  }, [refresh]);
  return (
    <Result
      status="info"
      title={<h1 className="result-heading">{OPENING_TEXT.title}</h1>}
      subTitle={OPENING_TEXT.subTitle}
      extra={
        <Space direction="vertical" align="center">
          <Button type="primary" icon={<ReloadOutlined />} loading={busy} onClick={() => void refresh(false)}>
            {OPENING_TEXT.refresh}
          </Button>
          <Typography.Text type="secondary" aria-live="polite">
            {checked ? OPENING_TEXT.notYet(checked) : ""}
          </Typography.Text>
        </Space>
      }
    />
  );
}
