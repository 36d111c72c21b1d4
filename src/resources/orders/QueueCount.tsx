import { Badge } from "antd";
import type { ReactNode } from "react";
import { api } from "../../api";
import { DISPATCH_QUEUE_STATUS } from "../../domain/orders/flow";
import { ORDER_SOURCE_CODE } from "../../domain/orders/constants";
import { useEndpointQuery } from "../../queries/endpoint";
import { useQueueCounts } from "../../queries/orderQueue";

const badge = (count: number) => (
  <Badge count={count} overflowCount={999} size="small" showZero className="queue-tab-count" />
);

/** After the status tabs' labels of /order/index: the dispatch queue tabs' counts (one query), nothing on the others. */
export function useQueueTabCounts(): (value: string | number) => ReactNode {
  const counts = useQueueCounts().data;
  return (value) => {
    const count = counts?.find((c) => c.listStatus === Number(value))?.count;
    if (count === undefined) return null;
    return badge(count);
  };
}

/** The 天猫 orders of one queue tab: the list's total for it (one row asked for). */
function useTmallQueueCount(listStatus: number): number | undefined {
  return useEndpointQuery(
    api.order.provider.orderList,
    { orderSource: ORDER_SOURCE_CODE.tmall, listStatus, current: 1, size: 1 },
    { keepPrevious: true },
  ).data?.total;
}

/**
 * The 天猫 tab set's counts: its 待派单 and 待接单 tabs count 天猫 orders only (the queue's own counts are every
 * source's), by the list call itself, as the home counters count; nothing on the 服务中 tabs.
 */
export function useTmallQueueTabCounts(): (value: string | number) => ReactNode {
  const awaitingDispatch = useTmallQueueCount(DISPATCH_QUEUE_STATUS.awaitingDispatch);
  const awaitingAcceptance = useTmallQueueCount(DISPATCH_QUEUE_STATUS.awaitingAcceptance);
  return (value) => {
    const count =
      Number(value) === DISPATCH_QUEUE_STATUS.awaitingDispatch
        ? awaitingDispatch
        : Number(value) === DISPATCH_QUEUE_STATUS.awaitingAcceptance
          ? awaitingAcceptance
          : undefined;
    return count === undefined ? null : badge(count);
  };
}
