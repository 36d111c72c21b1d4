/** The user menu's 桌面通知 and 提示音 switches (issue 28 §2; src/layout/live/preferences.ts). */
import { BellOutlined, SoundOutlined } from "@ant-design/icons";
import type { MenuProps } from "antd";
import { useMemo } from "react";
import { setLivePreferences, toggleDesktop, useLivePreferences } from "./preferences";
import { playChime } from "./sound";

type MenuItem = NonNullable<MenuProps["items"]>[number];

const state = (on: boolean) => (on ? "已开启" : "已关闭");

/** The two items (with a divider after them) for the user menu, labelled with their state. */
export function useLiveMenuItems(): MenuItem[] {
  const { desktop, sound } = useLivePreferences();
  return useMemo(
    () => [
      { key: "live-desktop", icon: <BellOutlined />, label: `桌面通知（${state(desktop)}）` },
      { key: "live-sound", icon: <SoundOutlined />, label: `提示音（${state(sound)}）` },
      { type: "divider" },
    ],
    [desktop, sound],
  );
}

/** Handles a live item's click; answers false for another item. */
export function selectLiveMenuItem(key: string, soundOn: boolean): boolean {
  if (key === "live-desktop") {
    void toggleDesktop();
    return true;
  }
  if (key === "live-sound") {
    setLivePreferences({ sound: !soundOn });
    // Played on the click that switches it on: the user hears what it sounds like (and the browser allows audio).
    if (!soundOn) playChime();
    return true;
  }
  return false;
}
