/**
 * The pieces of 我的消息 a declaration cannot say: 清空消息 (a message shown whole is messageDetail.tsx),
 * the header bell's own clear (the server's msg says how many were cleared; bell and list refresh together through
 * the shared message queries, src/queries/messages.ts).
 */
import { Button, Popconfirm } from "antd";
import { useMayDo } from "../../providers/usePermission";
import { useClearMessages } from "../../queries/messages";

/** 清空消息 above the list, for an account holding message:clear. */
export function ClearMessages() {
  const mayClear = useMayDo("message:clear");
  const clear = useClearMessages();
  if (!mayClear) return null;
  return (
    <Popconfirm
      title="确定清空全部未读消息吗？"
      okText="清空"
      cancelText="取消"
      onConfirm={() => clear.mutateAsync().then(() => undefined)}
    >
      <Button danger loading={clear.isPending}>
        清空消息
      </Button>
    </Popconfirm>
  );
}
