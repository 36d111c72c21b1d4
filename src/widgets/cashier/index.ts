/** 收银台 — the deposit cashier dialog (spec §2, §4). See CashierDialog for its props. */
export { CashierDialog, type CashierDialogProps } from "./CashierDialog";
export { apiCashierService, type CashierService } from "./service";
export * from "./rules";
