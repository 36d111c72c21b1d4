import type { ButtonCode } from "../../src/api/buttons";
import { FORBIDDEN_MESSAGE } from "../permissions";
import type { HandlerContext } from "../router";

/**
 * Button checks a handler makes beyond the gateway's (mocks/permissions.ts `isPermitted`). The gateway already refuses
 * a call whose declared btn code (src/api, `button`) the account lacks, with 403 拒绝访问; a handler checks a code only
 * where the rule depends on the request, e.g. which status change a worker-status call asks for, or 地图转派 covering
 * a single order only. Its refusal is the gateway's: HTTP 403 `{code: 403, msg: "拒绝访问"}`.
 */

export const FORBIDDEN_TEXT = FORBIDDEN_MESSAGE;

/** True when the logged-in account holds one of `codes`. */
export function holdsButton(ctx: HandlerContext, codes: readonly ButtonCode[]): boolean {
  // The session carries the account's btn codes (read once at login, as the gateway's permission check uses them).
  const buttons = ctx.requireUser().buttons;
  return codes.some((code) => buttons.includes(code));
}
