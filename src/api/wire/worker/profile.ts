/**
 * The schemas of api.worker.profile's calls (../define.ts): the personal centre's (mocks/onboarding/personal.ts), the
 * deposit's payment (mocks/onboarding/payments.ts) here, the application's in ./profileApply.ts.
 */
import * as v from "valibot";
import * as profile from "../../worker/profile";
import { integer, mobile, optional, request, text } from "../../schema";
import { wire, type WireEntry } from "../define";
import { smsCode } from "./account";
import { applyEntries } from "./profileApply";
import { areaRef } from "./records";

// ---- request fields

/** A contract of the caller's, by its code (at most 64 characters); whether it is the caller's is the handler's. */
const contractCode = text("合同编号", { max: 64 });

/**
 * getContractDeposit's optional code: absent, null or "" ask for the first deposit; any other value is read as a code,
 * so blank text is 「合同编号不能为空」 as for the other calls' code (not "not given", as `optionalText` would read it).
 */
const depositContractCode = optional(
  v.pipe(
    v.string("合同编号格式不正确"),
    v.check((value) => value === "" || value.trim() !== "", "合同编号不能为空"),
    v.trim(),
    v.maxLength(64, "合同编号不能超过64个字符"),
  ),
);

/** A payment's number (payments.ts `ownPayment`). */
const financeTransNo = text("支付编号", { max: 64 });

/**
 * The deposit named by the cashier: an object (「保证金信息不能为空」) naming its contract.
 * Its amount and bizNo are not read (the contract's own are charged); they are what getContractDeposit answered.
 */
const depositApiData = request(
  {
    contractNo: text("合同编号", { max: 64 }),
    amount: v.optional(v.number("保证金信息格式不正确")),
    bizNo: v.optional(v.string("保证金信息格式不正确")),
  },
  "保证金信息",
);

/**
 * A changed field of the base profile (personal.ts `changeBaseProfile`): the avatar may be null (not changed), the
 * others are checked once they are present. Whether the avatar is a stored image of the caller's is the handler's, so
 * is 请至少修改一项资料.
 */
const baseProfile = request({
  providerAvatar: optional(text("头像", { max: 300 })),
  contactName: v.optional(
    text("联系人", { max: 20, format: (value) => (value.length < 2 ? "联系人须为2-20个字符" : null) }),
  ),
  detailAddress: v.optional(text("详细地址", { max: 100 })),
});

/**
 * Real-name identification (personal.ts `identify`): the name in Chinese characters; the ID number's checks (its
 * date and check digit, src/domain/personal) and whether the photos are the caller's images are the handler's.
 */
const identify = request({
  realName: text("姓名", {
    max: 20,
    format: (value) => (/^[\u4e00-\u9fa5·]{2,20}$/.test(value) ? null : "姓名须为2-20个汉字"),
  }),
  idCardNo: text("身份证号", { max: 18 }),
  idCardFront: text("身份证人像面", { max: 300 }),
  idCardBack: text("身份证国徽面", { max: 300 }),
});

// ---- answers

const providerProfileEntries = {
  providerId: v.string(),
  providerName: v.string(),
  providerMobile: v.string(),
  providerAvatar: v.optional(v.nullable(v.string())),
  contactName: v.string(),
  companyName: v.string(),
  creditCode: v.string(),
  legalPerson: v.string(),
  area: v.nullable(areaRef),
  detailAddress: v.string(),
  settlePhase: v.number(),
  gmtCreatedTime: v.string(),
};

const ability = v.object({
  serverType: v.number(),
  serverTypeName: v.string(),
  categoryIds: v.array(v.string()),
  categoryNames: v.array(v.string()),
});

const cover = v.object({ area: areaRef, serverTypes: v.array(v.number()) });

const identity = v.object({
  realName: v.string(),
  idCardNoMasked: v.string(),
  idCardFront: v.string(),
  idCardBack: v.string(),
  identifiedTime: v.string(),
});

const contractEntries = {
  contractCode: v.string(),
  contractName: v.string(),
  contractStatus: v.number(),
  contractAdvise: v.optional(v.nullable(v.string())),
  signTime: v.optional(v.nullable(v.string())),
  contractUrl: v.optional(v.nullable(v.string())),
  depositAmount: v.optional(v.nullable(v.number())),
  depositPaid: v.optional(v.boolean()),
};
const contract = v.object(contractEntries);

const depositData = v.object({ amount: v.number(), contractNo: v.string(), bizNo: v.string() });

/** The schemas of api.worker.profile's calls (../define.ts). */
export const entries: readonly WireEntry[] = [
  wire(profile.getProviderProfileByToken, { answer: v.object(providerProfileEntries) }),
  wire(profile.providerDetails, {
    answer: v.object({
      ...providerProfileEntries,
      abilities: v.array(ability),
      covers: v.array(cover),
      workerCount: v.number(),
      identity: v.nullable(identity),
    }),
  }),
  wire(profile.getContractDocs, { answer: v.array(v.object({ docName: v.string(), docUrl: v.string() })) }),
  wire(profile.completedContractList, { answer: v.array(contract) }),
  ...applyEntries,
  wire(profile.abilities, { answer: v.array(ability) }),
  wire(profile.coverCategories, {
    answer: v.array(v.object({ serverType: v.number(), categoryIds: v.array(v.string()) })),
  }),
  wire(profile.covers, { answer: v.array(cover) }),
  wire(profile.changeBaseProfile, { request: baseProfile, answer: v.null() }),
  wire(profile.modifiedMobile, {
    request: request({ verifyCode: smsCode }),
    answer: v.object({ modifyToken: v.string() }),
  }),
  wire(profile.confirmModifiedMobile, {
    request: request({
      modifyToken: text("验证凭证", { max: 64 }),
      newMobile: mobile("新手机号"),
      verifyCode: smsCode,
    }),
    answer: v.null(),
  }),
  wire(profile.identifyUserProfile, {
    request: identify,
    answer: v.object({ identified: v.boolean(), reason: v.optional(v.nullable(v.string())) }),
  }),
  wire(profile.contractDetailsByCode, {
    request: request({ contractCode }),
    answer: v.object({ ...contractEntries, partyA: v.string(), partyB: v.string(), content: v.string() }),
  }),
  wire(profile.resetContractStatusByFailed, { request: request({ contractCode }), answer: v.null() }),
  wire(profile.getProviderContractList, { answer: v.array(contract) }),
  wire(profile.signContract, { request: request({ contractCode }), answer: contract }),
  wire(profile.reDownloadContract, {
    request: request({ contractCode }),
    answer: v.object({ contractUrl: v.string() }),
  }),
  wire(profile.getContractDeposit, {
    request: request({ contractCode: depositContractCode }),
    answer: v.nullable(
      v.object({
        apiData: depositData,
        contractName: v.string(),
        paid: v.boolean(),
        paidTime: v.optional(v.nullable(v.string())),
      }),
    ),
  }),
  wire(profile.payDepositStatus, {
    request: request({ financeTransNo }),
    answer: v.object({ payStatus: v.picklist([-2, -1, 1, 2, 3]) }),
  }),
  // The channel is checked before the method, then whether they go together (the handler's).
  wire(profile.confirmPayDeposit, {
    request: request({
      apiData: depositApiData,
      payChannel: integer("支付渠道", { min: 1, max: 2 }),
      payWay: integer("支付方式", { min: 13, max: 14 }),
    }),
    answer: v.object({
      financeTransNo: v.string(),
      qrCodeUrl: v.string(),
      contractNo: v.string(),
      apiData: depositData,
    }),
  }),
];
