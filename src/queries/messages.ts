/**
 * The message queries shared by the header's bell and the 我的消息 page (spec §2 "Admin layout behaviour", §7
 * "Layout calls"). Every query lives under MESSAGES_QUERY_KEY, so one invalidation refreshes the bell's count, its
 * popover and the message page's list after a message is read or the messages are cleared.
 */
import { keys } from "@refinedev/core";
import { useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { SUCCESS_CODE } from "../api/endpoint";
import { CLEAR_MESSAGES_CHANNEL, LAYOUT_PAGE_SIZE, layoutCalls } from "../api/layout";
import { readMsg, type MessageRecord } from "../api/message";
import { config } from "../config";
import { call, callEnvelope } from "../providers/http";
import { getUser } from "../providers/session";
import { toastError, toastSuccess } from "../providers/toast";

/** First element of every message query key (invalidate it to refresh the bell and the message page). */
export const MESSAGES_QUERY_KEY = ["messages"] as const;
/** The bell's unread count. */
export const UNREAD_COUNT_KEY = [...MESSAGES_QUERY_KEY, "unreadCount"] as const;
/** The bell popover's unread messages (first 10). */
export const UNREAD_PREVIEW_KEY = [...MESSAGES_QUERY_KEY, "unreadPreview"] as const;
/** The refine resource (route path) of the 我的消息 page; its list queries are refine's. */
export const MESSAGE_RESOURCE = "/message/index";

/** The provider id used as `uid` (undefined before the user info is known; the server then uses its own). */
export function providerUid(): string | undefined {
  return getUser()?.providerId;
}

/** Unread message count (payload { platform }; data is a number). */
export function useUnreadCount() {
  return useQuery({
    queryKey: UNREAD_COUNT_KEY,
    queryFn: () => call(layoutCalls.unreadCount, { platform: config.platform }),
  });
}

/** The first 10 unread messages (size 10, current 1, platform, uid = provider id, isRead 0). */
export function useUnreadPreview(options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: UNREAD_PREVIEW_KEY,
    enabled: options.enabled ?? true,
    queryFn: async (): Promise<MessageRecord[]> => {
      const page = await call(layoutCalls.messagePage, {
        size: LAYOUT_PAGE_SIZE,
        current: 1,
        platform: config.platform,
        uid: providerUid(),
        isRead: 0,
      });
      return page.records ?? [];
    },
  });
}

/**
 * The key of refine's list queries of MESSAGE_RESOURCE (the default data provider), as refine's
 * useInvalidate({ invalidates: ["list"] }) builds it. That hook reads the route, so the bell using it rendered again
 * on every navigation.
 */
const MESSAGE_LIST_QUERY_KEY = keys().data("default").resource(MESSAGE_RESOURCE).action("list").get();

/** Refreshes every message query: the bell (count and popover) and the 我的消息 list (refine's list queries). */
export async function invalidateMessageQueries(queryClient: QueryClient): Promise<void> {
  await Promise.all(
    [MESSAGES_QUERY_KEY, MESSAGE_LIST_QUERY_KEY].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );
}

/** A function refreshing the bell and the 我的消息 list (invalidateMessageQueries). */
export function useRefreshMessages(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(() => invalidateMessageQueries(queryClient), [queryClient]);
}

/**
 * 清空消息: the clear call (channel 2, uid = provider id); shows the response msg and refreshes every message query.
 * `mutate()` / `mutateAsync()` take no argument.
 */
export function useClearMessages() {
  const refresh = useRefreshMessages();
  return useMutation({
    mutationFn: async () => {
      const uid = providerUid();
      if (!uid) throw new Error("用户信息未加载");
      const envelope = await callEnvelope(layoutCalls.clearMessages, {
        channel: CLEAR_MESSAGES_CHANNEL,
        uid,
      });
      if (envelope.code === SUCCESS_CODE) toastSuccess(envelope.msg || "消息已清空");
      else toastError(envelope.msg || "服务异常");
      return envelope;
    },
    onSettled: () => refresh(),
  });
}

/** Marks messages read (readMsg) and refreshes every message query. */
export function useMarkRead() {
  const refresh = useRefreshMessages();
  return useMutation({
    mutationFn: (ids: string[]) => call(readMsg, { ids, uid: providerUid() }),
    onSuccess: () => refresh(),
  });
}
