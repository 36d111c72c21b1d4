import { Badge } from "antd";
import type { ReactNode } from "react";
import { useQueueCounts } from "../../queries/orderQueue";

/** After the status tabs' labels of /order/index: the dispatch queue tabs' counts (one query), nothing on the others. */
export function useQueueTabCounts(): (value: string | number) => ReactNode {
  const counts = useQueueCounts().data;
  return (value) => {
    const count = counts?.find((c) => c.listStatus === Number(value))?.count;
    if (count === undefined) return null;
    return <Badge count={count} overflowCount={999} size="small" showZero className="queue-tab-count" />;
  };
}
