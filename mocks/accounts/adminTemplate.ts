import * as adminTemplate from "../../src/api/adminTemplate";
import { getProvider } from "../providers";
import { defineRoutes } from "../router";
import { TOKEN_TTL_SECONDS } from "../sessions";
import { fileLinks } from "../files/fileAccess";
import { avatarUrlOf } from "../onboarding/profileStore";

export default defineRoutes((r) => {
  r.serve(adminTemplate.userInfo, (ctx) => {
    const user = ctx.requireUser();
    const provider = getProvider(ctx.db, user.providerId);
    const isMain = user.mainAccountId === null || user.mainAccountId === undefined;
    // The console keeps the user info for the session: its avatar address lasts as long as a token.
    const links = fileLinks(ctx.db, ctx.settings.fileUrlSecret, ctx.clock());
    const avatar = avatarUrlOf(provider.avatar, provider.id, links, TOKEN_TTL_SECONDS * 1000);
    return {
      providerId: provider.id,
      providerName: provider.name,
      providerMobile: provider.mobile,
      providerAvatar: avatar,
      image: avatar,
      settlePhase: provider.settlePhase,
      // The first-entry message is the owner's (issue 43, S7): a staff login neither sees nor consumes it.
      isFirstEntry: provider.isFirstEntry === 1 && isMain,
      accountKind: user.accountKind as adminTemplate.AccountKind,
      isMainMerchant: null,
      merchantId: null,
      isUser: null,
      // The session's lists: what the gateway checks (a staff account's cut to its main account's, mocks/sessions.ts).
      accessGroup: { menu: [...user.menus], btn: [...user.buttons] },
      isMainAccount: isMain,
      mustChangePassword: user.mustChangePassword === true,
    };
  });
});
