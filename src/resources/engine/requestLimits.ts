/**
 * The limits of the form fields that fill a call's request (./requestField.ts), read from the call's request schema
 * when the form renders. This module carries the schemas of the whole contract (src/api/wire, with valibot), so it
 * is loaded with the first form that has such a field (`loadRequestLimits`), never with a page: a list's row
 * actions declare their dialogs without it.
 */
import type { Endpoint } from "../../api/endpoint";
import { problemOf } from "../../api/schema";
import { fieldSchema, limitsOf, type FieldLimits } from "../../api/schemaLimits";
import { schemasOf } from "../../api/wire";
import type { FormFieldDecl } from "./types";

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

/** The schema of the request field a field fills. Throws when there is none: a declaration error. */
export function filledSchema(endpoint: Endpoint, name: string) {
  const request = schemasOf(endpoint).request;
  const schema = request ? fieldSchema(request, name) : undefined;
  if (!schema) throw new Error(`${endpoint.path}: the request schema has no field ${name}`);
  return schema;
}

/**
 * A field with the limits of the request field it fills (a field that fills none is as declared): required (or
 * required where shown, for a conditional field so declared), its input's bounds, and the schema's check of a
 * filled value before the declaration's own rule.
 */
export function withRequestLimits(field: FormFieldDecl): FormFieldDecl {
  if (!field.fills) return field;
  const schema = filledSchema(field.fills, field.name);
  const limits = limitsOf(schema);
  const own = field.validate;
  const checked = SENT_AS_IS.has(field.input) || field.toRequest !== undefined;
  const sent = field.toRequest ?? ((value: unknown) => value);
  return {
    ...field,
    ...limitProps(field.input, limits),
    required: limits.required || (field.when !== undefined && field.required === true),
    validate: (value, values) =>
      (checked && !isEmpty(value) ? problemOf(schema, sent(value)) : null) ?? own?.(value, values) ?? null,
  } as FormFieldDecl;
}
