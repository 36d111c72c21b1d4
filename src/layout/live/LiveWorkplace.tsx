/**
 * The live channel's console side (issue 28 §2), mounted once inside <Refine> (src/AdminApp.tsx) while a session is
 * open: starts this tab's runtime (src/providers/live/runtime.ts), refreshes the queries an event changes
 * (src/queries/liveRefresh.ts), and shows the notifications of the events this tab was chosen to show (top right,
 * grouped; with the 提示音 and the 桌面通知 when switched on) whose link the account may open. Loaded lazily: nothing
 * of it is on the first screen's path.
 */
import { useQueryClient } from "@tanstack/react-query";
import { App } from "antd";
import { useEffect, useRef } from "react";
import { liveHub } from "../../providers/live/hub";
import { startLiveRuntime } from "../../providers/live/runtime";
import { liveSettings } from "../../providers/live/settings";
import type { WireEvent } from "../../providers/live/types";
import { getUser } from "../../providers/session";
import { usePermission } from "../../providers/usePermission";
import { useSession } from "../../providers/useSession";
import { pollTargets } from "../../queries/live";
import { refreshOnEvent, refreshPending } from "../../queries/liveRefresh";
import { useFrameNavigation } from "../AppRouter";
import { GATHER_MS, groupNotices, noticeKind, openableNotices, type Notice } from "./grouping";
import { showNotice } from "./showNotice";

export default function LiveWorkplace() {
  const { hasToken } = useSession();
  const queryClient = useQueryClient();
  const { notification } = App.useApp();
  const frame = useFrameNavigation();
  const { mayOpen } = usePermission();
  // The latest notifier, read by the long-lived listener below without restarting the runtime.
  const show = useRef<(notices: readonly Notice[]) => void>(() => undefined);
  useEffect(() => {
    show.current = (notices) =>
      openableNotices(notices, mayOpen).forEach((notice) => showNotice(notice, notification, frame.navigate));
  }, [notification, frame, mayOpen]);

  useEffect(() => {
    const settings = liveSettings();
    if (!hasToken || settings.transport === "off") return;
    const runtime = startLiveRuntime({
      settings,
      hub: liveHub,
      targets: () => pollTargets(getUser()?.providerId),
      // An unchanged answer is not written: the screens showing it do not render again (an idle console: no commit).
      onData: (key, data) => {
        const held: unknown = queryClient.getQueryData(key);
        if (JSON.stringify(held) !== JSON.stringify({ data })) queryClient.setQueryData(key, { data });
      },
    });
    let gathered: WireEvent[] = [];
    let timer: ReturnType<typeof setTimeout> | undefined;
    const flush = () => {
      const notices = groupNotices(gathered);
      gathered = [];
      show.current(notices);
    };
    const unlisten = liveHub.listen((event) => {
      void refreshOnEvent(queryClient, event);
      if (!noticeKind(event) || event.silent || (event.notifyTab && event.notifyTab !== runtime.tabId))
        return;
      gathered.push(event);
      timer ??= setTimeout(() => {
        timer = undefined;
        flush();
      }, GATHER_MS);
    });
    const onVisible = () => {
      if (document.visibilityState === "visible") void refreshPending(queryClient);
    };
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      clearTimeout(timer);
      unlisten();
      runtime.stop();
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, [hasToken, queryClient]);

  return null;
}
