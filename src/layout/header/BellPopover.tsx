import { App, Button, Empty, Popconfirm, Popover, Spin } from "antd";
import {
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactElement,
  type RefObject,
} from "react";
import type { MessageRecord } from "../../api/message";
import { useMayDo } from "../../providers/usePermission";
import { MESSAGE_RESOURCE, useClearMessages, useUnreadPreview } from "../../queries/messages";
import { TEXT_MUTED } from "../../theme";
import { useFrameNavigation } from "../AppRouter";
import { focusAfterOverlay } from "../overlayFocus";
import { ALREADY_ON_LIST } from "./bellTexts";

/** One unread message. Its content is untrusted text: rendered as text only, never as markup. */
function MessageLine({ record }: { record: MessageRecord }) {
  return (
    <li className="bell-message">
      <div className="bell-message-content">{record.msgContent}</div>
      <div className="bell-message-time" style={{ color: TEXT_MUTED }}>
        {record.msgTypeName ? `${record.msgTypeName} · ` : ""}
        {record.gmtCreatedTime}
      </div>
    </li>
  );
}

export interface BellPopoverProps {
  /** The bell button the popover opens from. */
  bell: ReactElement;
  bellRef: RefObject<HTMLButtonElement | null>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  count: number;
}

/**
 * The bell's popover (spec §2): up to 10 unread messages, 查看全部 (opens /message/index; on that page already:
 * 已是当前列表) and 清空消息 (with message:clear; shows the response msg, refreshes every count). Loaded when the bell
 * is first opened (MessageBell.tsx).
 * Keyboard: opening moves focus into the panel (and the confirmation onto its button); Escape closes the innermost
 * from anywhere inside and focus returns to what opened it.
 */
export default function BellPopover({ bell, bellRef, open, onOpenChange, count }: BellPopoverProps) {
  const [confirming, setConfirming] = useState(false);
  const panelRef = useRef<HTMLDivElement>(null);
  const clearRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  // Not react-router's hooks: the bell does not render again on every navigation.
  const frame = useFrameNavigation();
  const { message } = App.useApp();
  const preview = useUnreadPreview({ enabled: open });
  const clear = useClearMessages();
  const mayClear = useMayDo("message:clear");
  const records = preview.data ?? [];

  useEffect(() => {
    if (!open) return;
    const frame = requestAnimationFrame(() => panelRef.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, [open]);
  useEffect(() => {
    if (!confirming) return;
    const frame = requestAnimationFrame(() =>
      document.querySelector<HTMLElement>(".bell-confirm .ant-popconfirm-buttons .ant-btn-primary")?.focus(),
    );
    return () => cancelAnimationFrame(frame);
  }, [confirming]);

  const close = () => {
    onOpenChange(false);
    setConfirming(false);
    bellRef.current?.focus();
  };
  // The confirmation's popup is a React child of the panel: its keys arrive here too.
  const onPanelKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "Escape") return;
    event.stopPropagation();
    if (confirming) {
      setConfirming(false);
      clearRef.current?.focus();
    } else close();
  };

  const openAll = () => {
    if (frame.pathname() === MESSAGE_RESOURCE) {
      void message.info(ALREADY_ON_LIST);
      return;
    }
    close();
    frame.navigate(MESSAGE_RESOURCE);
  };

  const content = (
    <div
      className="bell-panel"
      ref={panelRef}
      role="dialog"
      aria-labelledby={titleId}
      tabIndex={-1}
      onKeyDown={onPanelKeyDown}
    >
      <div className="bell-panel-title" id={titleId}>
        未读消息{count > 0 ? `（${count}）` : ""}
      </div>
      <Spin spinning={preview.loading && records.length === 0}>
        {records.length > 0 ? (
          // Scrollable: focusable so that the keyboard can scroll it.
          <ul className="bell-list" tabIndex={0} aria-label="未读消息列表">
            {records.map((record) => (
              <MessageLine key={record.id} record={record} />
            ))}
          </ul>
        ) : (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无未读消息" />
        )}
      </Spin>
      <div className="bell-actions">
        {mayClear && (
          <Popconfirm
            title="确定清空全部未读消息吗？"
            okText="清空"
            cancelText="取消"
            rootClassName="bell-confirm"
            open={confirming}
            onOpenChange={(next) => {
              setConfirming(next);
              if (!next) focusAfterOverlay(() => clearRef.current);
            }}
            onConfirm={() =>
              clear.mutateAsync().then(() => {
                setConfirming(false);
                focusAfterOverlay(() => clearRef.current);
              })
            }
          >
            <Button size="small" ref={clearRef} loading={clear.isPending}>
              清空消息
            </Button>
          </Popconfirm>
        )}
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
        onOpenChange(next);
        if (!next) setConfirming(false);
      }}
      content={content}
      arrow={false}
    >
      {bell}
    </Popover>
  );
}
