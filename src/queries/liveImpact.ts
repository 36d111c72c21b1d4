/**
 * The one mapping from a change to the console's queries it affects (issue 40 §2), for the live channel's events and
 * for the console's own writes alike (pure; the refresh itself is src/queries/liveRefresh.ts):
 * - records: the reads about one of the event's records — a custom read whose request names the record by the
 *   channel's key field (an order's `orderNo`, a work order's `workOrderId`, a bill's `billNo`, a worker's
 *   `workerId`…), whatever its service, and the base record (refine `one`) of a screen the channel feeds, by id;
 *   another record's reads are left alone;
 * - lists: refine's list queries of the screens the channel feeds (`channelFeeds`: resources are route paths);
 * - counts: the custom reads of the channel's services that name no record (the queue's counts, the bell, the to-do
 *   badge, the alert board…).
 * An event without ids (a reset "*", an older gateway's event, 清空消息, a poll's rise) stands for the channel's
 * whole set: its counts, its lists and every read of its services or naming its key. A channel without a scope here
 * (`account`) affects nothing through this mapping (own writes of it refresh every data query instead).
 */
import { namedIds, relatedOf, writeEffectOf, writeKeyFields, type Endpoint } from "../api/endpoint";
import type { LiveChange } from "../api/live";
import { alertBoardDetail, alertList, alertTrackList } from "../api/data";
import { proBillPageList, workerBillDetail } from "../api/finance";
import { msgClear, msgGetPageList } from "../api/basicPublic";
import { queryMsgRecordPage, unReadNum } from "../api/message";
import { orderList, queryServerAfterSaleList, serverProAfterSaleDetailList } from "../api/order/provider";
import { staffList, staffPermissions } from "../api/staff";
import { fetchList as workOrderList } from "../api/workOrders";
import { deliveryOrders, workerCommon, workerList } from "../api/worker/roster";
import { channelFeeds } from "../providers/live/hub";

/** What the mapping reads of a change: an event of the live channel, or the one a write of the console implies. */
export interface ImpactEvent {
  /** A channel of src/api/live.ts, or "*" for a reset (everything). */
  channel: string;
  type: string;
  /** The records touched, by the channel's key (absent: the channel's whole set). */
  ids?: readonly string[];
  change?: LiveChange;
}

/** How a query is affected: a read about a touched record, a list that can hold it, or one of the channel's counts. */
export type QueryRole = "record" | "list" | "count";

interface ChannelScope {
  /** Request fields naming one of the channel's records (the event's ids are their values). */
  keys: readonly string[];
  /** URL prefixes of the channel's reads: the ones naming no record are its counts. */
  prefixes: readonly string[];
  /** A read of another service naming a key is about the record too (false for a key as plain as `id`). */
  keysAnywhere: boolean;
}

/** The longest common folder ("/a/b/") of the declared paths: where a declarer's endpoints live. */
function folderOf(...endpoints: Endpoint[]): string {
  const paths = endpoints.map((endpoint) => endpoint.path);
  let prefix = paths[0];
  for (const path of paths) while (!path.startsWith(prefix)) prefix = prefix.slice(0, -1);
  return prefix.slice(0, prefix.lastIndexOf("/") + 1);
}

const serviceOf = (endpoint: Endpoint) => `${endpoint.service}/`;

const SCOPES: Readonly<Record<string, ChannelScope>> = {
  orders: {
    keys: ["orderNo", "orderNos", "serviceOrderNo"],
    prefixes: [serviceOf(orderList)],
    keysAnywhere: true,
  },
  alerts: {
    keys: ["alertId"],
    prefixes: [folderOf(alertList, alertBoardDetail, alertTrackList)],
    keysAnywhere: true,
  },
  workOrders: {
    keys: ["workOrderId", "serverNo"],
    prefixes: [serviceOf(workOrderList), folderOf(queryServerAfterSaleList, serverProAfterSaleDetailList)],
    keysAnywhere: true,
  },
  messages: {
    keys: [],
    prefixes: [folderOf(queryMsgRecordPage, unReadNum), folderOf(msgGetPageList, msgClear)],
    keysAnywhere: true,
  },
  bills: { keys: ["billNo"], prefixes: [folderOf(proBillPageList, workerBillDetail)], keysAnywhere: true },
  workers: {
    keys: ["workerId", "workerIds"],
    prefixes: [folderOf(workerList, workerCommon), folderOf(deliveryOrders)],
    keysAnywhere: true,
  },
  staff: { keys: ["id"], prefixes: [folderOf(staffList, staffPermissions)], keysAnywhere: false },
};

/** Whether the mapping knows the channel (a reset knows every query). */
export function hasScope(channel: string): boolean {
  return channel === "*" || channel in SCOPES;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function customRole(
  event: ImpactEvent,
  scope: ChannelScope,
  params: Record<string, unknown>,
): QueryRole | null {
  const url = typeof params.url === "string" ? params.url : "";
  const ofChannel = scope.prefixes.some((prefix) => url.startsWith(prefix));
  // The request is refine's `config`: a payload, or query parameters (a GET read may pass either).
  const named = [...namedIds(scope.keys, params.payload), ...namedIds(scope.keys, params.query)];
  if (named.length === 0) return ofChannel ? "count" : null;
  if (!ofChannel && !scope.keysAnywhere) return null;
  if (!event.ids) return "record";
  return named.some((id) => event.ids?.includes(id)) ? "record" : null;
}

/**
 * How `event` affects the query of `queryKey` (refine's data keys), or null when it does not: as a change of its own
 * channel's records, else of the records of another channel it changed too (`change.related`, never a list's).
 */
export function roleOf(event: ImpactEvent, queryKey: readonly unknown[]): QueryRole | null {
  const own = channelRoleOf(event, queryKey);
  const related = event.change?.related;
  if (own !== null || !related) return own;
  const role = channelRoleOf({ channel: related.channel, type: event.type, ids: related.ids }, queryKey);
  return role === "record" ? role : null;
}

function channelRoleOf(event: ImpactEvent, queryKey: readonly unknown[]): QueryRole | null {
  if (queryKey[0] !== "data") return null;
  const [, , resource, action, id] = queryKey;
  const everything = event.channel === "*";
  if (resource === "custom") {
    if (everything) return "record";
    const scope = SCOPES[event.channel];
    return scope && isRecord(action) ? customRole(event, scope, action) : null;
  }
  if (typeof resource !== "string" || !hasScope(event.channel)) return null;
  if (!channelFeeds(event.channel, `resources/${resource}`)) return null;
  if (action === "one") {
    if (!event.ids) return "record";
    return (typeof id === "string" || typeof id === "number") && event.ids.includes(String(id))
      ? "record"
      : null;
  }
  return action === "list" || action === "infinite" || action === "many" ? "list" : null;
}

/**
 * The change a successful call of a write endpoint implies: its channel and type, and the records its request names
 * by the effect's key field(s) (none: the whole channel, e.g. 清空消息). Null for a read or a session call.
 */
export function writeEventOf(endpoint: Endpoint, payload: unknown): ImpactEvent | null {
  const effect = writeEffectOf(endpoint);
  if (!effect) return null;
  const ids = namedIds(writeKeyFields(effect), payload);
  const related = relatedOf(effect, payload);
  return {
    channel: effect.channel,
    type: effect.type,
    ...(ids.length > 0 ? { ids } : {}),
    ...(related ? { change: { related } } : {}),
  };
}
