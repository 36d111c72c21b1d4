import type { Enumeration } from "../enumeration";
import { ORDER_STATUS_CODE } from "./status";

/** The order as one worker sees it (workerOrderDetail): the worker's role on the order and what keeps it theirs. */

/** 1 the service worker (install, repair, measure), 2 the delivery worker of 送装分离. */
export const WORKER_ORDER_ROLE: Enumeration = [
  { value: 1, label: "服务师傅" },
  { value: 2, label: "送货师傅" },
];

/** Placements under which the order is still the worker's: 0 not placed, 1 awaiting appointment, 2 placed. */
export const ASSIGNED_PLACEMENTS: readonly number[] = [0, 1, 2];

/** Whether a worker with this placement still has the order (3 cancelled and -1 taken do not). */
export function isAssignedPlacement(placeStatus: number): boolean {
  return ASSIGNED_PLACEMENTS.includes(placeStatus);
}

/** Placement 3: cancelled. */
export const PLACEMENT_CANCELLED = 3;

/**
 * A worker's placement as their view of the order shows it: a cancelled order cancels every open placement on it
 * (the order's own cancel writes only the holder's; the delivery worker's line keeps its status).
 */
export function workerPlacement(placeStatus: number, orderStatus: number): number {
  return orderStatus === ORDER_STATUS_CODE.cancelled && isAssignedPlacement(placeStatus)
    ? PLACEMENT_CANCELLED
    : placeStatus;
}
