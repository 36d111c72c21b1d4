/**
 * The push channel's channels and who hears each (issue 40 §3), apart from src/api/live.ts so that the endpoint
 * declarations (src/api/endpoint.ts, whose write effects name a channel) do not import the push call's module.
 */
import {
  AFTER_SALE_SCREENS,
  ORDER_SCREENS,
  SCREENS,
  SERVICE_ORDER_SCREENS,
  WORK_ORDER_SCREENS,
  WORKER_SCREENS,
} from "./screens";

/**
 * The push channel's channels (refine's `LiveEvent.channel`), one per kind of record a write can touch:
 * orders (orders, their alerts' order side, service orders), workOrders (after-sales work orders and service orders),
 * messages, alerts, bills, workers, staff (the provider's accounts) and account (one account's own session facts,
 * e.g. its permissions).
 */
export type LiveChannelName =
  "orders" | "workOrders" | "messages" | "alerts" | "bills" | "workers" | "staff" | "account";

/**
 * Who hears a channel (issue 40 §3): an account holding any one of these menus (the accessGroup's real paths), or
 * every account of the provider when null. An event aimed at one account (`accountId`) reaches that account only.
 */
export const LIVE_AUDIENCE: Readonly<Record<LiveChannelName, readonly string[] | null>> = {
  orders: [...ORDER_SCREENS, SCREENS.orderWarning, ...SERVICE_ORDER_SCREENS],
  alerts: [SCREENS.orderWarning],
  workOrders: [...WORK_ORDER_SCREENS, ...AFTER_SALE_SCREENS],
  bills: [SCREENS.bill, SCREENS.orderStay, SCREENS.orderSettled],
  workers: [...WORKER_SCREENS],
  staff: [SCREENS.staffAccounts],
  messages: null,
  account: null,
};
