/**
 * Shows one notice: antd's notification at the top right with 查看 (to its record or list), the 提示音 and, while the
 * console's tab is hidden, the desktop notification, each when switched on (src/layout/live/preferences.ts).
 */
import { Button, Space } from "antd";
import type { NotificationInstance } from "antd/es/notification/interface";
import type { Notice } from "./grouping";
import { getLivePreferences } from "./preferences";
import { playChime } from "./sound";

let sequence = 0;

export function showNotice(
  notice: Notice,
  notification: NotificationInstance,
  navigate: (to: string) => void,
): void {
  sequence += 1;
  const key = `live-${notice.kind}-${sequence}`;
  const open = () => {
    notification.destroy(key);
    navigate(notice.link);
  };
  notification.info({
    key,
    placement: "topRight",
    message: notice.title,
    description: notice.description,
    // 关闭 is a button of its own: antd's × is an <a> without href named "Close", which screen readers cannot
    // announce as a button (axe: aria-prohibited-attr) and which says it in English.
    closable: false,
    actions: (
      <Space>
        <Button size="small" onClick={() => notification.destroy(key)}>
          关闭
        </Button>
        <Button type="primary" size="small" onClick={open}>
          查看
        </Button>
      </Space>
    ),
    duration: 8,
  });
  const preferences = getLivePreferences();
  if (preferences.sound) playChime();
  const desktop = preferences.desktop && document.visibilityState === "hidden";
  if (desktop && typeof Notification !== "undefined" && Notification.permission === "granted") {
    const shown = new Notification(notice.title, { body: notice.description, tag: key });
    shown.onclick = () => {
      window.focus();
      open();
    };
  }
}
