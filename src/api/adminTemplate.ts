import { service } from "./endpoint";

/** /vue-admin-template — the logged-in user. */
const s = service("/vue-admin-template", { open: "user", onboarding: true });

export interface AccessGroup {
  /** Permitted menu paths (real route paths, e.g. "/order/index"). */
  menu: string[];
  /** Permitted button codes. */
  btn: string[];
}

/** Account kinds 0..3. */
export enum AccountKind {
  Merchant = 0,
  Worker = 1,
  Provider = 2,
  Admin = 3,
}

export interface UserInfo {
  providerId: string;
  providerName: string;
  providerMobile: string;
  providerAvatar?: string | null;
  /** Same as providerAvatar in some responses. */
  image?: string | null;
  settlePhase: number;
  isFirstEntry: boolean;
  accountKind?: AccountKind;
  /** Merchant logins only. */
  isMainMerchant?: number | null;
  merchantId?: string | null;
  isUser?: number | null;
  accessGroup: AccessGroup;
  /** Chosen (issue 29): the provider's main account (manages staff accounts) or one of its staff accounts. */
  isMainAccount?: boolean;
  /** Chosen (issue 29): the initial or reset password must be changed before anything else (staff.changeInitialPassword). */
  mustChangePassword?: boolean;
}

export const userInfo = s.get<void, UserInfo>("/user/info", "当前用户信息（含 accessGroup）", {
  identity: "none",
});
