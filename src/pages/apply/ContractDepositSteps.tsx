import { Result } from "antd";

/** Contract signing (settlePhase 3): filled in from the personal centre's contracts. */
export function ContractStep({ onSigned }: { onSigned: () => void }) {
  void onSigned;
  return <Result status="info" title="审核通过，请签署合同" />;
}

/** Deposit (settlePhase 4). */
export function DepositStep({ onPaid }: { onPaid: () => void }) {
  void onPaid;
  return <Result status="info" title="请缴纳保证金" />;
}

export function DoneStep() {
  return <Result status="success" title="入驻完成" />;
}
