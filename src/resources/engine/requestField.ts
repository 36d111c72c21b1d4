/**
 * A form field that fills a field of a call's request (issue 42 §1): it names the request field, and its limits —
 * required, the length of a text or a list, the bounds and decimals of a number — come from the endpoint's request
 * schema (src/api/schema.ts), which the stand-in checks too; so the form and the gateway cannot drift. The field
 * also runs the schema's check of a filled value (a pattern, 身份证号's check character, a range) with the
 * gateway's message. What the declaration says is only how the field looks: its label, its input and the like.
 */
import type { Endpoint, KeyField } from "../../api/endpoint";
import { problemOf } from "../../api/schema";
import { fieldSchema, limitsOf, type FieldLimits } from "../../api/schemaLimits";
import type { FormFieldDecl } from "./types";

/** What the schema decides, which a declaration may not state. */
type FromSchema = "name" | "required" | "maxLength" | "min" | "max" | "toFixed" | "limit";

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/** A request field's form field as declared: how it looks, never its limits. */
export type RequestFieldDecl = DistributiveOmit<FormFieldDecl, FromSchema>;

/** Inputs whose value is the request's value as it is sent (a date or an upload is converted by the payload). */
const SENT_AS_IS: ReadonlySet<FormFieldDecl["input"]> = new Set([
  "text",
  "textarea",
  "number",
  "radio",
  "select",
  "checkbox",
  "switch",
]);

const isEmpty = (value: unknown) =>
  value === undefined ||
  value === null ||
  (typeof value === "string" && value.trim() === "") ||
  (Array.isArray(value) && value.length === 0);

/** The limits of a field's input, from the schema's. */
function limitProps(input: FormFieldDecl["input"], limits: FieldLimits): Record<string, number> {
  const props: Record<string, number> = {};
  if ((input === "text" || input === "textarea") && limits.maxLength !== undefined)
    props.maxLength = limits.maxLength;
  if (input === "number") {
    if (limits.min !== undefined) props.min = limits.min;
    if (limits.max !== undefined) props.max = limits.max;
    if (limits.decimals !== undefined) props.toFixed = limits.decimals;
  }
  // An upload fills a list of paths (at most its length) or one path.
  if (input === "upload") props.limit = limits.list ? (limits.maxLength ?? 9) : 1;
  return props;
}

/**
 * The form field filling `name` of `endpoint`'s request. Throws when the endpoint has no request schema or the
 * request no such field: a declaration error, found when its module loads.
 */
export function requestField<Req>(
  endpoint: Endpoint<Req, unknown>,
  name: KeyField<Req>,
  decl: RequestFieldDecl,
): FormFieldDecl {
  const schema = endpoint.request ? fieldSchema(endpoint.request, name) : undefined;
  if (!schema) throw new Error(`${endpoint.path}: the request schema has no field ${name}`);
  const limits = limitsOf(schema);
  const own = decl.validate;
  const checked = SENT_AS_IS.has(decl.input);
  return {
    ...decl,
    ...limitProps(decl.input, limits),
    name,
    required: limits.required,
    validate: (value, values) =>
      (checked && !isEmpty(value) ? problemOf(schema, value) : null) ?? own?.(value, values) ?? null,
  } as FormFieldDecl;
}

/** `requestField` of one endpoint: `const field = requestFields(api.x.y); field("reason", {...})`. */
export function requestFields<Req>(endpoint: Endpoint<Req, unknown>) {
  return (name: KeyField<Req>, decl: RequestFieldDecl) => requestField(endpoint, name, decl);
}
