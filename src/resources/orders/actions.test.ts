import { api } from "../../api";
import type { Endpoint } from "../../api/endpoint";
import { fieldSchema, limitsOf } from "../../api/schemaLimits";
import type { FormFieldDecl } from "../engine";
import { orderActions } from "./actions";

/**
 * The dialogs of 挂起, 异常费用, 退款 and 取消订单 offer exactly what their calls accept (issue 42): the reasons allowed
 * 200 characters while the gateway refused above 100; now every limit of a field is its request schema's.
 */

const op = api.order.operations;

function fieldsOf(key: string): readonly FormFieldDecl[] {
  const action = orderActions().find((a) => a.key === key);
  if (!action?.form) throw new Error(`no dialog ${key}`);
  return action.form.fields;
}

/** The limits a field shows, in the schema's terms. */
function shown(field: FormFieldDecl) {
  const limit = (name: string) => (field as unknown as Record<string, unknown>)[name];
  return {
    required: Boolean(field.required),
    maxLength: limit("maxLength"),
    min: limit("min"),
    max: limit("max"),
    toFixed: limit("toFixed"),
    limit: limit("limit"),
  };
}

/** The limits the schema states, as the field shows them. */
function stated(endpoint: Endpoint, field: FormFieldDecl) {
  const limits = limitsOf(fieldSchema(endpoint.request!, field.name)!);
  const text = field.input === "text" || field.input === "textarea";
  return {
    required: limits.required,
    maxLength: text ? limits.maxLength : undefined,
    min: field.input === "number" ? limits.min : undefined,
    max: field.input === "number" ? limits.max : undefined,
    toFixed: field.input === "number" ? limits.decimals : undefined,
    limit: field.input === "upload" ? (limits.list ? limits.maxLength : 1) : undefined,
  };
}

describe("order dialogs take their limits from the calls' schemas", () => {
  it.each([
    ["hangUp", op.hangUp, ["hangUpReason", "expectResumeTime"]],
    ["abnormalFee", op.abnormalFee, ["amount", "reason", "images"]],
    ["refund", op.refund, ["amount", "reason"]],
    ["cancel", op.cancelOrder, ["cancelReason"]],
  ] as const)("%s", (key, endpoint, names) => {
    const fields = fieldsOf(key);
    expect(fields.map((f) => f.name)).toEqual(names);
    for (const field of fields) expect(shown(field), field.name).toEqual(stated(endpoint, field));
  });

  it("lets no reason be longer than the gateway takes: 100 characters", () => {
    const reasons = [
      ...fieldsOf("hangUp"),
      ...fieldsOf("abnormalFee"),
      ...fieldsOf("refund"),
      ...fieldsOf("cancel"),
    ].filter((f) => f.input === "textarea");
    expect(reasons.map((f) => [f.name, shown(f).maxLength, f.required])).toEqual([
      ["hangUpReason", 100, true],
      ["reason", 100, true],
      ["reason", 100, true],
      ["cancelReason", 100, true],
    ]);
  });

  it("offers no resume day that the call would refuse as past (sent as the day's 00:00:00)", () => {
    const [, resume] = fieldsOf("hangUp");
    expect(resume).toMatchObject({ input: "date", futureOnly: "afterToday", required: false });
  });
});
