import { fireEvent, render, screen } from "@testing-library/react";
import { Form, type FormInstance } from "antd";
import dayjs from "dayjs";
import { FormFields, formValuesOut, requiredMessage } from "./FormFields";
import type { FieldWidgetProps, FormFieldDecl } from "./types";

const FIELDS: FormFieldDecl[] = [
  { name: "date", label: "预约日期", input: "date", required: true },
  {
    name: "slot",
    label: "预约时段",
    input: "slot",
    options: [{ value: "09-11", label: "09-11" }],
    required: true,
  },
  { name: "amount", label: "金额", input: "number", required: true },
  { name: "passed", label: "结果", input: "radio", options: [{ value: 0, label: "不合格" }], required: true },
  { name: "reason", label: "原因", input: "textarea", required: true },
  { name: "images", label: "照片", input: "upload", required: true },
  {
    name: "types",
    label: "服务类型",
    input: "checkbox",
    options: [{ value: 1, label: "安装" }],
    required: true,
  },
  { name: "area", label: "服务区域", input: "address", required: true },
  {
    name: "code",
    label: "核销码",
    input: "text",
    validate: (value) => (value && !/^\d{4}$/.test(String(value)) ? "核销码为4位数字" : null),
  },
];

function renderForm(): FormInstance {
  let instance: FormInstance | undefined;
  function Host() {
    const [form] = Form.useForm();
    instance = form;
    return (
      <Form form={form}>
        <FormFields fields={FIELDS} />
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

describe("dialog form fields", () => {
  it("asks for every required field in Chinese when nothing is given", async () => {
    const form = renderForm();
    expect(await errorsOf(form)).toEqual({
      date: ["请选择预约日期"],
      slot: ["请选择预约时段"],
      amount: ["请输入金额"],
      passed: ["请选择结果"],
      reason: ["请输入原因"],
      images: ["请上传照片"],
      types: ["请选择服务类型"],
      area: ["请选择服务区域"],
    });
  });

  it("accepts each widget's own kind of value (a date object, a code, a number, 0, text, files)", async () => {
    const form = renderForm();
    form.setFieldsValue({
      date: dayjs("2026-12-28"),
      slot: "09-11",
      amount: 12.5,
      passed: 0,
      reason: " 客户改期 ",
      images: [{ filePath: "r/a.png", url: "/a.png", fileType: "image" }],
      types: [1],
      area: { province: 1, city: 36, area: 400, shipAddress: "" },
    });
    expect(await errorsOf(form)).toEqual({});
  });

  it("refuses an address picked only down to the city", async () => {
    const form = renderForm();
    form.setFieldsValue({ area: { province: 1, city: 36, shipAddress: "" } });
    expect((await errorsOf(form)).area).toEqual(["请选择完整的服务区域"]);
  });

  it("refuses blank text and runs a field's own rule", async () => {
    const form = renderForm();
    form.setFieldsValue({ reason: "   ", code: "12a" });
    const errors = await errorsOf(form);
    expect(errors.reason).toEqual(["请输入原因"]);
    expect(errors.code).toEqual(["核销码为4位数字"]);
  });

  it("sends dates as YYYY-MM-DD and text trimmed", () => {
    expect(
      formValuesOut(FIELDS, { date: dayjs("2026-12-28T10:00:00"), reason: " 改期 ", amount: 3 }),
    ).toEqual({
      date: "2026-12-28",
      reason: "改期",
      amount: 3,
    });
    expect(requiredMessage(FIELDS[5])).toBe("请上传照片");
  });

  it("shows a read-only value, a widget of its own, a declared message and help text", async () => {
    function Code({ value, onChange }: FieldWidgetProps) {
      return (
        <input aria-label="验证码" value={String(value ?? "")} onChange={(e) => onChange?.(e.target.value)} />
      );
    }
    const fields: FormFieldDecl[] = [
      { name: "mobile", label: "当前手机号", input: "display", value: "maskedPhone" },
      {
        name: "code",
        label: "验证码",
        input: "custom",
        component: Code,
        required: true,
        message: "请输入6位验证码",
      },
      { name: "note", label: "说明", input: "text", extra: "不填则不改" },
    ];
    let instance: FormInstance | undefined;
    function Host() {
      const [form] = Form.useForm();
      instance = form;
      return (
        <Form form={form} initialValues={{ mobile: "13812345678" }}>
          <FormFields fields={fields} />
        </Form>
      );
    }
    render(<Host />);
    expect(screen.getByText("138****5678")).toBeInTheDocument();
    expect(screen.getByText("不填则不改")).toBeInTheDocument();
    expect((await errorsOf(instance!)).code).toEqual(["请输入6位验证码"]);
    fireEvent.change(screen.getByLabelText("验证码"), { target: { value: "123456" } });
    expect(instance!.getFieldValue("code")).toBe("123456");
  });
});
