/** The request limits' loader: once, for a form that needs them, also when its fields come to need them later. */
import { renderHook, waitFor } from "@testing-library/react";
import { api } from "../../api";
import { useRequestLimits } from "./loadRequestLimits";
import { requestField, requestFields } from "./requestField";
import type { FormFieldDecl } from "./types";

const hangUp = api.order.operations.hangUp;
const plain: FormFieldDecl[] = [{ name: "note", label: "备注", input: "text" }];
const reason = requestField(hangUp, "hangUpReason", { label: "挂起原因", input: "textarea" });

describe("useRequestLimits", () => {
  it("loads when the fields come to fill a request (a form whose fields follow its record)", async () => {
    const { result, rerender } = renderHook(({ fields }) => useRequestLimits(fields), {
      initialProps: { fields: plain },
    });
    expect(result.current).toBe("none");
    // One field of several filling a request is enough.
    rerender({ fields: [...plain, reason] });
    expect(result.current).toBeUndefined();
    await waitFor(() => expect(result.current).toHaveProperty("withRequestLimits"));
  });
});

describe("requestFields", () => {
  it("declares the fields of one call", () => {
    const field = requestFields(hangUp);
    expect(field("hangUpReason", { label: "挂起原因", input: "textarea" })).toEqual(reason);
  });
});
