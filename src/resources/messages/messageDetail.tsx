/** The message drawer of 查看, loaded when a message is first opened (list.ts): the list shows none of it. */
import { Drawer, Space, Tag } from "antd";
import { useEffect, useRef } from "react";
import type { MessageRecord } from "../../api/message";
import { useMayDo } from "../../providers/usePermission";
import { useMarkRead } from "../../queries/messages";
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
