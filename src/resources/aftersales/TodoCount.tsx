import { Badge } from "antd";
import type { ReactNode } from "react";
import { useNeedDeal } from "../../queries/needDealCount";
import { useSession } from "../../providers/useSession";

/**
 * The count after the 待处理 tab (the list's one tab): the badge's own query (same key), so the tab and the 工单列表
 * badge always show the same number and refresh together. No figure before the count is known (never a 0 that is not).
 */
export function useTodoTabCount(): (value: string | number) => ReactNode {
  const { user } = useSession();
  const { count } = useNeedDeal(user?.providerId, true);
  return () =>
    count === undefined ? null : (
      <Badge count={count} overflowCount={999} size="small" showZero className="todo-tab-count" />
    );
}
