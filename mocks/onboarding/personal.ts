import crypto from "node:crypto";
import * as profile from "../../src/api/worker/profile";
import { idCardError } from "../../src/domain/personal";
import { BIZ, BIZ_MSG } from "../bizCodes";
import type { Hono } from "hono";
import { MOBILE_PATTERN, SMS_RESEND_SECONDS } from "../../src/domain/validators";
import { BizError, failure, invalid, ok } from "../errors";
import { checkedRequest } from "../requestSchema";
import { defineRoutes, type ExtraRouteDeps, type HandlerContext } from "../router";
import { isRegisteredMobile, requireSmsCode } from "../sms";
import { chinaDateTime } from "../time";
import {
  TEMPLATE_DOCS,
  contractDeposit,
  contractDetail,
  contractDownloadUrl,
  listContracts,
  resetFailedContract,
  signContract,
  signedContracts,
} from "./contractStore";
import { fileLinks, isPublicFile, ownerOf, type FileLinks } from "../files/fileAccess";
import { templateFilePath } from "./contractFiles";
import { findFileMeta } from "../files/fileStore";
import { abilitiesOf, coversOf, detailsOf, profileOf, saveIdentity, updateBaseProfile } from "./profileStore";

/**
 * The personal centre (spec §7 "Provider profile and contracts", E010–E013, E015–E021, E024–E028 and signContract):
 * profile reads, the editable base profile, the two-step mobile change, real-name identification, contracts and the
 * deposit. getProviderApplyInfo / submitProviderApply / reSubmitProviderApply belong to onboarding; the deposit
 * payment itself to payments.ts. Stores: profileStore.ts, contractStore.ts.
 */

/** A ticket of step 1 of a mobile change is good for 10 minutes and once. */
export const MOBILE_TICKET_TTL_MS = 10 * 60 * 1000;

export const PERSONAL_MSG = {
  nothingToChange: "请至少修改一项资料",
  avatarMissing: "头像文件不存在，请重新上传",
  avatarNotImage: "头像必须是图片",
  photoMissing: "证件照片不存在，请重新上传",
  badTicket: "请先验证原手机号",
  sameMobile: "新手机号不能与原手机号相同",
  realName: "姓名须为2-20个汉字",
  contactName: "联系人须为2-20个字符",
} as const;

/** The address builder of a handler: signed for the caller's provider, valid from now. */
function linksOf(ctx: HandlerContext): FileLinks {
  return fileLinks(ctx.db, ctx.settings.fileUrlSecret, ctx.clock());
}

/** A stored file the caller may use in its records: its own upload, or a platform file. */
function usableFile(ctx: HandlerContext, filePath: string) {
  const file = findFileMeta(ctx.db, filePath);
  if (!file) return null;
  return isPublicFile(file) || file.owner === ownerOf(ctx.requireUser()) ? file : null;
}

/** A stored image of the caller's at `filePath` (a path the schema checked). */
function storedImage(ctx: HandlerContext, filePath: string, label: string, missing: string): string {
  const file = usableFile(ctx, filePath);
  if (!file) invalid(missing);
  if (file.fileType !== "image") invalid(`${label}必须是图片`);
  return filePath;
}

/**
 * The schema checked each field given (the avatar's path, 联系人 2 to 20 characters, the address), trimmed; a null
 * avatar is not changed. Whether the avatar is a stored image of the caller's is checked here.
 */
function changeBaseProfile(ctx: HandlerContext<profile.BaseProfileBody>): null {
  const user = ctx.requireUser();
  const body = checkedRequest(profile.changeBaseProfile, ctx.payload);
  const change: { avatarPath?: string; contactName?: string; detailAddress?: string } = {};
  if (body.providerAvatar) {
    const file = usableFile(ctx, body.providerAvatar);
    if (!file) invalid(PERSONAL_MSG.avatarMissing);
    if (file.fileType !== "image") invalid(PERSONAL_MSG.avatarNotImage);
    change.avatarPath = body.providerAvatar;
  }
  if (body.contactName !== undefined) change.contactName = body.contactName;
  if (body.detailAddress !== undefined) change.detailAddress = body.detailAddress;
  if (Object.keys(change).length === 0) invalid(PERSONAL_MSG.nothingToChange);
  updateBaseProfile(ctx.db, user.providerId, change);
  const fields = Object.keys(change).map((field) => (field === "avatarPath" ? "providerAvatar" : field));
  ctx.live({ change: { fields } });
  return null;
}

/** Step 1: the code sent (scene modifyMobile) to the account's current login mobile. */
function modifiedMobile(ctx: HandlerContext<{ verifyCode: string }>): { modifyToken: string } {
  const user = ctx.requireUser();
  const { verifyCode } = checkedRequest(profile.modifiedMobile, ctx.payload);
  requireSmsCode(ctx, user.mobile, "modifyMobile", verifyCode, true);
  const modifyToken = crypto.randomBytes(16).toString("hex");
  ctx.db
    .prepare(
      "INSERT INTO mobile_change_tickets (token, account_id, old_mobile, created_at) VALUES (?, ?, ?, ?)",
    )
    .run(modifyToken, user.accountId, user.mobile, ctx.clock());
  return { modifyToken };
}

/**
 * Step 2: the new mobile and its code. The account's login mobile changes (SMS login then uses the new one); the
 * provider's mobile (header, profile) changes with it when it was the same number (the main account).
 */
function confirmModifiedMobile(
  ctx: HandlerContext<{ modifyToken: string; newMobile: string; verifyCode: string }>,
): null {
  const user = ctx.requireUser();
  const {
    modifyToken: token,
    newMobile,
    verifyCode: code,
  } = checkedRequest(profile.confirmModifiedMobile, ctx.payload);
  const now = ctx.clock();
  const ticket = ctx.db
    .prepare(
      "SELECT old_mobile AS oldMobile FROM mobile_change_tickets WHERE token = ? AND account_id = ? AND used_at IS NULL AND created_at >= ?",
    )
    .get(token, user.accountId, now - MOBILE_TICKET_TTL_MS) as { oldMobile: string } | undefined;
  if (!ticket || ticket.oldMobile !== user.mobile) invalid(PERSONAL_MSG.badTicket);
  if (newMobile === user.mobile) invalid(PERSONAL_MSG.sameMobile);
  if (isRegisteredMobile(ctx.db, newMobile)) {
    throw new BizError(BIZ.mobileAlreadyRegistered, BIZ_MSG.mobileAlreadyRegistered);
  }
  requireSmsCode(ctx, newMobile, "modifyMobile", code, true);
  ctx.db.transaction(() => {
    ctx.db.prepare("UPDATE mobile_change_tickets SET used_at = ? WHERE token = ?").run(now, token);
    // A user name that is the mobile (a staff account's) follows it (issue 43); SET reads the row before the change.
    ctx.db
      .prepare(
        "UPDATE accounts SET mobile = ?, username = CASE WHEN username = mobile THEN ? ELSE username END WHERE id = ?",
      )
      .run(newMobile, newMobile, user.accountId);
    ctx.db
      .prepare("UPDATE providers SET mobile = ? WHERE id = ? AND mobile = ?")
      .run(newMobile, user.providerId, user.mobile);
  })();
  return null;
}

function identify(ctx: HandlerContext<profile.IdentifyBody>): { identified: boolean; reason: string | null } {
  const user = ctx.requireUser();
  // The schema checked the name (2 to 20 Chinese characters) and the fields' texts; the ID number's date and check
  // digit and the photos are checked here.
  const body = checkedRequest(profile.identifyUserProfile, ctx.payload);
  const { realName } = body;
  const idCardNo = body.idCardNo.toUpperCase();
  const error = idCardError(idCardNo, new Date(ctx.clock()));
  if (error) invalid(error);
  const idCardFront = storedImage(ctx, body.idCardFront, "身份证人像面", PERSONAL_MSG.photoMissing);
  const idCardBack = storedImage(ctx, body.idCardBack, "身份证国徽面", PERSONAL_MSG.photoMissing);
  saveIdentity(ctx.db, user.providerId, {
    realName,
    idCardNo,
    idCardFront,
    idCardBack,
    at: chinaDateTime(ctx.clock()),
  });
  ctx.live({ change: { fields: ["identity"] } });
  return { identified: true, reason: null };
}

/**
 * Test hook (STANDIN_TEST_HOOKS=1): POST /api/__test__/personal/smsWindow {mobile} ends the 60 s resend window of a
 * mobile (a browser test logs in by SMS with the mobile it has just verified, and cannot move the clock).
 */
export const SMS_WINDOW_HOOK = "/api/__test__/personal/smsWindow";

function mountPersonalExtras(app: Hono, deps: ExtraRouteDeps): void {
  if (!deps.settings.testHooks) return;
  app.post(SMS_WINDOW_HOOK, async (c) => {
    const body = (await c.req.json().catch(() => ({}))) as { mobile?: unknown };
    if (typeof body.mobile !== "string" || !MOBILE_PATTERN.test(body.mobile)) {
      return c.json(failure(400, "手机号格式不正确"), 400);
    }
    deps.db
      .prepare("UPDATE sms_codes SET sent_at = sent_at - ? WHERE mobile = ?")
      .run(SMS_RESEND_SECONDS * 1000, body.mobile);
    return c.json(ok(null));
  });
}

export default defineRoutes((r) => {
  r.serve(profile.getProviderProfileByToken, (ctx) =>
    profileOf(ctx.db, ctx.requireUser().providerId, linksOf(ctx)),
  );
  r.serve(profile.providerDetails, (ctx) => detailsOf(ctx.db, ctx.requireUser().providerId, linksOf(ctx)));
  r.serve(profile.abilities, (ctx) => abilitiesOf(ctx.db, ctx.requireUser().providerId));
  r.serve(profile.coverCategories, (ctx) =>
    abilitiesOf(ctx.db, ctx.requireUser().providerId).map((a) => ({
      serverType: a.serverType,
      categoryIds: a.categoryIds,
    })),
  );
  r.serve(profile.covers, (ctx) => coversOf(ctx.db, ctx.requireUser().providerId));
  r.serve(profile.changeBaseProfile, changeBaseProfile);
  r.serve(profile.modifiedMobile, modifiedMobile);
  r.serve(profile.confirmModifiedMobile, confirmModifiedMobile);
  r.serve(profile.identifyUserProfile, identify);

  r.serve(profile.getContractDocs, (ctx) => {
    const owner = ownerOf(ctx.requireUser());
    const links = linksOf(ctx);
    return TEMPLATE_DOCS.map((doc) => ({
      docName: doc.docName,
      docUrl: links.url(templateFilePath(doc.key), owner) ?? "",
    }));
  });
  r.serve(profile.completedContractList, (ctx) =>
    signedContracts(ctx.db, ctx.requireUser().providerId, linksOf(ctx)),
  );
  r.serve(profile.getProviderContractList, (ctx) =>
    listContracts(ctx.db, ctx.requireUser().providerId, linksOf(ctx)),
  );
  r.serve(profile.contractDetailsByCode, (ctx) => {
    const { contractCode } = checkedRequest(profile.contractDetailsByCode, ctx.payload);
    return contractDetail(ctx.db, ctx.requireUser().providerId, contractCode, linksOf(ctx));
  });
  r.serve(profile.signContract, (ctx) => {
    const { contractCode } = checkedRequest(profile.signContract, ctx.payload);
    return signContract(ctx.db, ctx.requireUser().providerId, contractCode, ctx.clock(), linksOf(ctx));
  });
  r.serve(profile.resetContractStatusByFailed, (ctx) => {
    const { contractCode } = checkedRequest(profile.resetContractStatusByFailed, ctx.payload);
    resetFailedContract(ctx.db, ctx.requireUser().providerId, contractCode);
    return null;
  });
  r.serve(profile.reDownloadContract, (ctx) => {
    const { contractCode } = checkedRequest(profile.reDownloadContract, ctx.payload);
    const providerId = ctx.requireUser().providerId;
    return { contractUrl: contractDownloadUrl(ctx.db, providerId, contractCode, ctx.clock(), linksOf(ctx)) };
  });
  r.serve(profile.getContractDeposit, (ctx) => {
    // Absent, null or "" ask for the first deposit.
    const { contractCode } = checkedRequest(profile.getContractDeposit, ctx.payload);
    return contractDeposit(ctx.db, ctx.requireUser().providerId, contractCode || undefined);
  });
}, mountPersonalExtras);
