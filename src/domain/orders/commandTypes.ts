import { ORDER_BUTTON_LABELS, type OrderButtonCode } from "../../api/buttons/order";
import type { OrderStatusCode } from "./status";

/** The shape of a row of the order command table (commands.ts) and the helper that labels one. */

/** Which orders a command applies to by source: own (自有 1), 天猫 (2) or both. */
export type CommandSource = "own" | "tmall" | "both";

/** Hang-up constraint: only while not hung up, only while hung up, or either. */
export type CommandHangUp = "notHungUp" | "hungUp" | "any";

/**
 * Further conditions on the order:
 * - measure: a measure order (service type 3);
 * - delivery: goods delivered and installed by the provider (delivery mode 送装 2 or 送装一体 3);
 * - goodsNotChecked / buildNotConfirmed: the flag the command sets is not set yet;
 * - paid: something was paid (paid amount > 0);
 * - hasWorker: a worker is assigned;
 * - awaitingPickUp: the goods wait at a pick-up point (logistics 待提货 7, or 提货失败 8 for another try);
 * - inDelivery: the goods are on their way to the customer (logistics 已出库 3 or 派送中 4).
 */
export type CommandRequirement =
  | "measure"
  | "delivery"
  | "goodsNotChecked"
  | "buildNotConfirmed"
  | "paid"
  | "hasWorker"
  | "awaitingPickUp"
  | "inDelivery";

export interface OrderCommand {
  code: OrderButtonCode;
  label: string;
  /** Statuses it may be used from; "any" for commands that do not depend on the status. */
  from: readonly OrderStatusCode[] | "any";
  /** Status it leads to; absent when the status stays. */
  to?: OrderStatusCode;
  source: CommandSource;
  hangUp: CommandHangUp;
  /** Can be applied to several selected orders at once. */
  batch: boolean;
  requires?: readonly CommandRequirement[];
  /** What else it changes, for readers of the table. */
  effect?: string;
}

/** Orders the provider still works on: 待派单 … 待核销. */
export const ACTIVE: readonly OrderStatusCode[] = [3, 4, 5, 6, 7, 8, 9];
/** A worker serves the order: 待预约, 待上门, 待核销. */
export const IN_SERVICE: readonly OrderStatusCode[] = [7, 8, 9];

export function command(code: OrderButtonCode, rest: Omit<OrderCommand, "code" | "label">): OrderCommand {
  return { code, label: ORDER_BUTTON_LABELS[code], ...rest };
}
