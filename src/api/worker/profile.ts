import { service } from "../endpoint";
import type { AnswerType, RequestType } from "../schema";
import { SCREENS } from "../screens";
import type * as wire from "../wire/worker/profile";
import type * as apply from "../wire/worker/profileApply";

/** /worker-app/v1/provider — the provider's own profile, application and contracts (incl. the deposit). */
const s = service("/worker-app", { menu: SCREENS.personal, onboarding: true }).under("/v1/provider");

/** The types of the calls below, from their schemas (../wire/worker/profile*.ts, where their fields are described). */
export type ProviderProfile = AnswerType<typeof wire.providerProfile>;
export type ProviderAbility = AnswerType<typeof wire.providerAbility>;
export type ProviderCover = AnswerType<typeof wire.providerCover>;
/** Real-name identification of the provider's legal person (identifyUserProfile); the ID number masked. */
export type ProviderIdentity = AnswerType<typeof wire.providerIdentity>;
export type ProviderDetails = AnswerType<typeof wire.providerDetails>;
export type CoverCategory = AnswerType<typeof wire.coverCategory>;
export type ContractDoc = AnswerType<typeof wire.contractDoc>;
/** Contract fields (spec §3). */
export type Contract = AnswerType<typeof wire.contract>;
/** One service category applied for (from the service-type picker), as stored. */
export type ApplyCategory = AnswerType<typeof apply.applyCategory>;
/** The provider application (E.8 item 3: fields chosen by the project), as sent. */
export type ProviderApplyForm = RequestType<typeof apply.providerApplyRequest>;
export type ProviderApplyInfoQuery = RequestType<typeof apply.providerApplyInfoRequest>;
/** The application as stored: the form as the handler cleaned it. */
export type ProviderApplication = AnswerType<typeof apply.providerApplication>;
/** The application as stored, with its review. */
export type ProviderApplyInfo = AnswerType<typeof apply.providerApplyInfo>;

export const getProviderProfileByToken = s.get<void, ProviderProfile>(
  "/getProviderProfileByToken",
  "当前服务商资料",
  { open: "user" },
);
export const providerDetails = s.get<void, ProviderDetails>("/providerDetails", "服务商详情", {
  open: "user",
});
export const getContractDocs = s.get<void, ContractDoc[]>("/getContractDocs", "合同范本");
export const completedContractList = s.get<void, Contract[]>("/completed/contract/list", "已签合同");
/** null while the provider has not submitted an application. */
export const getProviderApplyInfo = s.get<ProviderApplyInfoQuery, ProviderApplyInfo | null>(
  "/getProviderApplyInfo",
  "入驻申请信息",
);

// §7 declares these three reads as POST.
export const abilities = s.post<void, ProviderAbility[]>("/abilities", "服务能力", { effect: "read" });
export const coverCategories = s.post<void, CoverCategory[]>("/covers/categories", "覆盖类目", {
  effect: "read",
});
export const covers = s.post<void, ProviderCover[]>("/covers", "服务区域", { effect: "read" });

export type BaseProfileBody = RequestType<typeof wire.baseProfileRequest>;
export type ModifiedMobileBody = RequestType<typeof wire.modifiedMobileRequest>;
export type MobileModifyToken = AnswerType<typeof wire.mobileModifyToken>;
export type ConfirmModifiedMobileBody = RequestType<typeof wire.confirmModifiedMobileRequest>;

/** The provider's profile is every account's: its event goes to the whole provider. */
export const changeBaseProfile = s.post<BaseProfileBody, null>("/change/baseProfile", "修改基本资料", {
  button: "personal:editProfile",
  onboarding: false,
  effect: { channel: "account", type: "profile" },
});

/** Step 1 of a mobile change: the SMS code sent to the current mobile. */
export const modifiedMobile = s.post<ModifiedMobileBody, MobileModifyToken>(
  "/modifiedMobile",
  "修改手机号：验证原手机",
  { button: "personal:modifyMobile", onboarding: false, effect: "session" },
);
/** Step 2: the new mobile and its SMS code. */
export const confirmModifiedMobile = s.post<ConfirmModifiedMobileBody, null>(
  "/confirm/modifiedMobile",
  "修改手机号：确认新手机",
  {
    button: "personal:modifyMobile",
    onboarding: false,
    // Not a write effect: a write runs in one transaction that a refusal rolls back, and this call's wrong SMS code
    // must stay counted (5 wrong tries void the code). The new mobile shows at the next read of the profile.
    effect: "session",
  },
);

export type IdentifyBody = RequestType<typeof wire.identifyRequest>;
export type IdentifyResult = AnswerType<typeof wire.identifyResult>;

export const identifyUserProfile = s.post<IdentifyBody, IdentifyResult>("/identifyUserProfile", "实名认证", {
  button: "personal:identify",
  effect: { channel: "account", type: "identified" },
});
// Onboarding steps (the application, contracts, the deposit) are the state of a provider not yet in the console.
export const submitProviderApply = s.post<ProviderApplyForm, null>("/submitProviderApply", "提交入驻申请", {
  effect: "session",
});
export const reSubmitProviderApply = s.post<ProviderApplyForm, null>(
  "/reSubmitProviderApply",
  "重新提交入驻申请",
  { effect: "session" },
);

// ---- Contracts and the deposit ----

export type ContractCodeBody = RequestType<typeof wire.contractCodeRequest>;
export type ContractDetail = AnswerType<typeof wire.contractDetail>;
export type ContractUrl = AnswerType<typeof wire.contractUrl>;
export type ContractDepositQuery = RequestType<typeof wire.contractDepositRequest>;
/** Deposit to pay for a contract. */
export type DepositApiData = AnswerType<typeof wire.depositData>;
export type ContractDeposit = AnswerType<typeof wire.contractDeposit>;
export type PayDepositStatusQuery = RequestType<typeof wire.payDepositStatusRequest>;
/** Payment status: -2 failed, -1 cancelled, 1 awaiting, 2 in progress, 3 completed. */
export type PayDepositStatus = AnswerType<typeof wire.payDepositStatus>;
/** Payment info of the cashier (spec §3). */
export type PaymentInfo = AnswerType<typeof wire.paymentInfo>;
export type ConfirmPayDepositBody = RequestType<typeof wire.confirmPayDepositRequest>;

export const contractDetailsByCode = s.post<ContractCodeBody, ContractDetail>(
  "/contractDetailsByCode",
  "合同详情",
  { effect: "read" },
);
export const resetContractStatusByFailed = s.post<ContractCodeBody, null>(
  "/resetContractStatusByFailed",
  "签署失败的合同重置",
  { button: "personal:contract", effect: "session" },
);
export const getProviderContractList = s.post<void, Contract[]>(
  "/getProviderContractList",
  "服务商合同列表",
  {
    effect: "read",
  },
);
/**
 * Signs a contract (status 0 → 2). §7 lists no signing call although onboarding signs contracts (a real back end
 * would hand over to an e-signature service): the path is ours, beside the other contract calls.
 */
export const signContract = s.post<ContractCodeBody, Contract>("/signContract", "签署合同", {
  chosenPath: true,
  button: "personal:contract",
  effect: "session",
});
export const reDownloadContract = s.post<ContractCodeBody, ContractUrl>(
  "/reDownloadContract",
  "重新生成合同下载地址",
  { button: "personal:contract", effect: "session" },
);
/**
 * The deposit of `contractCode`, or without it the first contract whose deposit is unpaid (else the first with a
 * deposit); null when no contract asks for one.
 */
export const getContractDeposit = s.post<ContractDepositQuery, ContractDeposit | null>(
  "/getContractDeposit",
  "合同保证金",
  { effect: "read" },
);
export const payDepositStatus = s.post<PayDepositStatusQuery, PayDepositStatus>(
  "/payDepositStatus",
  "保证金支付状态",
  // Reading it cancels a payment left unpaid past its time (the cashier's state).
  { effect: "session" },
);
export const confirmPayDeposit = s.post<ConfirmPayDepositBody, PaymentInfo>(
  "/confirmPayDeposit",
  "保证金下单（取二维码）",
  { button: "personal:payDeposit", effect: "session" },
);
