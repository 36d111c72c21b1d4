/** The pieces the order action declarations share: the record they need, payload helpers and common fields. */
import type { OrderRow } from "../../api/order/types";
import type { Enumeration } from "../../domain/enumeration";
import { ORDER_SOURCE_CODE, VISIT_TIME_SLOTS } from "../../domain/orders";
import { type ActionTarget, type FormFieldDecl, uploadPaths } from "../engine";

/** What the order actions need of a record (a list row or the detail). */
export type OrderLike = Pick<OrderRow, "orderNo" | "orderSource" | "workerId" | "serverTypeList"> &
  Partial<Pick<OrderRow, "customerMobile" | "customerName" | "workerName">> & {
    paidAmount?: number;
    refundedAmount?: number;
  };

export const SLOTS: Enumeration<string> = VISIT_TIME_SLOTS.map((slot) => ({ value: slot, label: slot }));
export const PASSED: Enumeration<number> = [
  { value: 1, label: "合格" },
  { value: 0, label: "不合格" },
];

export const isTmall = (order: OrderLike | undefined) => order?.orderSource === ORDER_SOURCE_CODE.tmall;
export const orderNoOf = <R extends OrderLike>(target: ActionTarget<R>) => target.record?.orderNo ?? "";
export const paths = uploadPaths;
export const text = (value: unknown) =>
  typeof value === "string" && value.trim() ? value.trim() : undefined;

export const remark: FormFieldDecl = { name: "remark", label: "备注", input: "textarea", maxLength: 200 };
export const appointmentFields: FormFieldDecl[] = [
  { name: "appointmentDate", label: "预约日期", input: "date", futureOnly: true, required: true },
  { name: "timeSlot", label: "预约时段", input: "slot", options: SLOTS, required: true },
];
export const photos = (label: string, required = true): FormFieldDecl => ({
  name: "images",
  label,
  input: "upload",
  kind: "image",
  limit: 5,
  required,
});

/** Amount rules shared by the money dialogs: more than 0, two decimals (the number input clamps the rest). */
export const amount = (label: string, max = 99999.99): FormFieldDecl => ({
  name: "amount",
  label,
  input: "number",
  min: 0.01,
  max,
  toFixed: 2,
  suffix: "元",
  required: true,
});
