import * as v from "valibot";
import * as adminTemplate from "../adminTemplate";
import { AccountKind } from "../adminTemplate";
import { wire, type WireEntry } from "./define";

/** The schemas of api.adminTemplate's calls (./define.ts). */

const userInfo = v.object({
  providerId: v.string(),
  providerName: v.string(),
  providerMobile: v.string(),
  providerAvatar: v.optional(v.nullable(v.string())),
  image: v.optional(v.nullable(v.string())),
  settlePhase: v.number(),
  isFirstEntry: v.boolean(),
  accountKind: v.optional(v.enum(AccountKind)),
  isMainMerchant: v.optional(v.nullable(v.number())),
  merchantId: v.optional(v.nullable(v.string())),
  isUser: v.optional(v.nullable(v.number())),
  accessGroup: v.object({ menu: v.array(v.string()), btn: v.array(v.string()) }),
  isMainAccount: v.optional(v.boolean()),
  mustChangePassword: v.optional(v.boolean()),
});

export const entries: readonly WireEntry[] = [wire(adminTemplate.userInfo, { answer: userInfo })];
