import { Button, Space, Typography } from "antd";
import { useState } from "react";
import { api } from "../../../api";
import type { DepositApiData, PaymentInfo } from "../../../api/worker/profile";
import { config } from "../../../config";
import { call } from "../../../providers/http";
import { toastError } from "../../../providers/toast";
import { CashierDialog } from "../../../widgets/cashier";
import type { GallerySection } from "../types";

/**
 * The stand-in's development page for payments (mocks/onboarding/paymentsExtras.ts). Not part of the contract: it only
 * exists in the stand-in, which is why its path is written here, in the development-only gallery.
 */
const DEV_PAYMENTS_PAGE = `${config.apiBaseUrl}/__dev__/payments`;

/** Marks a payment paid through the stand-in's development page (what a real payment callback would do). */
async function markPaid(financeTransNo: string): Promise<void> {
  const response = await fetch(`${DEV_PAYMENTS_PAGE}/${encodeURIComponent(financeTransNo)}/paid`, {
    method: "POST",
    headers: { Accept: "application/json" },
  }).catch(() => null);
  const body = (await response?.json().catch(() => null)) as { msg?: string } | null;
  if (!response?.ok) toastError(body?.msg ?? "模拟支付不可用（仅本地替身服务提供）");
}

/**
 * The account's unpaid deposit (getContractDeposit): the server opens payments only for the caller's own contract's
 * unpaid deposit (demo: HT00000104, ¥3,000). Null, with a message, when there is none left to pay.
 */
async function unpaidDeposit(): Promise<DepositApiData | null> {
  const deposit = await call(api.worker.profile.getContractDeposit, {}).catch(() => null);
  if (deposit && !deposit.paid) return deposit.apiData;
  toastError("没有待缴纳的保证金（演示数据的保证金已支付：重置数据库后可再试）");
  return null;
}

function CashierSection() {
  const [open, setOpen] = useState(false);
  const [expirySeconds, setExpirySeconds] = useState(300);
  const [apiData, setApiData] = useState<DepositApiData | null>(null);
  const [payment, setPayment] = useState<PaymentInfo | null>(null);
  const [result, setResult] = useState<string>("");

  const show = async (seconds: number) => {
    const deposit = await unpaidDeposit();
    if (!deposit) return;
    setExpirySeconds(seconds);
    setApiData(deposit);
    setPayment(null);
    setResult("");
    setOpen(true);
  };

  return (
    <>
      <Typography.Paragraph type="secondary">
        打开收银台：为当前账号待缴纳的保证金（getContractDeposit）先查询可用支付方式（优先支付宝），再生成保证金二维码。替身服务的二维码无法真正支付：用下方“模拟支付成功”或开发页{" "}
        <Typography.Link href={DEV_PAYMENTS_PAGE} target="_blank" underline>
          /api/__dev__/payments
        </Typography.Link>{" "}
        标记已支付。
      </Typography.Paragraph>
      <Space wrap>
        <Button type="primary" onClick={() => void show(300)}>
          打开收银台
        </Button>
        <Button onClick={() => void show(5)}>打开收银台（5 秒失效）</Button>
      </Space>
      {result && (
        <Typography.Paragraph style={{ marginTop: 12 }} data-testid="cashier-result">
          {result}
        </Typography.Paragraph>
      )}
      {apiData && (
        <CashierDialog
          open={open}
          onClose={() => setOpen(false)}
          onPaid={(paid) => setResult(`已支付：${paid.financeTransNo}`)}
          onPayment={setPayment}
          apiData={apiData}
          expirySeconds={expirySeconds}
        />
      )}
      {open && (
        // Above the dialog's mask, so it can be clicked while the cashier is open.
        <div style={{ position: "fixed", left: 24, bottom: 24, zIndex: 1100 }}>
          <Button disabled={!payment} onClick={() => payment && void markPaid(payment.financeTransNo)}>
            模拟支付成功
          </Button>
        </div>
      )}
    </>
  );
}

const section: GallerySection = { id: "cashier", title: "收银台", order: 40, Component: CashierSection };
export default section;
