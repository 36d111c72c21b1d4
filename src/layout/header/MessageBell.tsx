import { BellOutlined } from "@ant-design/icons";
import { Badge, Button } from "antd";
import { Suspense, useRef, useState } from "react";
import { useUnreadCount } from "../../queries/messages";
import { moduleLoader, preloadOf, useLoadThen } from "../../widgets/moduleLoader";

export { ALREADY_ON_LIST } from "./bellTexts";

/**
 * The popover loads when the bell is about to be first opened (issue 30: most page loads never open it): the pointer
 * on the bell or its focus starts the load, the click opens it once it is here (src/widgets/moduleLoader.ts).
 */
const bellPopover = moduleLoader(() => import("./BellPopover"));
const preloadBellPopover = preloadOf(bellPopover);

/**
 * The header bell (spec §2): the unread count, and on click the popover of unread messages (./BellPopover.tsx).
 * The queries are shared with the 我的消息 page (src/queries/messages.ts). Until its first opening the bell is the
 * button alone; the click that opens it loads the popover, which then opens at once with focus inside.
 */
export function MessageBell() {
  const loadThen = useLoadThen();
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
          : () =>
              loadThen(bellPopover.load, () => {
                setOpened(true);
                changeOpen(true);
              })
      }
      onPointerEnter={opened ? undefined : preloadBellPopover}
      onFocus={opened ? undefined : preloadBellPopover}
    >
      <Badge count={count} overflowCount={99} size="small">
        <BellOutlined style={{ fontSize: 18 }} />
      </Badge>
    </Button>
  );
  const BellPopover = bellPopover.loaded()?.default;
  if (!opened || !BellPopover) return bell;
  return (
    <Suspense fallback={bell}>
      <BellPopover bell={bell} bellRef={bellRef} open={open} onOpenChange={changeOpen} count={count} />
    </Suspense>
  );
}
