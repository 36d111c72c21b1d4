import { BellOutlined } from "@ant-design/icons";
import { Badge, Button } from "antd";
import { lazy, Suspense, useRef, useState } from "react";
import { useUnreadCount } from "../../queries/messages";

export { ALREADY_ON_LIST } from "./bellTexts";

/** The popover loads when the bell is first opened (issue 30): most page loads never open it. */
const BellPopover = lazy(() => import("./BellPopover"));

/**
 * The header bell (spec §2): the unread count, and on click the popover of unread messages (./BellPopover.tsx).
 * The queries are shared with the 我的消息 page (src/queries/messages.ts). Until its first opening the bell is the
 * button alone; the click that opens it loads the popover, which then opens at once with focus inside.
 */
export function MessageBell() {
  const [open, setOpen] = useState(false);
  // The popover was asked for: from then on the bell is its trigger.
  const [opened, setOpened] = useState(false);
  const bellRef = useRef<HTMLButtonElement>(null);
  const unread = useUnreadCount();
  const count = typeof unread.data === "number" ? unread.data : 0;

  const changeOpen = (next: boolean) => {
    setOpen(next);
    if (next) void unread.reload();
  };
  const bell = (
    <Button
      type="text"
      ref={bellRef}
      className="header-icon"
      aria-label={`消息通知，${count}条未读`}
      aria-haspopup="dialog"
      aria-expanded={open}
      onClick={
        opened
          ? undefined
          : () => {
              setOpened(true);
              changeOpen(true);
            }
      }
    >
      <Badge count={count} overflowCount={99} size="small">
        <BellOutlined style={{ fontSize: 18 }} />
      </Badge>
    </Button>
  );
  if (!opened) return bell;
  return (
    <Suspense fallback={bell}>
      <BellPopover bell={bell} bellRef={bellRef} open={open} onOpenChange={changeOpen} count={count} />
    </Suspense>
  );
}
