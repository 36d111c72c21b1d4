/**
 * The provider application's schemas (api.worker.profile submitProviderApply, reSubmitProviderApply and
 * getProviderApplyInfo; registered in ../entries/worker/profile.ts, src/api/worker/profile.ts takes its types from
 * them), with the gateway's words (src/domain/onboarding.ts
 * APPLY_MESSAGES, which the contract may not import).
 *
 * Every field's presence and length, and the lists, are checked here; the formats (统一社会信用代码, the ID card
 * number with its check digit, the mobile) after them, by the handler (mocks/onboarding/applicationStore.ts
 * `applyForm`). The formats are left to it: checked here, field by field, a request with a bad format and a later
 * missing field would be refused for the other one.
 */
import * as v from "valibot";
import { request, text } from "../../schema";
import { areaRef } from "./records";

const M = {
  companyName: "请输入公司名称",
  creditCode: "请输入统一社会信用代码",
  legalPerson: "请输入法人姓名",
  legalPersonIdCard: "请输入法人身份证号",
  contactName: "请输入联系人",
  contactMobile: "请输入联系人手机号",
  area: "请选择公司所在地区",
  detailAddress: "请输入详细地址",
  businessLicense: "请上传营业执照",
  idCardFront: "请上传法人身份证人像面",
  idCardBack: "请上传法人身份证国徽面",
  serverTypes: "请选择服务类型",
  categories: "请至少选择一个服务类目",
  coverAreas: "请至少添加一个服务区域",
} as const;

/**
 * A required text: anything but filled text is the field's 「请输入X」 (a number too), and too long is
 * 「X不能超过N个字符」.
 */
function required(message: string, max: number) {
  const label = message.replace(/^请(输入|上传|选择)/, "");
  return v.pipe(
    v.string(message),
    v.trim(),
    v.nonEmpty(message),
    v.maxLength(max, `${label}不能超过${max}个字符`),
  );
}

/** A region id, a number or text: Number() of it a whole number above 0. */
function regionId(message: string) {
  return v.pipe(
    v.union([v.number(), v.string()], message),
    v.check((value) => Number.isInteger(Number(value)) && Number(value) > 0, message),
  );
}

/**
 * A place of the form: 省份 and 城市 required, any problem is the field's one message. Only the fields the handler
 * keeps are named (the others are dropped, as mocks/onboarding/applicationStore.ts `areaRef` drops them).
 */
function place(message: string) {
  return v.object(
    {
      provinceId: regionId(message),
      provinceName: v.nullish(v.string(message)),
      cityId: regionId(message),
      cityName: v.nullish(v.string(message)),
      areaId: v.nullish(v.union([v.number(), v.string()], message)),
      areaName: v.nullish(v.string(message)),
    },
    message,
  );
}

const SCOPE = "业务类型只能是众包或总包";

/** One category picked: its 众包/总包 and its category id; a missing scope is the scope's message. */
const category = v.object(
  {
    /** 1 众包, 2 总包. */
    scopeType: v.pipe(
      v.number(SCOPE),
      v.check((code) => code === 1 || code === 2, SCOPE),
    ),
    categoryId: v.union([v.pipe(v.string(), v.nonEmpty(M.categories)), v.number()], M.categories),
    subCategoryId: v.nullish(v.union([v.string(), v.number()], M.categories)),
    /** Names as picked, for showing the application back. */
    label: v.nullish(v.string(M.categories)),
  },
  (issue) => (issue.path?.at(-1)?.key === "scopeType" ? SCOPE : M.categories),
);

/** The provider application (E.8 item 3: fields chosen by the project). */
export const providerApplyRequest = request({
  /** Unified social credit code. */
  creditCode: required(M.creditCode, 18),
  legalPersonIdCard: required(M.legalPersonIdCard, 18),
  contactMobile: required(M.contactMobile, 11),
  companyName: required(M.companyName, 50),
  legalPerson: required(M.legalPerson, 20),
  contactName: required(M.contactName, 20),
  area: place(M.area),
  detailAddress: required(M.detailAddress, 100),
  /** Stored file paths. */
  businessLicense: required(M.businessLicense, 300),
  idCardFront: required(M.idCardFront, 300),
  idCardBack: required(M.idCardBack, 300),
  /** 1 安装, 2 维修, 3 测量 (APPLY_SERVER_TYPES). */
  serverTypes: v.pipe(
    v.array(
      v.pipe(
        v.number(M.serverTypes),
        v.check((code) => [1, 2, 3].includes(code), M.serverTypes),
      ),
      M.serverTypes,
    ),
    v.nonEmpty(M.serverTypes),
  ),
  categories: v.pipe(
    v.array(category, M.categories),
    v.nonEmpty(M.categories),
    v.maxLength(50, "服务类目一次最多50个"),
  ),
  coverAreas: v.pipe(
    v.array(place(M.coverAreas), M.coverAreas),
    v.nonEmpty(M.coverAreas),
    v.maxLength(100, "服务区域一次最多100个"),
  ),
});

/** The caller's own provider (another's is the handler's refusal). */
export const providerApplyInfoRequest = request({ provider_id: text("服务商ID", { max: 32 }) });

/** One service category applied for (from the service-type picker), as stored. */
export const applyCategory = v.object({
  /** 1 众包, 2 总包. */
  scopeType: v.number(),
  categoryId: v.string(),
  subCategoryId: v.optional(v.nullable(v.string())),
  /** Names as picked, for showing the application back. */
  label: v.string(),
});

/** The application as stored: the form as `providerApplyRequest` and the handler cleaned it. */
export const providerApplication = v.object({
  /** Unified social credit code. */
  creditCode: v.string(),
  legalPersonIdCard: v.string(),
  contactMobile: v.string(),
  companyName: v.string(),
  legalPerson: v.string(),
  contactName: v.string(),
  area: areaRef,
  detailAddress: v.string(),
  /** Stored file paths. */
  businessLicense: v.string(),
  idCardFront: v.string(),
  idCardBack: v.string(),
  /** 1 install, 2 repair, 3 measure. */
  serverTypes: v.array(v.number()),
  categories: v.array(applyCategory),
  coverAreas: v.array(areaRef),
});

/** The application as stored, with its review. */
export const providerApplyInfo = v.object({
  ...providerApplication.entries,
  providerId: v.string(),
  /** 1 submitted, 2 approved, 3 rejected. */
  applyStatus: v.number(),
  auditAdvise: v.optional(v.nullable(v.string())),
  settlePhase: v.number(),
  submitTime: v.string(),
  auditTime: v.optional(v.nullable(v.string())),
});
