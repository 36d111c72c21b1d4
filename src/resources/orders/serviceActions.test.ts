/**
 * 预约, 改约 and 签到 choose their call per order (own or 天猫): their fields fill the own call's request, and the
 * 天猫 call's schema states the same limits, so the dialog holds to the call it sends.
 */
import { api } from "../../api";
import type { Endpoint } from "../../api/endpoint";
import { ORDER_SOURCE_CODE } from "../../domain/orders";
import type { ActionDecl } from "../engine";
import { withRequestLimits } from "../engine/requestLimits";
import type { OrderLike } from "./actionParts";
import { serviceActions } from "./serviceActions";

const order = (orderSource: number) => ({ orderNo: "SO1", orderSource }) as OrderLike;
const own = order(ORDER_SOURCE_CODE.own);
const tmall = order(ORDER_SOURCE_CODE.tmall);

const byCall = ["appointment", "reschedule", "signIn"].map((key) => {
  const action = serviceActions<OrderLike>().find((candidate) => candidate.key === key)!;
  const pick = action.endpoint as (
    record: OrderLike | undefined,
    values: Record<string, unknown>,
  ) => Endpoint;
  return { key, action, ownCall: pick(own, {}), tmallCall: pick(tmall, {}) };
});

describe("the steps whose call is chosen per order", () => {
  it("send the 天猫 call for a 天猫 order", () => {
    expect(byCall.map(({ ownCall, tmallCall }) => [ownCall, tmallCall])).toEqual([
      [api.order.performance.appointment, api.order.tmall.appointment],
      [api.order.performance.visitModify, api.order.tmall.visitModify],
      [api.order.performance.signIn, api.order.tmall.signIn],
    ]);
  });

  it.each(byCall)(
    "$key: each field fills the own call's request, with the limits the 天猫 call states too",
    ({
      action,
      ownCall,
      tmallCall,
    }: {
      action: ActionDecl<OrderLike>;
      ownCall: Endpoint;
      tmallCall: Endpoint;
    }) => {
      for (const field of action.form!.fields) {
        expect(field.fills).toBe(ownCall);
        const { validate: _own, fills: _a, ...ownLimits } = withRequestLimits(field);
        const {
          validate: _tmall,
          fills: _b,
          ...tmallLimits
        } = withRequestLimits({ ...field, fills: tmallCall });
        expect(tmallLimits).toEqual(ownLimits);
      }
    },
  );
});
