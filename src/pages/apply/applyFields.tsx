/**
 * The application's fields as engine field declarations (FormFieldDecl), one list per step of the wizard, rendered
 * by the engine's FormFields inside the wizard's form. The pickers of their own (region, service types, categories,
 * covered areas) are custom fields: their values (an AreaRef with names, the picked categories) are not the shapes
 * of the engine's inputs, and the draft, the review and the submit read them as they are.
 */
import { Form } from "antd";
import type { AreaRef } from "../../api/types";
import type { ApplyCategory } from "../../api/worker/profile";
import { APPLY_MESSAGES as M, CREDIT_CODE_PATTERN } from "../../domain/onboarding";
import { idCardError } from "../../domain/personal";
import { MOBILE_PATTERN } from "../../domain/validators";
import type { FieldWidgetProps, FormFieldDecl } from "../../resources/engine";
import { textOf } from "../../resources/personal/forms";
import { AreaField, CategoriesField, CoverAreasField, ServiceTypesField } from "./fields";

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}

function isAreaRef(value: unknown): value is AreaRef {
  return isObject(value) && typeof value.provinceId === "number" && typeof value.cityId === "number";
}

function isCategory(value: unknown): value is ApplyCategory {
  return isObject(value) && typeof value.scopeType === "number" && typeof value.label === "string";
}

const areasOf = (value: unknown): AreaRef[] => (Array.isArray(value) ? value.filter(isAreaRef) : []);
const categoriesOf = (value: unknown): ApplyCategory[] =>
  Array.isArray(value) ? value.filter(isCategory) : [];
const numbersOf = (value: unknown): number[] =>
  Array.isArray(value) ? value.filter((v): v is number => typeof v === "number") : [];

function AreaInput({ value, onChange }: FieldWidgetProps) {
  return <AreaField value={isAreaRef(value) ? value : undefined} onChange={onChange} />;
}

function ServiceTypesInput({ value, onChange }: FieldWidgetProps) {
  return (
    <ServiceTypesField value={Array.isArray(value) ? numbersOf(value) : undefined} onChange={onChange} />
  );
}

/** The categories of the service types ticked in the same form (服务类型). */
function CategoriesInput({ value, onChange }: FieldWidgetProps) {
  const serverTypes: unknown = Form.useWatch("serverTypes");
  return (
    <CategoriesField
      value={Array.isArray(value) ? categoriesOf(value) : undefined}
      onChange={onChange}
      serviceIds={numbersOf(serverTypes)}
    />
  );
}

function CoverAreasInput({ value, onChange }: FieldWidgetProps) {
  return <CoverAreasField value={Array.isArray(value) ? areasOf(value) : undefined} onChange={onChange} />;
}

/** A rule that only speaks when there is text (the required rule speaks for an empty field). */
const whenFilled =
  (check: (text: string) => string | null) =>
  (value: unknown): string | null => {
    const text = textOf(value);
    return text === "" ? null : check(text);
  };

/** A list (photos, types, categories, areas) with at least one entry; the message is shown otherwise. */
const notEmpty = (message: string) => (value: unknown) =>
  Array.isArray(value) && value.length > 0 ? null : message;

/** A required text input; `placeholder: ""` keeps the input without the engine's 请输入… placeholder. */
const text = (
  name: string,
  label: string,
  maxLength: number,
  message: string,
  more: { placeholder?: string; validate?: (value: unknown) => string | null } = {},
): FormFieldDecl => ({
  name,
  label,
  input: "text",
  maxLength,
  required: true,
  message,
  placeholder: "",
  ...more,
});

/** One photo to the provider-apply upload app; required with the step's message. */
const photo = (name: string, label: string, message: string): FormFieldDecl => ({
  name,
  label,
  input: "upload",
  appName: "provider-apply",
  limit: 1,
  validate: notEmpty(message),
});

/** The fields of each step of APPLY_STEPS, in the same order (the review step has none). */
export const APPLY_FIELDS: readonly (readonly FormFieldDecl[])[] = [
  [
    text("companyName", "公司名称", 50, M.companyName, {
      placeholder: "与营业执照一致",
      validate: whenFilled((t) => (t.length > 50 ? "公司名称最多50个字符" : null)),
    }),
    text("creditCode", "统一社会信用代码", 18, M.creditCode, {
      placeholder: "18位统一社会信用代码",
      validate: whenFilled((t) => (CREDIT_CODE_PATTERN.test(t) ? null : M.creditCodeFormat)),
    }),
    text("legalPerson", "法人姓名", 20, M.legalPerson),
    text("legalPersonIdCard", "法人身份证号", 18, M.legalPersonIdCard, { validate: whenFilled(idCardError) }),
    text("contactName", "联系人", 20, M.contactName),
    text("contactMobile", "联系人手机号", 11, M.contactMobile, {
      validate: whenFilled((t) => (MOBILE_PATTERN.test(t) ? null : M.mobileFormat)),
    }),
    {
      name: "area",
      label: "公司所在地区",
      input: "custom",
      component: AreaInput,
      required: true,
      message: M.area,
    },
    text("detailAddress", "详细地址", 100, M.detailAddress),
  ],
  [
    photo("businessLicense", "营业执照", M.businessLicense),
    photo("idCardFront", "法人身份证人像面", M.idCardFront),
    photo("idCardBack", "法人身份证国徽面", M.idCardBack),
  ],
  [
    {
      name: "serverTypes",
      label: "服务类型",
      input: "custom",
      component: ServiceTypesInput,
      validate: notEmpty(M.serverTypes),
    },
    {
      name: "categories",
      label: "服务类目",
      input: "custom",
      component: CategoriesInput,
      validate: notEmpty(M.categories),
    },
  ],
  [
    {
      name: "coverAreas",
      label: "服务区域",
      input: "custom",
      component: CoverAreasInput,
      validate: notEmpty(M.coverAreas),
    },
  ],
  [],
];

/** Typed text made canonical as it is typed: codes upper case without spaces, the mobile without spaces. */
export const NORMALIZE: readonly [
  name: "creditCode" | "legalPersonIdCard" | "contactMobile",
  to: (v: string) => string,
][] = [
  ["creditCode", (v) => v.toUpperCase().replace(/\s/g, "")],
  ["legalPersonIdCard", (v) => v.toUpperCase().replace(/\s/g, "")],
  ["contactMobile", (v) => v.replace(/\s/g, "")],
];
