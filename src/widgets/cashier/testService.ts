/**
 * An in-memory CashierService for tests: behaves like the stand-in (payments awaiting payment, close refuses a paid
 * one, status answers what `setStatus` decided) and records every call.
 */
import type { PaySource } from "../../api/finance";
import type { ConfirmPayDepositBody, DepositApiData, PaymentInfo } from "../../api/worker/profile";
import type { CashierService } from "./service";

export interface FakeCashier extends CashierService {
  calls: string[];
  payments: Map<string, { body: ConfirmPayDepositBody; status: number }>;
  source: PaySource;
  setStatus(financeTransNo: string, status: number): void;
  /** The deposit as the server has it (answered in apiData, like the stand-in); default: what the client sent. */
  deposit?: DepositApiData;
  /** Makes the next confirm fail. */
  failNextConfirm: boolean;
  last(): PaymentInfo | undefined;
}

export function fakeCashierService(source: PaySource = { aliPay: 1, wechat: 1 }): FakeCashier {
  let counter = 0;
  let latest: PaymentInfo | undefined;
  const fake: FakeCashier = {
    calls: [],
    payments: new Map(),
    source,
    failNextConfirm: false,
    async paySource() {
      fake.calls.push("paySource");
      return fake.source;
    },
    async confirm(body) {
      fake.calls.push(`confirm ${body.payWay}/${body.payChannel}`);
      if (fake.failNextConfirm) {
        fake.failNextConfirm = false;
        throw new Error("该支付方式暂不可用");
      }
      counter += 1;
      const financeTransNo = `FT${String(counter).padStart(4, "0")}`;
      fake.payments.set(financeTransNo, { body, status: 1 });
      latest = {
        financeTransNo,
        qrCodeUrl: `https://pay.example.invalid/qr/${financeTransNo}`,
        contractNo: body.apiData.contractNo,
        // The request may leave out the amount and bizNo (the server charges the contract's own).
        apiData: fake.deposit ?? {
          amount: body.apiData.amount ?? 0,
          contractNo: body.apiData.contractNo,
          bizNo: body.apiData.bizNo ?? "",
        },
      };
      return latest;
    },
    async close(financeTransNo) {
      fake.calls.push(`close ${financeTransNo}`);
      const payment = fake.payments.get(financeTransNo);
      if (!payment) return { code: 200334001, msg: "支付单不存在", data: null };
      if (payment.status === 3) return { code: 200334002, msg: "支付单已支付，不能关闭", data: null };
      if (payment.status === 1 || payment.status === 2) payment.status = -1;
      return { code: 1, msg: "success", data: null };
    },
    async status(financeTransNo) {
      fake.calls.push(`status ${financeTransNo}`);
      return fake.payments.get(financeTransNo)?.status ?? 1;
    },
    setStatus(financeTransNo, status) {
      const payment = fake.payments.get(financeTransNo);
      if (payment) payment.status = status;
    },
    last: () => latest,
  };
  return fake;
}
