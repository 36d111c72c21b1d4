import crypto from "node:crypto";
import * as workerAccount from "../../src/api/worker/account";
import { ALL_BUTTON_CODES } from "../../src/api/buttons";
import { SETTLE_PHASE } from "../../src/domain/onboarding";
import { BIZ, BIZ_MSG } from "../bizCodes";
import { FULL_MENU } from "./seed/accounts";
import { BizError } from "../errors";
import { hashPassword } from "../passwords";
import { getProvider, isOnboarded } from "../providers";
import { checkedRequest } from "../requestSchema";
import { defineRoutes } from "../router";
import { revokeAccountSessions } from "../sessions";
import { assertSmsQuota, isRegisteredMobile, refuseSmsSend, requireSmsCode, sendSmsCode } from "../sms";
import { chinaDateTime } from "../time";
import { newPassword } from "./staffRules";

/** A new 19-digit id (like the back end's snowflake ids). */
function newProviderId(now: number): string {
  return `${now}${crypto.randomInt(0, 1_000_000).toString().padStart(6, "0")}`;
}

export default defineRoutes((r) => {
  r.serve(workerAccount.sendVerifyCode, (ctx) => {
    const { mobile: to, scene } = checkedRequest(workerAccount.sendVerifyCode, ctx.payload);
    // The quota comes first: a refusal below tells a registered mobile from others, so it counts like a send.
    assertSmsQuota(ctx);
    const registered = isRegisteredMobile(ctx.db, to);
    if ((scene === "login" || scene === "forgetPassword") && !registered) {
      refuseSmsSend(ctx, new BizError(BIZ.mobileNotRegistered, BIZ_MSG.mobileNotRegistered));
    }
    // modifyMobile codes go to the current mobile (step 1, registered) and to the new one (step 2): whether the new
    // one is free is checked by confirm/modifiedMobile (mocks/onboarding/personal.ts).
    if (scene === "register" && registered) {
      refuseSmsSend(ctx, new BizError(BIZ.mobileAlreadyRegistered, BIZ_MSG.mobileAlreadyRegistered));
    }
    sendSmsCode(ctx, to, scene);
    return null;
  });

  r.serve(workerAccount.checkVerifyCode, (ctx) => {
    const { mobile: to, scene, verifyCode } = checkedRequest(workerAccount.checkVerifyCode, ctx.payload);
    requireSmsCode(ctx, to, scene, verifyCode, false);
    return true;
  });

  r.serve(workerAccount.registerNewProvider, (ctx) => {
    const body = checkedRequest(workerAccount.registerNewProvider, ctx.payload);
    const { mobile: to, verifyCode: code, providerName } = body;
    const password = newPassword(ctx, body.password);
    if (isRegisteredMobile(ctx.db, to))
      throw new BizError(BIZ.mobileAlreadyRegistered, BIZ_MSG.mobileAlreadyRegistered);
    if (ctx.db.prepare("SELECT 1 FROM providers WHERE name = ?").get(providerName)) {
      throw new BizError(BIZ.providerNameTaken, BIZ_MSG.providerNameTaken);
    }
    requireSmsCode(ctx, to, "register", code, true);
    const now = ctx.clock();
    const providerId = newProviderId(now);
    ctx.db.transaction(() => {
      ctx.db
        .prepare(
          `INSERT INTO providers (id, name, mobile, avatar, settle_phase, is_first_entry, created_at)
           VALUES (?, ?, ?, NULL, ?, 0, ?)`,
        )
        // Registered, no application yet (settlePhase 0); isFirstEntry is set when the deposit completes onboarding.
        .run(providerId, providerName, to, SETTLE_PHASE.registered, chinaDateTime(now));
      ctx.db
        .prepare(
          `INSERT INTO accounts (username, mobile, password_hash, provider_id, account_kind, menus, buttons, created_at)
           VALUES (?, ?, ?, ?, 2, ?, ?, ?)`,
        )
        .run(
          to,
          to,
          hashPassword(password),
          providerId,
          JSON.stringify(FULL_MENU),
          JSON.stringify(ALL_BUTTON_CODES),
          chinaDateTime(now),
        );
    })();
    return { providerId };
  });

  r.serve(workerAccount.forgeProviderPassword, (ctx) => {
    const body = checkedRequest(workerAccount.forgeProviderPassword, ctx.payload);
    const { mobile: to, verifyCode: code } = body;
    const password = newPassword(ctx, body.password);
    const accountId = ctx.db.prepare("SELECT id FROM accounts WHERE mobile = ?").pluck().get(to) as
      number | undefined;
    if (accountId === undefined) throw new BizError(BIZ.mobileNotRegistered, BIZ_MSG.mobileNotRegistered);
    requireSmsCode(ctx, to, "forgetPassword", code, true);
    // The owner proved the mobile: new password, wrong-password lock released, other sessions ended.
    ctx.db
      .prepare("UPDATE accounts SET password_hash = ?, failed_password_count = 0 WHERE id = ?")
      .run(hashPassword(password), accountId);
    revokeAccountSessions(ctx.db, accountId);
    return null;
  });

  r.serve(workerAccount.confirmFirstEnter, (ctx) => {
    const user = ctx.requireUser();
    const provider = getProvider(ctx.db, user.providerId);
    if (!isOnboarded(provider)) throw new BizError(BIZ.onboardingIncomplete, BIZ_MSG.onboardingIncomplete);
    // The first-entry message is the owner's (issue 43): a staff account's confirmation leaves it for the owner.
    if (typeof user.mainAccountId === "number") return null;
    ctx.db.prepare("UPDATE providers SET is_first_entry = 0 WHERE id = ?").run(provider.id);
    return null;
  });
});
