import * as message from "../../src/api/message";
import { defineRoutes } from "../router";
import { idList, pageOf, paging, text } from "../validate";
import {
  countMessages,
  listMessages,
  markRead,
  msgTypeFilter,
  msgTypes,
  ownUid,
  readFilter,
} from "./messageStore";

/** /message-app: the console's message records (bell popover, message page). */
export default defineRoutes((r) => {
  r.serve(message.queryMsgRecordPage, (ctx) => {
    const p = ctx.payload;
    const request = paging(p);
    const filter = {
      uid: ownUid(ctx, p.uid),
      platform: text(p.platform, "平台", { max: 32 }),
      isRead: readFilter(p.isRead),
      msgType: msgTypeFilter(ctx.db, p.msgType),
      keyword: text(p.keyword, "关键词", { max: 50, optional: true }),
    };
    const total = countMessages(ctx.db, filter);
    return pageOf(request, total, listMessages(ctx.db, filter, request.size, request.offset, total));
  });

  r.serve(message.unReadNum, (ctx) => {
    const filter = {
      uid: ownUid(ctx, ctx.payload.uid),
      platform: text(ctx.payload.platform, "平台", { max: 32 }),
      isRead: 0 as const,
    };
    return countMessages(ctx.db, filter);
  });

  r.serve(message.readMsg, (ctx) => {
    const uid = ownUid(ctx, ctx.payload.uid);
    // The event names the ids asked for (the request's key): ones already read stay read.
    const count = markRead(ctx.db, uid, idList(ctx.payload.ids, "消息id"));
    ctx.live({ payload: { count } });
    return null;
  });

  r.serve(message.msgTypeTree, (ctx) => {
    text(ctx.payload.platform, "平台", { max: 32, optional: true });
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
