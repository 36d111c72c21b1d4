import { render, renderHook, screen, waitFor } from "@testing-library/react";
import { Form, type FormInstance } from "antd";
import { Suspense } from "react";
import { api } from "../../api";
import { problemOf } from "../../api/schema";
import { schemasOf } from "../../api/wire";
import { fieldSchema, limitsOf } from "../../api/schemaLimits";
import { FormFields } from "./FormFields";
import { useRequestLimits } from "./loadRequestLimits";
import { requestField } from "./requestField";
import { withRequestLimits } from "./requestLimits";
import type { FormFieldDecl } from "./types";

/** A field's limits are its request schema's (issue 42 §1): the form and the gateway cannot drift. */

const hangUp = api.order.operations.hangUp;
const abnormalFee = api.order.operations.abnormalFee;
/** A call whose schema is registered in src/api/wire, not on its declaration. */
const reply = api.workOrders.reply;

function renderForm(fields: FormFieldDecl[]): FormInstance {
  let instance: FormInstance | undefined;
  function Host() {
    const [form] = Form.useForm();
    instance = form;
    return (
      <Form form={form}>
        <Suspense fallback="…">
          <FormFields fields={fields} />
        </Suspense>
      </Form>
    );
  }
  render(<Host />);
  return instance!;
}

async function errorsOf(form: FormInstance): Promise<Record<string, string[]>> {
  try {
    await form.validateFields();
    return {};
  } catch (error) {
    const fields = (error as { errorFields: { name: string[]; errors: string[] }[] }).errorFields;
    return Object.fromEntries(fields.map((f) => [f.name[0], f.errors]));
  }
}

const resolved = (...args: Parameters<typeof requestField>) => withRequestLimits(requestField(...args));

describe("requestField", () => {
  it("declares the call and the field it fills, and no limit", () => {
    const field = requestField(hangUp, "hangUpReason", { label: "挂起原因", input: "textarea" });
    expect(field).toEqual({ name: "hangUpReason", label: "挂起原因", input: "textarea", fills: hangUp });
  });

  it("is required where shown only for a conditional field so declared", () => {
    const when = () => true;
    const field = requestField(hangUp, "expectResumeTime", {
      label: "预计恢复日期",
      input: "date",
      when,
      requiredWhenShown: true,
    });
    expect(withRequestLimits(field)).toMatchObject({ required: true, when });
    expect(() =>
      requestField(hangUp, "expectResumeTime", {
        label: "预计恢复日期",
        input: "date",
        requiredWhenShown: true,
      }),
    ).toThrow(/requiredWhenShown needs when/);
  });
});

describe("withRequestLimits", () => {
  it("takes required and the text's length from the schema", () => {
    const limits = limitsOf(fieldSchema(schemasOf(hangUp).request!, "hangUpReason")!);
    expect(limits).toMatchObject({ required: true, maxLength: 100 });
    expect(resolved(hangUp, "hangUpReason", { label: "挂起原因", input: "textarea" })).toMatchObject({
      name: "hangUpReason",
      input: "textarea",
      required: true,
      maxLength: 100,
    });
    expect(resolved(hangUp, "expectResumeTime", { label: "预计恢复日期", input: "date" }).required).toBe(
      false,
    );
  });

  it("reads a schema registered in src/api/wire as well as one on the declaration", () => {
    expect(resolved(reply, "content", { label: "回复内容", input: "textarea" })).toMatchObject({
      required: true,
      maxLength: 500,
    });
  });

  it("takes a number's bounds and decimals, and an upload's count, from the schema", () => {
    expect(resolved(abnormalFee, "amount", { label: "金额", input: "number" })).toMatchObject({
      required: true,
      min: 0.01,
      max: 9999.99,
      toFixed: 2,
    });
    expect(resolved(abnormalFee, "images", { label: "凭证照片", input: "upload" })).toMatchObject({
      required: false,
      limit: 5,
    });
    const photo = resolved(api.worker.roster.updateWorker, "idCardFront", {
      label: "人像面",
      input: "upload",
    });
    expect(photo).toMatchObject({ required: true, limit: 1 });
  });

  it("renders the schema's length on the input and checks a filled value with the gateway's message", async () => {
    const reason = requestField(hangUp, "hangUpReason", { label: "挂起原因", input: "textarea" });
    const amount = requestField(abnormalFee, "amount", { label: "异常费用金额", input: "number" });
    const form = renderForm([reason, amount]);
    // The form waits for the contract's schemas on its first render.
    expect(await screen.findByRole("textbox", { name: "挂起原因" }, { timeout: 5000 })).toHaveAttribute(
      "maxlength",
      "100",
    );
    expect(await errorsOf(form)).toEqual({
      hangUpReason: ["请输入挂起原因"],
      amount: ["请输入异常费用金额"],
    });
    // A value set past the widget (a prefill): the schema's own check and message.
    form.setFieldsValue({ hangUpReason: "挂".repeat(101), amount: 12.345 });
    expect(await errorsOf(form)).toEqual({
      hangUpReason: [problemOf(fieldSchema(schemasOf(hangUp).request!, "hangUpReason")!, "挂".repeat(101))],
      amount: ["异常费用最多两位小数"],
    });
    form.setFieldsValue({ hangUpReason: " 客户出差 ", amount: 12.34 });
    expect(await errorsOf(form)).toEqual({});
  });

  it("runs the declaration's own rule after the schema's", () => {
    const field = resolved(hangUp, "hangUpReason", {
      label: "挂起原因",
      input: "textarea",
      validate: (value) => (value === "x" ? "太短" : null),
    });
    expect(field.validate?.("x", {})).toBe("太短");
    expect(field.validate?.("挂".repeat(101), {})).toBe("挂起原因不能超过100个字符");
    expect(field.validate?.("客户出差", {})).toBeNull();
  });

  it("leaves a field that fills no request as declared", () => {
    const field: FormFieldDecl = { name: "note", label: "备注", input: "text", maxLength: 20 };
    expect(withRequestLimits(field)).toBe(field);
  });

  it("refuses a field the request does not have, and an endpoint without a request", () => {
    expect(() => resolved(hangUp, "nothing" as "orderNo", { label: "无", input: "text" })).toThrow(
      /no field nothing/,
    );
    expect(() => resolved(api.account.logout, "x" as never, { label: "无", input: "text" })).toThrow(
      /no field x/,
    );
  });
});

describe("useRequestLimits", () => {
  it("needs nothing for a form whose fields fill no request, and waits for the schemas otherwise", async () => {
    const plain: FormFieldDecl[] = [{ name: "note", label: "备注", input: "text" }];
    expect(renderHook(() => useRequestLimits(plain)).result.current).toBe("none");
    const filling = [requestField(hangUp, "hangUpReason", { label: "挂起原因", input: "textarea" })];
    const { result } = renderHook(() => useRequestLimits(filling));
    await waitFor(() => expect(result.current).toMatchObject({ withRequestLimits }));
    // Once here, the next form has them at its first render.
    expect(renderHook(() => useRequestLimits(filling)).result.current).toMatchObject({ withRequestLimits });
  });
});

describe("withRequestLimits, input by input", () => {
  const setAreas = api.worker.roster.setNonFreeArea;
  const toAreas = (keys: unknown) =>
    (Array.isArray(keys) ? keys : []).map((key: string) => {
      const [provinceId, cityId] = key.split("-").map(Number);
      return { provinceId, cityId };
    });

  it("gives each input only the limits it shows", () => {
    // A text's length on a text or a textarea, never on another input filling the same field.
    expect(resolved(hangUp, "hangUpReason", { label: "原因", input: "text" })).toMatchObject({
      maxLength: 100,
    });
    expect(
      resolved(hangUp, "hangUpReason", { label: "原因", input: "select", options: [] }),
    ).not.toHaveProperty("maxLength");
    // A number's bounds and decimals on a number input only.
    const amountAsText = resolved(abnormalFee, "amount", { label: "金额", input: "text" });
    for (const bound of ["min", "max", "toFixed"]) expect(amountAsText).not.toHaveProperty(bound);
    // An upload's count on an upload only; a list without a bound of its own takes the upload's 9.
    expect(resolved(abnormalFee, "images", { label: "照片", input: "text" })).not.toHaveProperty("limit");
    expect(resolved(setAreas, "areas", { label: "区域", input: "upload" })).toMatchObject({ limit: 50 });
    const classes = resolved(api.worker.roster.setFreeClass, "categoryIds", {
      label: "品类",
      input: "upload",
    });
    expect(classes).toMatchObject({ limit: 9 });
    // A field without a bound states none: no key set to undefined.
    expect(Object.keys(resolved(hangUp, "expectResumeTime", { label: "日期", input: "date" }))).not.toContain(
      "maxLength",
    );
  });

  it("leaves an empty value to the required rule, and checks a filled one", () => {
    const reason = resolved(hangUp, "hangUpReason", { label: "挂起原因", input: "textarea" });
    for (const empty of [undefined, null, "", "   "]) expect(reason.validate?.(empty, {})).toBeNull();
    expect(reason.validate?.(12, {})).toBe("挂起原因格式不正确");
    const areas = resolved(setAreas, "areas", {
      label: "区域",
      input: "select",
      options: [],
      multiple: true,
    });
    expect(areas.validate?.([], {})).toBeNull();
    expect(areas.validate?.(["11-1101"], {})).toBe("服务区域不能为空");
  });

  it("checks what the request carries where the payload converts the value, and nothing where it converts unseen", () => {
    const areas = resolved(setAreas, "areas", {
      label: "区域",
      input: "select",
      options: [],
      toRequest: toAreas,
    });
    expect(areas.validate?.(["11-1101"], {})).toBeNull();
    expect(areas.validate?.(["x"], {})).not.toBeNull();
    const converted = resolved(hangUp, "hangUpReason", { label: "原因", input: "date", toRequest: () => 12 });
    expect(converted.validate?.("2026-12-01", {})).toBe("挂起原因格式不正确");
    // A date leaves the form as text its payload makes: the schema's check is the gateway's, not the picker's.
    const day = resolved(hangUp, "expectResumeTime", { label: "日期", input: "date" });
    expect(day.validate?.("not a day", {})).toBeNull();
  });
});

describe("which inputs' values are checked as they are", () => {
  const asSent = ["text", "textarea", "number", "radio", "select", "checkbox", "switch"] as const;
  it.each(asSent)("%s: its value is what the request carries", (input) => {
    const field = resolved(hangUp, "hangUpReason", { label: "原因", input, options: [] } as never);
    expect(field.validate?.(12, {})).toBe("挂起原因格式不正确");
  });
  it.each(["date", "upload", "worker"] as const)("%s: its payload converts it, so it is left", (input) => {
    const field = resolved(hangUp, "hangUpReason", { label: "原因", input } as never);
    expect(field.validate?.(12, {})).toBeNull();
  });
});
