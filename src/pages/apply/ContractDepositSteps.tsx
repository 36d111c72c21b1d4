import { Alert, Button, Descriptions, List, Modal, Result, Space, Spin, Tag, Typography } from "antd";
import { useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { logout } from "../../api/account";
import { contractApplyStatus, contractCompletion } from "../../api/fixedAnswers";
import {
  contractDetailsByCode,
  getContractDeposit,
  getProviderContractList,
  signContract,
  type Contract,
  type ContractDeposit,
  type ContractDetail,
} from "../../api/worker/profile";
import { CONTRACT_STATUSES, canSign } from "../../domain/personal";
import { LOGIN_PATH } from "../../providers/guard";
import { call } from "../../providers/http";
import * as session from "../../providers/session";
import { toastSuccess } from "../../providers/toast";
import { CashierDialog } from "../../widgets/cashier";

function statusTag(status: number) {
  const option = CONTRACT_STATUSES.find((o) => o.value === status);
  const color = {
    success: "success",
    warning: "warning",
    danger: "error",
    processing: "processing",
  } as const;
  return (
    <Tag color={option?.tone && option.tone in color ? color[option.tone as keyof typeof color] : "default"}>
      {option?.label ?? status}
    </Tag>
  );
}

const yuan = (value: number) => `¥${value.toFixed(2)}`;

/**
 * settlePhase 3: the contracts issued with the approval, each read (contractDetailsByCode) and signed (签署); signing
 * the last one moves the provider to 4 (the stand-in decides; `onSigned` reads the user info again).
 */
export function ContractStep({ onSigned }: { onSigned: () => void }) {
  const [contracts, setContracts] = useState<Contract[] | null>(null);
  const [reading, setReading] = useState<ContractDetail | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [ready, setReady] = useState(false);
  useEffect(() => {
    call(getProviderContractList)
      .then(setContracts)
      .catch(() => setContracts([]));
    // Answered in the console (spec §7 fixed data): the contracts are prepared and need no separate request.
    void Promise.all([contractApplyStatus(), contractCompletion()]).then(([apply, completion]) =>
      setReady(apply.applyStatus === 2 && completion.prepared === 1),
    );
  }, []);

  const open = async (code: string) => {
    setBusy(code);
    try {
      setReading(await call(contractDetailsByCode, { contractCode: code }));
    } catch {
      // The client has shown the error.
    } finally {
      setBusy(null);
    }
  };
  const sign = async (code: string) => {
    setBusy(code);
    try {
      await call(signContract, { contractCode: code });
      toastSuccess("合同签署成功");
      setReading(null);
      const list = await call(getProviderContractList);
      setContracts(list);
      if (list.every((c) => !canSign(c.contractStatus))) onSigned();
    } catch {
      // The client has shown the error; the contract stays to sign.
    } finally {
      setBusy(null);
    }
  };

  if (!contracts) return <Spin tip="加载中" style={{ display: "block", padding: 48 }} />;
  return (
    <Space direction="vertical" style={{ width: "100%" }}>
      <Alert
        type="success"
        showIcon
        message="入驻申请已审核通过"
        description={ready ? "请阅读并签署以下合同，全部签署后缴纳保证金。" : "合同准备中，请稍候。"}
      />
      <List
        bordered
        dataSource={contracts}
        locale={{ emptyText: "暂无需要签署的合同" }}
        renderItem={(c) => (
          <List.Item
            actions={[
              <Button
                key="read"
                type="link"
                loading={busy === c.contractCode}
                onClick={() => void open(c.contractCode)}
              >
                {canSign(c.contractStatus) ? "查看并签署" : "查看"}
              </Button>,
            ]}
          >
            <List.Item.Meta
              title={c.contractName}
              description={
                <Space>
                  {statusTag(c.contractStatus)}
                  {c.depositAmount ? <span>保证金 {yuan(c.depositAmount)}</span> : null}
                  {c.signTime ? <span>签署时间 {c.signTime}</span> : null}
                </Space>
              }
            />
          </List.Item>
        )}
      />
      <Modal
        open={reading !== null}
        title={reading?.contractName}
        width={600}
        onCancel={() => setReading(null)}
        footer={
          reading && canSign(reading.contractStatus) ? (
            <Space>
              <Button onClick={() => setReading(null)}>取消</Button>
              <Button
                type="primary"
                disabled={!ready}
                loading={busy === reading.contractCode}
                onClick={() => void sign(reading.contractCode)}
              >
                同意并签署
              </Button>
            </Space>
          ) : null
        }
      >
        {reading && (
          <>
            <Descriptions size="small" column={1}>
              <Descriptions.Item label="合同编号">{reading.contractCode}</Descriptions.Item>
              <Descriptions.Item label="甲方">{reading.partyA}</Descriptions.Item>
              <Descriptions.Item label="乙方">{reading.partyB}</Descriptions.Item>
            </Descriptions>
            <Typography.Paragraph style={{ whiteSpace: "pre-wrap", maxHeight: 320, overflow: "auto" }}>
              {reading.content}
            </Typography.Paragraph>
          </>
        )}
      </Modal>
    </Space>
  );
}

/** settlePhase 4: the contract's deposit, paid with the cashier (收银台); the stand-in then moves the provider to 6. */
export function DepositStep({ onPaid }: { onPaid: () => void }) {
  const [deposit, setDeposit] = useState<ContractDeposit | null | undefined>(undefined);
  const [open, setOpen] = useState(false);
  useEffect(() => {
    call(getContractDeposit, {})
      .then(setDeposit)
      .catch(() => setDeposit(null));
  }, []);
  if (deposit === undefined) return <Spin tip="加载中" style={{ display: "block", padding: 48 }} />;
  if (!deposit) return <Result status="warning" title="暂无需要缴纳的保证金" subTitle="请联系平台客服。" />;
  return (
    <Space direction="vertical" style={{ width: "100%" }}>
      <Alert type="success" showIcon message="合同已全部签署" description="缴纳保证金后即完成入驻。" />
      <Descriptions bordered size="small" column={1} labelStyle={{ width: 160 }}>
        <Descriptions.Item label="合同">{deposit.contractName}</Descriptions.Item>
        <Descriptions.Item label="合同编号">{deposit.apiData.contractNo}</Descriptions.Item>
        <Descriptions.Item label="保证金">{yuan(deposit.apiData.amount)}</Descriptions.Item>
      </Descriptions>
      <Button type="primary" onClick={() => setOpen(true)} disabled={deposit.paid}>
        缴纳保证金
      </Button>
      <CashierDialog
        open={open}
        apiData={deposit.apiData}
        onClose={() => setOpen(false)}
        onPaid={() => {
          setOpen(false);
          onPaid();
        }}
      />
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
