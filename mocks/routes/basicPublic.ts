import * as basicPublic from "../../src/api/basicPublic";
import { BIZ } from "../bizCodes";
import { createCaptcha, requireCaptcha } from "../captcha";
import { BizError } from "../errors";
import { getProvider } from "../providers";
import { defineRoutes, reply, type HandlerContext } from "../router";
import { sendSmsCode } from "../sms";
import { mobile, pageOf, paging, text } from "../validate";
import {
  channelOf,
  clearUnread,
  countMessages,
  listMessages,
  msgTypeFilter,
  msgTypes,
  ownUid,
  readFilter,
  type MessageFilter,
} from "./messageStore";

/** /basic-public-app: platform messages, protocols and the captcha-guarded SMS code. */

/** Most records getList answers (it has no paging). */
export const MESSAGE_LIST_LIMIT = 200;

function publicFilter(ctx: HandlerContext): MessageFilter {
  const p = ctx.payload;
  return {
    uid: ownUid(ctx, p.uid),
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

interface ProtocolRow {
  code: string;
  title: string;
  version: string;
  content: string;
  modifiedAt: string;
}

function protocol(ctx: HandlerContext): ProtocolRow {
  const code = text(ctx.payload.protocolCode, "协议编码", { max: 64 });
  const row = ctx.db
    .prepare("SELECT code, title, version, content, modified_at AS modifiedAt FROM protocols WHERE code = ?")
    .get(code) as ProtocolRow | undefined;
  if (!row) throw new BizError(BIZ.notFound, "协议不存在");
  return row;
}

export default defineRoutes((r) => {
  r.serve(basicPublic.msgGetPageList, pageList);
  r.serve(basicPublic.msgGetPageListByGet, pageList);

  r.serve(basicPublic.msgGetList, (ctx) => listMessages(ctx.db, publicFilter(ctx), MESSAGE_LIST_LIMIT, 0));

  r.serve(basicPublic.msgClear, (ctx) => {
    const channel = channelOf(ctx.payload.channel, false) as number;
    const uid = ownUid(ctx, text(ctx.payload.uid, "用户标识", { max: 64 }));
    const cleared = clearUnread(ctx.db, uid, channel);
    return reply(null, `已清空${cleared}条消息`);
  });

  r.serve(basicPublic.msgTypeGetList, (ctx) =>
    msgTypes(ctx.db)
      .filter((row) => row.parentCode !== null)
      .map((row) => ({ msgType: row.code, msgTypeName: row.name })),
  );

  r.serve(basicPublic.protocolAlert, (ctx) => {
    const row = protocol(ctx);
    // Protocols are confirmed on first entry: a provider that has not confirmed it yet sees the alert.
    const provider = getProvider(ctx.db, ctx.requireUser().providerId);
    return {
      needAlert: provider.isFirstEntry === 1,
      protocolCode: row.code,
      title: row.title,
      version: row.version,
    };
  });

  r.serve(basicPublic.protocolInfo, (ctx) => {
    const row = protocol(ctx);
    return {
      protocolCode: row.code,
      title: row.title,
      version: row.version,
      content: row.content,
      gmtModifiedTime: row.modifiedAt,
    };
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
