import type { ButtonCode } from "../../src/domain/buttonCodes";
import { failure } from "../errors";
import type { Handler, HandlerContext } from "../router";

/**
 * Button permissions of the order calls: an operation answers 403 拒绝访问 unless the account holds its button code
 * (the access group's btn list, spec §6). Kept in this one file so a generic server-side permission layer can replace
 * it: `withButton` is the only entry point the order routes use.
 */

export const FORBIDDEN_TEXT = "拒绝访问";

/** True when the logged-in account holds one of `codes`. */
export function holdsButton(ctx: HandlerContext, codes: readonly ButtonCode[]): boolean {
  // The session carries the account's btn codes (read once at login, as the gateway's permission check uses them).
  const buttons = ctx.requireUser().buttons;
  return codes.some((code) => buttons.includes(code));
}

/**
 * The handler, run only when the account holds `code` (or one of `codes`); otherwise HTTP 403 with the envelope
 * `{code: 403, msg: "拒绝访问"}` and nothing done. A missing login still answers 401 first.
 */
export function withButton<Req, Res>(
  code: ButtonCode | readonly ButtonCode[],
  handler: Handler<Req, Res>,
): Handler<Req, Res> {
  const codes: readonly ButtonCode[] = typeof code === "string" ? [code] : code;
  return (ctx) => {
    if (!holdsButton(ctx as HandlerContext, codes)) return ctx.c.json(failure(403, FORBIDDEN_TEXT), 403);
    return handler(ctx);
  };
}
