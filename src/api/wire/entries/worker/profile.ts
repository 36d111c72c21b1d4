import * as v from "valibot";
import * as profile from "../../../worker/profile";
import { wire, type WireEntry } from "../../define";
import * as schemas from "../../worker/profile";
import * as apply from "../../worker/profileApply";

/**
 * api.worker.profile's calls with their schemas (../../worker/profile.ts, the application's
 * ../../worker/profileApply.ts).
 */
export const entries: readonly WireEntry[] = [
  wire(profile.getProviderProfileByToken, { answer: schemas.providerProfile }),
  wire(profile.providerDetails, { answer: schemas.providerDetails }),
  wire(profile.getContractDocs, { answer: v.array(schemas.contractDoc) }),
  wire(profile.completedContractList, { answer: v.array(schemas.contract) }),
  wire(profile.getProviderApplyInfo, {
    request: apply.providerApplyInfoRequest,
    answer: v.nullable(apply.providerApplyInfo),
  }),
  wire(profile.submitProviderApply, { request: apply.providerApplyRequest, answer: v.null() }),
  wire(profile.reSubmitProviderApply, { request: apply.providerApplyRequest, answer: v.null() }),
  wire(profile.abilities, { answer: v.array(schemas.providerAbility) }),
  wire(profile.coverCategories, { answer: v.array(schemas.coverCategory) }),
  wire(profile.covers, { answer: v.array(schemas.providerCover) }),
  wire(profile.changeBaseProfile, { request: schemas.baseProfileRequest, answer: v.null() }),
  wire(profile.modifiedMobile, { request: schemas.modifiedMobileRequest, answer: schemas.mobileModifyToken }),
  wire(profile.confirmModifiedMobile, { request: schemas.confirmModifiedMobileRequest, answer: v.null() }),
  wire(profile.identifyUserProfile, { request: schemas.identifyRequest, answer: schemas.identifyResult }),
  wire(profile.contractDetailsByCode, {
    request: schemas.contractCodeRequest,
    answer: schemas.contractDetail,
  }),
  wire(profile.resetContractStatusByFailed, { request: schemas.contractCodeRequest, answer: v.null() }),
  wire(profile.getProviderContractList, { answer: v.array(schemas.contract) }),
  wire(profile.signContract, { request: schemas.contractCodeRequest, answer: schemas.contract }),
  wire(profile.reDownloadContract, { request: schemas.contractCodeRequest, answer: schemas.contractUrl }),
  wire(profile.getContractDeposit, {
    request: schemas.contractDepositRequest,
    answer: v.nullable(schemas.contractDeposit),
  }),
  wire(profile.payDepositStatus, {
    request: schemas.payDepositStatusRequest,
    answer: schemas.payDepositStatus,
  }),
  wire(profile.confirmPayDeposit, { request: schemas.confirmPayDepositRequest, answer: schemas.paymentInfo }),
];
