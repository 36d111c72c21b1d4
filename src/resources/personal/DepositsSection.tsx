import { Card, Space } from "antd";
import { api } from "../../api";
import { useEndpointQuery } from "../../queries/endpoint";
import { DepositPanel } from "./DepositPanel";

/** 保证金: one panel per contract that asks for a deposit (unpaid first). */
export function DepositsSection() {
  const contracts = useEndpointQuery(api.worker.profile.getProviderContractList);
  const withDeposit = (contracts.data ?? [])
    .filter((c) => c.depositAmount)
    .sort((a, b) => Number(a.depositPaid ?? false) - Number(b.depositPaid ?? false));
  if (contracts.data && withDeposit.length === 0) return <DepositPanel />;
  return (
    <Space direction="vertical" size={16} style={{ width: "100%" }}>
      {withDeposit.map((c) => (
        <Card key={c.contractCode} size="small" title={c.contractName} data-testid="deposit-card">
          <DepositPanel contractCode={c.contractCode} />
        </Card>
      ))}
    </Space>
  );
}
