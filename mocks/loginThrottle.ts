import { BIZ } from "./bizCodes";
import { BizError, INVALID_CODE } from "./errors";
import { LIMIT_MESSAGES } from "./limits";
import type { HandlerContext } from "./router";

/**
 * The per-client login limit: FAILED logins (any refused password or SMS login) from one client address are
 * counted, and once they reach the limit within the window every login from that address is refused until the
 * oldest failure leaves the window — a right password too, or guessing could go on. Successful logins and other
 * calls are never counted: an office puts dozens of staff behind one address.
 */
type Deps = Pick<HandlerContext, "db" | "clock" | "client" | "settings">;

export function assertLoginAllowed({ db, clock, client, settings }: Deps): void {
  const { count, windowMs } = settings.limits.loginFailuresPerClient;
  const failures = Number(
    db
      .prepare("SELECT COUNT(*) FROM login_failures WHERE client = ? AND at > ?")
      .pluck()
      .get(client, clock() - windowMs),
  );
  if (failures >= count) throw new BizError(BIZ.loginThrottled, LIMIT_MESSAGES.loginThrottled);
}

/** Records a failed login of `client` (and forgets failures that left every window). */
export function recordLoginFailure({ db, clock, client, settings }: Deps): void {
  const now = clock();
  db.prepare("INSERT INTO login_failures (client, at) VALUES (?, ?)").run(client, now);
  db.prepare("DELETE FROM login_failures WHERE at <= ?").run(
    now - settings.limits.loginFailuresPerClient.windowMs,
  );
}

/** Runs a login attempt, counting it when it is refused (input the server could not even read is not a login). */
export function countingFailures<T>(deps: Deps, attempt: () => T): T {
  assertLoginAllowed(deps);
  try {
    return attempt();
  } catch (error) {
    if (error instanceof BizError && error.code !== INVALID_CODE) recordLoginFailure(deps);
    throw error;
  }
}
