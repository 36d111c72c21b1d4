/**
 * The refusal of a write made on a stale record (issue 40 §4): it says who changed the record, when and how, so the
 * person knows what to look at after refreshing; the stand-in answers it and the console may show it as is.
 */
import type { LiveChannelName } from "../api/live";

/** What a record of each channel is called in the refusal. */
export const RECORD_NOUNS: Readonly<Record<LiveChannelName, string>> = {
  orders: "订单",
  workOrders: "工单",
  bills: "账单",
  workers: "师傅",
  alerts: "预警",
  messages: "消息",
  staff: "账号",
  account: "账号",
};

/** The change that made the record's current version, when it is still known. */
export interface RecordChange {
  /** The colleague's display name. */
  operator: string;
  /** Epoch milliseconds. */
  at: number;
  /** The verb of the write, e.g. 预约. */
  label: string;
}

const CHINA_OFFSET_MS = 8 * 60 * 60 * 1000;

/** HH:mm in China time (UTC+8, no daylight saving), whatever the machine's zone. */
export function chinaClock(ms: number): string {
  return new Date(ms + CHINA_OFFSET_MS).toISOString().slice(11, 16);
}

/**
 * 「该订单已被 李调度 于 10:32 预约，请刷新后再操作」; without the change (its event forgotten, or made by no account):
 * 「该订单已被他人修改，请刷新后再操作」.
 */
export function recordChangedMessage(channel: LiveChannelName, change: RecordChange | null): string {
  const noun = RECORD_NOUNS[channel];
  if (!change) return `该${noun}已被他人修改，请刷新后再操作`;
  return `该${noun}已被 ${change.operator} 于 ${chinaClock(change.at)} ${change.label}，请刷新后再操作`;
}
