import * as message from "../../src/api/message";
import { checkedRequest } from "../requestSchema";
import { defineRoutes } from "../router";
import { pageOf, paging } from "../validate";
import { markRead } from "./messageReads";
import { countMessages, listMessages, msgTypeFilter, msgTypes, ownUid, readFilter } from "./messageStore";

/**
 * /message-app: the console's message records (bell popover, message page): the provider's messages, each read or
 * unread for the calling account (issue 43): what one colleague reads stays unread for the others.
 */
export default defineRoutes((r) => {
  r.serve(message.queryMsgRecordPage, (ctx) => {
    const p = checkedRequest(message.queryMsgRecordPage, ctx.payload);
    const request = paging(p);
    const filter = {
      uid: ownUid(ctx, p.uid),
      accountId: ctx.requireUser().accountId,
      platform: p.platform,
      isRead: readFilter(p.isRead),
      msgType: msgTypeFilter(ctx.db, p.msgType),
      keyword: p.keyword || undefined,
    };
    const total = countMessages(ctx.db, filter);
    return pageOf(request, total, listMessages(ctx.db, filter, request.size, request.offset, total));
  });

  r.serve(message.unReadNum, (ctx) => {
    const { uid, platform } = checkedRequest(message.unReadNum, ctx.payload);
    const filter = {
      uid: ownUid(ctx, uid),
      accountId: ctx.requireUser().accountId,
      platform,
      isRead: 0 as const,
    };
    return countMessages(ctx.db, filter);
  });

  r.serve(message.readMsg, (ctx) => {
    const { uid, ids } = checkedRequest(message.readMsg, ctx.payload);
    ownUid(ctx, uid);
    const { accountId } = ctx.requireUser();
    // Read for the caller only; the event names the ids asked for (the request's key: ones already read stay read)
    // and reaches the caller's own consoles only: no colleague's bell changed.
    const count = markRead(ctx.db, accountId, ids.map(String));
    ctx.live({ accountId, payload: { count } });
    return null;
  });

  // The platform is checked by the schema, and names no part of the tree.
  r.serve(message.msgTypeTree, (ctx) => {
    const rows = msgTypes(ctx.db);
    return rows
      .filter((row) => row.parentCode === null)
      .map((group) => ({
        value: group.code,
        label: group.name,
        children: rows
          .filter((row) => row.parentCode === group.code)
          .map((leaf) => ({ value: leaf.code, label: leaf.name })),
      }));
  });
});
