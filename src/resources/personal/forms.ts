/**
 * The personal centre's forms as the engine's form screens (FormView renders them inside the tabs): 修改基本信息
 * (企业资料), 实名认证 and the two steps of 修改手机号. Every field, rule and Chinese text is the spec's; the btn codes
 * that gate them are checked by the sections showing them (personal:editProfile, personal:identify,
 * personal:modifyMobile).
 */
import { api } from "../../api";
import type { BaseProfileBody, IdentifyBody, ProviderProfile } from "../../api/worker/profile";
import { idCardError } from "../../domain/personal";
import { MOBILE_PATTERN, SMS_CODE_PATTERN } from "../../domain/validators";
import { getUser } from "../../providers/session";
import { firstUploadPath, type FormFieldDecl, type FormScreen, type FormValues } from "../engine";
import { CurrentMobileCode, NewMobileCode } from "./mobileCode";

export const PROFILE_TEXT = {
  edit: "修改基本信息",
  saved: "基本信息已保存",
  contactRequired: "请输入联系人",
  contactLength: "联系人须为2-20个字符",
  addressRequired: "请输入详细地址",
} as const;

export const IDENTITY_TEXT = {
  done: "实名认证成功",
  realNameRequired: "请输入真实姓名",
  realNameRule: "姓名须为2-20个汉字",
  frontRequired: "请上传身份证人像面",
  backRequired: "请上传身份证国徽面",
} as const;

export const MOBILE_TEXT = {
  verified: "原手机号验证成功",
  changed: "手机号修改成功",
  newRequired: "请输入新手机号",
  newFormat: "手机格式不正确",
} as const;

/** Chinese names, with the middle dot of minority names. */
export const REAL_NAME_PATTERN = /^[\u4e00-\u9fa5·]{2,20}$/;

/** A text field's value (the form holds strings; anything else reads as empty). */
export function textOf(value: unknown): string {
  return typeof value === "string" ? value : "";
}

/** A rule that only speaks when there is a value (the required rule speaks for an empty one). */
const whenFilled =
  (check: (text: string) => string | null) =>
  (value: unknown): string | null => {
    const text = textOf(value);
    return text === "" ? null : check(text);
  };

const ID_PHOTO = {
  input: "upload",
  appName: "provider-console",
  kind: "image",
  limit: 1,
  maxSizeMb: 10,
  required: true,
} as const;

/** 修改基本信息: started from the profile as the server has it now (getProviderProfileByToken). */
export const profileForm: FormScreen<ProviderProfile, BaseProfileBody, void> = {
  name: "personal-profile",
  load: { endpoint: api.worker.profile.getProviderProfileByToken, payload: () => undefined },
  fields: [
    {
      name: "avatar",
      label: "头像",
      input: "upload",
      appName: "provider-console",
      kind: "image",
      limit: 1,
      maxSizeMb: 10,
      width: 100,
      height: 100,
      extra: "不上传则保留当前头像",
    },
    {
      name: "contactName",
      label: "联系人",
      input: "text",
      maxLength: 20,
      placeholder: "请输入联系人",
      required: true,
      message: PROFILE_TEXT.contactRequired,
      validate: whenFilled((text) =>
        text.length < 2 || text.length > 20 ? PROFILE_TEXT.contactLength : null,
      ),
    },
    {
      name: "detailAddress",
      label: "详细地址",
      input: "textarea",
      maxLength: 100,
      placeholder: "请输入详细地址",
      required: true,
      message: PROFILE_TEXT.addressRequired,
    },
  ],
  initial: (profile) => ({ contactName: profile?.contactName, detailAddress: profile?.detailAddress }),
  save: {
    endpoint: api.worker.profile.changeBaseProfile,
    payload: (values) => ({
      providerAvatar: firstUploadPath(values.avatar),
      contactName: textOf(values.contactName),
      detailAddress: textOf(values.detailAddress),
    }),
    success: PROFILE_TEXT.saved,
  },
  maxWidth: 560,
};

const identityFields: readonly FormFieldDecl[] = [
  {
    name: "realName",
    label: "真实姓名",
    input: "text",
    maxLength: 20,
    placeholder: "请输入法定代表人真实姓名",
    required: true,
    message: IDENTITY_TEXT.realNameRequired,
    validate: whenFilled((text) => (REAL_NAME_PATTERN.test(text) ? null : IDENTITY_TEXT.realNameRule)),
  },
  {
    name: "idCardNo",
    label: "身份证号",
    input: "text",
    maxLength: 18,
    placeholder: "请输入18位身份证号",
    required: true,
    message: idCardError("") ?? undefined,
    validate: whenFilled((text) => idCardError(text)),
  },
  { ...ID_PHOTO, name: "idCardFront", label: "身份证人像面", message: IDENTITY_TEXT.frontRequired },
  { ...ID_PHOTO, name: "idCardBack", label: "身份证国徽面", message: IDENTITY_TEXT.backRequired },
];

/** 实名认证 (identifyUserProfile): the legal person's real name, ID number (checksum rule) and both ID photos. */
export const identityForm: FormScreen<unknown, IdentifyBody> = {
  name: "personal-identity",
  fields: identityFields,
  save: {
    endpoint: api.worker.profile.identifyUserProfile,
    payload: (values: FormValues) => ({
      realName: textOf(values.realName),
      idCardNo: textOf(values.idCardNo).toUpperCase(),
      idCardFront: firstUploadPath(values.idCardFront) ?? "",
      idCardBack: firstUploadPath(values.idCardBack) ?? "",
    }),
    success: IDENTITY_TEXT.done,
  },
  submitLabel: "提交认证",
  maxWidth: 520,
};

const codeRules = {
  required: true,
  message: "请输入验证码",
  validate: whenFilled((text) => (SMS_CODE_PATTERN.test(text) ? null : "验证码为6位数字")),
} as const;

/** 修改手机号 step 1: the current mobile's SMS code (modifiedMobile answers the ticket of step 2). */
export const mobileVerifyForm: FormScreen<unknown, { verifyCode: string }> = {
  name: "personal-mobile-verify",
  fields: [
    { name: "currentMobile", label: "当前手机号", input: "display", value: "maskedPhone" },
    { name: "verifyCode", label: "验证码", input: "custom", component: CurrentMobileCode, ...codeRules },
  ],
  // The session holds the logged-in account's mobile (the route guard read the user info before the page).
  initial: () => ({ currentMobile: getUser()?.providerMobile ?? "" }),
  save: {
    endpoint: api.worker.profile.modifiedMobile,
    payload: (values) => ({ verifyCode: textOf(values.verifyCode) }),
    success: MOBILE_TEXT.verified,
  },
  submitLabel: "下一步",
  maxWidth: 520,
};

/** 修改手机号 step 2: the new mobile and its code, with the ticket of step 1 (confirm/modifiedMobile). */
export function mobileConfirmForm(
  ticket: string,
): FormScreen<unknown, { modifyToken: string; newMobile: string; verifyCode: string }> {
  return {
    name: "personal-mobile-confirm",
    fields: [
      {
        name: "newMobile",
        label: "新手机号",
        input: "text",
        maxLength: 11,
        placeholder: "请输入新手机号",
        required: true,
        message: MOBILE_TEXT.newRequired,
        validate: whenFilled((text) => (MOBILE_PATTERN.test(text) ? null : MOBILE_TEXT.newFormat)),
      },
      { name: "verifyCode", label: "验证码", input: "custom", component: NewMobileCode, ...codeRules },
    ],
    save: {
      endpoint: api.worker.profile.confirmModifiedMobile,
      payload: (values) => ({
        modifyToken: ticket,
        newMobile: textOf(values.newMobile),
        verifyCode: textOf(values.verifyCode),
      }),
      success: MOBILE_TEXT.changed,
    },
    submitLabel: "确认修改",
    maxWidth: 520,
  };
}

/** The ticket modifiedMobile answers (none when the answer is not one). */
export function modifyTokenOf(answer: unknown): string | null {
  if (typeof answer !== "object" || answer === null || !("modifyToken" in answer)) return null;
  return typeof answer.modifyToken === "string" ? answer.modifyToken : null;
}
