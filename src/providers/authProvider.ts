import type { AuthProvider, CheckResponse } from "@refinedev/core";
// Endpoint modules are imported one by one (not the src/api index) to keep the login page small.
import * as account from "../api/account";
import { SMS_REQUIRED_CODES } from "../api/account";
import * as adminTemplate from "../api/adminTemplate";
import type { UserInfo } from "../api/adminTemplate";
import { ApiError } from "./errors";
import { call } from "./http";
import { SMS_REQUIRED_ERROR } from "./loginErrors";
import { encryptPassword } from "./passwordCipher";
import { startFirstEntry } from "./firstEntry";
import { afterLoginPath, decideRoute, HOME_PATH, LOGIN_PATH } from "./guard";
import { fetchServedCalls, setServedCalls } from "./servedCalls";
import * as session from "./session";
import { toastError, toastSuccess } from "./toast";

export { FIRST_ENTRY_MESSAGE } from "./firstEntry";
export const RELOGIN_MESSAGE = "请重新登录";
/** Logout messages: the server confirmed the logout / the session was only ended locally. */
export const LOGOUT_MESSAGE = "退出登录成功";
export const LOGOUT_LOCAL_MESSAGE = "退出成功";

export type LoginParams =
  | { mode: "password"; username: string; password: string; reduce?: string | null }
  | { mode: "sms"; mobile: string; verifyCode: string; reduce?: string | null };

async function requestToken(params: LoginParams): Promise<string> {
  const terminalId = session.getTerminalId();
  if (params.mode === "password") {
    const data = await call(
      account.token,
      { username: params.username.trim(), password: await encryptPassword(params.password) },
      { query: { grant_type: "password", scope: "server", terminalId }, silent: true },
    );
    return data.accessToken.tokenValue;
  }
  const data = await call(account.token, undefined, {
    query: {
      grant_type: "app",
      scope: "server",
      key: params.mobile.trim(),
      verifyCode: params.verifyCode,
      terminalId,
    },
    silent: true,
  });
  return data.accessToken.tokenValue;
}

/**
 * Fetches the user info of a token, and beside it (one round trip) which of the chosen calls the gateway serves
 * (./servedCalls.ts), kept once the user is.
 */
async function fetchUser(token?: string): Promise<UserInfo> {
  const [user, served] = await Promise.all([
    call(adminTemplate.userInfo, undefined, { silent: true, token }),
    fetchServedCalls(token),
  ]);
  setServedCalls(served);
  return user;
}

let pendingUser: Promise<UserInfo | null> | null = null;

/** The user info, fetched when missing. On failure: token reset, 请重新登录, null. */
export async function ensureUser(): Promise<UserInfo | null> {
  const known = session.getUser();
  if (known) return known;
  if (!session.getToken()) return null;
  // One request however many callers ask at once.
  pendingUser ??= fetchUser()
    .then((user) => {
      session.setUser(user);
      return user;
    })
    .catch(() => {
      session.clearAuth();
      toastError(RELOGIN_MESSAGE);
      return null;
    })
    .finally(() => {
      pendingUser = null;
    });
  return pendingUser;
}

export const authProvider: AuthProvider = {
  login: async (params: LoginParams) => {
    try {
      const token = await requestToken(params);
      // The token and the user are stored together, once both are known: a half-done login leaves nothing behind.
      const user = await fetchUser(token).catch(() => undefined);
      if (!user) {
        // The guard's rule (spec §4): user info that cannot be fetched resets the token and asks for a new login,
        // whatever the HTTP status was; the fresh token is ended on the server too, best effort.
        session.clearAuth();
        void call(account.logout, undefined, { silent: true, token }).catch(() => undefined);
        return { success: false, error: { name: "LoginError", message: RELOGIN_MESSAGE } };
      }
      session.setToken(token);
      session.setUser(user);
      if (params.mode === "sms") session.setLoginLock(false);
      if (startFirstEntry(user)) return { success: true, redirectTo: HOME_PATH };
      return { success: true, redirectTo: afterLoginPath(user.settlePhase, params.reduce) };
    } catch (cause) {
      if (cause instanceof ApiError && cause.kind === "business" && isSmsRequired(cause.code)) {
        session.setLoginLock(true);
        return { success: false, error: { name: SMS_REQUIRED_ERROR, message: cause.message } };
      }
      return {
        success: false,
        error: { name: "LoginError", message: cause instanceof Error ? cause.message : String(cause) },
      };
    }
  },

  logout: async () => {
    let confirmedByServer = false;
    if (session.getToken()) {
      try {
        await call(account.logout, undefined, { silent: true });
        confirmedByServer = true;
      } catch {
        // Ended locally only (退出成功); the client showed nothing, the call being silent.
      }
    }
    session.clearAuth();
    toastSuccess(confirmedByServer ? LOGOUT_MESSAGE : LOGOUT_LOCAL_MESSAGE);
    return { success: true, redirectTo: LOGIN_PATH };
  },

  /**
   * The admin area's guard (spec §4), which the admin frame asks through refine (src/layout/AdminGate.tsx): a token,
   * the user info (fetched when missing; a failure logs out), and the settlePhase rule (`checkNow`).
   */
  check: async () => {
    const known = checkNow();
    if (known) return known;
    const user = await ensureUser();
    return user ? checkNow()! : { authenticated: false, redirectTo: LOGIN_PATH, logout: true };
  },

  getIdentity: async () => ensureUser(),

  getPermissions: async () => session.getAccessGroup(),

  onError: async (error: unknown) => {
    if (error instanceof ApiError && error.kind === "http" && error.status === 401) {
      return { logout: true, redirectTo: LOGIN_PATH, error };
    }
    return { error: error instanceof Error ? error : undefined };
  },
};

/**
 * What `check` answers without a call: the settlePhase rule (decideRoute's, for the address being opened: a provider
 * whose onboarding is not complete goes to /apply/index, no token to /login keeping the address in `reduce`) once the
 * user info is known or there is no token; undefined while a token's user info is still to be fetched. The admin
 * frame starts from it, so a known session opens the frame in its first render.
 */
export function checkNow(): CheckResponse | undefined {
  const { pathname, search, hash } = window.location;
  const hasToken = Boolean(session.getToken());
  const user = session.getUser();
  if (hasToken && !user) return undefined;
  const decision = decideRoute({
    path: pathname,
    fullPath: pathname + search + hash,
    hasToken,
    settlePhase: user?.settlePhase,
  });
  return decision.kind === "redirect"
    ? { authenticated: false, redirectTo: decision.to }
    : { authenticated: true };
}

export function isSmsRequired(code: number | undefined): boolean {
  return SMS_REQUIRED_CODES.some((smsCode) => smsCode === code);
}
