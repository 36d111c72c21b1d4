/**
 * What a form reads of a request schema (issue 42 §1): a field's schema and the limits it states — required, the
 * length of a text or a list, the bounds and decimals of a number, the values of a choice — for
 * resources/engine/requestField.ts. Apart from ./schema.ts so that only the pages with such forms carry it.
 */
import type { RequestSchema, Schema } from "./schema";

/** What a form needs to know of a field's schema. */
export interface FieldLimits {
  /** Absent is refused. */
  required: boolean;
  /** Characters of a text, items of a list. */
  maxLength?: number;
  /** Bounds of a number (a bound above 0 with two decimals is 0.01). */
  min?: number;
  max?: number;
  /** Decimals of a number. */
  decimals?: number;
  /** The values of a choice. */
  options?: readonly unknown[];
  /** The field is a list (e.g. stored file paths). */
  list: boolean;
}

/** Only the properties of a schema object this module reads (valibot schemas are plain objects). */
interface SchemaNode {
  type: string;
  wrapped?: SchemaNode;
  pipe?: readonly SchemaNode[];
  requirement?: unknown;
  options?: readonly unknown[];
  metadata?: Record<string, unknown>;
}

/** The limits a schema states, read from its pipe's actions. */
export function limitsOf(schema: Schema): FieldLimits {
  const limits: FieldLimits = { required: true, list: false };
  let node = schema as unknown as SchemaNode;
  while (node.type === "optional" || node.type === "nullish" || node.type === "nullable") {
    if (node.type !== "nullable") limits.required = false;
    node = node.wrapped!;
  }
  let greaterThan: number | undefined;
  const visit = (item: SchemaNode) => {
    if (item.pipe) {
      item.pipe.forEach(visit);
      return;
    }
    const requirement = item.requirement;
    switch (item.type) {
      case "array":
        limits.list = true;
        break;
      case "picklist":
        limits.options = item.options;
        break;
      case "max_length":
        limits.maxLength = requirement as number;
        break;
      case "min_value":
        limits.min = requirement as number;
        break;
      case "gt_value":
        greaterThan = requirement as number;
        break;
      case "max_value":
        limits.max = requirement as number;
        break;
      case "integer":
        limits.decimals = 0;
        break;
      case "metadata":
        if (typeof item.metadata?.decimals === "number") limits.decimals = item.metadata.decimals;
        break;
    }
  };
  visit(node);
  if (greaterThan !== undefined) limits.min = greaterThan + 10 ** -(limits.decimals ?? 0);
  // Open bounds of the integer builder are no bounds.
  if (limits.min === Number.MIN_SAFE_INTEGER) delete limits.min;
  if (limits.max === Number.MAX_SAFE_INTEGER) delete limits.max;
  return limits;
}

/** The schema of one field of a request, or undefined when the request has no such field. */
export function fieldSchema(schema: RequestSchema, name: string): Schema | undefined {
  return Object.hasOwn(schema.entries, name) ? schema.entries[name] : undefined;
}
