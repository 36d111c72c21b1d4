import * as basicPublic from "../../src/api/basicPublic";
import { createCaptcha, requireCaptcha } from "../captcha";
import { checkedRequest } from "../requestSchema";
import { defineRoutes, reply, type HandlerContext } from "../router";
import { sendSmsCode } from "../sms";
import { pageOf, paging } from "../validate";
import { clearUnread } from "./messageReads";
import {
  channelOf,
  countMessages,
  listMessages,
  msgTypeFilter,
  msgTypes,
  ownUid,
  readFilter,
  type MessageFilter,
} from "./messageStore";
import { acceptProtocol, protocolAlert, protocolInfo } from "../accounts/protocolStore";

/** /basic-public-app: platform messages, protocols and the captcha-guarded SMS code. */

/** Most records getList answers (it has no paging). */
export const MESSAGE_LIST_LIMIT = 200;

/**
 * The filters of the message calls as their schemas let them through (messageStore.ts): a JSON body's values, or
 * the GET's text, whose numbers are still their digits.
 */
interface PublicFilterInput {
  uid?: string | null;
  channel?: number | string | null;
  isRead?: number | string | null;
  msgType?: string | null;
}

function publicFilter(ctx: HandlerContext, p: PublicFilterInput): MessageFilter {
  return {
    uid: ownUid(ctx, p.uid),
    accountId: ctx.requireUser().accountId,
    channel: channelOf(p.channel),
    isRead: readFilter(p.isRead),
    msgType: msgTypeFilter(ctx.db, p.msgType),
  };
}

function pageList(
  ctx: HandlerContext,
  p: basicPublic.PublicMessageQuery | basicPublic.PublicMessageQueryByGet,
) {
  const request = paging(p);
  const filter = publicFilter(ctx, p);
  return pageOf(
    request,
    countMessages(ctx.db, filter),
    listMessages(ctx.db, filter, request.size, request.offset),
  );
}

export default defineRoutes((r) => {
  r.serve(basicPublic.msgGetPageList, (ctx) =>
    pageList(ctx, checkedRequest(basicPublic.msgGetPageList, ctx.payload)),
  );
  r.serve(basicPublic.msgGetPageListByGet, (ctx) =>
    pageList(ctx, checkedRequest(basicPublic.msgGetPageListByGet, ctx.payload)),
  );

  r.serve(basicPublic.msgGetList, (ctx) => {
    const filter = publicFilter(ctx, checkedRequest(basicPublic.msgGetList, ctx.payload));
    return listMessages(ctx.db, filter, MESSAGE_LIST_LIMIT, 0);
  });

  r.serve(basicPublic.msgClear, (ctx) => {
    // A DELETE: the channel arrives as its digits, the uid as it came (the schema checked both).
    const query = checkedRequest(basicPublic.msgClear, ctx.payload);
    const channel = Number(query.channel);
    ownUid(ctx, query.uid);
    const { accountId } = ctx.requireUser();
    // The caller's unread of the channel only (issue 43); no ids (all of them), and only the caller's consoles hear it.
    const cleared = clearUnread(ctx.db, accountId, channel);
    ctx.live({ accountId, payload: { channel, count: cleared } });
    return reply(null, `已清空${cleared}条消息`);
  });

  r.serve(basicPublic.msgTypeGetList, (ctx) =>
    msgTypes(ctx.db)
      .filter((row) => row.parentCode !== null)
      .map((row) => ({ msgType: row.code, msgTypeName: row.name })),
  );

  // Agreements are accepted per account and version (mocks/accounts/protocolStore.ts).
  // GETs: the code arrives as it came (the schema checked it trimmed).
  r.serve(basicPublic.protocolAlert, (ctx) => {
    const code = checkedRequest(basicPublic.protocolAlert, ctx.payload).protocolCode.trim();
    return protocolAlert(ctx.db, ctx.requireUser().accountId, code);
  });

  r.serve(basicPublic.protocolInfo, (ctx) =>
    protocolInfo(ctx.db, checkedRequest(basicPublic.protocolInfo, ctx.payload).protocolCode.trim()),
  );

  r.serve(basicPublic.protocolAccept, (ctx) => {
    const { protocolCode: code, version } = checkedRequest(basicPublic.protocolAccept, ctx.payload);
    const { accountId } = ctx.requireUser();
    // Accepted per account: the event goes to the caller's own consoles only.
    ctx.live({ accountId, ids: [String(accountId)], payload: { protocolCode: code, version } });
    return acceptProtocol(ctx.db, accountId, code, version, ctx.clock());
  });

  r.serve(basicPublic.verificationCodeLine, (ctx) => createCaptcha(ctx));

  r.serve(basicPublic.verificationCodeSmsSend, (ctx) => {
    const body = checkedRequest(basicPublic.verificationCodeSmsSend, ctx.payload);
    const { mobile: to, captchaKey: key, captchaCode: code } = body;
    requireCaptcha(ctx, key, code);
    sendSmsCode(ctx, to, "common");
    return null;
  });
});
