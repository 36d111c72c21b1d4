import * as basicPublic from "../../src/api/basicPublic";
import { createCaptcha, requireCaptcha } from "../captcha";
import { PROTOCOL_MESSAGES } from "../../src/domain/protocols";
import { defineRoutes, reply, type HandlerContext } from "../router";
import { sendSmsCode } from "../sms";
import { mobile, pageOf, paging, text } from "../validate";
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

function publicFilter(ctx: HandlerContext): MessageFilter {
  const p = ctx.payload;
  return {
    uid: ownUid(ctx, p.uid),
    accountId: ctx.requireUser().accountId,
    channel: channelOf(p.channel, true),
    isRead: readFilter(p.isRead),
    msgType: msgTypeFilter(ctx.db, p.msgType),
  };
}

function pageList(ctx: HandlerContext) {
  const request = paging(ctx.payload);
  const filter = publicFilter(ctx);
  return pageOf(
    request,
    countMessages(ctx.db, filter),
    listMessages(ctx.db, filter, request.size, request.offset),
  );
}

function protocolCode(ctx: HandlerContext): string {
  return text(ctx.payload.protocolCode, "协议编码", { max: 64 });
}

export default defineRoutes((r) => {
  r.serve(basicPublic.msgGetPageList, pageList);
  r.serve(basicPublic.msgGetPageListByGet, pageList);

  r.serve(basicPublic.msgGetList, (ctx) => listMessages(ctx.db, publicFilter(ctx), MESSAGE_LIST_LIMIT, 0));

  r.serve(basicPublic.msgClear, (ctx) => {
    const channel = channelOf(ctx.payload.channel, false) as number;
    ownUid(ctx, text(ctx.payload.uid, "用户标识", { max: 64 }));
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
  r.serve(basicPublic.protocolAlert, (ctx) =>
    protocolAlert(ctx.db, ctx.requireUser().accountId, protocolCode(ctx)),
  );

  r.serve(basicPublic.protocolInfo, (ctx) => protocolInfo(ctx.db, protocolCode(ctx)));

  r.serve(basicPublic.protocolAccept, (ctx) => {
    const code = protocolCode(ctx);
    const version = text(ctx.payload.version, PROTOCOL_MESSAGES.version, { max: 32 });
    const { accountId } = ctx.requireUser();
    // Accepted per account: the event goes to the caller's own consoles only.
    ctx.live({ accountId, ids: [String(accountId)], payload: { protocolCode: code, version } });
    return acceptProtocol(ctx.db, accountId, code, version, ctx.clock());
  });

  r.serve(basicPublic.verificationCodeLine, (ctx) => createCaptcha(ctx));

  r.serve(basicPublic.verificationCodeSmsSend, (ctx) => {
    const to = mobile(ctx.payload.mobile);
    const key = text(ctx.payload.captchaKey, "图形验证码标识", { max: 64 });
    const code = text(ctx.payload.captchaCode, "图形验证码", { max: 8 });
    requireCaptcha(ctx, key, code);
    sendSmsCode(ctx, to, "common");
    return null;
  });
});
