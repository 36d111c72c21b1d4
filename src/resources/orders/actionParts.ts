/** The pieces the order action declarations share: the record they need, payload helpers and common fields. */
import type { OrderRow } from "../../api/order/types";
import type { Enumeration } from "../../domain/enumeration";
import { ORDER_SOURCE_CODE, VISIT_TIME_SLOTS } from "../../domain/orders";
import { type ActionTarget, type FormFieldDecl, type RequestFieldDecl, uploadPaths } from "../engine";

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

/**
 * The form field of a request field `Name` of one call: engine `requestFields(endpoint)` of a call whose request has
 * that field. Its limits (required, length, how many photos, the bounds of an amount) are the call's request schema's.
 */
export type RequestFieldOf<Name extends string> = (name: Name, decl: RequestFieldDecl) => FormFieldDecl;

/** 备注 of a call whose request has `remark`. */
export const remarkOf = (field: RequestFieldOf<"remark">) =>
  field("remark", { label: "备注", input: "textarea" });

/** Photos filling a call's `images`: how many, and whether any are required, are its schema's. */
export const photosOf = (field: RequestFieldOf<"images">, label: string) =>
  field("images", { label, input: "upload", kind: "image" });

/**
 * The visit's fields (预约, 改约) of a call whose request has them. The steps whose call is chosen per order (own or
 * 天猫) declare them on the own call: the 天猫 call's schema states the same limits (serviceActions.test.ts).
 */
export const visitFields = (field: RequestFieldOf<"appointmentDate" | "timeSlot">) => [
  field("appointmentDate", { label: "预约日期", input: "date", futureOnly: true }),
  field("timeSlot", { label: "预约时段", input: "slot", options: SLOTS }),
];
