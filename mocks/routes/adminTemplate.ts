import * as adminTemplate from "../../src/api/adminTemplate";
import { getProvider } from "../providers";
import { defineRoutes } from "../router";
import { TOKEN_TTL_SECONDS } from "../sessions";
import { fileLinks } from "./fileAccess";
import { avatarUrlOf } from "./profileStore";

function parseList(json: string): string[] {
  const value: unknown = JSON.parse(json);
  return Array.isArray(value) ? value.map(String) : [];
}

export default defineRoutes((r) => {
  r.serve(adminTemplate.userInfo, (ctx) => {
    const user = ctx.requireUser();
    const provider = getProvider(ctx.db, user.providerId);
    const grants = ctx.db.prepare("SELECT menus, buttons FROM accounts WHERE id = ?").get(user.accountId) as {
      menus: string;
      buttons: string;
    };
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
      isFirstEntry: provider.isFirstEntry === 1,
      accountKind: user.accountKind as adminTemplate.AccountKind,
      isMainMerchant: null,
      merchantId: null,
      isUser: null,
      accessGroup: { menu: parseList(grants.menus), btn: parseList(grants.buttons) },
      isMainAccount: user.mainAccountId === null || user.mainAccountId === undefined,
      mustChangePassword: user.mustChangePassword === true,
    };
  });
});
