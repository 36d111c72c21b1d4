import type { FormFieldDecl } from "../engine";
import { withRequestLimits } from "../engine/requestLimits";
import { orderActions } from "./actions";

/**
 * The dialogs of 挂起, 异常费用, 退款 and 取消订单 offer exactly what their calls accept (issue 42): the reasons allowed
 * 200 characters while the gateway refused above 100; now every limit of a field is its request schema's.
 */

/** A dialog's fields as its form renders them: with the limits of the request fields they fill. */
function fieldsOf(key: string): readonly FormFieldDecl[] {
  const action = orderActions().find((a) => a.key === key);
  if (!action?.form) throw new Error(`no dialog ${key}`);
  return action.form.fields.map(withRequestLimits);
}

describe("order dialogs take their limits from the calls' schemas (every field: src/resources/formLimits.test.ts)", () => {
  it("lets no reason be longer than the gateway takes: 100 characters", () => {
    const reasons = [
      ...fieldsOf("hangUp"),
      ...fieldsOf("abnormalFee"),
      ...fieldsOf("refund"),
      ...fieldsOf("cancel"),
    ].filter((f) => f.input === "textarea");
    expect(reasons.map((f) => [f.name, (f as { maxLength?: number }).maxLength, f.required])).toEqual([
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
