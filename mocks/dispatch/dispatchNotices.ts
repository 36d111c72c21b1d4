/**
 * The provider's notices of dispatch steps it did not make (issue 41 §2, §3): a worker's refusal and an acceptance
 * that timed out each leave a message in 消息中心 (type 派单通知, so the bell counts it) with its "messages" event.
 * Both are no contract call (the worker app, the clock): their writers emit their events themselves, in their
 * transaction.
 */
import { PLATFORM_CHANNELS } from "../messages/seed/messages";
import { DISPATCH_MSG_TYPE } from "./dispatchSchema";
import type { Db } from "../db/types";
import { emitLiveEvent } from "../live/events";
import { chinaDateTime } from "../time";

/** A 派单通知 message to the provider's accounts, with its "messages created" event. */
export function notifyProvider(
  db: Db,
  providerId: string,
  title: string,
  content: string,
  now: number,
): void {
  db.prepare(
    `INSERT INTO messages (platform, channel, uid, msg_group, msg_type, title, content, is_read, created_at)
     VALUES ('provider', ?, ?, ?, ?, ?, ?, 0, ?)`,
  ).run(
    PLATFORM_CHANNELS.provider,
    providerId,
    DISPATCH_MSG_TYPE.group,
    DISPATCH_MSG_TYPE.code,
    title,
    content,
    chinaDateTime(now),
  );
  emitLiveEvent(db, { providerId, channel: "messages", type: "created", payload: { title } }, now);
}
