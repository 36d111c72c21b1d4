import { logout } from "../src/api/account";
import { userInfo } from "../src/api/adminTemplate";
import { protocolAccept, protocolAlert, protocolInfo } from "../src/api/basicPublic";
import type { Endpoint } from "../src/api/endpoint";
import { events as liveEvents } from "../src/api/live";
import { changeInitialPassword } from "../src/api/staff";
import { confirmFirstEnter } from "../src/api/worker/account";
import { isOnboarded } from "./providers";
import type { SessionUser } from "./sessions";

/**
 * The gateway's permission check (design §6): each endpoint declaration names who may call it (src/api/endpoint.ts
 * `Permission`), and a call outside the account's accessGroup is refused with HTTP 403 拒绝访问 — a console bug or a
 * script gets no further than the console's own menu and buttons would let it.
 */
export const FORBIDDEN_MESSAGE = "拒绝访问";

/**
 * True when `user` may call `endpoint`. Without a user only public calls pass (the token step has already refused
 * the others, except routes served without a token, whose handlers decide).
 * - while onboarding (settlePhase ≤ 5): only calls marked `onboarding` and public ones; the menu is not checked (the
 *   apply page is no menu entry);
 * - `open: "user"`: any logged-in account, holding the button code when one is named (the provider's messages,
 *   read and cleared for the account itself: message:read / message:clear);
 * - otherwise: one of the named menu paths in the account's menu list, and the button code (when named) in its btn
 *   list. An endpoint that names nothing is refused.
 */
export function isPermitted(endpoint: Endpoint, user: SessionUser | null): boolean {
  const p = endpoint.permission;
  if (p.open === "public") return true;
  if (!user) return false;
  if (!isOnboarded(user)) return p.onboarding;
  const holdsButton = p.button.length === 0 || p.button.some((code) => user.buttons.includes(code));
  if (p.open === "user") return holdsButton;
  if (!p.menu.some((path) => user.menus.includes(path))) return false;
  return holdsButton;
}

/** Issue 29: the refusal (403) of a call by an account that must first change its initial or reset password. */
export const MUST_CHANGE_PASSWORD_MESSAGE = "请先修改初始密码";

/** What an account that must change its password may still call (besides public calls). */
const WHILE_PASSWORD_MUST_CHANGE: ReadonlySet<Endpoint> = new Set<Endpoint>([
  userInfo,
  logout,
  changeInitialPassword,
]);

/** The message refusing `endpoint` to `user` because its password must be changed first, or null. */
export function passwordChangeRefusal(endpoint: Endpoint, user: SessionUser | null): string | null {
  if (!user?.mustChangePassword || endpoint.permission.open === "public") return null;
  return WHILE_PASSWORD_MUST_CHANGE.has(endpoint) ? null : MUST_CHANGE_PASSWORD_MESSAGE;
}

/**
 * Issue 43 (A1): what an account with an agreement to accept may still call (besides public calls, which include
 * the sign-in and SMS calls): its user info, logout, the first-login password change and the first-entry
 * confirmation (session steps the console makes before the prompt can show), the agreement calls themselves, and
 * the push channel (it carries only notices that make the console read again; those reads are refused).
 */
const WHILE_AGREEMENTS_PENDING: ReadonlySet<Endpoint> = new Set<Endpoint>([
  userInfo,
  logout,
  changeInitialPassword,
  confirmFirstEnter,
  protocolAlert,
  protocolInfo,
  protocolAccept,
  liveEvents,
]);

/**
 * True when `endpoint` is held back for `user` until the agreements it must accept are accepted (the caller then
 * asks the store, mocks/accounts/protocolStore.ts `hasAgreementToAccept`, and refuses with BIZ.agreementsPending).
 * An account still onboarding is not held: it calls only onboarding calls, and accepts once in the console.
 */
export function isHeldByAgreements(endpoint: Endpoint, user: SessionUser | null): user is SessionUser {
  if (!user || endpoint.permission.open === "public" || !isOnboarded(user)) return false;
  return !WHILE_AGREEMENTS_PENDING.has(endpoint);
}
