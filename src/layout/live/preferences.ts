/**
 * The user menu's 桌面通知 and 提示音 (issue 28 §2): both off by default, remembered in this browser
 * (localStorage). 桌面通知 asks the browser's permission only when switched on by a click.
 */
import { useSyncExternalStore } from "react";

export interface LivePreferences {
  desktop: boolean;
  sound: boolean;
}

const KEY = "console.live.preferences";
const listeners = new Set<() => void>();
let snapshot: LivePreferences | undefined;

function read(): LivePreferences {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(KEY) ?? "{}");
    const record = typeof stored === "object" && stored !== null ? stored : {};
    return {
      desktop: "desktop" in record && record.desktop === true,
      sound: "sound" in record && record.sound === true,
    };
  } catch {
    return { desktop: false, sound: false };
  }
}

export function getLivePreferences(): LivePreferences {
  snapshot ??= read();
  return snapshot;
}

export function setLivePreferences(next: Partial<LivePreferences>): void {
  snapshot = { ...getLivePreferences(), ...next };
  try {
    localStorage.setItem(KEY, JSON.stringify(snapshot));
  } catch {
    // Not remembered; the choice still holds for this page.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key !== KEY) return;
    snapshot = read();
    listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

export function useLivePreferences(): LivePreferences {
  return useSyncExternalStore(subscribe, getLivePreferences, getLivePreferences);
}

/** 桌面通知 switched: on asks the permission (on this click); refused, it stays off. Answers the new state. */
export async function toggleDesktop(): Promise<boolean> {
  if (getLivePreferences().desktop) {
    setLivePreferences({ desktop: false });
    return false;
  }
  if (typeof Notification === "undefined") return false;
  const permission =
    Notification.permission === "granted" ? "granted" : await Notification.requestPermission();
  setLivePreferences({ desktop: permission === "granted" });
  return permission === "granted";
}
