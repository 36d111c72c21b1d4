/** The calls of the cashier dialog, behind an interface so tests and the gallery can pass their own. */
import type { Envelope } from "../../api/endpoint";
import { api } from "../../api";
import type { PaySource } from "../../api/finance";
import type { ConfirmPayDepositBody, PaymentInfo } from "../../api/worker/profile";
import { call, callEnvelope } from "../../providers/http";

export interface CashierService {
  /** getPaySource: which channels can be used (0 unavailable). Failures toast (§8) and reject. */
  paySource(): Promise<PaySource>;
  /** confirmPayDeposit: a new payment and its QR content. Failures toast the server's message and reject. */
  confirm(body: ConfirmPayDepositBody): Promise<PaymentInfo>;
  /** close/{code}: the whole envelope; the payment is closed when its code is 1 (HTTP failures toast and reject). */
  close(financeTransNo: string, options?: { silent?: boolean }): Promise<Envelope<null>>;
  /** payDepositStatus, silently (polling must not toast). */
  status(financeTransNo: string): Promise<number>;
}

export const apiCashierService: CashierService = {
  paySource: () => call(api.finance.getPaySource),
  confirm: (body) => call(api.worker.profile.confirmPayDeposit, body),
  close: (financeTransNo, options) => callEnvelope(api.finance.closePay, { code: financeTransNo }, options),
  status: async (financeTransNo) =>
    (await call(api.worker.profile.payDepositStatus, { financeTransNo }, { silent: true })).payStatus,
};
