/**
 * The message queries shared by the header's bell and the 我的消息 page (spec §2 "Admin layout behaviour", §7
 * "Layout calls"). They are refine data queries read without the route (useFrameEndpointQuery: the bell does not
 * render again on each navigation): the refresh after every action reaches them, and invalidateMessageQueries refreshes only them (the bell's count, its popover and the message page's list)
 * after a message is read or the messages are cleared.
 *
 * 清空消息 calls the HTTP client's callEnvelope itself: it shows the server's message (how many were cleared), which
 * the data provider's `custom` does not hand back (it answers the envelope's data only).
 */
import { keys } from "@refinedev/core";
import { useMutation, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { SUCCESS_CODE } from "../api/endpoint";
import { CLEAR_MESSAGES_CHANNEL, LAYOUT_PAGE_SIZE, layoutCalls } from "../api/layout";
import { readMsg, type MessageRecord } from "../api/message";
import { config } from "../config";
import { callEnvelope } from "../providers/http";
import { getUser } from "../providers/session";
import { toastError, toastSuccess } from "../providers/toast";
import {
  DATA_QUERY_KEY,
  endpointQueryKey,
  useEndpointMutation,
  useFrameEndpointQuery,
  type EndpointQuery,
} from "./endpoint";

/**
 * What a message action refreshes besides the data queries (src/resources/messages/list.ts): nothing more, the
 * bell's queries being data queries too.
 */
export const MESSAGES_QUERY_KEY = DATA_QUERY_KEY;
/** The key prefix of the bell's unread count. */
export const UNREAD_COUNT_KEY = endpointQueryKey(layoutCalls.unreadCount);
/** The key prefix of the bell popover's unread messages (first 10). */
export const UNREAD_PREVIEW_KEY = endpointQueryKey(layoutCalls.messagePage);
/** The refine resource (route path) of the 我的消息 page; its list queries are refine's. */
export const MESSAGE_RESOURCE = "/message/index";

/** The provider id used as `uid` (undefined before the user info is known; the server then uses its own). */
export function providerUid(): string | undefined {
  return getUser()?.providerId;
}

/** Unread message count (payload { platform }; data is a number). The last count stays while it is read again. */
export function useUnreadCount(): EndpointQuery<number> {
  return useFrameEndpointQuery(
    layoutCalls.unreadCount,
    { platform: config.platform },
    { keepPrevious: true },
  );
}

/** The first 10 unread messages (size 10, current 1, platform, uid = provider id, isRead 0). */
export function useUnreadPreview(options: { enabled?: boolean } = {}): {
  data: MessageRecord[] | undefined;
  loading: boolean;
} {
  const page = useFrameEndpointQuery(
    layoutCalls.messagePage,
    { size: LAYOUT_PAGE_SIZE, current: 1, platform: config.platform, uid: providerUid(), isRead: 0 },
    { enabled: options.enabled ?? true, keepPrevious: true },
  );
  return { data: page.data ? (page.data.records ?? []) : undefined, loading: page.loading };
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
    [UNREAD_COUNT_KEY, UNREAD_PREVIEW_KEY, MESSAGE_LIST_QUERY_KEY].map((queryKey) =>
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

/** Marks messages read (readMsg) and refreshes every message query; a refusal has shown its message. */
export function useMarkRead(): { mutate: (ids: string[]) => void; isPending: boolean } {
  const refresh = useRefreshMessages();
  const { run, running } = useEndpointMutation(readMsg, { refresh: false });
  const mutate = useCallback(
    (ids: string[]) => {
      run({ ids, uid: providerUid() })
        .then(() => refresh())
        .catch(() => undefined);
    },
    [run, refresh],
  );
  return { mutate, isPending: running };
}
