/**
 * A form field that fills a field of a call's request (issue 42 §1): it names the call and the request field, and
 * says only how it looks (its label, its input and the like). Its limits — required, the length of a text or a
 * list, the bounds and decimals of a number — and the check of a filled value (a pattern, 身份证号's check
 * character, a range, with the gateway's message) are the call's request schema's, which the stand-in checks too,
 * so the form and the gateway cannot drift. The form reads them when it first renders (./requestLimits.ts): the
 * schemas stay out of the pages' code.
 */
import type { Endpoint, KeyField } from "../../api/endpoint";
import type { FormFieldDecl } from "./types";

/** What the schema decides, which a declaration may not state. */
type FromSchema = "name" | "required" | "maxLength" | "min" | "max" | "toFixed" | "limit" | "fills";

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/**
 * A request field's form field as declared: how it looks, never its limits. A field shown only in some cases
 * (`when`) may be `requiredWhenShown`, a rule across fields that its call's handler checks (the schema takes the
 * request without it).
 */
export type RequestFieldDecl = DistributiveOmit<FormFieldDecl, FromSchema> & { requiredWhenShown?: true };

/** The form field filling `name` of `endpoint`'s request. */
export function requestField<Req>(
  endpoint: Endpoint<Req, unknown>,
  name: KeyField<Req>,
  decl: RequestFieldDecl,
): FormFieldDecl {
  const { requiredWhenShown, ...look } = decl;
  if (requiredWhenShown && !look.when)
    throw new Error(`${endpoint.path} ${name}: requiredWhenShown needs when`);
  return {
    ...look,
    name,
    fills: endpoint as Endpoint,
    ...(requiredWhenShown ? { required: true } : {}),
  } as FormFieldDecl;
}

/** `requestField` of one endpoint: `const field = requestFields(api.x.y); field("reason", {...})`. */
export function requestFields<Req>(endpoint: Endpoint<Req, unknown>) {
  return (name: KeyField<Req>, decl: RequestFieldDecl) => requestField(endpoint, name, decl);
}
