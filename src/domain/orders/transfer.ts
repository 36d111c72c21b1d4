/**
 * Handing a worker's orders to another worker (转单): the order's 转单 and the worker's 转移订单 make the same call
 * (transferOrders) with the same form. Its types, limits, texts and rules are here, once, for the console's form and
 * the stand-in's check.
 */
import type { Id } from "../../api/types";
import { transferOrders, type TransferOrdersBody } from "../../api/worker/roster";
import type { Enumeration } from "../enumeration";

/** Transfer types (spec §9). */
export const TRANSFER_TYPE: Enumeration<1 | 2> = [
  { value: 1, label: "手动转单" },
  { value: 2, label: "送装分离" },
];

export const TRANSFER_TEXT = {
  type: "转单类型",
  deliveryWorker: "送货师傅",
  toWorker: "接单师傅",
  reason: "转单原因",
  sameWorker: "不能转给原师傅",
  sameDeliveryInstall: "送货师傅与安装师傅不能是同一人",
} as const;

/**
 * What is wrong with the receiving worker, or null: 手动转单 to the worker who has the orders, or 送装分离 with one
 * worker for both delivery and installation.
 */
export function transferTargetProblem(values: {
  transferType?: unknown;
  fromWorkerId?: unknown;
  deliveryWorkerId?: unknown;
  toWorkerId?: unknown;
}): string | null {
  const to = values.toWorkerId;
  if (to === undefined || to === null || to === "") return null;
  if (values.transferType === 1 && to === values.fromWorkerId) return TRANSFER_TEXT.sameWorker;
  if (values.transferType === 2 && to === values.deliveryWorkerId) return TRANSFER_TEXT.sameDeliveryInstall;
  return null;
}

/** The answer of transferOrders: how many moved and which did not. */
export interface TransferResult {
  successCount?: number;
  failedOrderNos?: readonly string[];
}

function isTransferResult(value: unknown): value is TransferResult {
  return typeof value === "object" && value !== null;
}

/** The success text: `${done}成功`, or the counts when some orders could not be moved. */
export function transferSuccess(done: string, result: unknown): string {
  const r = isTransferResult(result) ? result : {};
  const failed = r.failedOrderNos?.length ?? 0;
  return failed > 0 ? `${done}成功${r.successCount ?? 0}单，失败${failed}单` : `${done}成功`;
}

type Values = Record<string, unknown>;

/**
 * The transfer form, declared once for the order's 转单 and the worker's 转移订单: plain data in the shape of the
 * engine's form fields that fill a call's request (resources/engine/requestField.ts; the domain imports no UI, so
 * the resources hand these to the engine as they are and the compiler checks the shape there). Each field fills
 * transferOrders' request, whose schema gives its limits (the reason: optional, at most 100 characters). 送货师傅
 * is required where it shows (送装分离), which the handler checks; the receiving worker is neither the one who has
 * the orders nor the delivery worker (a rule across fields). `fromWorkerId` is a value of the form (see
 * transferInitial), not a field.
 */
export const TRANSFER_FIELDS = [
  {
    name: "transferType",
    label: TRANSFER_TEXT.type,
    input: "radio",
    options: TRANSFER_TYPE,
    fills: transferOrders,
  },
  {
    name: "deliveryWorkerId",
    label: TRANSFER_TEXT.deliveryWorker,
    input: "worker",
    required: true,
    when: (values: Values) => values.transferType === 2,
    fills: transferOrders,
  },
  {
    name: "toWorkerId",
    label: TRANSFER_TEXT.toWorker,
    input: "worker",
    validate: (value: unknown, values: Values) => transferTargetProblem({ ...values, toWorkerId: value }),
    fills: transferOrders,
  },
  { name: "reason", label: TRANSFER_TEXT.reason, input: "textarea", fills: transferOrders },
] as const;

/** The form's starting values: 手动转单, from the worker who has the orders. */
export function transferInitial(fromWorkerId: Id | null | undefined): Values {
  return { transferType: 1, fromWorkerId: fromWorkerId ?? undefined };
}

const idOf = (value: unknown): Id => (value === undefined || value === null ? "" : String(value));

/** The transferOrders body from the form's values. */
export function transferBody(
  fromWorkerId: Id,
  orderNos: readonly string[],
  values: Values,
): TransferOrdersBody {
  const type = values.transferType === 2 ? 2 : 1;
  const reason = typeof values.reason === "string" ? values.reason.trim() : "";
  return {
    fromWorkerId,
    toWorkerId: idOf(values.toWorkerId),
    orderNos: [...orderNos],
    transferType: type,
    reason: reason || undefined,
    deliveryWorkerId: type === 2 ? idOf(values.deliveryWorkerId) : undefined,
  };
}
