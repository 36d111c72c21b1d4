import { service } from "../endpoint";
import type { AreaRef, DateTime, Id, Yuan } from "../types";
import { SCREENS } from "../screens";

/** /worker-app/v1/provider — the provider's own profile, application and contracts (incl. the deposit). */
const s = service("/worker-app", { menu: SCREENS.personal, onboarding: true }).under("/v1/provider");

export interface ProviderProfile {
  providerId: Id;
  providerName: string;
  providerMobile: string;
  providerAvatar?: string | null;
  contactName: string;
  companyName: string;
  /** Unified social credit code. */
  creditCode: string;
  legalPerson: string;
  /** null until the application gave one. */
  area: AreaRef | null;
  detailAddress: string;
  settlePhase: number;
  gmtCreatedTime: DateTime;
}

export interface ProviderAbility {
  serverType: number;
  serverTypeName: string;
  categoryIds: Id[];
  categoryNames: string[];
}

export interface ProviderCover {
  area: AreaRef;
  serverTypes: number[];
}

/** Real-name identification of the provider's legal person (identifyUserProfile); the ID number masked. */
export interface ProviderIdentity {
  realName: string;
  /** First 3 and last 4 characters kept. */
  idCardNoMasked: string;
  idCardFront: string;
  idCardBack: string;
  identifiedTime: DateTime;
}

export interface ProviderDetails extends ProviderProfile {
  abilities: ProviderAbility[];
  covers: ProviderCover[];
  workerCount: number;
  /** null until identified. */
  identity: ProviderIdentity | null;
}

export interface ContractDoc {
  docName: string;
  docUrl: string;
}

/** Contract fields (spec §3). */
export interface Contract {
  contractCode: string;
  contractName: string;
  /** 0 to sign, 1 signing, 2 signed, 3 failed, 4 expired. */
  contractStatus: number;
  /** Audit advice when the contract was rejected. */
  contractAdvise?: string | null;
  signTime?: DateTime | null;
  contractUrl?: string | null;
  /** Deposit the contract asks for (yuan); null when none. */
  depositAmount?: Yuan | null;
  /** True once that deposit is paid. */
  depositPaid?: boolean;
}

/** One service category applied for (from the service-type picker). */
export interface ApplyCategory {
  /** 1 众包, 2 总包. */
  scopeType: number;
  categoryId: Id;
  subCategoryId?: Id | null;
  /** Names as picked, for showing the application back. */
  label: string;
}

/** The provider application (E.8 item 3: fields chosen by the project). */
export interface ProviderApplyForm {
  companyName: string;
  /** Unified social credit code. */
  creditCode: string;
  legalPerson: string;
  legalPersonIdCard: string;
  contactName: string;
  contactMobile: string;
  area: AreaRef;
  detailAddress: string;
  /** Stored file paths. */
  businessLicense: string;
  idCardFront: string;
  idCardBack: string;
  /** 1 install, 2 repair, 3 measure. */
  serverTypes: number[];
  categories: ApplyCategory[];
  coverAreas: AreaRef[];
}

export interface ProviderApplyInfo extends ProviderApplyForm {
  providerId: Id;
  /** 1 submitted, 2 approved, 3 rejected. */
  applyStatus: number;
  auditAdvise?: string | null;
  settlePhase: number;
  submitTime: DateTime;
  auditTime?: DateTime | null;
}

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
export const getProviderApplyInfo = s.get<{ provider_id: Id }, ProviderApplyInfo | null>(
  "/getProviderApplyInfo",
  "入驻申请信息",
);

// §7 declares these three reads as POST.
export const abilities = s.post<void, ProviderAbility[]>("/abilities", "服务能力", { effect: "read" });
export const coverCategories = s.post<void, { serverType: number; categoryIds: Id[] }[]>(
  "/covers/categories",
  "覆盖类目",
  { effect: "read" },
);
export const covers = s.post<void, ProviderCover[]>("/covers", "服务区域", { effect: "read" });

export interface BaseProfileBody {
  providerAvatar?: string;
  contactName?: string;
  detailAddress?: string;
}

/** The provider's profile is every account's: its event goes to the whole provider. */
export const changeBaseProfile = s.post<BaseProfileBody, null>("/change/baseProfile", "修改基本资料", {
  button: "personal:editProfile",
  onboarding: false,
  effect: { channel: "account", type: "profile" },
});

/** Step 1 of a mobile change: the SMS code sent to the current mobile. */
export const modifiedMobile = s.post<{ verifyCode: string }, { modifyToken: string }>(
  "/modifiedMobile",
  "修改手机号：验证原手机",
  { button: "personal:modifyMobile", onboarding: false, effect: "session" },
);
/** Step 2: the new mobile and its SMS code. */
export const confirmModifiedMobile = s.post<
  { modifyToken: string; newMobile: string; verifyCode: string },
  null
>("/confirm/modifiedMobile", "修改手机号：确认新手机", {
  button: "personal:modifyMobile",
  onboarding: false,
  // Not a write effect: a write runs in one transaction that a refusal rolls back, and this call's wrong SMS code
  // must stay counted (5 wrong tries void the code). The new mobile shows at the next read of the profile.
  effect: "session",
});

export interface IdentifyBody {
  realName: string;
  idCardNo: string;
  /** Stored file paths. */
  idCardFront: string;
  idCardBack: string;
}

export const identifyUserProfile = s.post<IdentifyBody, { identified: boolean; reason?: string | null }>(
  "/identifyUserProfile",
  "实名认证",
  { button: "personal:identify", effect: { channel: "account", type: "identified" } },
);
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

export interface ContractDetail extends Contract {
  partyA: string;
  partyB: string;
  content: string;
}

/** Deposit to pay for a contract. */
export interface DepositApiData {
  amount: Yuan;
  contractNo: string;
  bizNo: string;
}

export interface ContractDeposit {
  apiData: DepositApiData;
  contractName: string;
  /** True when already paid. */
  paid: boolean;
  paidTime?: DateTime | null;
}

/** Payment info of the cashier (spec §3). */
export interface PaymentInfo {
  financeTransNo: string;
  qrCodeUrl: string;
  contractNo: string;
  /** The deposit as the server charges it: the contract's amount and bizNo, whatever the request carried. */
  apiData: DepositApiData;
}

export interface ConfirmPayDepositBody {
  apiData: DepositApiData;
  /** Payment method code: 13 WeChat native, 14 Alipay native. */
  payWay: 13 | 14;
  /** 2 Alipay, 1 WeChat. */
  payChannel: 1 | 2;
}

export const contractDetailsByCode = s.post<{ contractCode: string }, ContractDetail>(
  "/contractDetailsByCode",
  "合同详情",
  { effect: "read" },
);
export const resetContractStatusByFailed = s.post<{ contractCode: string }, null>(
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
export const signContract = s.post<{ contractCode: string }, Contract>("/signContract", "签署合同", {
  chosenPath: true,
  button: "personal:contract",
  effect: "session",
});
export const reDownloadContract = s.post<{ contractCode: string }, { contractUrl: string }>(
  "/reDownloadContract",
  "重新生成合同下载地址",
  { button: "personal:contract", effect: "session" },
);
/**
 * The deposit of `contractCode`, or without it the first contract whose deposit is unpaid (else the first with a
 * deposit); null when no contract asks for one.
 */
export const getContractDeposit = s.post<{ contractCode?: string }, ContractDeposit | null>(
  "/getContractDeposit",
  "合同保证金",
  { effect: "read" },
);
/** Payment status: -2 failed, -1 cancelled, 1 awaiting, 2 in progress, 3 completed. */
export const payDepositStatus = s.post<{ financeTransNo: string }, { payStatus: -2 | -1 | 1 | 2 | 3 }>(
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
