import { BellOutlined } from "@ant-design/icons";
import { App, Badge, Button, Empty, Popconfirm, Popover, Spin } from "antd";
import { useState } from "react";
import { useLocation, useNavigate } from "react-router";
import type { MessageRecord } from "../../api/message";
import {
  MESSAGE_RESOURCE,
  useClearMessages,
  useUnreadCount,
  useUnreadPreview,
} from "../../resources/messages/queries";

export const ALREADY_ON_LIST = "已是当前列表";

/** One unread message. Its content is untrusted text: rendered as text only, never as markup. */
function MessageLine({ record }: { record: MessageRecord }) {
  return (
    <li className="bell-message">
      <div className="bell-message-content">{record.msgContent}</div>
      <div className="bell-message-time">
        {record.msgTypeName ? `${record.msgTypeName} · ` : ""}
        {record.gmtCreatedTime}
      </div>
    </li>
  );
}

/**
 * The header bell (spec §2): the unread count, and a popover with up to 10 unread messages, 查看全部 (opens
 * /message/index; on that page already: 已是当前列表) and 清空消息 (shows the response msg, refreshes every count).
 * The queries are shared with the 我的消息 page (src/resources/messages/queries.ts).
 */
export function MessageBell() {
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const unread = useUnreadCount();
  const preview = useUnreadPreview({ enabled: open });
  const clear = useClearMessages();
  const count = typeof unread.data === "number" ? unread.data : 0;
  const records = preview.data ?? [];

  const openAll = () => {
    if (pathname === MESSAGE_RESOURCE) {
      void message.info(ALREADY_ON_LIST);
      return;
    }
    setOpen(false);
    navigate(MESSAGE_RESOURCE);
  };

  const content = (
    <div className="bell-panel" aria-label="未读消息">
      <div className="bell-panel-title">未读消息{count > 0 ? `（${count}）` : ""}</div>
      <Spin spinning={preview.isFetching && records.length === 0}>
        {records.length > 0 ? (
          <ul className="bell-list">
            {records.map((record) => (
              <MessageLine key={record.id} record={record} />
            ))}
          </ul>
        ) : (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无未读消息" />
        )}
      </Spin>
      <div className="bell-actions">
        <Popconfirm
          title="确定清空全部未读消息吗？"
          okText="清空"
          cancelText="取消"
          onConfirm={() => clear.mutateAsync().then(() => undefined)}
        >
          <Button size="small" loading={clear.isPending}>
            清空消息
          </Button>
        </Popconfirm>
        <Button size="small" type="primary" onClick={openAll}>
          查看全部
        </Button>
      </div>
    </div>
  );

  return (
    <Popover
      trigger="click"
      placement="bottomRight"
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) void unread.refetch();
      }}
      content={content}
      arrow={false}
    >
      <Button type="text" className="header-icon" aria-label={`消息通知，${count}条未读`}>
        <Badge count={count} overflowCount={99} size="small">
          <BellOutlined style={{ fontSize: 18 }} />
        </Badge>
      </Button>
    </Popover>
  );
}
