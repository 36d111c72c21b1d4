/**
 * The schemas of api.worker.profile's calls (registered in ../entries/worker/profile.ts): the personal centre's
 * (mocks/onboarding/personal.ts), the deposit's payment (mocks/onboarding/payments.ts) here, the application's in
 * ./profileApply.ts. src/api/worker/profile.ts takes its types from them.
 */
import * as v from "valibot";
import { mobile, oneOf, optional, request, text } from "../../schema";
import { smsCode } from "./account";
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
    /** The deposit (yuan) as getContractDeposit answered it. */
    amount: v.optional(v.number("保证金信息格式不正确")),
    bizNo: v.optional(v.string("保证金信息格式不正确")),
  },
  "保证金信息",
);

// ---- requests, per call

/**
 * A changed field of the base profile (personal.ts `changeBaseProfile`): the avatar may be null (not changed), the
 * others are checked once they are present. Whether the avatar is a stored image of the caller's is the handler's, so
 * is 请至少修改一项资料.
 */
export const baseProfileRequest = request({
  providerAvatar: optional(text("头像", { max: 300 })),
  contactName: v.optional(
    text("联系人", { max: 20, format: (value) => (value.length < 2 ? "联系人须为2-20个字符" : null) }),
  ),
  detailAddress: v.optional(text("详细地址", { max: 100 })),
});

/** Step 1 of a mobile change: the SMS code sent to the current mobile. */
export const modifiedMobileRequest = request({ verifyCode: smsCode });

/** Step 2: the new mobile and its SMS code. */
export const confirmModifiedMobileRequest = request({
  modifyToken: text("验证凭证", { max: 64 }),
  newMobile: mobile("新手机号"),
  verifyCode: smsCode,
});

/**
 * Real-name identification (personal.ts `identify`): the name in Chinese characters; the ID number's checks (its
 * date and check digit, src/domain/personal) and whether the photos are the caller's images are the handler's.
 */
export const identifyRequest = request({
  realName: text("姓名", {
    max: 20,
    format: (value) => (/^[\u4e00-\u9fa5·]{2,20}$/.test(value) ? null : "姓名须为2-20个汉字"),
  }),
  idCardNo: text("身份证号", { max: 18 }),
  /** Stored file paths. */
  idCardFront: text("身份证人像面", { max: 300 }),
  idCardBack: text("身份证国徽面", { max: 300 }),
});

export const contractCodeRequest = request({ contractCode });

export const contractDepositRequest = request({ contractCode: depositContractCode });

export const payDepositStatusRequest = request({ financeTransNo });

/** The channel is checked before the method, then whether they go together (the handler's). */
export const confirmPayDepositRequest = request({
  apiData: depositApiData,
  /** 2 Alipay, 1 WeChat. */
  payChannel: oneOf("支付渠道", [1, 2]),
  /** Payment method code: 13 WeChat native, 14 Alipay native. */
  payWay: oneOf("支付方式", [13, 14]),
});

// ---- answers

const providerProfileEntries = {
  providerId: v.string(),
  providerName: v.string(),
  providerMobile: v.string(),
  providerAvatar: v.optional(v.nullable(v.string())),
  contactName: v.string(),
  companyName: v.string(),
  /** Unified social credit code. */
  creditCode: v.string(),
  legalPerson: v.string(),
  /** null until the application gave one. */
  area: v.nullable(areaRef),
  detailAddress: v.string(),
  settlePhase: v.number(),
  gmtCreatedTime: v.string(),
};
export const providerProfile = v.object(providerProfileEntries);

export const providerAbility = v.object({
  serverType: v.number(),
  serverTypeName: v.string(),
  categoryIds: v.array(v.string()),
  categoryNames: v.array(v.string()),
});

export const providerCover = v.object({ area: areaRef, serverTypes: v.array(v.number()) });

/** Real-name identification of the provider's legal person (identifyUserProfile); the ID number masked. */
export const providerIdentity = v.object({
  realName: v.string(),
  /** First 3 and last 4 characters kept. */
  idCardNoMasked: v.string(),
  idCardFront: v.string(),
  idCardBack: v.string(),
  identifiedTime: v.string(),
});

export const providerDetails = v.object({
  ...providerProfileEntries,
  abilities: v.array(providerAbility),
  covers: v.array(providerCover),
  workerCount: v.number(),
  /** null until identified. */
  identity: v.nullable(providerIdentity),
});

export const coverCategory = v.object({ serverType: v.number(), categoryIds: v.array(v.string()) });

export const contractDoc = v.object({ docName: v.string(), docUrl: v.string() });

/** Contract fields (spec §3). */
const contractEntries = {
  contractCode: v.string(),
  contractName: v.string(),
  /** 0 to sign, 1 signing, 2 signed, 3 failed, 4 expired. */
  contractStatus: v.number(),
  /** Audit advice when the contract was rejected. */
  contractAdvise: v.optional(v.nullable(v.string())),
  signTime: v.optional(v.nullable(v.string())),
  contractUrl: v.optional(v.nullable(v.string())),
  /** Deposit the contract asks for (yuan); null when none. */
  depositAmount: v.optional(v.nullable(v.number())),
  /** True once that deposit is paid. */
  depositPaid: v.optional(v.boolean()),
};
/** Contract fields (spec §3). */
export const contract = v.object(contractEntries);

export const contractDetail = v.object({
  ...contractEntries,
  partyA: v.string(),
  partyB: v.string(),
  content: v.string(),
});

export const contractUrl = v.object({ contractUrl: v.string() });

/** Deposit to pay for a contract. */
export const depositData = v.object({ amount: v.number(), contractNo: v.string(), bizNo: v.string() });

export const contractDeposit = v.object({
  apiData: depositData,
  contractName: v.string(),
  /** True when already paid. */
  paid: v.boolean(),
  paidTime: v.optional(v.nullable(v.string())),
});

/** Payment status: -2 failed, -1 cancelled, 1 awaiting, 2 in progress, 3 completed. */
export const payDepositStatus = v.object({ payStatus: v.picklist([-2, -1, 1, 2, 3]) });

/** Payment info of the cashier (spec §3). */
export const paymentInfo = v.object({
  financeTransNo: v.string(),
  qrCodeUrl: v.string(),
  contractNo: v.string(),
  /** The deposit as the server charges it: the contract's amount and bizNo, whatever the request carried. */
  apiData: depositData,
});

export const mobileModifyToken = v.object({ modifyToken: v.string() });

export const identifyResult = v.object({
  identified: v.boolean(),
  reason: v.optional(v.nullable(v.string())),
});
