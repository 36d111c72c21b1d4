/** Live events of the console's own writes that the provider's other consoles should refresh for (issue 28 §2). */
import type { Db } from "../db/types";
import { emitLiveEvent } from "./events";

/** A work order's status or conversation changed by the provider (reply, append, response, cancel…). */
export function workOrderUpdated(
  db: Db,
  providerId: string,
  workOrderNo: string,
  action: string,
  now: number,
): void {
  emitLiveEvent(
    db,
    { providerId, channel: "workOrders", type: "updated", payload: { workOrderNo, action } },
    now,
  );
}
