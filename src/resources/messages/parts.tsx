/**
 * The pieces of 我的消息 a declaration cannot say: a message shown whole (marking it read as it opens) and 清空消息,
 * the header bell's own clear (the server's msg says how many were cleared; bell and list refresh together through
 * the shared message queries, src/queries/messages.ts).
 */
import { Button, Drawer, Popconfirm, Space, Tag } from "antd";
import { useEffect, useRef } from "react";
import type { MessageRecord } from "../../api/message";
import { useMayDo } from "../../providers/usePermission";
import { useClearMessages, useMarkRead } from "../../queries/messages";
import { ToneText } from "../../widgets/text";

/** 查看: the message in a drawer. An unread one is marked read once, when the account may (message:read). */
export function MessageDetail({ record, onClose }: { record: MessageRecord; onClose: () => void }) {
  const mayRead = useMayDo("message:read");
  const markRead = useMarkRead();
  const marked = useRef(false);
  useEffect(() => {
    if (marked.current || !mayRead || record.isRead !== 0) return;
    marked.current = true;
    markRead.mutate([record.id]);
  }, [mayRead, markRead, record]);
  return (
    <Drawer title="消息详情" width={480} open onClose={onClose} destroyOnHidden>
      <Space direction="vertical" size="middle" style={{ width: "100%" }}>
        <Space>
          <Tag color="blue">{record.msgTypeName ?? "消息"}</Tag>
          <ToneText tone="secondary">{record.gmtCreatedTime}</ToneText>
        </Space>
        <p className="message-detail-content" style={{ whiteSpace: "pre-wrap", margin: 0 }}>
          {record.msgContent}
        </p>
      </Space>
    </Drawer>
  );
}

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
