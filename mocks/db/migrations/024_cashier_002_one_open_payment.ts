/**
 * One open payment per deposit (issue 31 §1), kept by the database as well as by confirmPayDeposit
 * (mocks/onboarding/depositPayments.ts): a partial unique index over the open payments (awaiting 1, in progress 2) of a
 * provider's contract.
 *
 * A database made before this step may hold open payments the cashier no longer opens (another provider's or a
 * made-up contract, an amount or business number that is not the deposit's, a deposit already paid) and several open
 * payments of one deposit: those are cancelled first (-1, finished now), keeping the newest matching one.
 */
import type { Migration } from "../types";

export const depositPaymentMigration: Migration = {
  name: "cashier_002_one_open_payment",
  up: `
    UPDATE deposit_payments
      SET pay_status = -1, finished_at = CAST(unixepoch('subsec') * 1000 AS INTEGER)
      WHERE pay_status IN (1, 2) AND NOT EXISTS (
        SELECT 1 FROM provider_contracts c
        WHERE c.contract_code = deposit_payments.contract_no AND c.provider_id = deposit_payments.provider_id
          AND c.deposit_cents = deposit_payments.amount_cents AND c.deposit_biz_no = deposit_payments.biz_no
          AND c.deposit_paid_at IS NULL
      );
    UPDATE deposit_payments
      SET pay_status = -1, finished_at = CAST(unixepoch('subsec') * 1000 AS INTEGER)
      WHERE pay_status IN (1, 2) AND EXISTS (
        SELECT 1 FROM deposit_payments newer
        WHERE newer.provider_id = deposit_payments.provider_id AND newer.contract_no = deposit_payments.contract_no
          AND newer.pay_status IN (1, 2)
          AND (newer.created_at > deposit_payments.created_at
            OR (newer.created_at = deposit_payments.created_at
              AND newer.finance_trans_no > deposit_payments.finance_trans_no))
      );
    CREATE UNIQUE INDEX deposit_payments_one_open ON deposit_payments(provider_id, contract_no)
      WHERE pay_status IN (1, 2);
  `,
};
