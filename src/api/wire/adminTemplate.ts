import * as v from "valibot";
import { AccountKind } from "../adminTemplateCodes";

/**
 * The schemas of api.adminTemplate's calls (registered in ./entries/adminTemplate.ts); src/api/adminTemplate.ts
 * takes its types from them.
 */

export const accessGroup = v.object({
  /** Permitted menu paths (real route paths, e.g. "/order/index"). */
  menu: v.array(v.string()),
  /** Permitted button codes. */
  btn: v.array(v.string()),
});

export const userInfo = v.object({
  providerId: v.string(),
  providerName: v.string(),
  providerMobile: v.string(),
  providerAvatar: v.optional(v.nullable(v.string())),
  /** Same as providerAvatar in some responses. */
  image: v.optional(v.nullable(v.string())),
  settlePhase: v.number(),
  isFirstEntry: v.boolean(),
  accountKind: v.optional(v.enum(AccountKind)),
  /** Merchant logins only. */
  isMainMerchant: v.optional(v.nullable(v.number())),
  merchantId: v.optional(v.nullable(v.string())),
  isUser: v.optional(v.nullable(v.number())),
  accessGroup,
  /** Chosen (issue 29): the provider's main account (manages staff accounts) or one of its staff accounts. */
  isMainAccount: v.optional(v.boolean()),
  /**
   * Chosen (issue 29): the initial or reset password must be changed before anything else
   * (staff.changeInitialPassword).
   */
  mustChangePassword: v.optional(v.boolean()),
});
