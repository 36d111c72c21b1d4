/**
 * The fields of an action's dialog form: each declared input on the console's widgets, with required and custom
 * rules whose messages are Chinese. What the user typed stays in the form when the call fails.
 */
import { DatePicker, Form, Input, Radio, Select, Skeleton, Switch, type FormRule } from "antd";
import dayjs, { type Dayjs } from "dayjs";
import { useMemo } from "react";
import { AddressPicker, isAddressComplete, type AddressValue } from "../../widgets/address";
import { NumberInput } from "../../widgets/number-input";
import { Upload } from "../../widgets/upload";
import { WorkerSelect, workerOrderOf } from "../../widgets/worker-select";
import { useActionRecord } from "./actionRecord";
import { CheckboxGroup } from "./CheckboxGroup";
import { useRequestLimits } from "./loadRequestLimits";
import { isRemoteOptions, useOptions } from "./options";
import { PickRows } from "./PickRows";
import type { FormFieldDecl, OptionsSource, ValueType } from "./types";
import { renderValue } from "./values";

/** "请输入…" for typed inputs, "请选择…" / "请上传…" for the others. */
export function requiredMessage(field: FormFieldDecl): string {
  if (field.input === "text" || field.input === "textarea" || field.input === "number")
    return `请输入${field.label}`;
  if (field.input === "upload") return `请上传${field.label}`;
  return `请选择${field.label}`;
}

function rulesOf(field: FormFieldDecl): FormRule[] {
  const rules: FormRule[] = [];
  if (field.required) {
    // The rule's type must fit the widget's value (a dayjs date is an object, files an array); a key set to
    // undefined is not the same as no key to the validator, so only the needed keys are given.
    const typed: FormRule =
      field.input === "text" || field.input === "textarea"
        ? { whitespace: true }
        : field.input === "upload" || field.input === "checkbox" || field.input === "pickRows"
          ? { type: "array" }
          : field.input === "select" && field.multiple
            ? { type: "array" }
            : field.input === "date" || field.input === "address"
              ? { type: "object" }
              : {};
    rules.push({ required: true, message: field.message ?? requiredMessage(field), ...typed } as FormRule);
  }
  if (field.input === "address") {
    const level = field.level;
    // The picker hands on every choice; the address is complete only down to its level.
    rules.push({
      validator: (_rule, value: AddressValue | undefined) =>
        !value?.province || isAddressComplete(value, level)
          ? Promise.resolve()
          : Promise.reject(new Error(`请选择完整的${field.label}`)),
    });
  }
  if (field.validate) {
    const check = field.validate;
    rules.push(({ getFieldsValue }) => ({
      validator: (_rule, value) => {
        const problem = check(value, getFieldsValue(true) as Record<string, unknown>);
        return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
      },
    }));
  }
  return rules;
}

/** Form.Item hands its child `value` and `onChange`; they are passed on to the widget. */
interface Bound {
  value?: never;
  onChange?: never;
}

function OptionsSelect({
  source,
  placeholder,
  multiple,
  ...bound
}: { source: OptionsSource; placeholder: string; multiple?: boolean } & Bound) {
  const options = useOptions(source);
  return (
    <Select
      {...bound}
      mode={multiple ? "multiple" : undefined}
      optionFilterProp="label"
      placeholder={placeholder}
      options={options.map((o) => ({ value: o.value, label: o.label }))}
    />
  );
}

/** Checkboxes of options read from calls (a table's need no query). */
function RemoteCheckboxes({ source, label, ...bound }: { source: OptionsSource; label: string } & Bound) {
  const options = useOptions(source);
  return (
    <CheckboxGroup
      {...bound}
      label={label}
      options={options.map((o) => ({ value: o.value, label: o.label }))}
    />
  );
}

/** The worker selector of an action's dialog: for a 天猫 order (the dialog's record) served workers come first. */
function ActionWorkerSelect({ placeholder, ...bound }: { placeholder: string } & Bound) {
  const order = workerOrderOf(useActionRecord());
  return <WorkerSelect {...bound} placeholder={placeholder} width={360} order={order} />;
}

function FieldInput({ field, ...bound }: { field: FormFieldDecl } & Bound) {
  const placeholder = field.placeholder ?? requiredMessage(field);
  switch (field.input) {
    case "text":
      return <Input {...bound} placeholder={placeholder} maxLength={field.maxLength ?? 50} />;
    case "textarea":
      return (
        <Input.TextArea
          {...bound}
          placeholder={placeholder}
          maxLength={field.maxLength ?? 200}
          showCount
          rows={3}
        />
      );
    case "select":
      return (
        <OptionsSelect
          {...bound}
          source={field.options}
          placeholder={placeholder}
          multiple={field.multiple}
        />
      );
    case "switch":
      return <Switch {...bound} checkedChildren="开" unCheckedChildren="关" />;
    case "slot":
      return (
        <Select
          {...bound}
          placeholder={placeholder}
          options={field.options.map((o) => ({ value: o.value, label: o.label }))}
        />
      );
    case "radio":
      return (
        <Radio.Group {...bound} options={field.options.map((o) => ({ value: o.value, label: o.label }))} />
      );
    case "number":
      return (
        <NumberInput
          {...bound}
          placeholder={placeholder}
          min={field.min}
          max={field.max}
          toFixed={field.toFixed}
          suffix={field.suffix}
        />
      );
    case "checkbox":
      return isRemoteOptions(field.options) ? (
        <RemoteCheckboxes {...bound} source={field.options} label={field.label} />
      ) : (
        <CheckboxGroup
          {...bound}
          label={field.label}
          options={field.options.map((o) => ({ value: o.value, label: o.label }))}
        />
      );
    case "address":
      return <AddressPicker {...bound} level={field.level} />;
    case "upload":
      return (
        <Upload
          {...bound}
          kind={field.kind}
          limit={field.limit}
          appName={field.appName}
          maxSizeMb={field.maxSizeMb}
          width={field.width}
          height={field.height}
        />
      );
    case "worker":
      return <ActionWorkerSelect {...bound} placeholder={placeholder} />;
    case "date":
      return (
        <DatePicker
          {...bound}
          placeholder={placeholder}
          format="YYYY-MM-DD"
          disabledDate={
            field.futureOnly === "afterToday"
              ? (day: Dayjs) => !day.isAfter(dayjs(), "day")
              : field.futureOnly
                ? (day: Dayjs) => day.isBefore(dayjs(), "day")
                : undefined
          }
          style={{ width: "100%" }}
        />
      );
    case "pickRows":
      return <PickRows {...bound} source={field.rows} />;
    case "display":
      return <DisplayValue {...bound} type={field.value} />;
    case "custom": {
      const Widget = field.component;
      return <Widget {...bound} />;
    }
  }
}

/** A read-only field: its value shown as its value type. */
function DisplayValue({ value, type }: { value?: unknown; type: ValueType | undefined }) {
  return <span className="ant-form-text">{renderValue(type, value, {})}</span>;
}

/** Dates leave the form as "YYYY-MM-DD" strings; everything else as it is. */
export function formValuesOut(fields: readonly FormFieldDecl[], values: Record<string, unknown>) {
  const out: Record<string, unknown> = { ...values };
  for (const field of fields) {
    const value = out[field.name];
    if (field.input === "date" && dayjs.isDayjs(value)) out[field.name] = value.format("YYYY-MM-DD");
    if (typeof value === "string") out[field.name] = value.trim();
  }
  return out;
}

/**
 * The form's fields, each with the limits of the request field it fills: a form with such a field waits for the
 * contract's schemas (loaded by the first such form, once per session).
 */
export function FormFields({ fields: declared }: { fields: readonly FormFieldDecl[] }) {
  const values = (Form.useWatch([]) ?? {}) as Record<string, unknown>;
  const limits = useRequestLimits(declared);
  const fields = useMemo(
    () => (limits && limits !== "none" ? declared.map(limits.withRequestLimits) : declared),
    [declared, limits],
  );
  if (!limits) return <Skeleton active />;
  return (
    <>
      {fields
        .filter((field) => !field.when || field.when(values))
        .map((field) => (
          <Form.Item
            key={field.name}
            name={field.name}
            label={field.label}
            rules={rulesOf(field)}
            valuePropName={field.input === "switch" ? "checked" : "value"}
            extra={field.extra}
          >
            <FieldInput field={field} />
          </Form.Item>
        ))}
    </>
  );
}
