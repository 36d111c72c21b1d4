/**
 * 保证金 — a contract's deposit and its payment through the cashier (spec §2/§4 cashier, §7 getContractDeposit).
 * Used by the personal centre and by onboarding (/apply/index):
 *
 *   <DepositPanel onPaid={(deposit) => …} />            // the first unpaid deposit (or the first one)
 *   <DepositPanel contractCode="HT…" />                   // a given contract's deposit
 *
 * Shows the contract, the amount (元, two decimals, as getContractDeposit answers it: the server's, never computed
 * here), 待支付 / 已支付 and the payment time; 缴纳保证金 (btn code personal:payDeposit) opens the cashier
 * (src/widgets/cashier) on the deposit's apiData. When the cashier reports the payment, the deposit is read again and shows 已支付 without a reload; then `onPaid(deposit)` is called (onboarding
 * re-reads the user info: settlePhase 4 → 6). Without a deposit it shows 暂无需要缴纳的保证金.
 * Fetches with refine's hooks (src/queries/endpoint.ts), in the console and on the onboarding page.
 */
import { Button, Descriptions, Empty, Space, Spin } from "antd";
import { useState } from "react";
import { api } from "../../api";
import type { ContractDeposit } from "../../api/worker/profile";
import { CONTRACT_MSG, DEPOSIT_STATUSES } from "../../domain/personal";
import { useMayDo } from "../../providers/usePermission";
import { useEndpointMutation, useEndpointQuery } from "../../queries/endpoint";
import { CashierDialog } from "../../widgets/cashier";
import { EnumTag, formatMoney } from "../engine";

export interface DepositPanelProps {
  contractCode?: string;
  onPaid?: (deposit: ContractDeposit) => void;
}

export function DepositPanel({ contractCode, onPaid }: DepositPanelProps) {
  const deposit = useEndpointQuery(
    api.worker.profile.getContractDeposit,
    contractCode ? { contractCode } : {},
  );
  // The read after a payment, run on demand for the paid contract (the panel's own request may name none).
  const reread = useEndpointMutation(api.worker.profile.getContractDeposit, { refresh: false });
  const mayPay = useMayDo("personal:payDeposit");
  const [open, setOpen] = useState(false);
  // After a payment the same contract's deposit is read again (without a code the call would pick another one).
  const [fresh, setFresh] = useState<ContractDeposit | null>(null);

  if (deposit.loading && deposit.data === undefined) return <Spin />;
  const data = fresh ?? deposit.data;
  if (!data) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={CONTRACT_MSG.noDeposit} />;

  const paid = async () => {
    try {
      const after = await reread.run({ contractCode: data.apiData.contractNo });
      if (after) {
        setFresh(after);
        onPaid?.(after);
      }
    } catch {
      // The HTTP client showed the message.
    }
  };

  return (
    <Space direction="vertical" size={16} style={{ width: "100%" }}>
      <Descriptions column={{ xs: 1, sm: 2 }} size="small" bordered>
        <Descriptions.Item label="合同">
          {data.contractName}（{data.apiData.contractNo}）
        </Descriptions.Item>
        <Descriptions.Item label="保证金">{formatMoney(data.apiData.amount)}</Descriptions.Item>
        <Descriptions.Item label="支付状态">
          <span data-testid="deposit-status">
            <EnumTag table={DEPOSIT_STATUSES} value={data.paid ? 1 : 0} />
          </span>
        </Descriptions.Item>
        <Descriptions.Item label="支付时间">{data.paidTime ?? "-"}</Descriptions.Item>
      </Descriptions>
      {!data.paid && mayPay ? (
        <Button type="primary" onClick={() => setOpen(true)}>
          缴纳保证金
        </Button>
      ) : null}
      {open ? (
        <CashierDialog
          open={open}
          apiData={data.apiData}
          onClose={() => setOpen(false)}
          onPaid={() => void paid()}
        />
      ) : null}
    </Space>
  );
}
