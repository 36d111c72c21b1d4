// The endpoint module is imported alone (not the src/api index) to keep the login and apply pages small.
import type { UserInfo } from "../api/adminTemplate";
import * as workerAccount from "../api/worker/account";
import { isOnboardingComplete } from "./guard";
import { call } from "./http";
import * as session from "./session";
import { toastSuccess } from "./toast";

/** Shown after the first entry of a provider whose contracts were approved (spec §4). */
export const FIRST_ENTRY_MESSAGE = "恭喜您，合同已审核通过！平台将尽快为您开通账号，开通后即可进行师傅管理。";

async function confirmFirstEntry(): Promise<void> {
  try {
    await call(workerAccount.confirmFirstEnter);
    const user = session.getUser();
    if (user) session.setUser({ ...user, isFirstEntry: false });
    toastSuccess(FIRST_ENTRY_MESSAGE);
  } catch {
    // The client has shown the error; the confirmation is asked again at the next login.
  }
}

/**
 * Spec §4 first entry: for a complete provider (settlePhase above 5) whose first entry is not confirmed, makes the
 * confirmation call (its message follows it) and answers true: the caller sends the provider home. Used after login
 * and when the onboarding page sees the account opened (开通). False, and nothing done, otherwise.
 */
export function startFirstEntry(user: Pick<UserInfo, "settlePhase" | "isFirstEntry">): boolean {
  if (!isOnboardingComplete(user.settlePhase) || !user.isFirstEntry) return false;
  void confirmFirstEntry();
  return true;
}
