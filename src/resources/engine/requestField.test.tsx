import { render, screen } from "@testing-library/react";
import { Form, type FormInstance } from "antd";
import { api } from "../../api";
import { problemOf } from "../../api/schema";
import { fieldSchema, limitsOf } from "../../api/schemaLimits";
import { FormFields } from "./FormFields";
import { requestField } from "./requestField";
import type { FormFieldDecl } from "./types";

/** A field's limits are its request schema's (issue 42 §1): the form and the gateway cannot drift. */

const hangUp = api.order.operations.hangUp;
const abnormalFee = api.order.operations.abnormalFee;

function renderForm(fields: FormFieldDecl[]): FormInstance {
  let instance: FormInstance | undefined;
  function Host() {
    const [form] = Form.useForm();
    instance = form;
    return (
      <Form form={form}>
        <FormFields fields={fields} />
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

describe("requestField", () => {
  it("takes required and the text's length from the schema", () => {
    const field = requestField(hangUp, "hangUpReason", { label: "挂起原因", input: "textarea" });
    const limits = limitsOf(fieldSchema(hangUp.request!, "hangUpReason")!);
    expect(limits).toMatchObject({ required: true, maxLength: 100 });
    expect(field).toMatchObject({ name: "hangUpReason", input: "textarea", required: true, maxLength: 100 });
    const optional = requestField(hangUp, "expectResumeTime", { label: "预计恢复日期", input: "date" });
    expect(optional.required).toBe(false);
  });

  it("takes a number's bounds and decimals, and an upload's count, from the schema", () => {
    expect(requestField(abnormalFee, "amount", { label: "金额", input: "number" })).toMatchObject({
      required: true,
      min: 0.01,
      max: 9999.99,
      toFixed: 2,
    });
    expect(requestField(abnormalFee, "images", { label: "凭证照片", input: "upload" })).toMatchObject({
      required: false,
      limit: 5,
    });
    const photo = requestField(api.worker.roster.updateWorker, "idCardFront", {
      label: "人像面",
      input: "upload",
    });
    expect(photo).toMatchObject({ required: true, limit: 1 });
  });

  it("renders the schema's length on the input and checks a filled value with the gateway's message", async () => {
    const reason = requestField(hangUp, "hangUpReason", { label: "挂起原因", input: "textarea" });
    const amount = requestField(abnormalFee, "amount", { label: "异常费用金额", input: "number" });
    const form = renderForm([reason, amount]);
    expect(screen.getByRole("textbox", { name: "挂起原因" })).toHaveAttribute("maxlength", "100");
    expect(await errorsOf(form)).toEqual({
      hangUpReason: ["请输入挂起原因"],
      amount: ["请输入异常费用金额"],
    });
    // A value set past the widget (a prefill): the schema's own check and message.
    form.setFieldsValue({ hangUpReason: "挂".repeat(101), amount: 12.345 });
    expect(await errorsOf(form)).toEqual({
      hangUpReason: [problemOf(fieldSchema(hangUp.request!, "hangUpReason")!, "挂".repeat(101))],
      amount: ["异常费用最多两位小数"],
    });
    form.setFieldsValue({ hangUpReason: " 客户出差 ", amount: 12.34 });
    expect(await errorsOf(form)).toEqual({});
  });

  it("runs the declaration's own rule after the schema's", () => {
    const field = requestField(hangUp, "hangUpReason", {
      label: "挂起原因",
      input: "textarea",
      validate: (value) => (value === "x" ? "太短" : null),
    });
    expect(field.validate?.("x", {})).toBe("太短");
    expect(field.validate?.("挂".repeat(101), {})).toBe("挂起原因不能超过100个字符");
    expect(field.validate?.("客户出差", {})).toBeNull();
  });

  it("refuses a field the request does not have, and an endpoint without a schema", () => {
    expect(() => requestField(hangUp, "nothing" as "orderNo", { label: "无", input: "text" })).toThrow(
      /no field nothing/,
    );
    expect(() =>
      requestField(api.order.operations.offer, "remark", { label: "备注", input: "textarea" }),
    ).toThrow(/no field remark/);
  });
});
