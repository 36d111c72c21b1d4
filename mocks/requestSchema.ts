import type { Endpoint } from "../src/api/endpoint";
import { checkRequest } from "../src/api/schema";
import { schemasOf } from "../src/api/wire";
import { invalid } from "./errors";

/**
 * The gateway's check of a request against its endpoint's schema (issue 42 §1), after the token and the permission
 * and before the handler: a request that does not match is refused with the gateway's 400 envelope
 * `{code: 400, msg: <the field's Chinese message>, data: null}` and the handler never runs (nothing is written, no
 * event). A request that matches reaches the handler with the schema's clean values (text trimmed) in place of what
 * was sent (a query's text stays as it came); fields the schema does not name are left as they came. Endpoints
 * without a schema are served as before. The schema is the declaration's or the one registered in src/api/wire.
 */
export function withRequestSchema<C extends { payload: Record<string, unknown> }, R>(
  endpoint: Endpoint,
  handler: (ctx: C) => R,
): (ctx: C) => R {
  const schema = schemasOf(endpoint).request;
  if (!schema) return handler;
  // A query's values travel as text: the handler reads them as they came (the schema checked what they say).
  const cleans = endpoint.payload !== "query";
  return (ctx) => {
    const checked = checkRequest(schema, ctx.payload);
    if (!checked.ok) invalid(checked.message);
    if (cleans) Object.assign(ctx.payload, checked.value);
    return handler(ctx);
  };
}

/**
 * The request of a handler whose endpoint has a schema, typed by it: withRequestSchema checked it before the handler
 * ran, so the payload is the request type (the typed boundary; an endpoint without a schema throws).
 */
export function checkedRequest<Req>(endpoint: Endpoint<Req, unknown>, payload: Record<string, unknown>): Req {
  if (!schemasOf(endpoint).request)
    throw new Error(`${endpoint.method} ${endpoint.path} has no request schema`);
  return payload as Req;
}
