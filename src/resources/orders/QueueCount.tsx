import { Badge } from "antd";
import { useQueueCount } from "../../queries/orderQueue";

/** After a status tab's label of /order/index: the count of a dispatch queue tab, nothing on the others. */
export function QueueTabCount({ value }: { value: string | number }) {
  const { count } = useQueueCount(Number(value));
  if (count === undefined) return null;
  return <Badge count={count} overflowCount={999} size="small" showZero className="queue-tab-count" />;
}
