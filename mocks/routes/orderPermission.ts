import type { ButtonCode } from "../../src/domain/buttonCodes";
import type { Db } from "../db/types";
import { failure } from "../errors";
import type { Handler, HandlerContext } from "../router";

/**
 * Button permissions of the order calls: an operation answers 403 拒绝访问 unless the account holds its button code
 * (the access group's btn list, spec §6). Kept in this one file so a generic server-side permission layer can replace
 * it: `withButton` is the only entry point the order routes use.
 */

export const FORBIDDEN_TEXT = "拒绝访问";

/** The btn codes of an account. */
export function accountButtons(db: Db, accountId: number): Set<string> {
  const raw = db.prepare("SELECT buttons FROM accounts WHERE id = ?").pluck().get(accountId) as
    string | undefined;
  try {
    const list: unknown = JSON.parse(raw ?? "[]");
    return new Set(
      Array.isArray(list) ? list.filter((item): item is string => typeof item === "string") : [],
    );
  } catch {
    return new Set();
  }
}

/** True when the logged-in account holds one of `codes`. */
export function holdsButton(ctx: HandlerContext, codes: readonly ButtonCode[]): boolean {
  const buttons = accountButtons(ctx.db, ctx.requireUser().accountId);
  return codes.some((code) => buttons.has(code));
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
