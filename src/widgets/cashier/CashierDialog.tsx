import { CheckCircleFilled } from "@ant-design/icons";
import { Descriptions, Result, Tabs, Typography } from "antd";
import { useEffect, useState, useSyncExternalStore } from "react";
import type { DepositApiData, PaymentInfo } from "../../api/worker/profile";
import { toastError, toastSuccess } from "../../providers/toast";
import { CashierController } from "./cashierController";
import { QrPanel } from "./QrPanel";
import {
  CASHIER_TEXT,
  CASHIER_WIDTH,
  formatYuan,
  isAvailable,
  methodInfo,
  PAY_METHODS,
  QR_EXPIRY_SECONDS,
  STATUS_POLL_MS,
  type PayMethod,
} from "./rules";
import { apiCashierService, type CashierService } from "./service";
import { Dialog } from "../dialog";

export interface CashierDialogProps {
  /** Shows the dialog; opening fetches the pay sources and a QR code. */
  open: boolean;
  /** Closing (the × or after payment). A QR code still open on the server is closed quietly. */
  onClose: () => void;
  /** The deposit was paid: called with the payment; the dialog shows 支付成功 and then calls onClose. */
  onPaid?: (payment: PaymentInfo) => void;
  /**
   * The deposit to pay (getContractDeposit's apiData: amount, contractNo, bizNo). The server charges its own
   * amount for the contract: once a payment is shown, the dialog shows the amount of confirmPayDeposit's answer.
   */
  apiData: DepositApiData;
  /** Seconds a QR code stays valid (spec: 300); tests and the gallery inject a short one. */
  expirySeconds?: number;
  /** How often the payment status is asked while the QR code is valid (default 2000 ms). */
  pollIntervalMs?: number;
  /** Every new payment (QR code) shown, e.g. to know its financeTransNo. */
  onPayment?: (payment: PaymentInfo) => void;
  /** The calls (default: the real ones through src/api); tests pass their own. */
  service?: CashierService;
}

type BodyProps = Required<
  Pick<CashierDialogProps, "apiData" | "expirySeconds" | "pollIntervalMs" | "service">
> &
  Pick<CashierDialogProps, "onPaid" | "onPayment" | "onClose">;

function CashierBody({
  apiData,
  expirySeconds,
  pollIntervalMs,
  service,
  onPaid,
  onPayment,
  onClose,
}: BodyProps) {
  const [controller] = useState(
    () =>
      new CashierController({
        apiData,
        service,
        expirySeconds,
        pollIntervalMs,
        notify: { error: toastError, success: toastSuccess },
      }),
  );
  const { source, method, qr } = useSyncExternalStore(controller.subscribe, controller.getSnapshot);

  useEffect(() => {
    controller.setCallbacks({ onPayment, onPaid, onDone: onClose });
  }, [controller, onPaid, onPayment, onClose]);

  useEffect(() => {
    void controller.start();
    return () => controller.dispose();
  }, [controller]);

  const payment = "payment" in qr ? qr.payment : null;
  // The server's amount: the payment's (confirmPayDeposit answers the contract's deposit, whatever was sent), before
  // there is one the deposit's as getContractDeposit gave it. Never one the console computed.
  const amount = payment?.apiData.amount ?? apiData.amount;

  if (qr.kind === "paid") {
    return (
      <Result
        status="success"
        icon={<CheckCircleFilled />}
        title={CASHIER_TEXT.paid}
        subTitle={`${CASHIER_TEXT.deposit} ${formatYuan(amount)}`}
      />
    );
  }

  return (
    <>
      <Tabs
        centered
        activeKey={method ?? "alipay"}
        onChange={(key) => void controller.switchTo(key as PayMethod)}
        items={PAY_METHODS.map((info) => ({
          key: info.method,
          label: info.label,
          disabled: source !== null && !isAvailable(source, info.method),
        }))}
      />
      <QrPanel qr={qr} onRefresh={() => void controller.refresh()} />
      {method && qr.kind === "ready" && (
        <Typography.Paragraph type="secondary" style={{ textAlign: "center", margin: "8px 0 0" }}>
          {CASHIER_TEXT.scanHint(methodInfo(method).label)}
        </Typography.Paragraph>
      )}
      <Descriptions
        column={1}
        size="small"
        style={{ marginTop: 16 }}
        items={[
          {
            key: "amount",
            label: CASHIER_TEXT.deposit,
            children: (
              <Typography.Text strong style={{ color: "#f5222d", fontSize: 16 }} data-testid="cashier-amount">
                {formatYuan(amount)}
              </Typography.Text>
            ),
          },
          {
            key: "no",
            label: CASHIER_TEXT.paymentNo,
            children: (
              <Typography.Text
                copyable={payment ? { text: payment.financeTransNo } : false}
                data-testid="cashier-no"
              >
                {payment?.financeTransNo ?? "—"}
              </Typography.Text>
            ),
          },
        ]}
      />
    </>
  );
}

/**
 * 收银台 — the deposit cashier dialog (spec §2, §4 "Cashier"), 399 px wide. On open it fetches the pay sources,
 * prefers Alipay (else WeChat), and shows the QR code of confirmPayDeposit with the deposit amount and the payment
 * number. The QR code expires after `expirySeconds` (overlay 二维码已失效 / 请刷新); switching between 支付宝 and 微信
 * closes the open payment first and is refused within 1 s of the previous switch (操作太快，缓一秒再点吧). It polls
 * the payment status and, once paid, shows 支付成功, calls `onPaid` and closes.
 */
export function CashierDialog({
  open,
  onClose,
  onPaid,
  apiData,
  expirySeconds = QR_EXPIRY_SECONDS,
  pollIntervalMs = STATUS_POLL_MS,
  onPayment,
  service = apiCashierService,
}: CashierDialogProps) {
  return (
    <Dialog
      open={open}
      title={CASHIER_TEXT.title}
      width={CASHIER_WIDTH}
      footer={null}
      onCancel={onClose}
      destroyOnHidden
      maskClosable={false}
    >
      {open && (
        <CashierBody
          apiData={apiData}
          expirySeconds={expirySeconds}
          pollIntervalMs={pollIntervalMs}
          service={service}
          onPaid={onPaid}
          onPayment={onPayment}
          onClose={onClose}
        />
      )}
    </Dialog>
  );
}
